import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '@/backend/auth-state';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { AppRoutes } from './router';

export function App() {
  return (
    <AuthProvider>
      <BrowserRouter>
        <ErrorBoundary fallback={<RouteErrorPage />}>
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </AuthProvider>
  );
}
