-- Messages from the contact form. Only the `api` edge function (service role) reads or
-- writes them; no policy grants anything to anon or authenticated.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  subject text not null check (char_length(subject) between 1 and 150),
  message text not null check (char_length(message) between 1 and 5000),
  ip text,
  user_id uuid references auth.users (id) on delete set null,
  mail_status text not null default 'pending' check (mail_status in ('pending', 'sent', 'failed')),
  created_at timestamptz not null default now()
);

-- The rate limits count recent messages per sender and per IP address.
create index contact_messages_email_created_at_idx
  on public.contact_messages (lower(email), created_at desc);
create index contact_messages_ip_created_at_idx
  on public.contact_messages (ip, created_at desc);

alter table public.contact_messages enable row level security;

revoke all on table public.contact_messages from anon, authenticated;
