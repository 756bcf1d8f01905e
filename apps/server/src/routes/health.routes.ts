import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/** `GET /api/health`: the process answers and its database does too. */
export function registerHealthRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/health', async (_request, reply) => {
    await db.query('select 1');
    void reply.header('cache-control', 'no-store');
    return { ok: true, db: db.kind };
  });
}
