import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';

/** The pack's code could not be fetched, typically offline before the app was cached. */
export function PackFailed() {
  return (
    <Alert tone="error" title="The activities could not be loaded">
      <p>Please check your internet connection and try again.</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </Alert>
  );
}
