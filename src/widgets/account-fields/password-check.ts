import { useEffect } from 'react';

/**
 * Loads the password guessability check in its own chunk the first time a form that sets a
 * password asks for it, and keeps it for later forms.
 */
type Check = typeof import('./password-guessability').passwordGuessabilityError;

let loading: Promise<Check> | undefined;

export function loadPasswordCheck(): Promise<Check> {
  loading ??= import('./password-guessability').then(
    (module) => module.passwordGuessabilityError,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The reason `password` is too easy to guess, or undefined. When the check cannot be loaded
 * (an old cached page after a release), the password is left to the server's own rules.
 */
export async function passwordGuessProblem(
  password: string,
  related: readonly string[],
): Promise<string | undefined> {
  try {
    return (await loadPasswordCheck())(password, related);
  } catch {
    return undefined;
  }
}

/**
 * For a form that sets a password: starts loading the check when the form appears, so it is
 * ready by the time the parent submits, and answers the check.
 */
export function usePasswordGuessCheck(): typeof passwordGuessProblem {
  useEffect(() => {
    loadPasswordCheck().catch(() => undefined);
  }, []);
  return passwordGuessProblem;
}
