/** Starts the real server process (`src/main.ts` through tsx) for process-level tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A test that starts a server process or a database: start-up alone is slow on a busy machine. */
export const PROCESS_TEST_TIMEOUT_MS = 120_000;

export type ServerProcess = {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
};

/** Set by the global set-up (server-bundle.ts): the server bundled from this run's sources. */
export const SERVER_BUNDLE_ENV = 'PLATEFUL_TEST_SERVER_BUNDLE';

/**
 * Runs `script` through tsx; the server (`src/main.ts`) runs as the bundle this run made of it
 * when there is one, as `npm start` runs it. `wrapper` is a command put before node, e.g.
 * `unshare --pid …` to start the process in a PID namespace of its own.
 */
export function spawnTs(
  script: string,
  env: Record<string, string>,
  wrapper: string[] = [],
): ServerProcess {
  const bundle = script === 'src/main.ts' ? process.env[SERVER_BUNDLE_ENV] : undefined;
  const run = bundle ? [bundle] : ['--import', 'tsx', script];
  const [command, ...args] = [...wrapper, process.execPath, ...run];
  const child = spawn(command!, args, {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves once the process printed `pattern`, rejects if it exits or times out first. */
export async function waitForOutput(
  proc: ServerProcess,
  pattern: RegExp,
  timeoutMs = 30_000,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = proc.output().match(pattern);
    if (match) return match;
    if (proc.child.exitCode !== null)
      throw new Error(`process exited (${proc.child.exitCode}):\n${proc.output()}`);
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${pattern}:\n${proc.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Sends SIGTERM and checks the process stopped cleanly; a failure shows the signal and output. */
export async function expectCleanStop(proc: ServerProcess): Promise<void> {
  proc.child.kill('SIGTERM');
  const code = await proc.exited;
  expect({ code, signal: proc.child.signalCode }, proc.output()).toEqual({ code: 0, signal: null });
}

/**
 * The start's own limit leaves the test's 10 s to say which line it was waiting for. A process
 * that does not start in time is stopped: left running, it went on writing into a data directory
 * the test's clean-up was removing (ENOTEMPTY, session 72).
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = PROCESS_TEST_TIMEOUT_MS - 10_000,
) {
  const proc = spawnTs('src/main.ts', { PORT: '0', ...env });
  try {
    // A start from the TypeScript sources takes seconds, many more on a loaded CI machine.
    const [, url] = await waitForOutput(proc, /running at (http:\/\/\S+)/, timeoutMs);
    return { ...proc, url: url! };
  } catch (error) {
    if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
    await proc.exited;
    throw error;
  }
}
