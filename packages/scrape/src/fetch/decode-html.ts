/**
 * Bytes of a page → text, in the page's own character set: a byte-order mark first, then the
 * Content-Type header's charset, then a `<meta charset>` in the first bytes, else UTF-8.
 */

const SNIFF_BYTES = 4096;

function charsetFromContentType(contentType: string | undefined): string | undefined {
  const match = contentType?.match(/charset\s*=\s*["']?([\w.:-]+)/i);
  return match?.[1];
}

function charsetFromMeta(body: Uint8Array): string | undefined {
  const head = Buffer.from(body.subarray(0, SNIFF_BYTES)).toString('latin1');
  const direct = head.match(/<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i);
  return direct?.[1];
}

function bomCharset(body: Uint8Array): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function decoderFor(label: string | undefined): InstanceType<typeof TextDecoder> | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label.toLowerCase());
  } catch {
    return undefined; // an unknown label: fall through to the next source
  }
}

/**
 * Decodes an HTML body. Unknown charset labels are ignored; undecodable bytes become U+FFFD
 * rather than failing the scrape.
 */
export function decodeHtml(body: Uint8Array, contentType?: string): string {
  const decoder =
    decoderFor(bomCharset(body)) ??
    decoderFor(charsetFromContentType(contentType)) ??
    decoderFor(charsetFromMeta(body)) ??
    new TextDecoder('utf-8');
  return decoder.decode(body);
}
