// Runs the CLI's bundle (build.mjs) with V8's code cache kept beside each file, so a new process
// does not parse and compile again the functions an earlier run compiled (decision 0023). This
// file and bin/plateful.js are CommonJS: Node's ES module loader costs a new process some 70 M
// instructions (about 15 ms) before it runs a line, and nothing here needs it. build.mjs, which
// only a build needs, is imported only when one is needed.
//
// The command files are CommonJS, run here as Node runs a CommonJS file (the same wrapper
// function), through `vm.Script`, which takes and makes V8's cached data; Node 20's own loaders
// offer no code cache for a file. A file's cache is `<file>.<size>-<mtime>.<node version>-<arch>
// .v8-cache`, written after the first run that had none. It cannot be stale: a build's directory
// is named by the hash of its files, which are never rewritten (and a file changed by hand has
// another mtime, so another cache name); V8 itself refuses cached data made by another V8 version
// or with other flags (`cachedDataRejected`; it checks the source's length only). The file is then
// compiled from its source, as without a cache, and the cache is written again.
'use strict';
const fs = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(__dirname, 'dist');
const CACHE_SUFFIX = `.${process.version}-${process.arch}.v8-cache`;

/**
 * The build recorded in `dist/build.json` when it is still current: no source it was made from
 * (nor build.mjs, nor the installed packages) changed since. Otherwise null. Costs one stat per
 * source file (about 170 files: about a millisecond).
 * @param {string} [dist]
 * @returns {{ dir: string, startedAt: number, inputs: string[] } | null}
 */
function currentBuild(dist = DIST) {
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(dist, 'build.json'), 'utf8'));
  } catch {
    return null;
  }
  if (typeof stamp?.dir !== 'string' || !Array.isArray(stamp.inputs)) return null;
  if (!fs.existsSync(path.join(dist, stamp.dir, 'plateful.js'))) return null;
  for (const input of stamp.inputs) {
    const info = fs.statSync(path.join(ROOT, input), { throwIfNoEntry: false });
    if (info === undefined || info.mtimeMs > stamp.startedAt) return null;
  }
  return stamp;
}

/**
 * The path of a build's entry (`plateful.js`, run by `loadBundled`).
 * @param {{ dir: string }} build
 * @param {string} [dist]
 */
function entryOf(build, dist = DIST) {
  return path.join(dist, build.dir, 'plateful.js');
}

/**
 * Where the code cache of this file, as it is now, is kept.
 * @param {string} file
 */
function cacheFileOf(file) {
  const { size, mtimeMs } = fs.statSync(file);
  return `${file}.${size}-${Math.round(mtimeMs)}${CACHE_SUFFIX}`;
}

/**
 * The files loaded by this process: their module, their script, where their cache goes, and
 * whether it is to be written (none was read, or V8 refused it).
 * @type {Map<string, { module: { exports: any }, script: vm.Script, cacheFile: string, write: boolean }>}
 */
const loaded = new Map();

/**
 * The exports of a bundled CommonJS file, run once per process. It requires its siblings
 * (`./list.js`: a command's file) through this loader too, and Node's own modules through Node.
 * @param {string} file an absolute path
 */
function loadBundled(file) {
  const known = loaded.get(file);
  if (known !== undefined) return known.module.exports;
  const cacheFile = cacheFileOf(file);
  const source = fs.readFileSync(file, 'utf8');
  let cachedData;
  try {
    cachedData = fs.readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename: file, cachedData },
  );
  const module = { exports: {} };
  const write = cachedData === undefined || script.cachedDataRejected === true;
  loaded.set(file, { module, script, cacheFile, write });
  const dir = path.dirname(file);
  const nodeRequire = createRequire(file);
  const require = (id) => (id.startsWith('./') ? loadBundled(path.join(dir, id)) : nodeRequire(id));
  script.runInThisContext()(module.exports, require, module, file, dir);
  return module.exports;
}

/**
 * Writes the code cache of each file this process loaded without one, with every function
 * compiled so far. Each is written under a temporary name and renamed, so a reader sees a whole
 * cache or none; a directory that cannot be written is left as it is.
 */
function keepCodeCaches() {
  for (const entry of loaded.values()) {
    if (!entry.write) continue;
    entry.write = false;
    const temporary = `${entry.cacheFile}.${process.pid}`;
    try {
      fs.writeFileSync(temporary, entry.script.createCachedData());
      fs.renameSync(temporary, entry.cacheFile);
    } catch {
      fs.rmSync(temporary, { force: true });
    }
  }
}

module.exports = { currentBuild, entryOf, cacheFileOf, loadBundled, keepCodeCaches };
