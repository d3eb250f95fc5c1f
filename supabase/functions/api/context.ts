import type { Context } from 'hono';
import type { Env } from '../_shared/env.ts';

/** Hono's typing of this function: the environment arrives as the app's bindings. */
export interface AppEnv {
  Bindings: Env;
}

export type AppContext = Context<AppEnv>;
