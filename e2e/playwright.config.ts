import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { roomyDevShm, useMemoryTmpdir } from '../scripts/memory-tmpdir.ts';

/**
 * Browser tests run Debian's Chromium (never a downloaded browser) against the real, built server
 * on a fresh embedded database.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');

/**
 * Debian's full Chromium: the tests tagged {@link FULL_BROWSER} need it (system notifications,
 * which the headless shell denies), and every test runs on it when the shell is not installed.
 */
function findChromium(): string {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install Debian's: `sudo apt-get install chromium " +
        'chromium-headless-shell` (or set CHROME_PATH to a Chromium binary). Never run ' +
        '`npx playwright install`.',
    );
  }
  return found;
}

/**
 * Debian's headless shell of the same Chromium (package `chromium-headless-shell`): Blink, V8,
 * service workers and storage as in the full browser, without the browser's own windowing and
 * services, for about 40% less CPU a test (decision 0029, session 40). Playwright runs its own
 * headless tests on the shell too. `CHROME_HEADLESS_SHELL=` (empty) runs every test on the full
 * browser.
 */
function findHeadlessShell(): string | null {
  const chosen = process.env.CHROME_HEADLESS_SHELL ?? '/usr/bin/chromium-headless-shell';
  return chosen && fs.existsSync(chosen) ? chosen : null;
}

/** A test that needs the full browser says so with this tag. */
const FULL_BROWSER = /@full-browser/;

/** The flags a closed network needs, and no sandbox (root on CI). */
function launchOptions(executablePath: string) {
  return {
    executablePath,
    // Playwright passes `--disable-dev-shm-usage` for the small /dev/shm of containers (64 MB), and
    // Chromium then keeps its shared memory in files under /tmp, on disk here: with a roomy
    // /dev/shm the tests cost about 15% less CPU (decision 0029, session 40).
    ignoreDefaultArgs: roomyDevShm() ? ['--disable-dev-shm-usage'] : [],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

// Browser profiles, the server's database and test output's scratch files in memory where there
// is room; the flag below for Chromium's shared memory likewise (decision 0029).
useMemoryTmpdir();

const fullChromium = findChromium();
const headlessShell = findHeadlessShell();

const PORT = Number(process.env.E2E_PORT ?? 8790);

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(repoRoot, 'test-results'),
  // Spec files run three at a time (tests of one file in order): each test has its own browser
  // context and identity on the one server, and a test waits on the page, the server or a timer
  // much of its time, so two at once left a third of two cores idle (session 15: the whole suite
  // 7.5 minutes with three against 9.7 with two). E2E_WORKERS=1 runs them one by one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  // Generous ceilings for a busy machine: a test that passes takes no longer for them.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // A trace records every action's screenshot and DOM in every test: a fifth of the suite's CPU
    // (measured on routes.spec: 119 s with, 93 s without). It is kept for the retry a failure gets
    // on CI, so a failure there still comes with its trace.
    trace: 'on-first-retry',
    // A new context's service worker installs the whole app (111 files, 3.3 MB) and Chromium
    // compiles its scripts for the cache: about half of Chromium's CPU for a test that opens one
    // screen (8 opens of Plan: 18-19 s with it, 9 s without, session 42). Tests run without it
    // unless they ask for it (offline after one visit, notifications, the PWA's own checks):
    // `test.use({ serviceWorkers: 'allow' })` in their describe.
    serviceWorkers: 'block',
  },
  projects: headlessShell
    ? [
        {
          name: 'headless-shell',
          grepInvert: FULL_BROWSER,
          use: { launchOptions: launchOptions(headlessShell) },
        },
        {
          name: 'chromium',
          grep: FULL_BROWSER,
          use: { launchOptions: launchOptions(fullChromium) },
        },
      ]
    : [{ name: 'chromium', use: { launchOptions: launchOptions(fullChromium) } }],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // The built server starts in seconds on a quiet machine; on two busy cores it took 115 s.
    timeout: 300_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  },
});
