-- One row per provider order. Written only by the `api` edge function (service role).
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  provider text not null check (provider in ('paypal', 'card')),
  order_id text not null unique,
  payment_id text,
  -- Minor units: cents for USD, paise for INR.
  amount integer not null check (amount > 0),
  currency text not null check (currency in ('USD', 'INR')),
  status text not null default 'created' check (status in ('created', 'paid', 'failed')),
  provider_response jsonb not null default '{}'::jsonb,
  activated_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index payments_user_id_idx on public.payments (user_id);

alter table public.payments enable row level security;

revoke all on table public.payments from anon, authenticated;
grant select on table public.payments to authenticated;

create policy "Users read their own payments"
  on public.payments for select to authenticated
  using ((select auth.uid()) = user_id);

create trigger payments_touch_updated_at
  before update on public.payments
  for each row execute function public.touch_updated_at();

-- Active while the status is active and the end date is ahead (DESIGN.md data model).
-- A signed-in user may ask only about itself; the service role may ask about anyone.
create function public.has_active_subscription(uid uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select p.subscription_status = 'active' and p.subscription_end_date > now()
    from public.profiles p
    where p.id = uid
      and (auth.role() is distinct from 'authenticated' or uid = auth.uid())
  ), false)
$$;

revoke execute on function public.has_active_subscription(uuid) from public, anon;
grant execute on function public.has_active_subscription(uuid) to authenticated, service_role;

-- Marks a verified order paid and extends the subscription by 365 days from the later of
-- now and the current end date. Idempotent per order: a replayed capture or validation
-- returns the end date without extending again.
create function public.activate_subscription(p_user_id uuid, p_order_id text, p_payment_id text)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.payments;
  v_end timestamptz;
begin
  select * into v_payment
  from public.payments
  where order_id = p_order_id and user_id = p_user_id
  for update;

  if not found then
    raise exception 'Order % does not belong to this user', p_order_id using errcode = 'P0001';
  end if;

  if v_payment.activated_at is not null then
    select subscription_end_date into v_end from public.profiles where id = p_user_id;
    return v_end;
  end if;

  update public.profiles
  set subscription_status = 'active',
      subscription_end_date =
        greatest(now(), coalesce(subscription_end_date, now())) + interval '365 days',
      payment_status = 'success',
      last_order_id = p_order_id,
      last_payment_id = p_payment_id
  where id = p_user_id
  returning subscription_end_date into v_end;

  update public.payments
  set status = 'paid', payment_id = p_payment_id, activated_at = now()
  where id = v_payment.id;

  return v_end;
end;
$$;

revoke execute on function public.activate_subscription(uuid, text, text) from public, anon, authenticated;
grant execute on function public.activate_subscription(uuid, text, text) to service_role;
