-- The specification's `users` record: one profile per auth user.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  name text not null default '' check (char_length(name) <= 100),
  grade text check (grade in ('Nursery', 'Kindergarten-1', 'Kindergarten-2')),
  subscription_status text not null default 'inactive'
    check (subscription_status in ('inactive', 'active')),
  subscription_end_date timestamptz,
  payment_status text check (payment_status in ('success', 'failed', 'pending')),
  last_order_id text,
  last_payment_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

-- Supabase grants everything on new tables by default; a user may only read its own row
-- and change its name and grade. Subscription and payment fields belong to the service role.
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (name, grade) on table public.profiles to authenticated;

create policy "Users read their own profile"
  on public.profiles for select to authenticated
  using ((select auth.uid()) = id);

create policy "Users update their own profile"
  on public.profiles for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

create function public.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function public.touch_updated_at();

-- Sign-up metadata (name, grade) becomes the profile, inactive, stamped with the creation time.
create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  requested_grade text := new.raw_user_meta_data ->> 'grade';
begin
  insert into public.profiles (id, email, name, grade, subscription_status, created_at)
  values (
    new.id,
    new.email,
    left(coalesce(new.raw_user_meta_data ->> 'name', ''), 100),
    case when requested_grade in ('Nursery', 'Kindergarten-1', 'Kindergarten-2')
      then requested_grade end,
    'inactive',
    now()
  );
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- A confirmed email change on the account is mirrored on the profile.
create function public.handle_user_email_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

revoke execute on function public.handle_new_user() from public, anon, authenticated;
revoke execute on function public.handle_user_email_change() from public, anon, authenticated;
