import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/backend/auth-state';
import { router } from './router';
import { useOutboxSync } from './useOutboxSync';

export function App() {
  useOutboxSync();
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
