import { readFileSync } from 'node:fs';

/**
 * `verify_jwt` of every `[functions.<name>]` table in supabase/config.toml. Only this small
 * part of TOML is read: table headers and `key = true|false` lines.
 */
export function readVerifyJwtSettings(configFile: string): Map<string, boolean> {
  const settings = new Map<string, boolean>();
  let text: string;
  try {
    text = readFileSync(configFile, 'utf8');
  } catch {
    return settings;
  }
  let currentFunction: string | undefined;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      const match = /^functions\.("?)([A-Za-z0-9_-]+)\1$/.exec((header[1] as string).trim());
      currentFunction = match?.[2];
      continue;
    }
    const setting = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (currentFunction && setting) settings.set(currentFunction, setting[1] === 'true');
  }
  return settings;
}
