const HREF = /href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const URL_IN_TEXT = /https?:\/\/[^\s<>"')\]]+/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Every http(s) link of a message, in order of appearance, each once. */
export function extractLinks(html: string | undefined, text: string | undefined): string[] {
  const found: string[] = [];
  for (const match of (html ?? '').matchAll(HREF)) {
    found.push(decodeEntities(match[1] ?? match[2] ?? ''));
  }
  for (const match of (text ?? '').matchAll(URL_IN_TEXT)) found.push(match[0]);
  return [...new Set(found.filter((link) => /^https?:\/\//i.test(link)))];
}
