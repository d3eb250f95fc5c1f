-- A family account (DESIGN.md D10): one parent holds up to 6 children. The specification's
-- profile fields (the student's name and grade) are the first child: the oldest row.
create table public.children (
  id uuid primary key default gen_random_uuid(),
  parent_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100 and btrim(name) <> ''),
  -- Null only for a first child whose profile has no grade yet (the profile's own rule).
  grade text check (grade in ('Nursery', 'Kindergarten-1', 'Kindergarten-2')),
  avatar text not null default 'lion'
    check (avatar in ('lion', 'penguin', 'owl', 'fox', 'panda', 'frog', 'koala', 'unicorn')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Lets a result name its child and its parent together (progress_events' foreign key).
  unique (id, parent_id)
);

create index children_parent_id_created_at_idx on public.children (parent_id, created_at, id);

alter table public.children enable row level security;

-- A parent reads, adds, renames and removes only its own children; the owner never changes.
revoke all on table public.children from anon, authenticated;
grant select, delete on table public.children to authenticated;
grant insert (id, parent_id, name, grade, avatar) on table public.children to authenticated;
grant update (name, grade, avatar) on table public.children to authenticated;

create policy "Parents read their own children"
  on public.children for select to authenticated
  using ((select auth.uid()) = parent_id);

create policy "Parents add their own children"
  on public.children for insert to authenticated
  with check ((select auth.uid()) = parent_id);

create policy "Parents change their own children"
  on public.children for update to authenticated
  using ((select auth.uid()) = parent_id)
  with check ((select auth.uid()) = parent_id);

create policy "Parents remove their own children"
  on public.children for delete to authenticated
  using ((select auth.uid()) = parent_id);

create trigger children_touch_updated_at
  before update on public.children
  for each row execute function public.touch_updated_at();

-- The first child of a parent: the oldest, the one the profile describes.
create function public.first_child_id(p_parent_id uuid) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id from public.children c
  where c.parent_id = p_parent_id
  order by c.created_at, c.id
  limit 1
$$;

revoke execute on function public.first_child_id(uuid) from public, anon, authenticated;

-- At most 6 children per parent, whoever writes. The parent's account row is locked first, so
-- two inserts at once cannot both take the sixth place.
create function public.limit_children_per_parent() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from auth.users u where u.id = new.parent_id for update;
  if (select count(*) from public.children c where c.parent_id = new.parent_id) >= 6 then
    raise exception 'A family has at most 6 children' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

create trigger children_limit_per_parent
  before insert on public.children
  for each row execute function public.limit_children_per_parent();

-- A family keeps at least one child while the account exists (results need a child); removing
-- the account removes them all.
create function public.keep_one_child() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from auth.users u where u.id = old.parent_id)
    and not exists (
      select 1 from public.children c where c.parent_id = old.parent_id and c.id <> old.id
    ) then
    raise exception 'A family keeps at least one child' using errcode = 'P0001';
  end if;
  return old;
end;
$$;

create trigger children_keep_one
  before delete on public.children
  for each row execute function public.keep_one_child();

-- The name a profile gives its first child: the student's name, or 'Child' while it is empty.
create function public.child_name_of(p_name text) returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(btrim(left(p_name, 100)), ''), 'Child')
$$;

-- Sign-up metadata (name, grade) becomes the profile and the family's first child.
create or replace function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  requested_grade text := new.raw_user_meta_data ->> 'grade';
  valid_grade text := case when requested_grade in ('Nursery', 'Kindergarten-1', 'Kindergarten-2')
    then requested_grade end;
  student_name text := left(coalesce(new.raw_user_meta_data ->> 'name', ''), 100);
begin
  insert into public.profiles (id, email, name, grade, subscription_status, created_at)
  values (new.id, new.email, student_name, valid_grade, 'inactive', now());
  insert into public.children (parent_id, name, grade)
  values (new.id, public.child_name_of(student_name), valid_grade);
  return new;
end;
$$;

-- The profile edit (student's name, grade) renames the first child, and renaming the first
-- child in Parents Corner changes the profile: the two stay one. Each side writes only when a
-- value differs, so the pair stops after one round.
create function public.profile_to_first_child() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.children c
  set name = public.child_name_of(new.name), grade = new.grade
  where c.id = public.first_child_id(new.id)
    and (c.name is distinct from public.child_name_of(new.name) or c.grade is distinct from new.grade);
  return new;
end;
$$;

create trigger profiles_to_first_child
  after update of name, grade on public.profiles
  for each row
  when (old.name is distinct from new.name or old.grade is distinct from new.grade)
  execute function public.profile_to_first_child();

create function public.first_child_to_profile() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.id = public.first_child_id(new.parent_id) then
    update public.profiles p
    set name = new.name, grade = coalesce(new.grade, p.grade)
    where p.id = new.parent_id
      and (public.child_name_of(p.name) is distinct from new.name
        or p.grade is distinct from coalesce(new.grade, p.grade));
  end if;
  return new;
end;
$$;

create trigger children_first_to_profile
  after update of name, grade on public.children
  for each row
  when (old.name is distinct from new.name or old.grade is distinct from new.grade)
  execute function public.first_child_to_profile();

-- Every existing profile becomes its first child.
insert into public.children (parent_id, name, grade, created_at)
select p.id, public.child_name_of(p.name), p.grade, p.created_at
from public.profiles p
where not exists (select 1 from public.children c where c.parent_id = p.id);

revoke execute on function public.limit_children_per_parent() from public, anon, authenticated;
revoke execute on function public.keep_one_child() from public, anon, authenticated;
revoke execute on function public.profile_to_first_child() from public, anon, authenticated;
revoke execute on function public.first_child_to_profile() from public, anon, authenticated;
