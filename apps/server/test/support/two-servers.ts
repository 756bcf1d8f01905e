/** Two server processes on one PostgreSQL database: scale-out as it runs in production. */
import { afterAll, beforeAll } from 'vitest';
import { apiClient, type ApiClient } from './api-client.ts';
import { PROCESS_TEST_TIMEOUT_MS, startServerProcess } from './spawn-server.ts';
import { createPostgresDatabase } from './test-database.ts';

export interface TwoServers {
  /** A client of each process. */
  viaA: ApiClient;
  viaB: ApiClient;
}

/**
 * Two server processes on a new PostgreSQL database, for the describe block this is called in:
 * started together before its first test (migrations and the catalogue seed take turns), stopped
 * and the database dropped after its last. The clients are set once the processes run: read them
 * inside a test (`servers.viaA`), not when the block is defined.
 */
export function twoServersOnPostgres(env: Record<string, string> = {}): TwoServers {
  const servers = {} as TwoServers;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let processes: Awaited<ReturnType<typeof startServerProcess>>[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const all = { ...env, DATABASE_URL: database.url };
    processes = await Promise.all([startServerProcess(all), startServerProcess(all)]);
    const [a, b] = processes.map((proc) => apiClient((path) => `${proc.url}${path}`));
    Object.assign(servers, { viaA: a, viaB: b });
    // Two starts, each with the start's own limit: the hook gets the process tests' ceiling, not
    // the project's 60 s for hooks.
  }, PROCESS_TEST_TIMEOUT_MS);

  afterAll(async () => {
    for (const proc of processes) proc.child.kill('SIGTERM');
    await Promise.all(processes.map((proc) => proc.exited));
    await database?.drop();
  });

  return servers;
}
