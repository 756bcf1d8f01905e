/**
 * The caches behind GET /api/recipes and POST /api/recipes/by-ids (issue 16, item 11): accounts'
 * lists are kept up to a number of bytes, not of accounts; the Chef's Pick copy answers from what
 * it has while one check runs, and loads again only when the factory rows changed.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccountsRepository } from '../src/accounts/accounts.repository.ts';
import { createFactoryCache, FACTORY_CACHE_TTL_MS } from '../src/recipes/factory-cache.ts';
import type { RecipeRow } from '../src/recipes/recipe-content.ts';
import { createRecipesRepository } from '../src/recipes/recipes.repository.ts';
import { createRecipesService, ownPartBytes } from '../src/recipes/recipes.service.ts';
import { newAccountCode, recipeBody } from './support/api-client.ts';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-database.ts';
import { userRecipeBodySchema } from '@plateful/contracts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe(`the accounts' list cache (${testEngine()})`, () => {
  it('holds at most its bytes, however many accounts read their lists', async () => {
    const recipes = createRecipesRepository(database.db);
    const maxBytes = 1024 * 1024;
    const service = createRecipesService({
      recipes,
      accounts: createAccountsRepository(database.db),
      factoryCache: createFactoryCache(() => recipes.listFactory()),
      ownListCacheMaxBytes: maxBytes,
    });
    const accounts = Array.from({ length: 24 }, () => newAccountCode());
    let listBytes = 0;
    for (const [i, account] of accounts.entries()) {
      const body = userRecipeBodySchema.parse(recipeBody({ name: `Soup ${i}` }));
      await service.create(account, body);
      const list = await service.listBody(account);
      listBytes = list.json.length + (list.gzip?.length ?? 0);
      expect(service.ownListCacheUse().bytes).toBeLessThanOrEqual(maxBytes);
    }
    // Each list holds the Chef's Pick too, so only some accounts fit in 1 MB.
    expect(listBytes).toBeGreaterThan(maxBytes / 24);
    const use = service.ownListCacheUse();
    expect(use.accounts).toBeGreaterThan(0);
    expect(use.accounts).toBeLessThan(accounts.length);
    expect(use.bytes).toBeGreaterThan(maxBytes / 2);
    // An account whose list left the cache still gets it, built again.
    const first = await service.listBody(accounts[0]!);
    expect(first.json).toContain('Soup 0');
  });

  it('weighs a list by its text, its gzip and its own recipes', () => {
    const json = 'x'.repeat(10_000);
    const bytes = ownPartBytes({
      recipes: [{ json: 'y'.repeat(2_000) }],
      hidden: new Set(['a'.repeat(36)]),
      list: { body: { json, etag: '"e"', gzip: Buffer.alloc(3_000) } },
    });
    expect(bytes).toBeGreaterThanOrEqual(15_036);
    expect(bytes).toBeLessThan(15_300);
  });
});

/** A promise settled from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe(`the Chef's Pick copy (${testEngine()})`, () => {
  it('answers from what it has while it checks, and loads again only when the rows changed', async () => {
    const rows = await createRecipesRepository(database.db).listFactory();
    let clock = 0;
    let loads = 0;
    let checks: ReturnType<typeof deferred<string>>[] = [];
    const cache = createFactoryCache(
      async () => {
        loads += 1;
        return rows as RecipeRow[];
      },
      () => clock,
      () => {
        const check = deferred<string>();
        checks.push(check);
        return check.promise;
      },
    );
    // The first call waits for the first check and load.
    const firstCall = cache.get();
    await Promise.resolve();
    checks[0]!.resolve('v1');
    const first = await firstCall;
    expect(loads).toBe(1);

    // Past its time, callers do not wait for the check: they get the copy at once.
    clock += FACTORY_CACHE_TTL_MS + 1;
    checks = [];
    const during = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(during.every((snapshot) => snapshot === first)).toBe(true);
    expect(checks).toHaveLength(1); // one check for all of them
    checks[0]!.resolve('v1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads).toBe(1); // unchanged rows: no reload
    expect(await cache.get()).toBe(first);

    // The rows changed: one reload, and the new copy after it.
    clock += FACTORY_CACHE_TTL_MS + 1;
    checks = [];
    expect(await cache.get()).toBe(first);
    checks[0]!.resolve('v2');
    await vi.waitFor(async () => expect(await cache.get()).not.toBe(first), { timeout: 5000 });
    expect(loads).toBe(2);
    const second = await cache.get();

    // invalidate(): this process's own change is seen at once (the next call waits for it).
    cache.invalidate();
    checks = [];
    const after = cache.get();
    await Promise.resolve();
    checks[0]!.resolve('v3');
    expect(await after).not.toBe(second);
    expect(loads).toBe(3);
  });

  it('fingerprints the factory rows: a share code moves it', async () => {
    const recipes = createRecipesRepository(database.db);
    const before = await recipes.factoryFingerprint();
    expect(await recipes.factoryFingerprint()).toBe(before);
    const [row] = await recipes.listFactory();
    await recipes.setShareCode(row!.id, randomBytes(4).toString('hex').toUpperCase());
    expect(await recipes.factoryFingerprint()).not.toBe(before);
  });
});

describe(`by-ids answers of Chef's Pick recipes (${testEngine()})`, () => {
  it('keeps them as bytes per snapshot, and builds them again when the copy is loaded again', async () => {
    const recipes = createRecipesRepository(database.db);
    const factoryCache = createFactoryCache(() => recipes.listFactory());
    const service = createRecipesService({
      recipes,
      accounts: createAccountsRepository(database.db),
      factoryCache,
    });
    // Two recipes no test has shared yet (a share code, once given, stays).
    const factory = (await recipes.listFactory()).filter((row) => row.shareCode === null);
    const ids = [factory[2]!.id, factory[0]!.id, factory[2]!.id];
    const first = await service.byIdsJson(ids, null);
    const parsed = JSON.parse(first.toString()) as { id: string; share_code: string | null }[];
    // In the order asked, once each.
    expect(parsed.map((recipe) => recipe.id)).toEqual([factory[2]!.id, factory[0]!.id]);
    // Asked again, by anyone: the very bytes kept.
    expect(await service.byIdsJson(ids, newAccountCode())).toBe(first);

    const code = randomBytes(4).toString('hex').toUpperCase();
    await recipes.setShareCode(factory[0]!.id, code);
    factoryCache.invalidate();
    const after = JSON.parse((await service.byIdsJson(ids, null)).toString()) as typeof parsed;
    expect(parsed.find((recipe) => recipe.id === factory[0]!.id)?.share_code).toBeNull();
    expect(after.find((recipe) => recipe.id === factory[0]!.id)?.share_code).toBe(code);
  });

  it("leaves out another account's recipe asked for beside Chef's Pick ones", async () => {
    const recipes = createRecipesRepository(database.db);
    const service = createRecipesService({
      recipes,
      accounts: createAccountsRepository(database.db),
      factoryCache: createFactoryCache(() => recipes.listFactory()),
    });
    const owner = newAccountCode();
    const own = await service.create(
      owner,
      userRecipeBodySchema.parse(recipeBody({ name: 'Mine' })),
    );
    const [chef] = await recipes.listFactory();
    const ids = [own.id, chef!.id];
    const forOwner = JSON.parse((await service.byIdsJson(ids, owner)).toString()) as {
      id: string;
    }[];
    expect(forOwner.map((recipe) => recipe.id)).toEqual([own.id, chef!.id]);
    const forOther = JSON.parse((await service.byIdsJson(ids, newAccountCode())).toString()) as {
      id: string;
    }[];
    expect(forOther.map((recipe) => recipe.id)).toEqual([chef!.id]);
  });
});
