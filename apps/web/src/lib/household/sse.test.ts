import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse.ts';

function parse(chunks: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const parser = createSseParser((message) => messages.push(message));
  for (const chunk of chunks) parser.push(chunk);
  return messages;
}

describe('the event-stream parser', () => {
  it('reads one message per blank line', () => {
    expect(parse(['data: {"cursor":3}\n\ndata: {"recipes":true}\n\n'])).toEqual([
      { event: 'message', data: '{"cursor":3}' },
      { event: 'message', data: '{"recipes":true}' },
    ]);
  });

  it('reads a message split anywhere across chunks', () => {
    const text = 'data: {"cursor":12}\n\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: 'message', data: '{"cursor":12}' },
      ]);
    }
    expect(parse(text.split(''))).toEqual([{ event: 'message', data: '{"cursor":12}' }]);
  });

  it('takes \\r\\n and \\r line ends, even with the \\r and \\n in different chunks', () => {
    expect(parse(['data: a\r', '\n\r', '\ndata: b\r\r', ': more\n'])).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: 'b' },
    ]);
  });

  it('joins data lines, keeps the event name, and ignores comments and other fields', () => {
    expect(
      parse([': keep-alive\n\n', 'event: poke\nid: 4\nretry: 100\ndata: one\ndata:two\n\n']),
    ).toEqual([{ event: 'poke', data: 'one\ntwo' }]);
  });

  it('does not dispatch a message whose blank line has not come', () => {
    expect(parse(['data: {"cursor":1}\n'])).toEqual([]);
  });
});
