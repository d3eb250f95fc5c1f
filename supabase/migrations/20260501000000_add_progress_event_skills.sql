-- Per-skill results of an end-of-volume assessment, for the parent's report card: an array of
-- {skill, topic, score, maxScore} as the app writes them. Null for an ordinary topic round.
alter table public.progress_events
  add column skills jsonb
  check (skills is null or (jsonb_typeof(skills) = 'array' and jsonb_array_length(skills) <= 50));
