import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_USER } from './keys';
import {
  DEFAULT_APP_URL,
  DEFAULT_DATA_DIR,
  DEFAULT_PORT,
  startBackend,
  type BackendOptions,
  type RunningBackend,
} from './server';

export { startBackend, functionEnvironment } from './server';
export type { BackendOptions, RunningBackend } from './server';
export { registerLocalRoute } from './http/local-routes';

const USAGE = `Usage: node --import tsx supabase/local/main.ts [--port <n>] [--data <dir> | --memory] [--app-url <url>]
  --port <n>        port on 127.0.0.1 (default ${DEFAULT_PORT}, or SPROUTS_BACKEND_PORT)
  --data <dir>      where the database and mailbox persist (default .data/db)
  --memory          keep everything in memory; nothing is written to disk
  --app-url <url>   the app's URL, default target of email links (default ${DEFAULT_APP_URL})`;

/** Reads the command line; throws with a message on a bad flag. */
export function parseArguments(argv: string[], env: NodeJS.ProcessEnv): BackendOptions {
  const options: BackendOptions = {};
  const envPort = env.SPROUTS_BACKEND_PORT;
  if (envPort) options.port = Number(envPort);
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    const value = (): string => {
      const next = argv[index + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`);
      index += 1;
      return next;
    };
    if (flag === '--port') options.port = Number(value());
    else if (flag === '--data') options.dataDir = resolve(value());
    else if (flag === '--memory') options.memory = true;
    else if (flag === '--app-url') options.appUrl = value();
    else if (flag === '--help' || flag === '-h') throw new Error(USAGE);
    else throw new Error(`Unknown option ${flag}\n${USAGE}`);
  }
  if (
    options.port !== undefined &&
    (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535)
  ) {
    throw new Error(`Invalid port: ${String(options.port)}`);
  }
  if (options.appUrl !== undefined) {
    try {
      new URL(options.appUrl);
    } catch {
      throw new Error(`Invalid --app-url: ${options.appUrl}`);
    }
  }
  return options;
}

export function banner(backend: RunningBackend, options: BackendOptions): string {
  const storage = options.memory
    ? 'in memory (nothing is kept)'
    : (options.dataDir ?? DEFAULT_DATA_DIR);
  return [
    '',
    'Sprouts embedded backend is running',
    `  App            ${backend.appUrl}`,
    `  Backend        ${backend.url}  (auth /auth/v1, REST /rest/v1, functions /functions/v1)`,
    `  Mailbox        ${backend.url}/_local/mail`,
    `  Data           ${storage}`,
    `  Demo parent    ${DEMO_USER.email} / ${DEMO_USER.password}${backend.seededDemo ? '  (created now)' : ''}`,
    `  Anon key       ${backend.anonKey}`,
    `  Service key    ${backend.serviceRoleKey}`,
    `  JWT secret     ${backend.jwtSecret}`,
    '  These are development values: never use them in production.',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  let options: BackendOptions;
  try {
    options = parseArguments(process.argv.slice(2), process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  process.on('uncaughtException', (error) => console.error('uncaught error:', error));
  process.on('unhandledRejection', (error) => console.error('unhandled rejection:', error));

  const started = Date.now();
  const backend = await startBackend({ ...options, log: (line) => console.error(line) });
  console.log(banner(backend, options));
  console.log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Ctrl-C stops.`);

  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    backend.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error('The backend could not start:', error);
    process.exit(1);
  });
}
