/**
 * Provider stand-ins served under /_local/<name> (PayPal, card provider), mounted on every
 * backend of this process when server.ts imports this module. Tests may mount them again
 * around their own wrappers (supabase/tests/functions/harness.ts).
 */
import { registerLocalRoute } from './http/local-routes';
import { registerStandIns } from './stand-ins/index';

registerStandIns(registerLocalRoute);
