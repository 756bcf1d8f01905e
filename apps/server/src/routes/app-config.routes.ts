import type { RuntimeConfig } from '@plateful/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** The runtime config of SPEC §3, built from the server's configuration. Admin stays off. */
export function runtimeConfigFrom(config: Config): RuntimeConfig {
  return {
    apiBaseUrl: '',
    environmentName: config.environmentName,
    enableAdminUI: false,
    showDevBanner: config.env === 'development',
    whiskBaseUrl: config.whiskBaseUrl,
    metricsEnabled: config.metricsEnabled,
    adminEnabled: false,
  };
}

/** `GET /app-config.json` (SPEC §7: uncached). */
export function registerAppConfigRoutes(app: FastifyInstance, config: Config): void {
  const body = runtimeConfigFrom(config);
  app.get('/app-config.json', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return body;
  });
}
