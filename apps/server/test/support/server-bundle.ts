/**
 * Vitest global set-up for the server projects: the server bundled as `npm start` runs it
 * (build.mjs), once per run, for the tests that start the server as a process (spawn-server.ts).
 * Started through tsx instead, each process loaded and compiled the TypeScript sources again:
 * about 6 s of CPU to start against 3.5 s for the bundle (session 43). The bundle is made from
 * the sources at the start of every run, so a process test always runs the code as it is.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_BUNDLE_ENV, SERVER_DIR } from './spawn-server.ts';

export function setup(project: TestProject): () => void {
  // Two levels below apps/, as dist/ is, so the bundle finds the web app's files and resolves
  // its npm packages from the workspace's node_modules.
  const outdir = path.join(SERVER_DIR, `.test-bundle-${randomBytes(4).toString('hex')}`);
  const built = spawnSync(process.execPath, ['build.mjs', outdir], {
    cwd: SERVER_DIR,
    encoding: 'utf8',
  });
  if (built.status !== 0) {
    throw new Error(`could not bundle the server for the process tests:\n${built.stderr}`);
  }
  project.config.env[SERVER_BUNDLE_ENV] = path.join(outdir, 'main.js');
  return () => fs.rmSync(outdir, { recursive: true, force: true });
}
