-- Meal scheduling (PRODUCT.md): one recipe per owner, day and meal. The owner is 'account:CODE' or
-- 'device:CODE', like the selection. A cleared slot has no row.
create table meal_plan_slots (
  owner_key text not null,
  date date not null,
  meal text not null check (meal in ('lunch', 'dinner')),
  recipe_id text not null,
  updated_at timestamptz not null default now(),
  primary key (owner_key, date, meal)
);
