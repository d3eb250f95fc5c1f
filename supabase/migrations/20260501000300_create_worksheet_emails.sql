-- Worksheets emailed to parents by the `api` function: one row per email, so that a parent can
-- send at most 10 emails an hour. Only the function (service role) reads or writes them; no
-- policy grants anything to anon or authenticated.
create table public.worksheet_emails (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  attachments integer not null check (attachments between 1 and 20),
  bytes integer not null check (bytes between 1 and 5242880),
  mail_status text not null default 'pending' check (mail_status in ('pending', 'sent', 'failed')),
  created_at timestamptz not null default now()
);

create index worksheet_emails_user_id_created_at_idx
  on public.worksheet_emails (user_id, created_at desc);

alter table public.worksheet_emails enable row level security;

revoke all on table public.worksheet_emails from anon, authenticated;

-- Takes one of the parent's 10 emails of the last hour, or says in how many seconds the next
-- one is free (when the 10th most recent leaves the hour). The parent's profile row is locked
-- first, so two requests at once cannot both take the last email. Failed sends do not count.
create function public.claim_worksheet_email(
  p_user_id uuid,
  p_attachments integer,
  p_bytes integer
)
returns table (allowed boolean, retry_after_seconds integer, email_id uuid)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_limit constant integer := 10;
  v_window constant interval := interval '1 hour';
  v_tenth timestamptz;
  v_id uuid;
begin
  perform 1 from public.profiles p where p.id = p_user_id for update;

  select e.created_at into v_tenth
  from public.worksheet_emails e
  where e.user_id = p_user_id
    and e.mail_status <> 'failed'
    and e.created_at > now() - v_window
  order by e.created_at desc
  offset v_limit - 1
  limit 1;

  if v_tenth is not null then
    return query select
      false,
      greatest(1, ceil(extract(epoch from (v_tenth + v_window - now())))::integer),
      null::uuid;
    return;
  end if;

  insert into public.worksheet_emails (user_id, attachments, bytes)
  values (p_user_id, p_attachments, p_bytes)
  returning id into v_id;
  return query select true, 0, v_id;
end;
$$;

revoke execute on function public.claim_worksheet_email(uuid, integer, integer)
  from public, anon, authenticated;
grant execute on function public.claim_worksheet_email(uuid, integer, integer) to service_role;
