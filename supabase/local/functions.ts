import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** An edge function as the embedded backend runs it: the same handler `index.ts` gives Deno.serve. */
export type EdgeFunctionHandler = (
  request: Request,
  env: Record<string, string>,
) => Promise<Response>;

/**
 * The edge functions served under /functions/v1/<name>: name -> module (relative to this
 * file) exporting `handle(request, env)`. Registering a function is one line here.
 */
export const edgeFunctionModules: Record<string, string> = {
  api: '../functions/api/app.ts',
};

/** Raised when a registered function's module is missing or has no `handle` export. */
export class EdgeFunctionBootError extends Error {}

const loaded = new Map<string, Promise<EdgeFunctionHandler>>();

async function importHandler(name: string, modulePath: string): Promise<EdgeFunctionHandler> {
  const url = new URL(modulePath, import.meta.url);
  const file = fileURLToPath(url);
  if (!existsSync(file)) {
    throw new EdgeFunctionBootError(
      `Edge function "${name}" is registered in supabase/local/functions.ts but ${file} does not exist.`,
    );
  }
  const module = (await import(pathToFileURL(file).href)) as { handle?: unknown };
  if (typeof module.handle !== 'function') {
    throw new EdgeFunctionBootError(
      `Edge function "${name}": ${file} must export handle(request, env) => Promise<Response>.`,
    );
  }
  return module.handle as EdgeFunctionHandler;
}

/** The handler of a registered function (loaded once); undefined for an unknown name. */
export function loadEdgeFunction(name: string): Promise<EdgeFunctionHandler> | undefined {
  if (!Object.hasOwn(edgeFunctionModules, name)) return undefined;
  let handler = loaded.get(name);
  if (!handler) {
    handler = importHandler(name, edgeFunctionModules[name] as string);
    // A failed load is retried on the next request (the file may appear meanwhile).
    handler.catch(() => loaded.delete(name));
    loaded.set(name, handler);
  }
  return handler;
}
