-- Settings of this installation (catalogue versions, instance facts), one JSON value per key.
create table app_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
