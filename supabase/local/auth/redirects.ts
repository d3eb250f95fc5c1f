/**
 * Where an email link may lead: the app, or any http page on this machine (127.0.0.1 or
 * localhost, any port, as a developer's other dev servers). Anything else gets the app URL,
 * like the hosted allow-list (site_url plus additional_redirect_urls).
 */
export function allowedRedirect(candidate: string | null | undefined, appUrl: string): string {
  if (!candidate) return appUrl;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return appUrl;
  }
  const local =
    url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
  return local || url.origin === new URL(appUrl).origin ? url.toString() : appUrl;
}

/** `target` with its fragment replaced by the given parameters. */
export function withFragment(target: string, parameters: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(parameters).toString();
  return url.toString();
}
