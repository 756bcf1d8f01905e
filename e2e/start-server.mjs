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
  // Every browser of the suite comes from 127.0.0.1, hundreds an hour: the per-address allowances
  // of server-issued device codes and of links to empty account codes (each new account code is
  // one) are for a household, so the suite's server allows more. At 10 empty links an hour, the
  // suite's own account tests, their retries and a repeated household test shared one allowance.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SCRAPE_ALLOW_HOSTS: '127.0.0.1',
    RATE_LIMIT_DEVICE_CODES_PER_HOUR: '100000',
    RATE_LIMIT_EMPTY_LINKS_PER_HOUR: '100000',
  },
});
const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
