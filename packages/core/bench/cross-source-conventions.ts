/**
 * Which of the parser's name misses are another source's convention rather than an error: the
 * line's own source labels the words that differ one way on most of its lines, and another source
 * labels them the other way on most of its lines ("cold butter": nyt drops "cold", bbc keeps it).
 * No parser can be right for both, so such a miss says how the sources disagree, not what the
 * parser gets wrong; what is left is the real error to read and fix.
 *
 * The habits are counted on tuning halves only (the held-out labels are never read to choose):
 * the set scored and any reference sets given (`score-ingredients.ts --conventions --reference`),
 * so a set of one source (the NYT set) is weighed against the others'.
 */
import { comparableName, type LineResult } from './ingredient-accuracy.ts';

/** Lines a source must label a word on, each way compared, before its habit counts. */
const HABIT_LINES = 3;
/** The share of those lines that is a habit: a majority. */
const HABIT_SHARE = 0.5;

/** A source's labels of one word (or construction): kept in the name, dropped from it. */
type Tally = [kept: number, dropped: number];

/** Per pattern key, per source, how its tuning labels settle it. */
export interface SourceHabits {
  readonly tallies: ReadonlyMap<string, ReadonlyMap<string, Tally>>;
}

/** Why a name miss is set aside, or that it is not. */
export interface MissKind {
  /** The patterns that differ: words ("cold", "ground→pepper") or `or` for an alternative. */
  readonly patterns: readonly string[];
  /**
   * Every pattern is the source's habit and another source's habit the other way, or one the
   * source's own labels give both ways.
   */
  readonly convention: boolean;
  /**
   * For each pattern, the other source whose habit the parser followed, or the line's own source
   * where its labels split (empty where neither).
   */
  readonly followed: readonly string[];
}

const ALTERNATIVE = /\s+(?:and\/)?or\s+|\s*,\s*/i;
/** A bracket of words, no amount in it: "(nam pla)", "(or other red wine vinegar)". */
const WORDS_BRACKET = /\(([^()\d]+)\)/g;

function words(text: string): string[] {
  return comparableName(text).split(' ').filter(Boolean);
}

/** The words of the part of a line before its first comma, where a name and its states are. */
function headWords(input: string): string[] {
  return words(input.split(',')[0] ?? '');
}

/** The words of a line's brackets that hold no amount: "(nam pla)", "(or frozen)". */
function bracketWords(input: string): string[] {
  return [...input.matchAll(WORDS_BRACKET)].flatMap((match) => words(match[1] ?? ''));
}

/**
 * A word with the word after it in the line ("ground→pepper"), with the word before it ("or
 * frozen": "or←frozen"), and alone: the narrowest a source settles first.
 */
function keysOf(word: string, head: readonly string[]): string[] {
  const at = head.indexOf(word);
  const next = at >= 0 ? head[at + 1] : undefined;
  const before = at > 0 ? head[at - 1] : undefined;
  return [
    ...(next === undefined ? [] : [`${word}→${next}`]),
    ...(before === undefined ? [] : [`${before}←${word}`]),
    word,
  ];
}

/** Words of `a` not in `b`, as many times as they are more often in `a`. */
function extraWords(a: readonly string[], b: readonly string[]): string[] {
  const left = [...b];
  return a.filter((word) => {
    const at = left.indexOf(word);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

/** A name with alternatives ("A or B", "A, B") and its first alone. */
function firstAlternative(name: string): string {
  return comparableName(name.split(ALTERNATIVE)[0] ?? '');
}

/**
 * How each source's tuning labels settle each word of a line's head (kept in the name or not,
 * the word alone and with the word after it) and alternatives (`or`: the label keeps "or").
 * Numbers are left out: an amount in a name is no convention. A line given twice counts once.
 */
export function sourceHabits(tuning: readonly LineResult[]): SourceHabits {
  const tallies = new Map<string, Map<string, Tally>>();
  const add = (key: string, source: string, kept: boolean) => {
    const bySource = tallies.get(key) ?? new Map<string, Tally>();
    const tally = bySource.get(source) ?? [0, 0];
    tally[kept ? 0 : 1] += 1;
    bySource.set(source, tally);
    tallies.set(key, bySource);
  };
  const seen = new Set<string>();
  for (const { line } of tuning) {
    // A line given twice (the set scored and a reference holding it) counts once.
    const key = `${line.source}\t${line.input}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const head = headWords(line.input);
    const label = new Set(words(line.name));
    for (const [at, word] of head.entries()) {
      if (/\d/.test(word) || head.indexOf(word) !== at) continue;
      for (const key of keysOf(word, head)) add(key, line.source, label.has(word));
    }
    if (/\bor\b/i.test(line.input.split(',')[0] ?? '')) add('or', line.source, label.has('or'));
    const bracketed = bracketWords(line.input);
    if (bracketed.length > 0)
      add(
        '()',
        line.source,
        bracketed.some((word) => label.has(word)),
      );
  }
  return { tallies };
}

/** The least share of a source's lines each way that makes its labels split, not a habit. */
const SPLIT_SHARE = 0.2;

/** Whether the source labels the key both ways, each on a fifth of its lines (three at least). */
function split(tally: Tally | undefined): boolean {
  if (!tally) return false;
  const fewer = Math.min(...tally);
  return fewer >= HABIT_LINES && fewer / (tally[0] + tally[1]) >= SPLIT_SHARE;
}

/** Whether the source labels the key kept (true) or dropped (false) by habit; null if neither. */
function habit(tally: Tally | undefined): boolean | null {
  if (!tally) return null;
  const [kept, dropped] = tally;
  if (kept >= HABIT_LINES && kept / (kept + dropped) > HABIT_SHARE) return true;
  if (dropped >= HABIT_LINES && dropped / (kept + dropped) > HABIT_SHARE) return false;
  return null;
}

/**
 * The other source whose habit keeps (`kept` true) or drops the pattern, when the line's own
 * source has the opposite habit, or the own source itself when its labels split both ways; the
 * first key with the own source's labels settled either way decides (the word with the word after
 * it, then the word alone).
 */
function otherWay(
  habits: SourceHabits,
  keys: readonly string[],
  source: string,
  kept: boolean,
): string | null {
  for (const key of keys) {
    const bySource = habits.tallies.get(key);
    if (!bySource) continue;
    if (split(bySource.get(source))) return source;
    const own = habit(bySource.get(source));
    if (own === null) continue;
    if (own === kept) return null;
    for (const [other, tally] of [...bySource].sort(([a], [b]) => a.localeCompare(b))) {
      if (other !== source && habit(tally) === kept) return other;
    }
    return null;
  }
  return null;
}

/**
 * Sorts a name miss: the words the parser kept and the label dropped, and those it dropped and
 * the label kept, each a convention when the line's source drops (keeps) it by habit and another
 * source keeps (drops) it by habit, or when the source's own labels give it both ways. The words
 * of a bracket with no amount, all kept or all left out, are the pattern `()`. One name the other's first alternative is the pattern `or`.
 * A quantity or unit miss, or a miss with nothing to compare, is never a convention.
 */
export function classifyMiss(result: LineResult, habits: SourceHabits): MissKind {
  const { source, input, name: labelName } = result.line;
  if (!result.quantityOk || !result.unitOk || result.nameOk) {
    return { patterns: [], convention: false, followed: [] };
  }
  const parsed = comparableName(result.name);
  const label = comparableName(labelName);
  if (firstAlternative(result.name) === label || firstAlternative(labelName) === parsed) {
    const other = otherWay(habits, ['or'], source, parsed.length > label.length);
    return { patterns: ['or'], convention: other !== null, followed: [other ?? ''] };
  }
  const head = headWords(input);
  const parsedWords = words(result.name);
  const labelWords = words(labelName);
  const differing = [
    ...extraWords(parsedWords, labelWords).map((word) => [word, true] as const),
    ...extraWords(labelWords, parsedWords).map((word) => [word, false] as const),
  ];
  if (differing.length === 0) return { patterns: [], convention: false, followed: [] };
  // "fish sauce (nam pla)": the words of a bracket with no amount, kept or left out whole.
  const bracketed = bracketWords(input);
  const kept = differing[0]?.[1] ?? false;
  if (
    bracketed.length > 0 &&
    differing.every(([word, side]) => side === kept && bracketed.includes(word))
  ) {
    const other = otherWay(habits, ['()'], source, kept);
    return { patterns: ['()'], convention: other !== null, followed: [other ?? ''] };
  }
  const followed = differing.map(([word, kept]) =>
    /\d/.test(word) || !head.includes(word)
      ? null
      : otherWay(habits, keysOf(word, head), source, kept),
  );
  return {
    patterns: differing.map(([word, kept]) => `${kept ? '+' : '-'}${word}`),
    convention: followed.every((other) => other !== null),
    followed: followed.map((other) => other ?? ''),
  };
}
