/**
 * `POST /api/import/file?name=FILE` (the file as an application/octet-stream body, answered as
 * JSON lines: `recipe`, `problem`, `done`) and `POST /api/import/recipes` (a chunk of reviewed
 * drafts saved as the account's own recipes). See contracts' api/imports.ts.
 *
 * A file is admitted from its headers before its body is read (import-admission.ts): a refusal is
 * answered at once, and a client that sent `Expect: 100-continue` never sends the body at all.
 */
import { Readable } from 'node:stream';
import { importFileQuerySchema, importSaveBodySchema, type ImportEvent } from '@plateful/contracts';
import { IMPORT_LIMITS } from '@plateful/scrape';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { continueBody } from '../expect-continue.ts';
import { ownerKey, requireAccount } from '../identity/identity.ts';
import { tooLarge, type DeclaredBody, type ImportTicket } from './import-admission.ts';
import type { ImportsService } from './imports.service.ts';
import { discardRestAfterAnswer, readUploadBody } from './read-upload-body.ts';

/** `draining`: the file was refused part-way and what is left of it is being read and dropped. */
type Admitted = {
  ticket: ImportTicket;
  reply: FastifyReply;
  handedOver: boolean;
  draining: boolean;
};
const admitted = new WeakMap<FastifyRequest, Admitted>();

function isOctetStream(request: FastifyRequest): boolean {
  return /^application\/octet-stream\s*(;|$)/i.test(request.headers['content-type'] ?? '');
}

/** What the headers say of the body: its length (unless chunked) and whether it is compressed. */
function declaredBody(request: FastifyRequest): DeclaredBody {
  const header = request.headers['content-length'];
  const length = Number(header);
  const encoding = request.headers['content-encoding'];
  return {
    bytes:
      header !== undefined &&
      request.headers['transfer-encoding'] === undefined &&
      Number.isSafeInteger(length) &&
      length >= 0
        ? length
        : undefined,
    encoded: encoding !== undefined && encoding.toLowerCase() !== 'identity',
  };
}

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
      async (request: FastifyRequest, payload: Readable) => {
        const body = declaredBody(request);
        return readUploadBody(payload, {
          declaredBytes: body.encoded ? undefined : body.bytes,
          maxBytes: IMPORT_LIMITS.maxFileBytes,
          tooLarge: () => {
            // The rest of the body is read and dropped after the answer, on a connection kept
            // open for it (onSend below takes back the `Connection: close` Fastify puts on a
            // parser's error).
            const entry = admitted.get(request);
            if (entry) {
              entry.draining = true;
              discardRestAfterAnswer(request.raw, entry.reply.raw);
            }
            return tooLarge();
          },
        });
      },
    );

    api.post(
      '/api/import/file',
      {
        schema: { querystring: importFileQuerySchema },
        // Events are flushed as they come: a compressor would hold them back.
        compress: false,
        config: { continueLater: true },
        // From the headers, before any of the body is read: its size, this client's import and
        // the process's room for files (after identity and the write limit, which come first).
        preParsing: async (request, reply, payload) => {
          if (!isOctetStream(request)) return payload;
          const body = declaredBody(request);
          let ticket: ImportTicket;
          try {
            ticket = service.admit(request.ip, body);
          } catch (error) {
            // A body declared too large is not worth draining: close once answered.
            if (body.bytes !== undefined && body.bytes > IMPORT_LIMITS.maxFileBytes)
              void reply.header('connection', 'close');
            throw error;
          }
          const entry: Admitted = { ticket, reply, handedOver: false, draining: false };
          admitted.set(request, entry);
          // Freed when the answer ends, unless reading the file took the ticket over.
          reply.raw.once('close', () => {
            if (!entry.handedOver) ticket.release();
          });
          continueBody(request, reply);
          return payload;
        },
        onSend: async (request, reply, payload) => {
          if (admitted.get(request)?.draining) reply.removeHeader('connection');
          return payload;
        },
      },
      async (request, reply) => {
        const body = request.body;
        const entry = admitted.get(request);
        if (!Buffer.isBuffer(body) || !entry) {
          throw new AppError(
            415,
            'Send the file itself as application/octet-stream',
            'unsupported_media_type',
          );
        }
        entry.handedOver = true;
        const events = service.readFile(
          request.query.name,
          new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
          ownerKey(request),
          entry.ticket,
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
