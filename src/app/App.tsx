import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/backend/auth-state';
import { AccountSettingsSync } from './AccountSettingsSync';
import { router } from './router';

export function App() {
  return (
    <AuthProvider>
      <AccountSettingsSync />
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
