/**
 * `npm run score:photos`: reads the photographed-card set the way the scan screen does (the same
 * preparation and recognition code, src/features/scan/recognise) and the core parser, and marks
 * titles, ingredient lines, whole cards and steps, with the time per photo. Photos are made on
 * the first run into node_modules/.cache/plateful-photos (Chromium + sharp, from cards.ts).
 *
 *   --set base|wide|layouts|effects|novel|fresh|varied|kinds|wider|all  the first 60 cards (issue 20, default), the wide
 *                                set (issue 31, wide-cards.ts), the layouts set (book pages, a method
 *                                beside its list, hand-lettered cards; layoutCards), the effects
 *                                set (every layout blurred, defocused or dim; effectCards), the
 *                                novel set (steep turns, curled pages, small photos, a boxed list
 *                                and a table of amounts; novelCards; not in "all"), the fresh set
 *                                (24 tuning cards only, drawn like the effects set on recipes no
 *                                other tuning card prints; freshCards; not in "all"), the varied
 *                                set (40 held-out cards: every layout, face and size 15-30,
 *                                fraction form and effect, on held-out recipes, never tuned on,
 *                                and a tuning twin of 40 on tuning recipes; variedCards; not in
 *                                "all"), the kinds set (16 tuning and 16 held-out cards of
 *                                kinds no other set has: a plugin's printed card, three columns,
 *                                a magazine page; a fold, high-ISO noise, focus on one part;
 *                                built-up and mixed fractions; kindCards; not in "all"), the wider
 *                                set (40 tuning cards of kinds no other set has: a cookbook
 *                                spread, a web page with ads, a handwriting face, a photo in a
 *                                book's column, an app's screenshot, typed glyphs; a lamp's warm
 *                                cast; widerCards; not in "all"; and, session 75, 40 held-out
 *                                cards `wh-` drawn the same way with seeds of their own on
 *                                held-out recipes, in faces no tuning card of the set has —
 *                                Merriweather, DejaVu Math TeX Gyre, the hand Patrick Hand —
 *                                totals only, never tuned on) or all four
 *   --half tuning|held-out|all   which cards (default all)
 *   --only card-01,card-02       just these cards
 *   --limit N                    the first N of them
 *   --fresh N                    the layouts, effects, novel and varied sets drawn N cards long,
 *                                and only their last 40 kept (each half's, for varied): a fresh
 *                                sample in neither committed half's cards
 *                                (N > 40; photos14-16 drew n = 80 … 280 out of the tree)
 *   --psm N                      page segmentation to try (default: what ships)
 *   --prep stretch,threshold,sharpen=0.5,scale=1.5   image preparation to try (default: what
 *                                ships; "none"; shake=axis|all and shakeradius=N for a photo
 *                                soft along one axis only; deskew to level turned rows;
 *                                lean=0.14 to stand up strokes leaning backwards that far;
 *                                fold to divide out a fold's groove across the rows)
 *   --engine key=value,…         other tesseract parameters to try (thresholding_method=2)
 *   --init key=value,…          tesseract settings read only at its start (load_system_dawg=0)
 *   --user-words FILE, --user-patterns FILE   a word or pattern list handed to the engine
 *   --engine-kind tesseract|paddle   the engine (default tesseract, what ships); paddle is
 *                                installed out of the repo, see paddle-engine.ts
 *   --blur SIGMA                 each photo defocused by a Gaussian of SIGMA px before it is
 *                                prepared (to measure steps for soft photos on any half)
 *   --verbose                    every miss
 *   --dump                       the lines read, with their heights, columns (0, 1, or - across)
 *                                and a "+" where the row before ran to its column's edge
 *   --from-lines                 no engine: the lines each photo gave on its last run (kept beside
 *                                the photo as <id>.lines.json on every run), parsed again, to
 *                                measure a text rule quickly; marks match only while the web's
 *                                preparation and recognition code is what read them
 *   --page-cache                 the engine's results (each page and each crop it was handed, with
 *                                the settings it read with) kept in the cache by the image's bytes
 *                                and given back on the next run: a change to the reading order or
 *                                the fraction look (text-lines.ts, read-photo.ts) measured without
 *                                the engine, while the preparation is unchanged; times are then
 *                                not the engine's
 *   --profile                    where each photo's time goes: decoding, preparation, the image
 *                                handed to the engine, the page's recognition, the crops' reads,
 *                                the draft (wall and process CPU, which counts the engine's thread);
 *                                with --passes, the engine's reads by kind (page, stray rows, title
 *                                band, crops by page segmentation)
 *   --passes                     the engine's passes and the pixels handed to it a photo, by kind,
 *                                each set's half apart, and its settings calls: a measure of the
 *                                engine's work that holds still under load (with --page-cache too)
 *   --skip KIND,…                the named kinds of pass ("stray rows", "title band", "crop psm 8",
 *                                "crops") answered with nothing read, as if the step found nothing:
 *                                how often a second read changes the draft (lines are not kept)
 *   --drafts FILE                each card's draft as JSON, to compare two runs card by card
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScannedLines } from '../../src/features/scan/recognise/draft-from-lines.ts';
import { createWorker, OEM } from 'tesseract.js';
import type Tesseract from 'tesseract.js';
import {
  ENGINE_SETTINGS,
  readImage,
  PAGE_SEGMENTATION,
} from '../../src/features/scan/recognise/read-photo.ts';
import { pixelsPnm } from '../../src/features/scan/recognise/engine-image.ts';
import {
  prepareImage,
  SHIPPED_STEPS,
  type Pixels,
  type PrepareSteps,
} from '../../src/features/scan/recognise/prepare-image.ts';
import { allCards, type Card } from './cards.ts';
import {
  effectCards,
  freshCards,
  layoutCards,
  novelCards,
  kindCards,
  variedCards,
  widerCards,
  wideCards,
} from './wide-cards.ts';
import { markCard, summary, type CardMark } from './compare.ts';
import { openPaddle, type PaddleEngine } from './paddle-engine.ts';
import { openPrinter, photograph, printCard } from './render.ts';
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import type { TextLine } from '@plateful/core';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Photos are made here on the first run: out of git, Prettier and ESLint like all of node_modules. */
const CACHE = path.resolve(HERE, '../../../../node_modules/.cache/plateful-photos');
const LANG = path.resolve(HERE, '../../../../node_modules/@tesseract.js-data/eng/4.0.0_best_int');

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** A photo is made again when its card changed (the card as made is kept beside it). */
const stale = (card: Card) => {
  const made = path.join(CACHE, `${card.id}.card.json`);
  return (
    !fs.existsSync(path.join(CACHE, `${card.id}.jpg`)) ||
    !fs.existsSync(made) ||
    fs.readFileSync(made, 'utf8') !== JSON.stringify(card)
  );
};

async function ensurePhotos(cards: Card[]): Promise<void> {
  const missing = cards.filter(stale);
  if (missing.length === 0) return;
  fs.mkdirSync(CACHE, { recursive: true });
  const browser = await openPrinter();
  try {
    for (const card of missing) {
      const photo = await photograph(await printCard(browser, card), card);
      writeWhole(path.join(CACHE, `${card.id}.jpg`), photo);
      writeWhole(path.join(CACHE, `${card.id}.json`), JSON.stringify(card.recipe, null, 2));
      writeWhole(path.join(CACHE, `${card.id}.card.json`), JSON.stringify(card));
    }
  } finally {
    await browser.close();
  }
  console.log(`made ${missing.length} photos in ${CACHE}`);
}

/** The photo's pixels (RGBA), as the browser's canvas gives them. */
async function pixels(file: string) {
  const blur = option('blur');
  const { data, info } = await (blur === undefined ? sharp(file) : sharp(file).blur(Number(blur)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data),
  };
}

/** Pixels → PNG, for PaddleOCR (tesseract.js gets the app's PGM or PPM, `pixelsPnm`). */
const toPng = (image: Pixels) =>
  sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();

/** Wall and process-CPU milliseconds spent in each stage of a photo's read (`--profile`). */
class StageClock {
  readonly wall = new Map<string, number>();
  readonly cpu = new Map<string, number>();
  readonly counts = new Map<string, number>();
  async time<T>(stage: string, run: () => Promise<T> | T): Promise<T> {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    try {
      return await run();
    } finally {
      const used = process.cpuUsage(cpu);
      this.wall.set(stage, (this.wall.get(stage) ?? 0) + performance.now() - wall);
      this.cpu.set(stage, (this.cpu.get(stage) ?? 0) + (used.user + used.system) / 1000);
      this.counts.set(stage, (this.counts.get(stage) ?? 0) + 1);
    }
  }
  report(photos: number): void {
    console.log(`where the time goes (${photos} photos; ms a photo, wall / CPU, calls a photo):`);
    for (const [stage, wall] of this.wall)
      console.log(
        `  ${stage.padEnd(18)} ${(wall / photos).toFixed(0).padStart(6)} / ${((this.cpu.get(stage) ?? 0) / photos).toFixed(0).padStart(6)}  ${((this.counts.get(stage) ?? 0) / photos).toFixed(1)}`,
      );
  }
}

/**
 * The worker with its recognitions timed: a photo's first is its page, the rest its crops
 * (`startPhoto` marks the next call as a page).
 */
function timedWorker(
  worker: Tesseract.Worker,
  clock: StageClock,
  label?: (image: unknown) => string,
) {
  let page = true;
  const timed = Object.create(worker) as Tesseract.Worker;
  timed.recognize = (...args: Parameters<Tesseract.Worker['recognize']>) => {
    const stage = page ? 'engine: page' : `engine: ${label?.(args[0]) ?? 'crops'}`;
    page = false;
    return clock.time(stage, () => worker.recognize(...args));
  };
  timed.setParameters = (...args: Parameters<Tesseract.Worker['setParameters']>) =>
    clock.time('engine: settings', () => worker.setParameters(...args));
  return { worker: timed, startPhoto: () => (page = true) };
}

/**
 * The parts of a page or crop result that read-photo.ts reads (words with their symbols), and the
 * engine's confidence in each line and word: no rule reads those yet, but a cache filled without
 * them would have to be read again by the engine, card by card, for a rule that does.
 */
const kept = (data: Tesseract.Page) => ({
  text: data.text,
  blocks:
    data.blocks?.map((block) => ({
      paragraphs: block.paragraphs.map((paragraph) => ({
        lines: paragraph.lines.map((line) => ({
          text: line.text,
          confidence: line.confidence,
          bbox: line.bbox,
          baseline: line.baseline,
          words: line.words.map((word) => ({
            text: word.text,
            confidence: word.confidence,
            bbox: word.bbox,
            symbols: word.symbols.map((symbol) => ({ text: symbol.text, bbox: symbol.bbox })),
          })),
        })),
      })),
    })) ?? null,
});

/**
 * Writes a cache file whole: to a file of this process's own, then renamed over the name, so a
 * run beside another one sharing the cache never reads a file half written.
 */
function writeWhole(file: string, data: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, file);
}

/**
 * The worker with its results kept on disk (`--page-cache`): keyed by the settings it reads with
 * and the image's bytes, so only an image or setting not seen before reaches the engine.
 */
function cachedWorker(worker: Tesseract.Worker): Tesseract.Worker {
  const folder = path.join(CACHE, 'pages');
  fs.mkdirSync(folder, { recursive: true });
  let settings: Record<string, unknown> = {};
  const cached = Object.create(worker) as Tesseract.Worker;
  cached.setParameters = (params) => {
    settings = { ...settings, ...params };
    return worker.setParameters(params);
  };
  cached.recognize = (async (image: Tesseract.ImageLike) => {
    const hash = createHash('sha1')
      .update(JSON.stringify(Object.entries(settings).sort()))
      .update(image as Uint8Array)
      .digest('hex');
    const file = path.join(folder, `${hash}.json`);
    if (fs.existsSync(file))
      return { data: JSON.parse(fs.readFileSync(file, 'utf8')) as Tesseract.Page };
    const result = await worker.recognize(image, {}, { text: true, blocks: true });
    writeWhole(file, JSON.stringify(kept(result.data)));
    return { data: JSON.parse(fs.readFileSync(file, 'utf8')) as Tesseract.Page };
  }) as unknown as Tesseract.Worker['recognize'];
  return cached;
}

/** A PNM's width and height, from its header (what `pixelsPnm` hands the engine). */
function pnmSize(image: unknown): [number, number] {
  if (!(image instanceof Uint8Array)) return [0, 0];
  const head = new TextDecoder().decode(image.subarray(0, 32)).split(/\s+/u);
  return [Number(head[1]) || 0, Number(head[2]) || 0];
}

/** A PNM's width × height. */
const pnmPixels = (image: unknown): number => pnmSize(image)[0] * pnmSize(image)[1];

/** The title band's crop is never scaled up: it is at most the page's size and its border. */
const TITLE_BAND_BORDER = 24;

/**
 * The engine's passes a photo counted by kind, with the pixels handed over (`--passes`): a
 * measure of the engine's work that holds still under load. A photo's first pass is its page;
 * after it a pass reads with digits only (a crop's figures, by its page segmentation), with
 * PSM 6 (a stray row's block) or PSM 3 (the title band); the small type's second read is the
 * pass straight after the page, larger than it. `--skip kind,…` answers the named
 * kinds with nothing read, as if the step had found nothing to read again.
 */
function countedWorker(worker: Tesseract.Worker, skip: readonly string[]) {
  let page = true;
  let pageSize: [number, number] = [0, 0];
  // Passes of the photo so far, and whether a settings call came after its page.
  let count = 0;
  let settled = false;
  let settings: Record<string, unknown> = {};
  const passes = new Map<string, { calls: number; pixels: number }>();
  const counted = Object.create(worker) as Tesseract.Worker;
  counted.setParameters = (params) => {
    settings = { ...settings, ...params };
    if (!page) settled = true;
    const known = passes.get('(settings)') ?? { calls: 0, pixels: 0 };
    known.calls += 1;
    passes.set('(settings)', known);
    return worker.setParameters(params);
  };
  // The small type's second read (small-type.ts) comes straight after the page, with its
  // settings, and is scaled up: larger than the page's photo, as the title band's crop never is.
  const smallType = (image: unknown) => {
    const [width, height] = pnmSize(image);
    return (
      count === 1 &&
      !settled &&
      (width > pageSize[0] + TITLE_BAND_BORDER || height > pageSize[1] + TITLE_BAND_BORDER)
    );
  };
  const kindNow = (image?: unknown) => {
    const psm = String(settings.tessedit_pageseg_mode);
    return page
      ? 'page'
      : smallType(image)
        ? 'small type'
        : settings.tessedit_char_whitelist
          ? `crop psm ${psm}`
          : psm === '6'
            ? 'stray rows'
            : psm === '3'
              ? 'title band'
              : `other psm ${psm}`;
  };
  counted.recognize = (async (...args: Parameters<Tesseract.Worker['recognize']>) => {
    const kind = kindNow(args[0]);
    if (page) pageSize = pnmSize(args[0]);
    page = false;
    count += 1;
    const known = passes.get(kind) ?? { calls: 0, pixels: 0 };
    known.calls += 1;
    known.pixels += pnmPixels(args[0]);
    passes.set(kind, known);
    if (skip.includes(kind) || (kind.startsWith('crop') && skip.includes('crops')))
      return { data: { text: '', blocks: [] } };
    return worker.recognize(...args);
  }) as unknown as Tesseract.Worker['recognize'];
  return {
    worker: counted,
    startPhoto: () => {
      page = true;
      count = 0;
      settled = false;
      const done = new Map(passes);
      passes.clear();
      return done;
    },
    take: () => new Map(passes),
    kindNow,
  };
}

async function main() {
  const half = option('half') ?? 'all';
  const limit = Number(option('limit') ?? Infinity);
  const psm = option('psm') ?? PAGE_SEGMENTATION;
  const verbose = process.argv.includes('--verbose');
  const prep = option('prep');
  const steps: PrepareSteps =
    prep === undefined
      ? SHIPPED_STEPS
      : {
          stretch: prep.split(',').includes('stretch'),
          threshold: prep.split(',').includes('threshold'),
          scale: Number(/scale=([\d.]+)/u.exec(prep)?.[1] ?? 1),
          flatten: prep.split(',').includes('flatten'),
          close: prep.split(',').includes('close'),
          evenLight: prep.split(',').includes('even'),
          sharpen: Number(/sharpen=([\d.]+)/u.exec(prep)?.[1] ?? 0),
          sharpenRadius: Number(/(?:^|,)radius=(\d+)/u.exec(prep)?.[1] ?? 2),
          shake: /shake=(axis|all)/u.exec(prep)?.[1] as PrepareSteps['shake'],
          shakeRadius: Number(/shakeradius=(\d+)/u.exec(prep)?.[1] ?? 0) || undefined,
          deskew: prep.split(',').includes('deskew'),
          keystone: prep.split(',').includes('keystone'),
          upright: prep.split(',').includes('upright'),
          lean: Number(/(?:^|,)lean=([\d.]+)/u.exec(prep)?.[1] ?? 0) || undefined,
          fold: prep.split(',').includes('fold'),
        };
  const engineOption = option('engine');
  const engine =
    engineOption === undefined
      ? ENGINE_SETTINGS
      : Object.fromEntries(
          engineOption
            .split(',')
            .filter((pair) => pair.includes('='))
            .map((pair) => pair.split('=') as [string, string]),
        );
  const only = option('only');
  const set = option('set') ?? 'base';
  const fresh = option('fresh');
  const drawn = (cards: (count?: number) => Card[]) =>
    fresh === undefined ? cards() : cards(Number(fresh)).slice(-40);
  if (
    ![
      'base',
      'wide',
      'layouts',
      'effects',
      'novel',
      'fresh',
      'varied',
      'kinds',
      'wider',
      'all',
    ].includes(set)
  )
    throw new Error(
      `--set ${set}: base, wide, layouts, effects, novel, fresh, varied, kinds, wider or all`,
    );
  const cards = [
    ...(set === 'base' || set === 'all' ? allCards() : []),
    ...(set === 'wide' || set === 'all' ? wideCards() : []),
    ...(set === 'layouts' || set === 'all' ? drawn(layoutCards) : []),
    ...(set === 'effects' || set === 'all' ? drawn(effectCards) : []),
    // The novel set (session 37) is not in "all", so the four sets' figures stay comparable.
    ...(set === 'novel' ? drawn(novelCards) : []),
    // The fresh set (session 39): tuning cards only, not in "all" either.
    ...(set === 'fresh' ? freshCards() : []),
    // The varied set (session 53) and its tuning twin, not in "all".
    // With --fresh N, both halves drawn N cards long and only their last 40 kept (session 67).
    ...(set === 'varied'
      ? [...drawn((count) => variedCards(count)), ...drawn((count) => variedCards(count, 'tuning'))]
      : []),
    // The kinds set (session 56): new layouts, effects and fraction forms, in both halves.
    ...(set === 'kinds' ? [...kindCards(16, 'tuning'), ...kindCards(16, 'held-out')] : []),
    // The wider set (session 71): kinds no other set has, not in "all"; its held-out half
    // (session 75, `wh-`) drawn the same way on held-out recipes in faces of its own.
    ...(set === 'wider' ? [...widerCards(), ...widerCards(40, 'held-out')] : []),
  ]
    .filter((card) => half === 'all' || card.half === half)
    .filter((card) => only === undefined || only.split(',').includes(card.id))
    .slice(0, limit);
  await ensurePhotos(cards);
  const kind = option('engine-kind') ?? 'tesseract';
  if (kind !== 'tesseract' && kind !== 'paddle')
    throw new Error(`--engine-kind ${kind}: tesseract or paddle`);
  const fromLines = process.argv.includes('--from-lines');
  /** Lines are kept only when read the way the app reads them. */
  const shipped =
    kind === 'tesseract' &&
    [
      prep,
      engineOption,
      option('psm'),
      option('blur'),
      option('user-words'),
      option('user-patterns'),
      option('init'),
      option('skip'),
    ].every((o) => o === undefined);
  const started = performance.now();
  let worker: Tesseract.Worker | null = null;
  let paddle: PaddleEngine | null = null;
  if (kind === 'paddle') paddle = await openPaddle();
  else if (!fromLines)
    worker = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: LANG,
      gzip: true,
      cachePath: CACHE,
    });
  const userWords = option('user-words');
  const userPatterns = option('user-patterns');
  const init = option('init');
  if (worker && (userWords !== undefined || userPatterns !== undefined || init !== undefined)) {
    const config: Record<string, string> = Object.fromEntries(
      (init ?? '')
        .split(',')
        .filter((pair) => pair.includes('='))
        .map((pair) => pair.split('=') as [string, string]),
    );
    if (userWords !== undefined) {
      await worker.writeText('/user-words', fs.readFileSync(userWords, 'utf8'));
      config.user_words_file = '/user-words';
    }
    if (userPatterns !== undefined) {
      await worker.writeText('/user-patterns', fs.readFileSync(userPatterns, 'utf8'));
      config.user_patterns_file = '/user-patterns';
    }
    await worker.reinitialize('eng', OEM.LSTM_ONLY, config);
  }
  console.log(
    `${kind} ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${kind === 'paddle' ? '' : `psm ${psm}, engine ${JSON.stringify(engine)}, `}prep ${JSON.stringify(steps)})`,
  );
  const marks: CardMark[] = [];
  const clock = new StageClock();
  const profile = process.argv.includes('--profile');
  if (worker && process.argv.includes('--page-cache')) worker = cachedWorker(worker);
  const counting =
    worker && (process.argv.includes('--passes') || option('skip') !== undefined)
      ? countedWorker(worker, (option('skip') ?? '').split(','))
      : null;
  if (counting) worker = counting.worker;
  const passesOf = new Map<string, Map<string, { calls: number; pixels: number }>>();
  const drafts: Record<string, unknown> = {};
  const timed = worker && profile ? timedWorker(worker, clock, counting?.kindNow) : null;
  const stage = <T>(name: string, run: () => Promise<T> | T) =>
    profile ? clock.time(name, run) : run();
  const toImage = (image: Pixels) => stage('image to engine', () => pixelsPnm(image));
  try {
    for (const card of cards) {
      const begin = performance.now();
      timed?.startPhoto();
      counting?.startPhoto();
      const photo = fromLines
        ? null
        : await stage('decode', () => pixels(path.join(CACHE, `${card.id}.jpg`)));
      const prepared = photo && (await stage('prepare', () => prepareImage(photo, steps)));
      const kept = path.join(CACHE, `${card.id}.lines.json`);
      const lines: TextLine[] = fromLines
        ? (JSON.parse(fs.readFileSync(kept, 'utf8')) as TextLine[])
        : paddle
          ? await paddle.read(await toPng(prepared!))
          : await readImage(timed?.worker ?? worker!, prepared!, toImage, psm, engine);
      if (!fromLines && shipped) writeWhole(kept, JSON.stringify(lines));
      if (process.argv.includes('--dump'))
        for (const line of lines)
          console.log(
            `  | ${String(line.height).padStart(3)} ${line.column ?? '-'}${line.runsOn ? '+' : ' '} ${line.text}`,
          );
      if (counting) passesOf.set(card.id, counting.take());
      const draft = await stage('draft', () => parseScannedLines([lines]));
      drafts[card.id] = draft;
      const seconds = (performance.now() - begin) / 1000;
      const mark = markCard(card, draft, seconds);
      marks.push(mark);
      const flag = mark.misses.length === 0 ? 'ok ' : '   ';
      console.log(
        `${flag}${card.id} ${card.half} ${seconds.toFixed(1)}s ${mark.misses.length} misses`,
      );
      if (verbose) for (const miss of mark.misses) console.log(`      ${miss}`);
    }
  } finally {
    await worker?.terminate();
  }
  if (profile) clock.report(marks.length);
  const draftsFile = option('drafts');
  if (draftsFile !== undefined) fs.writeFileSync(draftsFile, JSON.stringify(drafts, null, 1));
  if (counting) {
    // Passes and megapixels a photo by kind, each set's half on its own (`--passes`).
    const groups = new Map<string, CardMark[]>();
    for (const mark of marks) {
      const key = `${mark.id.replace(/-\d+$/u, '')} ${mark.half}`;
      groups.set(key, [...(groups.get(key) ?? []), mark]);
    }
    for (const [key, list] of groups) {
      const total = new Map<string, { calls: number; pixels: number }>();
      for (const mark of list)
        for (const [kind, pass] of passesOf.get(mark.id) ?? []) {
          const known = total.get(kind) ?? { calls: 0, pixels: 0 };
          known.calls += pass.calls;
          known.pixels += pass.pixels;
          total.set(kind, known);
        }
      const all = [...total.entries()]
        .filter(([kind]) => kind !== '(settings)')
        .map(([, pass]) => pass)
        .reduce(
          (sum, pass) => ({ calls: sum.calls + pass.calls, pixels: sum.pixels + pass.pixels }),
          { calls: 0, pixels: 0 },
        );
      const per = (pass: { calls: number; pixels: number }) =>
        `${(pass.calls / list.length).toFixed(2)} passes ${(pass.pixels / list.length / 1e6).toFixed(3)} Mpx`;
      console.log(`passes a photo, ${key} (${list.length}): all ${per(all)}`);
      for (const [kind, pass] of [...total.entries()].sort())
        console.log(`  ${kind.padEnd(12)} ${per(pass)}`);
    }
  }
  const show = (name: string, list: CardMark[]) => {
    if (list.length === 0) return;
    const s = summary(list);
    console.log(
      `${name.padEnd(22)} cards ${String(s.cards).padStart(2)} | titles ${s.titles.toFixed(1)}% | ingredient lines ${s.ingredientLines.toFixed(1)}% | cards all right ${s.cardsAllRight.toFixed(1)}% (with steps ${s.cardsAllRightWithSteps.toFixed(1)}%) | steps ${s.steps.toFixed(1)}% | marked ${s.marked} (${s.markedAsPrinted} as printed) | s/photo mean ${s.secondsMean.toFixed(2)} p95 ${s.secondsP95.toFixed(2)}`,
    );
  };
  const setOf = (id: string) =>
    id.startsWith('wide-')
      ? 'wide'
      : id.startsWith('lay-')
        ? 'layouts'
        : id.startsWith('fx-')
          ? 'effects'
          : id.startsWith('nov-')
            ? 'novel'
            : id.startsWith('fr-')
              ? 'fresh'
              : id.startsWith('var-') || id.startsWith('vt-')
                ? 'varied'
                : id.startsWith('kt-') || id.startsWith('kh-')
                  ? 'kinds'
                  : id.startsWith('wd-') || id.startsWith('wh-')
                    ? 'wider'
                    : 'base';
  const sets = [...new Set(marks.map((m) => setOf(m.id)))];
  if (sets.length > 1 || sets[0] !== 'base') {
    // Per style of the wide set (layout + effects, and each on its own), then by set and half.
    const styles = new Map<string, CardMark[]>();
    for (const mark of marks) {
      const card = cards.find((c) => c.id === mark.id)!;
      if (!card.style) continue;
      const [layout, ...effects] = card.style.split('+');
      for (const key of [
        `layout ${layout}`,
        ...effects.map((e) => `effect ${e}`),
        `fractions ${card.fractions}`,
      ]) {
        styles.set(key, [...(styles.get(key) ?? []), mark]);
      }
    }
    for (const [key, list] of [...styles.entries()].sort()) show(key, list);
  }
  for (const name of sets) {
    const inSet = marks.filter((m) => setOf(m.id) === name);
    show(
      `${name} tuning`,
      inSet.filter((m) => m.half === 'tuning'),
    );
    show(
      `${name} held-out`,
      inSet.filter((m) => m.half === 'held-out'),
    );
  }
  show('all', marks);
}

await main();
