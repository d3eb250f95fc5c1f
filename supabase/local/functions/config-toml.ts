import { readFileSync } from 'node:fs';

/**
 * The `key = value` lines of every table of supabase/config.toml, values as written (quotes
 * removed from strings). Only this small part of TOML is read: table headers and one-line
 * scalar settings; a missing file reads as no settings.
 */
export function readConfigTables(configFile: string): Map<string, Map<string, string>> {
  const tables = new Map<string, Map<string, string>>();
  let text: string;
  try {
    text = readFileSync(configFile, 'utf8');
  } catch {
    return tables;
  }
  let current: Map<string, string> | undefined;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      const name = (header[1] as string).trim().replace(/"/g, '');
      current = tables.get(name) ?? new Map<string, string>();
      tables.set(name, current);
      continue;
    }
    const setting = /^([A-Za-z0-9_]+)\s*=\s*("([^"]*)"|[^"\s][^\s]*)$/.exec(line);
    if (current && setting) current.set(setting[1] as string, setting[3] ?? (setting[2] as string));
  }
  return tables;
}

/** `verify_jwt` of every `[functions.<name>]` table in supabase/config.toml. */
export function readVerifyJwtSettings(configFile: string): Map<string, boolean> {
  const settings = new Map<string, boolean>();
  for (const [table, values] of readConfigTables(configFile)) {
    const match = /^functions\.([A-Za-z0-9_-]+)$/.exec(table);
    const value = values.get('verify_jwt');
    if (match && (value === 'true' || value === 'false')) {
      settings.set(match[1] as string, value === 'true');
    }
  }
  return settings;
}
