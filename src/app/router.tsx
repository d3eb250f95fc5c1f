import { createBrowserRouter } from 'react-router-dom';

export const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <main>
        <h1>Sprouts</h1>
      </main>
    ),
  },
]);
