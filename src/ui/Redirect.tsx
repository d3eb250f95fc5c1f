import { Navigate } from '@/lib/router';
import { Loading } from './Spinner';

/**
 * Sends the browser on to `to` (replacing this address). Until the next page is there, this one
 * keeps a page's loading state on screen, so nothing short shows in between and the footer does
 * not move when the next page arrives.
 */
export function Redirect({ to }: { to: string }) {
  return (
    <>
      <Navigate to={to} replace />
      <Loading label="Loading page..." fill />
    </>
  );
}
