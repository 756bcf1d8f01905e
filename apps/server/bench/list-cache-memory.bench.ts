/**
 * `node --expose-gc --import tsx bench/list-cache-memory.bench.ts` (in apps/server; not a test):
 * what accounts' cached lists cost in memory (issue 16, item 11). On a fresh embedded database,
 * BENCH_ACCOUNTS (default 1,000) accounts with a recipe each read their list through the recipes
 * service, once with the cache unbounded (as it was: up to 2,000 accounts, whatever their size) and
 * once with its byte cap; the heap (used + external + array buffers) is measured after a full
 * garbage collection before and after. Also the process's resident set once the database is open.
 */
import { userRecipeBodySchema } from '@plateful/contracts';
import { createAccountsRepository } from '../src/accounts/accounts.repository.ts';
import { createFactoryCache } from '../src/recipes/factory-cache.ts';
import { createRecipesRepository } from '../src/recipes/recipes.repository.ts';
import { createRecipesService, OWN_LIST_CACHE_MAX_BYTES } from '../src/recipes/recipes.service.ts';
import { createTestDatabase } from '../test/support/test-database.ts';
import { recipeBody } from '../test/support/api-client.ts';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

function heapMb(): number {
  gc!();
  const usage = process.memoryUsage();
  return (usage.heapUsed + usage.external + usage.arrayBuffers) / 1024 / 1024;
}

const { db, drop } = await createTestDatabase();
try {
  const recipes = createRecipesRepository(db);
  const accounts = createAccountsRepository(db);
  const body = userRecipeBodySchema.parse(recipeBody());
  const codes = Array.from(
    { length: ACCOUNTS },
    (_, i) => `BENCHMEMORY${String(i).padStart(14, '0')}`,
  );
  {
    const setup = createRecipesService({
      recipes,
      accounts,
      factoryCache: createFactoryCache(() => recipes.listFactory()),
    });
    for (const code of codes) await setup.create(code, body);
  }
  console.log(
    `\nList cache memory: ${ACCOUNTS} accounts with a recipe each read their list once\n` +
      `process RSS with the database open: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB\n`,
  );
  for (const [name, maxBytes] of [
    ['unbounded (before)', Number.MAX_SAFE_INTEGER],
    [`capped at ${OWN_LIST_CACHE_MAX_BYTES / 1024 / 1024} MB`, OWN_LIST_CACHE_MAX_BYTES],
  ] as const) {
    const service = createRecipesService({
      recipes,
      accounts,
      factoryCache: createFactoryCache(() => recipes.listFactory()),
      ownListCacheMaxBytes: maxBytes,
    });
    await service.listBody(null); // the Chef's Pick copy, not counted below
    const before = heapMb();
    for (const code of codes) await service.listBody(code);
    const after = heapMb();
    const use = service.ownListCacheUse();
    console.log(
      `${name.padEnd(22)} heap +${(after - before).toFixed(1)} MB (${(((after - before) * 1024) / ACCOUNTS).toFixed(1)} KB per account); cache holds ${use.accounts} accounts, ${(use.bytes / 1024 / 1024).toFixed(1)} MB by its count`,
    );
  }
} finally {
  await drop();
}
