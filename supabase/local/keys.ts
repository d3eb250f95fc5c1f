/**
 * Fixed development credentials of the embedded backend. They are public on purpose (printed
 * at start, committed here) and are never valid against a hosted project, which has its own.
 */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** HS256 JWT `{iss:'supabase-demo', role:'anon', exp:1983812996}` signed with JWT_SECRET. */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** HS256 JWT `{iss:'supabase-demo', role:'service_role', exp:1983812996}` signed with JWT_SECRET. */
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** Bearer key of the local mail API (`/_local/mail/api/send`). */
export const MAIL_API_KEY = 'local-mail-key';
export const MAIL_FROM = 'Sprouts <hello@sprouts.test>';
export const SUPPORT_EMAIL = 'support@sprouts.test';

/** Credentials the provider stand-ins under /_local/paypal and /_local/card accept. */
export const PAYPAL_CLIENT_ID = 'sprouts-local-paypal';
export const PAYPAL_SECRET = 'sprouts-local-paypal-secret';
export const CARD_KEY_ID = 'rzp_test_sprouts';
export const CARD_KEY_SECRET = 'sprouts-local-card-secret';

/** The demo parent created on the first start of an empty database. */
export const DEMO_USER = {
  email: 'demo@sprouts.test',
  password: 'sprouts-demo-123',
  name: 'Maya',
  grade: 'Kindergarten-1',
} as const;
