import { httpError } from './http.ts';
import type { AdminRest } from './supabase-admin.ts';

export type Provider = 'paypal' | 'card';

/** A row of public.payments as the function reads it. */
export interface PaymentRow {
  id: string;
  user_id: string;
  provider: Provider;
  order_id: string;
  payment_id: string | null;
  amount: number;
  currency: string;
  status: 'created' | 'paid' | 'failed';
  provider_response: Record<string, unknown>;
}

const PAYMENT_COLUMNS =
  'id,user_id,provider,order_id,payment_id,amount,currency,status,provider_response';

export async function recordOrder(
  rest: AdminRest,
  order: {
    userId: string;
    provider: Provider;
    orderId: string;
    amount: number;
    currency: string;
    providerResponse: Record<string, unknown>;
  },
): Promise<void> {
  await rest.insert(
    'payments',
    {
      user_id: order.userId,
      provider: order.provider,
      order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
      status: 'created',
      provider_response: order.providerResponse,
    },
    'id',
  );
}

/**
 * The caller's order (with this provider, or with either when null): 404 when unknown, 403 when
 * it is someone else's.
 */
export async function findOwnOrder(
  rest: AdminRest,
  provider: Provider | null,
  orderId: string,
  userId: string,
): Promise<PaymentRow> {
  const [row] = await rest.select<PaymentRow>('payments', {
    select: PAYMENT_COLUMNS,
    order_id: `eq.${orderId}`,
    ...(provider ? { provider: `eq.${provider}` } : {}),
  });
  if (!row) throw httpError(404, 'Order not found.');
  if (row.user_id !== userId) throw httpError(403, 'This order belongs to another account.');
  return row;
}

export async function updatePayment(
  rest: AdminRest,
  paymentRowId: string,
  patch: Partial<Pick<PaymentRow, 'status' | 'provider_response'>>,
): Promise<void> {
  await rest.update('payments', { id: `eq.${paymentRowId}` }, patch);
}

/**
 * Marks the verified order paid and extends the subscription (365 days from the later of now
 * and the current end). Idempotent per order in the database: a replay extends nothing.
 * Returns the subscription's end date.
 */
export async function activateSubscription(
  rest: AdminRest,
  userId: string,
  orderId: string,
  paymentId: string,
): Promise<string> {
  return rest.rpc<string>('activate_subscription', {
    p_user_id: userId,
    p_order_id: orderId,
    p_payment_id: paymentId,
  });
}
