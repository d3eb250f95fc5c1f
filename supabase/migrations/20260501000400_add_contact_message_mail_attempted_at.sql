-- The app sends a contact message with an id it generated, and sends it again with the same id
-- when it did not hear back (its outbox retries). The `api` function then stores nothing new: it
-- mails the stored message again only when the last attempt failed, or started so long ago that
-- it has clearly ended. This column is when the last attempt to mail the message started.
alter table public.contact_messages
  add column mail_attempted_at timestamptz not null default now();
