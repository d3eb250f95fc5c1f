-- Play and printing settings a parent chose (sound, speech rate, voice, paper size), kept with
-- the account so that another device picks them up. The app writes an object such as
-- {"sound": true, "rate": 0.9, "voice": "Daniel", "paper": "a4", "updatedAt": "2026-05-01T..."};
-- the check keeps each known field to its type and range, and the whole object small.
alter table public.profiles
  add column settings jsonb
  constraint profiles_settings_shape check (
    settings is null or (
      jsonb_typeof(settings) = 'object'
      and pg_column_size(settings) <= 2048
      and case when settings ? 'sound'
        then jsonb_typeof(settings -> 'sound') = 'boolean' else true end
      -- Nested so the number is only read from a number (AND does not fix an order).
      and case when not settings ? 'rate' then true
        when jsonb_typeof(settings -> 'rate') = 'number'
          then (settings ->> 'rate')::numeric between 0.5 and 1.5
        else false end
      and case when settings ? 'voice'
        then jsonb_typeof(settings -> 'voice') = 'string'
          and char_length(settings ->> 'voice') between 1 and 200
        else true end
      and case when settings ? 'paper'
        then jsonb_typeof(settings -> 'paper') = 'string'
          and settings ->> 'paper' in ('a4', 'letter')
        else true end
      and case when settings ? 'updatedAt'
        then jsonb_typeof(settings -> 'updatedAt') = 'string'
          and char_length(settings ->> 'updatedAt') <= 40
        else true end
    )
  );

-- The owner may write its settings (the update policy already limits it to its own row).
grant update (settings) on table public.profiles to authenticated;
