-- The household's list as one document per owner (decision 0009). The owner is 'account:CODE' or
-- 'device:CODE', as before. Every accepted operation gets the owner's next version from
-- household_heads (the row is locked by the push's transaction, so processes serialise per owner)
-- and writes register entries: one row per (kind, key), the newest version wins. A clear (Clear
-- All, Regenerate) is a 'cleared' watermark row; the rows it shadows are deleted with it.
create table household_heads (
  owner_key text primary key,
  version bigint not null
);

create table household_entries (
  owner_key text not null,
  kind text not null
    check (kind in ('selection', 'check', 'item', 'setting', 'meal', 'aisle', 'cleared')),
  key text not null,
  value jsonb not null,
  version bigint not null,
  updated_at timestamptz not null default now(),
  primary key (owner_key, kind, key)
);
-- GET /api/household/changes?since=N reads an owner's rows above a version, in version order.
create index household_entries_owner_version_idx on household_entries (owner_key, version);

-- The last operation number taken from each client (device queue), so a retried push applies once.
create table household_clients (
  owner_key text not null,
  client_id text not null,
  last_n bigint not null,
  updated_at timestamptz not null default now(),
  primary key (owner_key, client_id)
);

-- Every owner's selection (in its order), ticks and meal plan move into the document, versions
-- 1..n per owner, so no one loses what they had.
with legacy as (
  select s.owner_key, 'selection' as kind, e.recipe_id as key, 'true'::jsonb as value,
         1 as part, e.position, s.updated_at
  from selections s
  cross join lateral jsonb_array_elements_text(s.recipe_ids) with ordinality as e(recipe_id, position)
  union all
  select owner_key, 'check', item_id, 'true'::jsonb, 2, 0, updated_at
  from shopping_checks where checked
  union all
  select owner_key, 'meal', to_char(date, 'YYYY-MM-DD') || ':' || meal, to_jsonb(recipe_id), 3, 0,
         updated_at
  from meal_plan_slots
)
insert into household_entries (owner_key, kind, key, value, version, updated_at)
select owner_key, kind, key, value,
       row_number() over (partition by owner_key order by part, position, key), updated_at
from legacy
on conflict (owner_key, kind, key) do nothing;

insert into household_heads (owner_key, version)
select owner_key, max(version) from household_entries group by owner_key;

-- Nothing reads or writes the old tables any more; a stale copy left behind would only mislead.
drop table selections;
drop table shopping_checks;
drop table meal_plan_slots;
