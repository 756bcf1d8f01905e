/**
 * The photo bench's second engine: PaddleOCR (PP-OCRv4 detection and recognition, the models
 * `@gutenye/ocr-node` ships) run with onnxruntime, measured against tesseract.js (decision 0017).
 * It is installed out of the repo, so the lock file and CI do not carry it:
 *
 *   mkdir -p /tmp/paddle && cd /tmp/paddle && npm init -y \
 *     && npm i --ignore-scripts @gutenye/ocr-node@1.4.8
 *   PLATEFUL_PADDLE_DIR=/tmp/paddle npm run score:photos -- --engine-kind paddle
 *
 * (`--ignore-scripts`: onnxruntime-node's install step fetches GPU libraries from outside the
 * registry; the CPU library is in the package.) Each box found is read alone and kept with its
 * corners (the package's own `detect` joins every box of a row across the page, columns too);
 * `paddlePage` turns them into the page the reading order takes, so the rest is what ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TextLine } from '@plateful/core';
import { paddlePage, type PaddleDetection } from '../../src/features/scan/paddle-lines.ts';
import { pageLines } from '../../src/features/scan/recognise/text-lines.ts';

const INSTALL =
  'mkdir -p /tmp/paddle && cd /tmp/paddle && npm init -y && npm i --ignore-scripts @gutenye/ocr-node@1.4.8, then PLATEFUL_PADDLE_DIR=/tmp/paddle';

type LineImage = { box: number[][] };
type Detection = { run(image: string | Buffer): Promise<LineImage[]> };
type Recognition = {
  run(lines: LineImage[]): Promise<{ text: string; mean: number; box?: number[][] }[]>;
};
type Models = {
  Detection: { create(options: object): Promise<Detection> };
  Recognition: { create(options: object): Promise<Recognition> };
};

export type PaddleEngine = {
  /** An encoded image (PNG, JPEG) → its lines in reading order. */
  read(image: Buffer): Promise<TextLine[]>;
  /** The boxes as PaddleOCR read them (for --dump). */
  detections(image: Buffer): Promise<PaddleDetection[]>;
};

/** Loads PaddleOCR from `dir` (default: env PLATEFUL_PADDLE_DIR). */
export async function openPaddle(dir = process.env.PLATEFUL_PADDLE_DIR): Promise<PaddleEngine> {
  const modules = dir === undefined ? '' : path.join(dir, 'node_modules', '@gutenye');
  const entry = path.join(modules, 'ocr-node', 'build', 'index.js');
  const models = path.join(modules, 'ocr-common', 'build', 'models', 'index.js');
  if (dir === undefined || !fs.existsSync(entry) || !fs.existsSync(models)) {
    throw new Error(
      `--engine-kind paddle needs PaddleOCR installed out of the repo and PLATEFUL_PADDLE_DIR set to it (${dir ?? 'unset'}): ${INSTALL}`,
    );
  }
  // The package's entry registers its Node backend (onnxruntime-node, sharp, the models);
  // the two models are not among its exports, so they are loaded by their files.
  await import(pathToFileURL(entry).href);
  const { Detection, Recognition } = (await import(pathToFileURL(models).href)) as Models;
  const detection = await Detection.create({});
  const recognition = await Recognition.create({});
  const detections = async (image: Buffer): Promise<PaddleDetection[]> => {
    const found: PaddleDetection[] = [];
    for (const line of await detection.run(image)) {
      const [read] = await recognition.run([line]);
      if (read) found.push({ text: read.text, mean: read.mean, box: line.box });
    }
    return found;
  };
  return {
    detections,
    read: async (image) => pageLines(paddlePage(await detections(image))),
  };
}
