import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/ui/Button';
import { ErrorMessage } from './ErrorMessage';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (e.g. the path), a failed boundary tries its children again. */
  resetKey?: string;
  /** What to show instead of the failed children; a friendly message by default. */
  fallback?: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * Catches a page that fails to render or whose code cannot be loaded (for example after an
 * update while the tab was open) and shows a friendly message instead of a blank screen.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <ErrorMessage
        title="Something went wrong"
        message="Sorry, this page could not be shown. Please try again, or go back to the home page."
        actions={
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Try Again
          </Button>
        }
      />
    );
  }
}
