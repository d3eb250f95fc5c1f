import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  policyDirectives,
  readHeadersFile,
  securityHeaders,
} from './security-headers';

const local = policyDirectives({});
const hosted = policyDirectives({
  VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co/',
  VITE_PAYPAL_CLIENT_ID: 'paypal-client',
});

describe('the Content-Security-Policy', () => {
  it('allows no inline script, no plugin, no other base and no framing, wherever it runs', () => {
    for (const directives of [local, hosted]) {
      expect(directives['script-src']).toContain("'self'");
      expect(directives['script-src']?.join(' ')).not.toMatch(/unsafe|data:|blob:|\*$/);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['base-uri']).toEqual(["'self'"]);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(directives['default-src']).toEqual(["'self'"]);
    }
  });

  it('lets a local build reach the embedded backend and load its checkout stand-ins', () => {
    expect(local['script-src']).toEqual(["'self'", 'http://127.0.0.1:54321']);
    expect(local['connect-src']).toEqual(["'self'", 'blob:', 'http://127.0.0.1:54321']);
    expect(local['frame-src']).toEqual(['blob:', 'http://127.0.0.1:54321']);
    expect(local['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('lets a hosted build reach its Supabase project, PayPal and the card checkout only', () => {
    expect(hosted['connect-src']).toContain('https://abcdefgh.supabase.co');
    expect(hosted['script-src']).toEqual([
      "'self'",
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
      'https://*.venmo.com',
      'https://checkout.razorpay.com',
    ]);
    expect(hosted['frame-src']).toContain('https://api.razorpay.com');
    expect(JSON.stringify(hosted)).not.toContain('127.0.0.1');
  });

  it('follows the SDK and checkout addresses a build names', () => {
    const directives = policyDirectives({
      VITE_SUPABASE_URL: 'https://api.sprouts.example',
      VITE_PAYPAL_SDK_URL: 'https://sdk.pay.example/sdk/js',
      VITE_CARD_CHECKOUT_URL: 'https://cards.example/v1/checkout.js',
    });
    expect(directives['script-src']).toEqual([
      "'self'",
      'https://sdk.pay.example',
      'https://cards.example',
    ]);
    expect(directives['connect-src']).not.toContain('https://lumberjack.razorpay.com');
  });

  it('names the variable that holds no URL', () => {
    expect(() => policyDirectives({ VITE_SUPABASE_URL: 'project.supabase.co' })).toThrow(
      'VITE_SUPABASE_URL is not a URL: project.supabase.co',
    );
  });

  it('is one header line of directives separated by semicolons', () => {
    const policy = contentSecurityPolicy({});
    expect(policy).not.toMatch(/[\r\n]/);
    expect(policy.split('; ')[0]).toBe("default-src 'self'");
  });
});

describe('the headers file', () => {
  it('carries every header for every address, and reads back the same', () => {
    const headers = securityHeaders({});
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)(, |$)/);
    // The child space asks for full screen; frames may not.
    expect(headers['Permissions-Policy']).toMatch(/(^|, )fullscreen=\(self\)(, |$)/);
    const file = headersFile(headers);
    expect(file.startsWith('/*\n  Content-Security-Policy: ')).toBe(true);
    expect(readHeadersFile(file)).toEqual(headers);
    expect(readHeadersFile(`/other\n  X-Other: 1\n${file}`)).toEqual(headers);
  });
});

describe('index.html', () => {
  it('holds no inline script, which the policy would refuse', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect([...html.matchAll(/<script\b[^>]*>/g)].every(([tag]) => /\ssrc=/.test(tag))).toBe(true);
  });
});
