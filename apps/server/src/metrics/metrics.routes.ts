/**
 * Community counters (SPEC §3, §7): real counts from the database. GET /api/metrics/build feeds the
 * Build tab; POST /api/rpc/get_public_stats is the RPC SPEC names, as rows.
 */
import type { FastifyInstance } from 'fastify';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import type { RecipesRepository } from '../recipes/recipes.repository.ts';
import type { SharingRepository } from '../sharing/sharing.repository.ts';

export function registerMetricsRoutes(
  app: FastifyInstance,
  deps: {
    accounts: AccountsRepository;
    recipes: RecipesRepository;
    sharing: SharingRepository;
    enabled: boolean;
  },
): void {
  const counts = async () => {
    const [identities, recipes, shared, imports] = await Promise.all([
      deps.accounts.counts(),
      deps.recipes.countUserRecipes(),
      deps.recipes.countShared(),
      deps.sharing.countSaves(),
    ]);
    return { identities, recipes, shared, imports };
  };

  app.get('/api/metrics/build', async (_request, reply) => {
    const { identities, recipes, shared } = deps.enabled
      ? await counts()
      : { identities: { devices: 0 }, recipes: 0, shared: 0 };
    void reply.header('cache-control', 'public, max-age=60');
    return { ok: true, data: { community: identities.devices, recipes, shared } };
  });

  app.post('/api/rpc/get_public_stats', async () => {
    if (!deps.enabled)
      return [{ shares: 0, imports: 0, signups: null, community: 0, accountCodes: 0 }];
    const { identities, shared, imports } = await counts();
    return [
      {
        shares: shared,
        imports,
        signups: identities.linkedAccounts,
        community: identities.devices,
        accountCodes: identities.accounts,
      },
    ];
  });
}
