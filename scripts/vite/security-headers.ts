/**
 * The security headers of the built app: a Content-Security-Policy that lets in only the app's
 * own files, the Supabase project, and the PayPal SDK and card checkout of this build, plus the
 * usual companions. The build writes them as `_headers` (the file Netlify and Cloudflare Pages
 * read) and `vite preview` sends the same, so the browser tests run under them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  LOCAL_SUPABASE_URL,
  resolveCheckoutSettings,
  type BuildVariables,
} from '../../src/lib/build-env.ts';

export const HEADERS_FILE = '_headers';

/** What PayPal's own SDK (https://www.paypal.com/sdk/js) loads, frames and calls. */
const PAYPAL_SOURCES = [
  'https://*.paypal.com',
  'https://*.paypalobjects.com',
  'https://*.venmo.com',
];

/** Razorpay's checkout.js opens its form in a frame from the API host and reports to another. */
const RAZORPAY_FRAMES = ['https://api.razorpay.com'];
const RAZORPAY_CONNECTIONS = ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'];

/** Browser features the app never uses, turned off for it and every frame in it. */
const FEATURES_OFF = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Features the app's own pages use and no frame may: the child space fills the screen. */
const FEATURES_SELF = ['fullscreen'];

function originOf(url: string, variable: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${variable} is not a URL: ${url}`);
  }
}

/** The policy's directives, each with its sources, for the build's backend and checkouts. */
export function policyDirectives(variables: BuildVariables): Record<string, string[]> {
  const checkout = resolveCheckoutSettings(variables);
  const supabase = originOf(
    variables.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL,
    'VITE_SUPABASE_URL',
  );
  // An empty SDK address means PayPal's own SDK, which brings more of PayPal with it.
  const paypal = checkout.paypalSdkUrl
    ? [originOf(checkout.paypalSdkUrl, 'VITE_PAYPAL_SDK_URL')]
    : PAYPAL_SOURCES;
  const card = originOf(checkout.cardCheckoutUrl, 'VITE_CARD_CHECKOUT_URL');
  const razorpay = new URL(card).hostname.endsWith('.razorpay.com');
  const unique = (sources: string[]) => [...new Set(sources)];
  return {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...paypal, card]),
    // React's style props, the prerendered markup's style attributes and the checkouts' dialogs.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Pictures are SVG data: URIs; worksheet previews draw blob: images.
    'img-src': unique(["'self'", 'data:', 'blob:', ...(checkout.paypalSdkUrl ? [] : paypal)]),
    'font-src': ["'self'"],
    // blob: for reading back a worksheet PDF the page made itself.
    'connect-src': unique([
      "'self'",
      'blob:',
      supabase,
      ...paypal,
      card,
      ...(razorpay ? RAZORPAY_CONNECTIONS : []),
    ]),
    // A worksheet prints from a blob: frame; the checkouts open theirs.
    'frame-src': unique(['blob:', ...paypal, card, ...(razorpay ? RAZORPAY_FRAMES : [])]),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function contentSecurityPolicy(variables: BuildVariables): string {
  return Object.entries(policyDirectives(variables))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/** Every header the app is served with. */
export function securityHeaders(variables: BuildVariables): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(variables),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': [
      ...FEATURES_SELF.map((feature) => `${feature}=(self)`),
      ...FEATURES_OFF.map((feature) => `${feature}=()`),
    ].join(', '),
    'X-Frame-Options': 'DENY',
  };
}

/** The headers as a `_headers` file: one rule, `/*`, for every address. */
export function headersFile(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join(
    '\n',
  );
}

/** The headers of the `/*` rule of a `_headers` file. */
export function readHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inRule = false;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inRule = line.trim() === '/*';
      continue;
    }
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (inRule && match) headers[match[1] as string] = (match[2] as string).trim();
  }
  return headers;
}

/**
 * Writes `_headers` into the client build, and makes `vite preview` send the headers of the
 * build it serves (or, for a build without the file, those of `variables`).
 */
export function securityHeadersPlugin(variables: BuildVariables): Plugin {
  return {
    name: 'sprouts:security-headers',
    apply: (_, env) => env.isPreview === true || (env.command === 'build' && !env.isSsrBuild),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: HEADERS_FILE,
        source: headersFile(securityHeaders(variables)),
      });
    },
    configurePreviewServer(server) {
      const file = join(resolve(server.config.root, server.config.build.outDir), HEADERS_FILE);
      const headers = existsSync(file)
        ? readHeadersFile(readFileSync(file, 'utf8'))
        : securityHeaders(variables);
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
  };
}
