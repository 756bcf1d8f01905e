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
  // (server-issued device codes, links to empty account codes, writes, household catch-ups) are
  // for one household, so the suite's server allows more. At 10 empty links an hour, the suite's
  // own account tests, their retries and a repeated household test shared one allowance; three
  // workers' phones made 60 to 79 of the 120 writes and 180 to 199 of the 300 catch-ups a minute
  // on a busy machine (session 38), and a faster one makes more. The server's own tests test the
  // limits.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SCRAPE_ALLOW_HOSTS: '127.0.0.1',
    RATE_LIMIT_DEVICE_CODES_PER_HOUR: '100000',
    RATE_LIMIT_EMPTY_LINKS_PER_HOUR: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_CATCH_UPS_PER_MINUTE: '100000',
  },
});
const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
