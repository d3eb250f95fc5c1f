import { z } from 'zod';

/** Runs of whitespace (newlines included) become one space: names and subjects are one line. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function requiredText(
  max: number,
  missing: string,
  tooLong: string,
  normalize: (v: string) => string,
) {
  return z
    .string({ error: missing })
    .transform(normalize)
    .pipe(z.string().min(1, { error: missing }).max(max, { error: tooLong }));
}

/** The contact form (SPEC.md sections 3 and 5); `website` is a honeypot people never fill. */
export const contactSchema = z.object({
  name: requiredText(
    100,
    'Please enter your name.',
    'Your name must be at most 100 characters.',
    oneLine,
  ),
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .max(254, { error: 'Your email address must be at most 254 characters.' })
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
  subject: requiredText(
    150,
    'Please enter a subject.',
    'The subject must be at most 150 characters.',
    oneLine,
  ),
  message: requiredText(
    5000,
    'Please enter a message.',
    'The message must be at most 5000 characters.',
    (value) => value.trim(),
  ),
});

export type ContactMessage = z.infer<typeof contactSchema>;

function providerId(missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(200, { error: missing });
}

/** The card provider's payment response, as its checkout hands it to the browser. */
export const cardPaymentSchema = z.object({
  razorpay_order_id: providerId('The order id is missing.'),
  razorpay_payment_id: providerId('The payment id is missing.'),
  razorpay_signature: providerId('The signature is missing.'),
});

/** Provider order ids as they appear in a path. */
export const orderIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The first problem of a failed parse as `{error, field}`. */
export function firstIssue(error: z.ZodError): { error: string; field: string } {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  return { error: issue?.message ?? 'The request is not valid.', field };
}
