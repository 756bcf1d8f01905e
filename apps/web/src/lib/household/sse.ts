/**
 * A Server-Sent Events reader for a fetch body (the live channel is read with fetch, not
 * EventSource, so it carries the identity headers). Chunks may split anywhere, even between the
 * `\r` and `\n` of one line end; an event is dispatched at its blank line, as the HTML standard's
 * event-stream parsing says. Comments (`:keep-alive`) are ignored.
 */

export interface SseMessage {
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds decoded text. */
  push(chunk: string): void;
}

export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let buffer = '';
  let data: string[] = [];
  let event = '';

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
      data = [];
      event = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  };

  return {
    push(chunk) {
      buffer += chunk;
      let start = 0;
      for (let index = 0; index < buffer.length; index += 1) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        // A '\r' at the very end may be the first half of '\r\n': wait for the next chunk.
        if (char === '\r' && index === buffer.length - 1) break;
        line(buffer.slice(start, index));
        if (char === '\r' && buffer[index + 1] === '\n') index += 1;
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
