import { ErrorMessage } from './ErrorMessage';

/** SPEC section 2: any other path. */
export default function NotFoundPage() {
  return (
    <ErrorMessage
      title="404 - Page Not Found"
      message="The page you are looking for does not exist."
    />
  );
}
