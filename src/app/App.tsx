import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '@/backend/auth-state';
import { AccountSettingsSync } from './AccountSettingsSync';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { AppRoutes } from './router';
import { useOutboxSync } from './useOutboxSync';

export function App() {
  useOutboxSync();
  return (
    <AuthProvider>
      <AccountSettingsSync />
      <BrowserRouter>
        <ErrorBoundary fallback={<RouteErrorPage />}>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </AuthProvider>
  );
}
