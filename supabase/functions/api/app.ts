import { Hono } from 'hono';
import { CORS_HEADERS, preflightResponse } from '../_shared/cors.ts';
import { MissingConfigError, type Env } from '../_shared/env.ts';
import { PUBLISHED_PACKS } from '../_shared/content/index.ts';
import type { PublishedPack } from '../_shared/content-types.ts';
import { HttpError } from '../_shared/http.ts';
import { RestError } from '../_shared/supabase-admin.ts';
import type { AppContext, AppEnv } from './context.ts';
import { postAccountDeletion } from './routes/account.ts';
import { postCardOrder, postCardValidation } from './routes/card.ts';
import { postContact } from './routes/contact.ts';
import { getPaymentState } from './routes/payment-status.ts';
import { contentRoutes } from './routes/content.ts';
import { postPayPalCapture, postPayPalOrder } from './routes/paypal.ts';
import { postWorksheetEmail } from './routes/worksheets.ts';

export type { Env };

/** The API version tag every call carries (`?version=v1`, SPEC.md section 9). */
export const API_VERSION = 'v1';

/** The PayPal checkout reads `message` and `details` from every error of these routes. */
const PAYPAL_PREFIX = '/api/api/';

function withPayPalShape(path: string, body: Record<string, unknown>): Record<string, unknown> {
  if (!path.startsWith(PAYPAL_PREFIX) || typeof body.message === 'string') return body;
  return { ...body, message: body.error, details: Array.isArray(body.details) ? body.details : [] };
}

function errorResponse(path: string, status: number, body: Record<string, unknown>, headers = {}) {
  return Response.json(withPayPalShape(path, body), { status, headers });
}

type Handler = (c: AppContext) => Promise<Response>;

interface Route {
  path: string;
  get?: Handler;
  post?: Handler;
}

/** Routes keep the specification's sub-paths as the function sees them (`/api/<route>`). */
function routeTable(packs: readonly PublishedPack[]): Route[] {
  const content = contentRoutes(packs);
  return [
    { path: '/api/account/delete', post: postAccountDeletion },
    { path: '/api/contact', post: postContact },
    { path: '/api/order', post: postCardOrder },
    { path: '/api/order/validate', post: postCardValidation },
    { path: '/api/payments/:orderID', get: getPaymentState },
    { path: '/api/api/orders', post: postPayPalOrder },
    { path: '/api/api/orders/:orderID/capture', post: postPayPalCapture },
    { path: '/api/worksheets/email', post: postWorksheetEmail },
    { path: '/api/content', get: content.getCatalog },
    { path: '/api/content/:grade/:volume', get: content.getPack },
  ];
}

export interface AppOptions {
  /** The content packs served under /api/content; the generated ones by default. */
  packs?: readonly PublishedPack[];
}

export function createApp({ packs = PUBLISHED_PACKS }: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflightResponse();
    await next();
    for (const [name, value] of Object.entries(CORS_HEADERS)) c.res.headers.set(name, value);
  });

  app.use('*', async (c, next) => {
    if (c.req.query('version') !== API_VERSION) {
      return c.json({ error: 'Missing or unsupported API version', expected: API_VERSION }, 400);
    }
    await next();
  });

  for (const route of routeTable(packs)) {
    // Hono answers HEAD with the GET handler, without the body.
    const allowed = [...(route.get ? ['GET', 'HEAD'] : []), ...(route.post ? ['POST'] : [])];
    if (route.get) app.get(route.path, route.get);
    if (route.post) app.post(route.path, route.post);
    app.all(route.path, (c) =>
      errorResponse(
        c.req.path,
        405,
        { error: 'Method not allowed' },
        { Allow: [...allowed, 'OPTIONS'].join(', ') },
      ),
    );
  }

  app.notFound((c) => errorResponse(c.req.path, 404, { error: 'Not found' }));

  app.onError((error, c) => {
    const path = c.req.path;
    let response: Response;
    if (error instanceof HttpError) {
      response = errorResponse(path, error.status, error.body, error.headers);
    } else if (error instanceof RestError) {
      console.error('Database call failed:', error.message);
      response = errorResponse(path, 502, {
        error: 'The service is unavailable right now. Please try again.',
      });
    } else {
      if (error instanceof MissingConfigError) console.error(error.message);
      else console.error('Unexpected error:', error);
      response = errorResponse(path, 500, { error: 'Something went wrong. Please try again.' });
    }
    for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value);
    return response;
  });

  return app;
}

const app = createApp();

/**
 * The function's entry for any runtime: Deno's `Deno.serve` (index.ts) and the embedded
 * backend's functions host both call this with the request and the environment.
 */
export function handle(request: Request, env: Env): Promise<Response> {
  return Promise.resolve(app.fetch(request, env));
}
