/**
 * The picture set's SVGs straight from @iconify-json/fluent-emoji-flat, for tests and the
 * benchmark (the same icons src/domain/pictures serves to the app).
 */
import { createRequire } from 'node:module';
import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';

const require = createRequire(import.meta.url);
type IconSet = Parameters<typeof getIconData>[0];
const icons = require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;

export function iconifyPictureSvg(name: string): string | null {
  const data = getIconData(icons, name);
  if (!data) return null;
  const rendered = iconToSVG(data);
  return iconToHTML(rendered.body, rendered.attributes);
}

export function allIconNames(): string[] {
  return Object.keys(icons.icons);
}
