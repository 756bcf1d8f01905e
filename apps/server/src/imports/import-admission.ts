/**
 * Who may send an import file, decided from the request's headers before its body is read (issue
 * 32): a file declared larger than an import takes is refused (413), a client already importing
 * one is refused (429), and the process holds at most `maxBytesInFlight` bytes of files at once,
 * from the first byte received until the file has been read (503 past it). A body whose length is
 * not declared (chunked) reserves the largest a file may be. So eight 90 MB uploads at once cost
 * the server what two do, whatever the clients send.
 */
import { importFileTooLargeMessage } from '@plateful/contracts';
import { AppError } from '../errors.ts';

export type ImportTicket = {
  /** Bytes reserved for this file's body. */
  readonly bytes: number;
  /** Frees the client's slot and the bytes; safe to call more than once. */
  release(): void;
};

/** What the headers say of the body. */
export type DeclaredBody = {
  /** Content-Length, when the body is not chunked. */
  bytes: number | undefined;
  /** Whether it is decompressed on the way in (so its size may be more than its length). */
  encoded: boolean;
};

export type ImportAdmission = {
  /** Reserves room for one file, or throws the refusal (413, 429 or 503) to answer at once. */
  admit(client: string, body: DeclaredBody): ImportTicket;
  /** Bytes reserved now (for tests and logs). */
  readonly bytesInFlight: number;
};

export const tooLarge = () =>
  new AppError(413, `The file is too large: ${importFileTooLargeMessage()}`, 'file_too_large');

export function createImportAdmission(options: {
  maxFileBytes: number;
  maxBytesInFlight: number;
}): ImportAdmission {
  const clients = new Set<string>();
  let inFlight = 0;
  return {
    get bytesInFlight() {
      return inFlight;
    },
    admit(client, body) {
      if (body.bytes !== undefined && body.bytes > options.maxFileBytes) throw tooLarge();
      if (clients.has(client)) {
        throw new AppError(
          429,
          'An import is already being read from here: wait for it to finish',
          'import_busy',
        );
      }
      const bytes =
        body.bytes === undefined || body.encoded ? options.maxFileBytes : Math.max(1, body.bytes);
      if (inFlight + bytes > options.maxBytesInFlight) {
        const error = new AppError(
          503,
          'Imports are busy right now: try again in a minute',
          'import_busy',
        );
        error.retryAfterSeconds = 60;
        throw error;
      }
      clients.add(client);
      inFlight += bytes;
      let released = false;
      return {
        bytes,
        release() {
          if (released) return;
          released = true;
          clients.delete(client);
          inFlight -= bytes;
        },
      };
    },
  };
}
