#!/usr/bin/env node
// Runs the static checks two at a time (issue 27: `npm test` on two cores).
//
//   node scripts/checks.mjs typecheck        every workspace's `typecheck` commands
//   node scripts/checks.mjs typecheck lint   the same, and the root's `lint`, in one pool
//
// Each `tsc -p …` and ESLint is one single-threaded process, so one after another they leave a
// core idle. A workspace's `typecheck` script may chain several projects with `&&`; each becomes
// a job of its own. A job's output is printed whole when it ends, so two never interleave. Every
// job runs to its end and the run fails if any failed. CHECKS_JOBS sets how many run at once.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** One job per command a workspace's (or the root's) script chains with `&&`. */
function jobsOf(script, dir) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const line = pkg.scripts?.[script];
  if (!line) return [];
  return line.split('&&').map((command) => ({
    label: `${path.relative(root, dir) || '.'}: ${command.trim()}`,
    command: command.trim(),
    cwd: dir,
    after: script === 'typecheck' ? referencedProjects(dir) : [],
  }));
}

/**
 * The workspaces whose TypeScript projects `dir`'s project references. `tsc -b` checks a
 * referenced project once and writes its declarations, which the others then read; two checks
 * building the same project at once would write the same files, so a check waits for those of
 * the projects it references (decision 0029, session 43).
 */
function referencedProjects(dir) {
  const file = path.join(dir, 'tsconfig.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  return (config.references ?? []).map((reference) => path.resolve(dir, reference.path));
}

function jobsFor(script) {
  if (script === 'typecheck') {
    return rootPackage.workspaces.flatMap((workspace) =>
      jobsOf('typecheck', path.join(root, workspace)),
    );
  }
  const jobs = jobsOf(script, root);
  if (jobs.length === 0) throw new Error(`checks: no "${script}" script in package.json`);
  return jobs;
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  process.stderr.write('usage: node scripts/checks.mjs <script>…  (typecheck, lint)\n');
  process.exit(2);
}
const queue = scripts.flatMap(jobsFor);
const width = Math.max(
  1,
  Number(process.env.CHECKS_JOBS) || Math.min(2, os.availableParallelism()),
);

/** Runs one job through the shell with the workspace's bin folder on PATH, as npm would. */
function run(job) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(job.command, {
      cwd: job.cwd,
      shell: true,
      env: {
        ...process.env,
        PATH: [
          path.join(job.cwd, 'node_modules', '.bin'),
          path.join(root, 'node_modules', '.bin'),
          process.env.PATH,
        ].join(path.delimiter),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      const text = Buffer.concat(output).toString('utf8');
      process.stdout.write(
        `${ok ? 'ok  ' : 'FAIL'} ${job.label} (${seconds} s${signal ? `, ${signal}` : ''})\n` +
          (text.trim() ? `${text.replace(/\s+$/, '')}\n` : ''),
      );
      resolve(ok);
    });
  });
}

/** How many jobs of each folder have yet to end: a job starts once those it waits for are 0. */
const unfinished = new Map();
for (const job of queue) unfinished.set(job.cwd, (unfinished.get(job.cwd) ?? 0) + 1);
const ready = (job) => job.after.every((dir) => !unfinished.get(dir));
/** A promise that the next job to end resolves (Node 20 has no Promise.withResolvers). */
function nextEnd() {
  let resolve;
  const promise = new Promise((done) => (resolve = done));
  return { promise, resolve };
}
let ended = nextEnd();

let failed = 0;
async function worker() {
  while (queue.length > 0) {
    const index = queue.findIndex(ready);
    if (index === -1) {
      await ended.promise;
      continue;
    }
    const [job] = queue.splice(index, 1);
    if (!(await run(job))) failed += 1;
    unfinished.set(job.cwd, unfinished.get(job.cwd) - 1);
    ended.resolve();
    ended = nextEnd();
  }
}
await Promise.all(Array.from({ length: width }, worker));
if (failed > 0) {
  process.stderr.write(`checks: ${failed} failed\n`);
  process.exit(1);
}
