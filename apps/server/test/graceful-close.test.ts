import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { newUser } from './support/api-client.ts';
import { openEventStream } from './support/event-stream.ts';
import { createTestDatabase } from './support/test-database.ts';
import { PROCESS_TEST_TIMEOUT_MS } from './support/spawn-server.ts';

// Each test starts a database or a server of its own: on a busy machine that alone can take a
// minute (a ceiling, not a target).
vi.setConfig({ testTimeout: PROCESS_TEST_TIMEOUT_MS });

describe('closing the server', () => {
  it('finishes requests in flight and refuses new connections', async () => {
    const { db, drop } = await createTestDatabase();
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => undefined;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow-for-test', async () => {
      started();
      await gate;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const inFlight = fetch(`http://127.0.0.1:${port}/slow-for-test`);
    await hasStarted;
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await drop();
  });

  it('ends open event streams at once, so closing does not wait on them', async () => {
    const { db, drop } = await createTestDatabase();
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const streams = await Promise.all(
      [newUser(), newUser(), newUser()].map((user) =>
        openEventStream(`http://127.0.0.1:${port}/api/household/events`, user),
      ),
    );
    for (const stream of streams) expect(await stream.next()).toEqual({ cursor: 0 });
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    // Each stream has ended: nothing more comes, and reading returns at once.
    for (const stream of streams) expect(await stream.next(1000)).toBeUndefined();
    await drop();
  });
});
