/**
 * One export file to `POST /api/import/file`: sent with XMLHttpRequest, which reports the upload's
 * progress, and its answer (JSON lines) read as it grows, so each recipe reaches the screen as
 * the server finishes it.
 */
import { IMPORT_FORMATS_WIRE } from '@plateful/contracts';
import { apiUrl, identityHeaders } from '../../lib/api-client.ts';
import { scannedDraftSchema, type ScannedDraft } from '../../lib/scanned-drafts.ts';

export type FileEvent =
  | { type: 'recipe'; file: string; format: string; draft: ScannedDraft }
  | { type: 'problem'; file: string; error: string }
  | { type: 'done'; recipes: number; problems: number };

const FORMATS: readonly string[] = IMPORT_FORMATS_WIRE;

/** One line of the answer as an event, or null when it is not one. */
export function readFileEvent(line: string): FileEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  if (event.type === 'recipe' && typeof event.file === 'string') {
    const draft = scannedDraftSchema.safeParse(event.draft);
    const format = typeof event.format === 'string' && FORMATS.includes(event.format);
    return draft.success && format
      ? { type: 'recipe', file: event.file, format: event.format as string, draft: draft.data }
      : null;
  }
  if (event.type === 'problem' && typeof event.file === 'string' && typeof event.error === 'string')
    return { type: 'problem', file: event.file, error: event.error };
  if (event.type === 'done' && typeof event.recipes === 'number')
    return { type: 'done', recipes: event.recipes, problems: Number(event.problems) || 0 };
  return null;
}

/** Splits a growing text into whole lines, keeping where it got to. */
export function lineReader(onLine: (line: string) => void) {
  let offset = 0;
  return (text: string, final = false) => {
    for (;;) {
      const end = text.indexOf('\n', offset);
      if (end === -1) break;
      const line = text.slice(offset, end).trim();
      offset = end + 1;
      if (line) onLine(line);
    }
    if (final && offset < text.length) {
      const rest = text.slice(offset).trim();
      offset = text.length;
      if (rest) onLine(rest);
    }
  };
}

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

function errorOf(xhr: XMLHttpRequest): UploadError {
  let message = xhr.status === 0 ? 'The upload did not reach the server' : `${xhr.status}`;
  try {
    const body = JSON.parse(xhr.responseText) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) message = body.error;
  } catch {
    if (xhr.statusText) message = `${xhr.status}: ${xhr.statusText}`;
  }
  const retry = Number.parseInt(xhr.getResponseHeader('retry-after') ?? '', 10);
  return new UploadError(xhr.status, message, Number.isFinite(retry) ? retry : null);
}

/**
 * Sends `file`; `onUpload` gets the fraction sent, `onEvent` each event as it arrives. Resolves
 * when the answer is complete; rejects with an `UploadError` (the server's words) otherwise.
 */
export function uploadImportFile(
  file: Blob & { name: string },
  handlers: { onUpload(fraction: number): void; onEvent(event: FileEvent): void },
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`/api/import/file?name=${encodeURIComponent(file.name)}`));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(identityHeaders()))
      xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    const feed = lineReader((line) => {
      const event = readFileEvent(line);
      if (event) handlers.onEvent(event);
    });
    const streaming = () =>
      xhr.status === 200 && (xhr.getResponseHeader('content-type') ?? '').includes('ndjson');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) handlers.onUpload(event.loaded / event.total);
    };
    xhr.upload.onload = () => handlers.onUpload(1);
    xhr.onprogress = () => {
      if (streaming()) feed(xhr.responseText);
    };
    xhr.onload = () => {
      if (!streaming()) {
        reject(errorOf(xhr));
        return;
      }
      feed(xhr.responseText, true);
      resolve();
    };
    xhr.onerror = () => reject(errorOf(xhr));
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
