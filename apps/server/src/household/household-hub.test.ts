import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createHouseholdHub } from './household-hub.ts';

/** A stream's socket side: what the hub wrote to it, as the pokes a phone would read. */
function phone() {
  const lines: string[] = [];
  const res = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const pokes = () =>
    lines.filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6)));
  return { res: res as unknown as ServerResponse, pokes };
}

describe('the household hub', () => {
  let hub: ReturnType<typeof createHouseholdHub>;
  afterEach(() => hub.closeAll());

  it('leaves out a cursor the stream has already been sent (a late notification)', () => {
    hub = createHouseholdHub();
    const b = phone();
    hub.start(hub.add('acct', '127.0.0.1', b.res), 1);
    // The notification of the write that made cursor 1 arrives after the stream started at 1.
    hub.poke('acct', { cursor: 1 });
    hub.poke('acct', { cursor: 2 });
    hub.poke('acct', { cursor: 2, recipes: true });
    hub.poke('acct', { cursor: 1 });
    expect(b.pokes()).toEqual([{ cursor: 1 }, { cursor: 2 }, { recipes: true }]);
  });

  it('sends a poke that came before the first message after it, only if it is news', () => {
    hub = createHouseholdHub();
    const early = phone();
    const stale = phone();
    const earlyStream = hub.add('a', '127.0.0.1', early.res);
    const staleStream = hub.add('b', '127.0.0.1', stale.res);
    hub.poke('a', { cursor: 5 });
    hub.poke('b', { cursor: 3 });
    hub.start(earlyStream, 4);
    hub.start(staleStream, 3);
    expect(early.pokes()).toEqual([{ cursor: 4 }, { cursor: 5 }]);
    expect(stale.pokes()).toEqual([{ cursor: 3 }]);
  });

  it('pokes only the streams of the owner named', () => {
    hub = createHouseholdHub();
    const mine = phone();
    const theirs = phone();
    hub.start(hub.add('mine', '127.0.0.1', mine.res), 0);
    hub.start(hub.add('theirs', '127.0.0.1', theirs.res), 0);
    hub.poke('mine', { cursor: 1 });
    expect(mine.pokes()).toEqual([{ cursor: 0 }, { cursor: 1 }]);
    expect(theirs.pokes()).toEqual([{ cursor: 0 }]);
  });
});
