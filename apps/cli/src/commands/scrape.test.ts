// `plateful scrape` through the real bin: a saved page from a file, a batch on stdin, and a link
// served by a loopback server (the only host let through, with --allow-host).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const BIN = resolve(here, '../../bin/plateful.js');
const PAGES = resolve(here, '../../../../../shared/testdata/recipe-pages');
const page = gunzipSync(
  readFileSync(join(PAGES, 'bbcgoodfood.com/bbcgoodfood_1.testhtml.gz')),
).toString('utf8');
const TITLE = 'Summer meatballs & spaghetti';

function plateful(args: string[], input = '', timeout = 30_000) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    input,
    encoding: 'utf8',
    timeout,
    maxBuffer: 256 * 1024 * 1024,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs the bin without blocking this process, so a server here can answer it. */
function platefulAsync(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

let site: http.Server;
let origin = '';
beforeAll(async () => {
  site = http.createServer((req, res) => {
    if (req.url === '/recipe') res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    else res.writeHead(404).end();
  });
  await new Promise<void>((ready) => site.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((closed) => site.close(() => closed())));

describe('plateful scrape', () => {
  it('prints the draft of a saved page as JSON', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'plateful-scrape-')), 'page.html');
    writeFileSync(file, page);
    // --json, which every command that prints data takes, changes nothing here.
    const { code, stdout } = plateful([
      'scrape',
      '--json',
      '--html',
      file,
      '--url',
      'https://www.bbcgoodfood.com/x',
    ]);
    expect(code).toBe(0);
    const draft = JSON.parse(stdout) as Record<string, unknown>;
    expect(draft.name).toBe(TITLE);
    expect(draft.sourceUrl).toBe('https://www.bbcgoodfood.com/x');
    expect(draft.ingredients).toHaveLength(10);
  });

  it('answers a batch with one JSON line per input, in order', () => {
    const input = [
      JSON.stringify({ url: 'https://a.example/1', html: page }),
      JSON.stringify({ url: 'https://a.example/2', html: '<p>no recipe</p>' }),
      'not json',
      JSON.stringify({ url: 'https://a.example/3', html: page }),
    ].join('\n');
    const { code, stdout } = plateful(['scrape', '--batch'], `${input}\n`);
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(4);
    expect(Object.keys(lines[0]!).sort()).toEqual([
      'author',
      'calories',
      'cookTime',
      'description',
      'imageUrl',
      'ingredients',
      'instructions',
      'name',
      'prepTime',
      'servings',
      'totalTime',
      'yields',
    ]);
    expect(lines[0]!.name).toBe(TITLE);
    expect(lines[1]).toEqual({ error: "We couldn't find a recipe on that page" });
    expect(lines[2]).toEqual({ error: 'not a JSON line' });
    expect(lines[3]!.name).toBe(TITLE);
  });

  it('answers a batch larger than 50 MB in all, line by line', () => {
    // Each line is a page and 4 MB of the white space JSON allows between its parts: the batch
    // is over 50 MB in fifteen pages rather than a hundred-odd, each of them read.
    const line = `${JSON.stringify({ url: 'https://a.example/1', html: page }).slice(0, -1)}${' '.repeat(4 * 1024 * 1024)}}`;
    const count = Math.ceil((60 * 1024 * 1024) / line.length);
    const { code, stdout, stderr } = plateful(
      ['scrape', '--batch'],
      `${Array.from({ length: count }, () => line).join('\n')}\n`,
      120_000,
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const names = stdout
      .trim()
      .split('\n')
      .map((answer) => (JSON.parse(answer) as { name: string }).name);
    expect(names).toHaveLength(count);
    expect(new Set(names)).toEqual(new Set([TITLE]));
  }, 180_000);

  it('fetches a link through the safe fetcher', async () => {
    const { code, stdout } = await platefulAsync([
      'scrape',
      `${origin}/recipe`,
      '--allow-host',
      '127.0.0.1',
    ]);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { name: string }).name).toBe(TITLE);
  });

  it('refuses a private address with a short message and exit code 1', async () => {
    const { code, stderr } = await platefulAsync(['scrape', `${origin}/recipe`]);
    expect(code).toBe(1);
    expect(stderr).toContain("That link can't be fetched");
  });
});
