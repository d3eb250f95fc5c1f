-- Results per child (DESIGN.md D10): each finished round names the child who played it. The
-- foreign key pairs the child with the row's parent, so the database refuses a row whose child
-- belongs to another family (23503); removing a child removes its results.
alter table public.progress_events add column child_id uuid;

-- Rows stored before children existed belong to the family's first child.
update public.progress_events e set child_id = public.first_child_id(e.user_id);

-- A device that does not name the child (rows kept before the app knew of children) means the
-- first child, as those rows above.
create function public.progress_event_child() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.child_id is null then
    new.child_id := public.first_child_id(new.user_id);
  end if;
  return new;
end;
$$;

revoke execute on function public.progress_event_child() from public, anon, authenticated;

create trigger progress_events_child
  before insert on public.progress_events
  for each row execute function public.progress_event_child();

alter table public.progress_events
  alter column child_id set not null,
  add constraint progress_events_child_fkey foreign key (child_id, user_id)
    references public.children (id, parent_id) on delete cascade;

create index progress_events_child_id_finished_at_idx
  on public.progress_events (child_id, finished_at desc);
