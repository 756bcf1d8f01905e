/**
 * Reads a V8 `.cpuprofile` (node --cpu-prof) and prints where the time went: self time summed per
 * function and per file (node_modules packages as one line each), largest first. Used by
 * `npm run bench:api` with BENCH_CPU_PROFILE=1, or on its own:
 * `npx tsx bench/cpu-profile-summary.ts FILE.cpuprofile [rows]`.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
export type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** Microseconds on the monotonic clock (the one `process.hrtime` reads, in every process). */
  startTime: number;
};

/** A stretch of the monotonic clock, in microseconds: only samples taken inside it are summed. */
export type Window = { fromUs: number; toUs: number };

/** A file's short name: `pkg` for anything in node_modules, else the path from the repository. */
function fileOf(url: string): string {
  if (url === '') return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const repo = url.indexOf('/apps/') !== -1 ? url.indexOf('/apps/') : url.indexOf('/packages/');
  return repo === -1 ? url.replace(/^file:\/\//, '') : url.slice(repo + 1);
}

export function summariseProfile(profile: Profile, rows = 25, window?: Window): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (window && (at < window.fromUs || at > window.toUs)) return;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const perFunction = new Map<string, number>();
  const perFile = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    const file = fileOf(frame.url);
    const name = `${frame.functionName || '(anonymous)'}  ${file}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    perFunction.set(name, (perFunction.get(name) ?? 0) + us);
    perFile.set(file, (perFile.get(file) ?? 0) + us);
  }
  const table = (title: string, map: Map<string, number>) =>
    [
      title,
      ...[...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, rows)
        .map(
          ([name, us]) =>
            `${((us / total) * 100).toFixed(1).padStart(6)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`,
        ),
    ].join('\n');
  return [
    `CPU profile: ${(total / 1e6).toFixed(1)} s sampled`,
    table('Self time by file (package):', perFile),
    table('Self time by function:', perFunction),
  ].join('\n\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, rows] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpu-profile-summary.ts FILE.cpuprofile [rows]');
  console.log(
    summariseProfile(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile, Number(rows ?? 25)),
  );
}
