import { PRODUCT_NAME } from '@/lib/constants';
import { Button } from '@/ui/Button';
import { SproutMark } from '@/ui/SproutMark';
import { ErrorMessage } from './ErrorMessage';
import styles from './RouteErrorPage.module.css';

/**
 * The last resort when the layout itself fails. It renders without the navbar (which may be
 * what failed) but always offers a way home.
 */
export function RouteErrorPage() {
  return (
    <div className={styles.page}>
      {/* A plain anchor: a full page load recovers from whatever state broke the app. */}
      <a className={styles.brand} href="/">
        <SproutMark size={40} />
        {PRODUCT_NAME}
      </a>
      <main id="main">
        <ErrorMessage
          title="Something went wrong"
          message="Sorry, this page could not be shown. Please try again, or go back to the home page."
          actions={
            <Button variant="secondary" onClick={() => window.location.reload()}>
              Try Again
            </Button>
          }
        />
      </main>
    </div>
  );
}
