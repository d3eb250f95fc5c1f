-- A receipt is mailed once per paid order. The `api` function claims the receipt before it
-- mails it, so a replayed capture or validation, or two at once, never mail a second receipt.
-- When the mail API fails, the function releases the claim and the next replay tries again.
alter table public.payments
  add column receipt_sent_at timestamptz;

-- Claims the receipt of a paid order: true for the one caller that may mail it, false when the
-- order is not paid or its receipt is claimed already.
create function public.claim_payment_receipt(p_order_id text)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with claimed as (
    update public.payments
    set receipt_sent_at = now()
    where order_id = p_order_id and status = 'paid' and receipt_sent_at is null
    returning 1
  )
  select exists (select 1 from claimed)
$$;

-- Gives a claimed receipt back when it could not be mailed.
create function public.release_payment_receipt(p_order_id text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.payments set receipt_sent_at = null where order_id = p_order_id
$$;

revoke execute on function public.claim_payment_receipt(text) from public, anon, authenticated;
grant execute on function public.claim_payment_receipt(text) to service_role;
revoke execute on function public.release_payment_receipt(text) from public, anon, authenticated;
grant execute on function public.release_payment_receipt(text) to service_role;
