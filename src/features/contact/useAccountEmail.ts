import { useAuth } from '@/backend/auth-state';

/**
 * The signed-in account's email, for prefilling the contact form (SPEC section 4); null when
 * signed out or while the session loads. The account's name is the child's (SPEC section 3),
 * so it is not offered as the sender's name.
 */
export function useAccountEmail(): string | null {
  const { status, user } = useAuth();
  if (status !== 'signedIn' || !user) return null;
  return user.email ?? '';
}
