-- Accounts (account codes the server has seen) and devices (device codes, linked to an account
-- once the device sets a code). Both are identities, not logins: the code is the key.
create table accounts (
  code text primary key,
  created_at timestamptz not null default now()
);

create table devices (
  code text primary key,
  account_code text references accounts (code) on delete set null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);

-- Every recipe: factory (owner FACTORY_RECIPES) and user recipes. `data` holds the recipe's own
-- fields (name, ingredients, method…); the columns are the server-owned ones.
create table recipes (
  id text primary key,
  owner_account_code text not null,
  source text not null check (source in ('factory', 'user', 'shared')),
  source_id text,
  catalog_version integer,
  name text not null,
  data jsonb not null,
  share_code text unique,
  shared_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index recipes_owner_created_idx on recipes (owner_account_code, created_at desc);

-- The log of what an account did to its collection (SPEC §3 "User-recipe record"): 'add' saved a
-- copy of a base recipe, 'tombstone' hid one.
create table user_recipe_records (
  id text primary key,
  account_code text not null references accounts (code) on delete cascade,
  base_id text not null,
  kind text not null check (kind in ('add', 'tombstone')),
  data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (account_code, base_id, kind)
);

-- Per owner (an account, else a device): 'account:CODE' or 'device:CODE'.
create table selections (
  owner_key text primary key,
  recipe_ids jsonb not null default '[]'::jsonb,
  updated_at timestamptz not null default now()
);

create table shopping_checks (
  owner_key text not null,
  item_id text not null,
  checked boolean not null,
  updated_at timestamptz not null default now(),
  primary key (owner_key, item_id)
);

-- One rating per device per shared recipe; rating again replaces it.
create table ratings (
  recipe_id text not null references recipes (id) on delete cascade,
  device_code text not null,
  rating smallint not null check (rating between 1 and 5),
  updated_at timestamptz not null default now(),
  primary key (recipe_id, device_code)
);

-- A shared recipe saved into someone's collection (counts as an import).
create table recipe_saves (
  recipe_id text not null references recipes (id) on delete cascade,
  account_code text not null references accounts (code) on delete cascade,
  saved_recipe_id text not null,
  created_at timestamptz not null default now(),
  primary key (recipe_id, account_code)
);

-- A user's own aisle catalogue: "this ingredient goes in that aisle".
create table ingredients (
  id text primary key,
  owner_key text not null,
  name text not null,
  category text not null,
  created_at timestamptz not null default now()
);
create unique index ingredients_owner_name_idx on ingredients (owner_key, lower(name));

create table images (
  id text primary key,
  owner_key text not null,
  storage text not null check (storage in ('local', 'cloudflare')),
  width integer not null,
  height integer not null,
  bytes integer not null,
  created_at timestamptz not null default now()
);

-- Fixed-window rate-limit counters, shared by every server process on this database.
create table rate_limits (
  key text primary key,
  count integer not null,
  reset_at timestamptz not null
);
