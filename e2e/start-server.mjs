// Starts the built server for the browser tests on a fresh, throw-away embedded database, and
// removes that database when the tests stop the server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plateful-e2e-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  // SCRAPE_ALLOW_HOSTS lets the scan tests fetch recipe pages from their own loopback server.
  // Every browser of the suite comes from 127.0.0.1, hundreds an hour: the per-address allowance
  // of server-issued device codes is for a household, so the suite's server allows more.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SCRAPE_ALLOW_HOSTS: '127.0.0.1',
    RATE_LIMIT_DEVICE_CODES_PER_HOUR: '100000',
  },
});
const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
