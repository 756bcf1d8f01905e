/**
 * `POST /api/import/file?name=FILE` (the file as an application/octet-stream body, answered as
 * JSON lines: `recipe`, `problem`, `done`) and `POST /api/import/recipes` (a chunk of reviewed
 * drafts saved as the account's own recipes). See contracts' api/imports.ts.
 */
import { Readable } from 'node:stream';
import { importFileQuerySchema, importSaveBodySchema, type ImportEvent } from '@plateful/contracts';
import { IMPORT_LIMITS } from '@plateful/scrape';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { ownerKey, requireAccount } from '../identity/identity.ts';
import type { ImportsService } from './imports.service.ts';

async function* lines(events: AsyncGenerator<ImportEvent>, first: IteratorResult<ImportEvent>) {
  if (!first.done) yield `${JSON.stringify(first.value)}\n`;
  for await (const event of events) yield `${JSON.stringify(event)}\n`;
}

export async function registerImportRoutes(
  app: FastifyInstance,
  service: ImportsService,
): Promise<void> {
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: IMPORT_LIMITS.maxFileBytes },
      (_request, body, done) => done(null, body),
    );

    api.post(
      '/api/import/file',
      {
        schema: { querystring: importFileQuerySchema },
        bodyLimit: IMPORT_LIMITS.maxFileBytes,
        // Events are flushed as they come: a compressor would hold them back.
        compress: false,
      },
      async (request, reply) => {
        const body = request.body;
        if (!Buffer.isBuffer(body)) {
          throw new AppError(
            415,
            'Send the file itself as application/octet-stream',
            'unsupported_media_type',
          );
        }
        const events = service.readFile(
          request.query.name,
          new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
          ownerKey(request),
          request.ip,
        );
        // The first event is awaited here, so a refusal (busy) is still an ordinary error answer.
        const first = await events.next();
        return reply
          .type('application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(Readable.from(lines(events, first)));
      },
    );

    api.post('/api/import/recipes', { schema: { body: importSaveBodySchema } }, async (request) => {
      const saved = await service.save(requireAccount(request), request.body);
      return { ok: true, data: saved };
    });
  });
}
