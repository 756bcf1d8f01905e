/**
 * A real server for a test file: the Fastify app on a fresh database, listening on a random
 * loopback port, so tests speak HTTP to it like any client.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { createTestDatabase } from './test-database.ts';

export type TestServer = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  url(path: string): string;
  close(): Promise<void>;
};

const CLOSE_GRACE_MS = 2000;

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const { db, drop } = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', ...env });
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('server has no address');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    app,
    db,
    config,
    url: (path) => `${origin}${path}`,
    async close() {
      // A test that never read a response body keeps its connection busy; do not wait on it.
      const closing = app.close();
      const timer = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
      await closing;
      clearTimeout(timer);
      await drop();
    },
  };
}

export type TestServerWithDataDir = TestServer & { readonly dataDir: string };

/**
 * A test server with a data directory of its own (images, covers) under the system's temporary
 * directory, named `plateful-<name>-…` and removed when the server closes.
 */
export async function startTestServerWithDataDir(
  name: string,
  env: Record<string, string> = {},
): Promise<TestServerWithDataDir> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `plateful-${name}-`));
  try {
    const server = await startTestServer({ ...env, DATA_DIR: dataDir });
    return {
      ...server,
      dataDir,
      async close() {
        try {
          await server.close();
        } finally {
          await fs.rm(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
