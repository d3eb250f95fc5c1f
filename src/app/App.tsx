import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '@/backend/auth-state';
import { AccountSettingsSync } from './AccountSettingsSync';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { AppRoutes } from './router';

export function App() {
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
