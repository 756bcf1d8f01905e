/**
 * A loopback "recipe site" for the tests that fetch pages and pictures from the web (the server's
 * scrape and import tests, the browser's scan and import specs): a real HTTP server on 127.0.0.1,
 * the one host those servers' allow lists let through, answering a fixed set of paths. Nothing
 * leaves the machine.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * What a path answers: HTML text, or a body with its content type. `{{ORIGIN}}` in text is
 * replaced by the site's origin when served, so a page can link its own pictures.
 */
export type SiteAnswer = string | { type: string; body: string | Buffer };

export type RecipeSite = {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  close(): Promise<void>;
};

const HTML = 'text/html; charset=utf-8';

/** Starts the site on a free loopback port; any path not in `paths` is a 404. */
export async function startRecipeSite(paths: Record<string, SiteAnswer>): Promise<RecipeSite> {
  let origin = '';
  const server = http.createServer((req, res) => {
    const answer = Object.hasOwn(paths, req.url ?? '') ? paths[req.url ?? ''] : undefined;
    if (answer === undefined) {
      res.writeHead(404).end();
      return;
    }
    const { type, body } = typeof answer === 'string' ? { type: HTML, body: answer } : answer;
    res
      .writeHead(200, { 'content-type': type })
      .end(typeof body === 'string' ? body.replaceAll('{{ORIGIN}}', origin) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A plain JPEG photo of one colour, as a site would serve a recipe's picture. */
export async function jpegPhoto(
  width: number,
  height: number,
  background: string | { r: number; g: number; b: number },
): Promise<{ type: string; body: Buffer }> {
  const body = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { type: 'image/jpeg', body };
}
