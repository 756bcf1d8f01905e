/**
 * Serves the built web app: hashed assets with long cache headers, everything else revalidated,
 * the build's precompressed copies where the browser takes them, and the single-page fallback (a
 * path without a file extension gets index.html so the client router can answer it; a missing
 * file is a plain 404, and a missing /api path a JSON one).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath, routedPath } from '../request-path.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function hasFileExtension(urlPath: string): boolean {
  const last = urlPath.split('/').pop() ?? '';
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexPath = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // The build is fixed while the server runs: routes for its files are made once, at start.
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes `.br` and `.gz` beside its scripts and styles, compressed at the highest
      // levels (apps/web/vite.config.ts): sent as they are, by the request's accept-encoding.
      preCompressed: true,
      etag: true,
      lastModified: true,
      setHeaders(res, filePath) {
        const relative = path.relative(webDistDir, filePath);
        res.header(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE,
        );
      },
    });
  }

  const indexHtml = () => fs.readFileSync(indexPath, 'utf8');

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = routedPath(request);
    if (isApiPath(urlPath)) {
      return reply
        .code(404)
        .send({ ok: false, error: `No such API call: ${request.method} ${urlPath}` });
    }
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || hasFileExtension(urlPath)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does this).');
    }
    return reply
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(indexHtml());
  });
}
