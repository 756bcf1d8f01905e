import { cpuUsage } from 'node:process';
import { describe, expect, it } from 'vitest';
import { findWebAddresses } from './web-addresses-in-text.ts';

/** CPU microseconds this process spends reading `text` for addresses `times` times. */
function cpuMicros(text: string, times: number): number {
  const before = cpuUsage();
  for (let round = 0; round < times; round += 1) findWebAddresses(text);
  const { user, system } = cpuUsage(before);
  return user + system;
}

/**
 * Hostile lines for a pattern that backtracks or a reader that starts over at each character:
 * an older pattern took about 3.5 s on 20,000 characters of "a.a.a…".
 */
const HOSTILE: Readonly<Record<string, (length: number) => string>> = {
  'a.a.a…': (length) => 'a.'.repeat(length / 2),
  'a.a.a… and a path': (length) => `${'a.'.repeat(length / 2 - 2)}ab/`,
  'a.a.a… then an address': (length) => `${'a.'.repeat(length / 2)} www.example.com/pesto`,
  'a.a.a… then a bare domain': (length) => `${'a.'.repeat(length / 2)}a/ example.com/pesto`,
  '"http://" in a row': (length) => 'http://'.repeat(length / 7),
  '"https://a" in a row': (length) => 'https://a'.repeat(length / 9),
  '"www." in a row': (length) => 'www.'.repeat(length / 4),
  '"www.." in a row': (length) => 'www..'.repeat(length / 5),
  'hosts cut at a capital': (length) => 'www.a.b.Cd'.repeat(length / 10),
  'full stops after an address': (length) => `see https://a.com/${'.'.repeat(length)}x`,
  'brackets after an address': (length) => `see https://a.com/${')'.repeat(length)}`,
  'open brackets after an address': (length) => `see https://a.com/${'(['.repeat(length / 2)}`,
  'dots and brackets': (length) => `www.${'.)'.repeat(length / 2)}`,
  'a.b/ in a row': (length) => 'a.bc/'.repeat(length / 5),
};

describe('findWebAddresses on hostile lines', () => {
  it.each(Object.keys(HOSTILE))('reads %s in time linear in its length', (name) => {
    const line = HOSTILE[name]!;
    const short = line(10_000);
    const long = line(100_000);
    findWebAddresses(short);
    findWebAddresses(long);
    // The same number of characters read either way: ten short lines or one ten times longer.
    // Linear, the two take about the same CPU time; quadratic, the long one ten times more. The
    // least of a few rounds, so that a busy machine does not decide it.
    let shortMicros = Infinity;
    let longMicros = Infinity;
    for (let round = 0; round < 3; round += 1) {
      shortMicros = Math.min(shortMicros, cpuMicros(short, 10));
      longMicros = Math.min(longMicros, cpuMicros(long, 1));
    }
    expect(longMicros, `${longMicros} µs vs ${shortMicros} µs`).toBeLessThan(
      4 * shortMicros + 50_000,
    );
    // And a loose ceiling in seconds, whatever the machine.
    expect(longMicros).toBeLessThan(5_000_000);
  });
});
