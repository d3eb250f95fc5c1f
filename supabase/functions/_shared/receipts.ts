import type { Env } from './env.ts';
import { mailConfig, sendMail } from './mail-client.ts';
import type { PaymentRow } from './payments.ts';
import { receiptMail } from './receipt-mail.ts';
import type { AdminRest } from './supabase-admin.ts';

/**
 * Mails the receipt of a paid order once. The database hands the receipt to one caller only
 * (claim_payment_receipt), so a replayed capture or validation sends nothing; when the mail API
 * fails the claim is released and a later replay tries again. The payment stands either way:
 * a receipt that could not be sent is logged, never reported as a failed payment.
 */
export async function sendReceiptOnce(
  env: Env,
  rest: AdminRest,
  payment: Pick<PaymentRow, 'provider' | 'order_id' | 'amount' | 'currency'>,
  details: { to: string | null; paymentId: string; subscriptionEndDate: string },
): Promise<void> {
  if (!details.to) {
    console.error(`No address for the receipt of order ${payment.order_id}`);
    return;
  }
  try {
    const config = mailConfig(env);
    const claimed = await rest.rpc<boolean>('claim_payment_receipt', {
      p_order_id: payment.order_id,
    });
    if (!claimed) return;
    const mail = receiptMail({
      to: details.to,
      provider: payment.provider,
      amount: payment.amount,
      currency: payment.currency,
      orderId: payment.order_id,
      paymentId: details.paymentId,
      paidAt: new Date(),
      subscriptionEndDate: details.subscriptionEndDate,
      supportEmail: config.supportEmail,
      appUrl: env.APP_URL,
    });
    if (await sendMail(config, mail)) return;
    await rest.rpc('release_payment_receipt', { p_order_id: payment.order_id });
  } catch (error) {
    console.error(
      `The receipt of order ${payment.order_id} was not sent:`,
      error instanceof Error ? error.message : error,
    );
  }
}
