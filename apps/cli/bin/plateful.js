#!/usr/bin/env node
// The `plateful` command: runs the bundle in apps/cli/dist (`npm run build` makes it). When there
// is none yet, or a source changed since, it is built first (esbuild, well under a second), so a
// fresh clone runs without a build step and an edited source is never run stale (decision 0023).
// The bundle runs with V8's code cache kept beside it (load-bundle.cjs). CommonJS, as
// bin/package.json says: an ES module here would start Node's ES module loader at every run.
'use strict';
// V8 optimises a function (TurboFan, on a thread of its own) once it has run some 66 KB of its
// bytecode's worth of budget; a command's run is short, so most of those compilations finish too
// late to pay for themselves: `list` of 1,000 recipes spent more CPU compiling than running. Eight
// times the budget leaves that to the code a long run really spends its time in. Set before any
// bundle is compiled, so each code cache is made and checked under the same flags (decision 0023).
// A regular expression is compiled once, to machine code, when it first runs: by default V8 first
// compiles it to bytecode and compiles it again when it runs a second time, which most of the
// parser's patterns do in any run (`list` of one recipe: 30 M instructions of 788 M, of 1,000
// recipes 53 M; the matches are the same either way).
//
// Node's own modules come compiled from a cache built into Node, which V8 takes only under the
// flags it was made with: a module first loaded after the flags change is parsed and compiled from
// its source (`module`, `vm` and `util`'s argument parser: some 11 M instructions at each run). So
// those the bin and every command load are loaded first.
//
// A run that must build first sets the flags only after the build: the build runs Node's ES module
// loader and esbuild, and with both flags set before them the process crashed (a segmentation
// fault, session 71), so a fresh clone's first command never ran.
const { currentBuild, entryOf, keepCodeCaches, loadBundled } = require('../load-bundle.cjs');
void require('node:util').parseArgs;

function setFlags() {
  require('node:v8').setFlagsFromString('--interrupt-budget=540672');
  require('node:v8').setFlagsFromString('--no-regexp-tier-up');
}

async function main() {
  let build = currentBuild();
  if (build === null) {
    if (process.stderr.isTTY) process.stderr.write('plateful: building the command first…\n');
    const { buildCli } = await import('../build.mjs');
    build = await buildCli();
  }
  setFlags();
  const { runCli } = loadBundled(entryOf(build));
  process.exitCode = await runCli(process.argv.slice(2));
  keepCodeCaches();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
