/**
 * The drizzle schema: the typed view of the tables that the numbered SQL migrations in
 * `migrations/` create. The SQL files are the source of truth; this file mirrors them, and a test
 * checks that every table and column here exists in the migrated database.
 */
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const accounts = pgTable('accounts', {
  code: text('code').primaryKey(),
  createdAt: createdAt(),
  /** Moves (by trigger) whenever the account's recipe list changes. */
  listVersion: bigint('list_version', { mode: 'number' }).notNull().default(0),
});

export const devices = pgTable('devices', {
  code: text('code').primaryKey(),
  accountCode: text('account_code'),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow(),
});

export const recipes = pgTable('recipes', {
  id: text('id').primaryKey(),
  ownerAccountCode: text('owner_account_code').notNull(),
  source: text('source', { enum: ['factory', 'user', 'shared'] }).notNull(),
  sourceId: text('source_id'),
  catalogVersion: integer('catalog_version'),
  name: text('name').notNull(),
  data: jsonb('data').notNull(),
  shareCode: text('share_code'),
  sharedAt: timestamp('shared_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userRecipeRecords = pgTable('user_recipe_records', {
  id: text('id').primaryKey(),
  accountCode: text('account_code').notNull(),
  baseId: text('base_id').notNull(),
  kind: text('kind', { enum: ['add', 'tombstone'] }).notNull(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const selections = pgTable('selections', {
  ownerKey: text('owner_key').primaryKey(),
  recipeIds: jsonb('recipe_ids').$type<string[]>().notNull(),
  updatedAt: updatedAt(),
});

export const shoppingChecks = pgTable(
  'shopping_checks',
  {
    ownerKey: text('owner_key').notNull(),
    itemId: text('item_id').notNull(),
    checked: boolean('checked').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerKey, t.itemId] })],
);

export const ratings = pgTable(
  'ratings',
  {
    recipeId: text('recipe_id').notNull(),
    deviceCode: text('device_code').notNull(),
    rating: smallint('rating').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.deviceCode] })],
);

export const recipeSaves = pgTable(
  'recipe_saves',
  {
    recipeId: text('recipe_id').notNull(),
    accountCode: text('account_code').notNull(),
    savedRecipeId: text('saved_recipe_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.accountCode] })],
);

export const ingredients = pgTable('ingredients', {
  id: text('id').primaryKey(),
  ownerKey: text('owner_key').notNull(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  createdAt: createdAt(),
});

export const images = pgTable('images', {
  id: text('id').primaryKey(),
  ownerKey: text('owner_key').notNull(),
  storage: text('storage', { enum: ['local', 'cloudflare'] }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt: createdAt(),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const mealPlanSlots = pgTable(
  'meal_plan_slots',
  {
    ownerKey: text('owner_key').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    meal: text('meal', { enum: ['lunch', 'dinner'] }).notNull(),
    recipeId: text('recipe_id').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerKey, t.date, t.meal] })],
);

export const schema = {
  appSettings,
  accounts,
  devices,
  recipes,
  userRecipeRecords,
  selections,
  shoppingChecks,
  ratings,
  recipeSaves,
  ingredients,
  images,
  rateLimits,
  mealPlanSlots,
};
export type Schema = typeof schema;
