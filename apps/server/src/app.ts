/**
 * Builds the Fastify application from a configuration and an open database: plugins, security
 * headers, error handling, the API routes and the web app. `main.ts` owns the process around it;
 * tests build it directly.
 */
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { installErrorHandlers } from './errors.ts';
import { registerAppConfigRoutes } from './routes/app-config.routes.ts';
import { registerHealthRoutes } from './routes/health.routes.ts';
import { registerSecurityHeaders } from './web/security-headers.ts';
import { registerWebApp } from './web/web-app.ts';

/** SPEC-independent limits: bodies over 1 MB are refused with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type AppDeps = { config: Config; db: Database };

/**
 * While the server stops, answers still in flight end their keep-alive connection, so closing
 * waits for those requests and not for idle sockets.
 */
function closeConnectionsWhenStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) void reply.header('connection', 'close');
  });
}

export async function buildApp({ config, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers["x-account-code"]', 'req.headers.cookie'],
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // Access logs belong to the reverse proxy; the app logs errors and its own events.
    logController: new LogController({ disableRequestLogging: true }),
    forceCloseConnections: 'idle',
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  installErrorHandlers(app);
  closeConnectionsWhenStopping(app);
  await registerSecurityHeaders(app);
  await app.register(compress, { global: true, threshold: 1024 });

  registerHealthRoutes(app, db);
  registerAppConfigRoutes(app, config);
  await registerWebApp(app, config.webDistDir);
  return app;
}
