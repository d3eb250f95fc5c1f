/** A minimal XML element tree: enough for the picture set's SVG (no DOM in Node or workers). */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
}

const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');
}

/** Parses the first root element of `source`; comments, text and processing instructions are skipped. */
export function parseXml(source: string): XmlElement | null {
  const cleaned = source
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\?[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '');
  const root: XmlElement = { name: '#root', attributes: {}, children: [] };
  const stack: XmlElement[] = [root];
  for (const match of cleaned.matchAll(TAG)) {
    const [, closing, name, rawAttributes, selfClosing] = match;
    if (!name) continue;
    if (closing) {
      // Pop to the matching element; tolerate stray closing tags.
      const index = stack.map((element) => element.name).lastIndexOf(name);
      if (index > 0) stack.length = index;
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const attribute of (rawAttributes ?? '').matchAll(ATTRIBUTE)) {
      const key = attribute[1];
      if (key) attributes[key] = decodeEntities(attribute[2] ?? attribute[3] ?? '');
    }
    const element: XmlElement = { name, attributes, children: [] };
    (stack[stack.length - 1] as XmlElement).children.push(element);
    if (!selfClosing) stack.push(element);
  }
  return root.children[0] ?? null;
}
