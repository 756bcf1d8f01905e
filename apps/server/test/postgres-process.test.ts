import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  expectCleanStop,
  PROCESS_TEST_TIMEOUT_MS,
  spawnTs,
  startServerProcess,
} from './support/spawn-server.ts';
import { createPostgresDatabase } from './support/test-database.ts';

// Each test starts a database or a server of its own: on a busy machine that alone can take a
// minute (a ceiling, not a target).
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS });

describe('the server process on PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('starts with DATABASE_URL, applies migrations, and stops cleanly', async () => {
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      DATA_DIR: '/nonexistent/never-used',
    });
    try {
      expect(server.output()).toContain('database: PostgreSQL');
      expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({
        ok: true,
        db: 'postgres',
      });
    } catch (error) {
      server.child.kill('SIGKILL');
      throw error;
    }
    await expectCleanStop(server);
  });

  it('stops with a clear message when PostgreSQL cannot be reached', async () => {
    const proc = spawnTs('src/main.ts', {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      PORT: '0',
    });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toMatch(/could not open the database/);
  });
});
