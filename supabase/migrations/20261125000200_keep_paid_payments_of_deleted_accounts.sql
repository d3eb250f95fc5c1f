-- A deleted account takes every row that belongs to it, except the record of each paid order:
-- tax law requires a seller to keep it. The `api` function removes the account's unpaid orders
-- itself; a paid one stays with its order and payment numbers, amount, currency and dates, and
-- no longer points to any account.
alter table public.payments alter column user_id drop not null;

alter table public.payments drop constraint payments_user_id_fkey;

alter table public.payments
  add constraint payments_user_id_fkey
  foreign key (user_id) references auth.users (id) on delete set null;
