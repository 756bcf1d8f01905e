-- A version number per account that moves whenever anything in its recipe list changes (its
-- recipes, or its records that hide or add recipes). Servers cache an account's list and check
-- only this number, so the cache is right across processes. Triggers keep it: no code path can
-- forget to bump it.
alter table accounts add column list_version bigint not null default 0;

create function bump_account_list_version() returns trigger
language plpgsql as $$
declare
  old_owner text;
  new_owner text;
begin
  if tg_table_name = 'recipes' then
    if tg_op <> 'INSERT' then old_owner := old.owner_account_code; end if;
    if tg_op <> 'DELETE' then new_owner := new.owner_account_code; end if;
  else
    if tg_op <> 'INSERT' then old_owner := old.account_code; end if;
    if tg_op <> 'DELETE' then new_owner := new.account_code; end if;
  end if;
  update accounts set list_version = list_version + 1
  where code = old_owner or code = new_owner;
  return null;
end;
$$;

create trigger recipes_bump_account_list_version
  after insert or update or delete on recipes
  for each row execute function bump_account_list_version();

create trigger user_recipe_records_bump_account_list_version
  after insert or update or delete on user_recipe_records
  for each row execute function bump_account_list_version();
