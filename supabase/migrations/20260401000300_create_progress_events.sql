-- One row per finished activity or assessment, keyed by an id the device generated, so a
-- result synced twice is stored once.
create table public.progress_events (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  grade text not null check (grade in ('nursery', 'k1', 'k2')),
  volume text not null check (volume in ('v1', 'v2', 'v3', 'v4')),
  subject text not null check (subject in ('english', 'maths')),
  topic text not null check (char_length(topic) between 1 and 100),
  kind text not null check (char_length(kind) between 1 and 40),
  score integer not null check (score >= 0),
  max_score integer not null check (max_score > 0),
  stars smallint not null check (stars between 0 and 3),
  duration_ms integer not null default 0 check (duration_ms >= 0),
  finished_at timestamptz not null,
  created_at timestamptz not null default now(),
  check (score <= max_score)
);

create index progress_events_user_id_finished_at_idx
  on public.progress_events (user_id, finished_at desc);

alter table public.progress_events enable row level security;

revoke all on table public.progress_events from anon, authenticated;
grant select, insert on table public.progress_events to authenticated;

create policy "Users read their own progress"
  on public.progress_events for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users record their own progress"
  on public.progress_events for insert to authenticated
  with check ((select auth.uid()) = user_id);
