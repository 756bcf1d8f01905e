// Starts the built server (apps/server/dist/main.js, serving apps/web/dist) on a free port and a
// throw-away data directory, as e2e/start-server.mjs does, for the bench and the screenshots.
/* global fetch, setTimeout */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// WEB_DIST_DIR (as the server reads it) measures another build, e.g. `vite build --outDir /tmp/x`.
export const webDist = path.resolve(
  process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'),
);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${origin}/api/health within ${timeoutMs} ms`);
}

/** Starts the server; `stop()` ends it and removes its data directory. */
export async function startBuiltServer() {
  const main = path.join(repoRoot, 'apps/server/dist/main.js');
  for (const file of [main, path.join(webDist, 'index.html')]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-bench-'));
  const child = spawn(process.execPath, [main], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** Debian's Chromium (never a downloaded browser), or CHROME_PATH. */
export function chromiumPath() {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
    .filter(Boolean)
    .find((candidate) => fs.existsSync(candidate));
  if (!found)
    throw new Error("No Chromium: install Debian's (apt-get install chromium) or set CHROME_PATH");
  return found;
}

/** Flags that keep Chromium from calling any host but ours. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
