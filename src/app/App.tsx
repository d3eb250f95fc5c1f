import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from '@/lib/router';
import { AuthProvider } from '@/backend/auth-state';
import { HydrationProvider } from '@/lib/hydration';
import { AccountSettingsSync } from './AccountSettingsSync';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { AppRoutes } from './router';

interface AppProps {
  /** The browser's history; prerendering passes a router fixed at one address. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** True when rendering a page at build time and when taking over that markup. */
  hydrating?: boolean;
}

export function App({ Router = BrowserRouter, hydrating = false }: AppProps) {
  return (
    <HydrationProvider hydrating={hydrating}>
      <AuthProvider>
        <AccountSettingsSync />
        <Router>
          <ErrorBoundary fallback={<RouteErrorPage />}>
            <AppRoutes />
          </ErrorBoundary>
        </Router>
      </AuthProvider>
    </HydrationProvider>
  );
}
