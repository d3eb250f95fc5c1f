// Deployed entry of the `api` edge function: a thin Deno.serve around the runtime-neutral app.
// PORT and HOSTNAME are for running it alone (tests, `deno run`); the hosted runtime ignores them.
import { ENV_NAMES, type Env } from '../_shared/env.ts';
import { handle } from './app.ts';

function readEnv(): Env {
  const env: Env = {};
  for (const name of ENV_NAMES) env[name] = Deno.env.get(name);
  return env;
}

Deno.serve(
  {
    port: Number(Deno.env.get('PORT') ?? 8000),
    hostname: Deno.env.get('HOSTNAME') ?? '0.0.0.0',
  },
  (request) => handle(request, readEnv()),
);
