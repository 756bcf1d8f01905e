/**
 * The web addresses in a recipe's line ("2 tbsp pesto (see https://example.com/pesto)."), read
 * once for every use: the sheet links them (web's `LinkedText`) and the shopping list and
 * nutrition leave them out (`withoutWebAddresses`), so what is a link on the sheet is what the
 * list drops, to the character. A recipe is anyone's text, so this is one forward pass and no
 * regex that can backtrack: each character is read a bounded number of times, whatever the line
 * holds (100,000 full stops, brackets, "a.a.a" or "http://" in a row).
 */

/** A web address in a text. */
export type AddressInText = {
  /** Where it starts in the text. */
  start: number;
  /** Where it ends (exclusive): before its sentence's end and any bracket it did not open. */
  end: number;
  /** The address as written: the text from `start` to `end`. */
  text: string;
  /**
   * Where it goes: an http or https address itself, "www.…" as https. Null for a bare domain
   * with a path ("example.com/pesto"): an address to leave off a list, but not a link, since only
   * a dot says it is one ("salt.and/or pepper").
   */
  href: string | null;
};

/** Cheap test first: most lines hold no address. */
const MAY_HOLD_ADDRESS = /https?:\/\/|www\.|\.[a-z]{2,}\//i;

/**
 * False where `text` holds no web address for certain (`findWebAddresses` finds none): what a
 * caller asks of every line before the reading itself (most lines hold none).
 */
export function mayHoldWebAddress(text: string): boolean {
  // Each of the pattern's three ways holds a "/" or a ".": a line with neither (most) is not
  // scanned by it.
  return (text.includes('/') || text.includes('.')) && MAY_HOLD_ADDRESS.test(text);
}

const SCHEMES = ['https://', 'http://'] as const;

/** Whether `char` is an ASCII letter or digit (compared, not matched: it is asked of every one). */
function isAsciiAlnum(char: string): boolean {
  return (
    (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z') || (char >= '0' && char <= '9')
  );
}

/** Letters and digits beyond ASCII. */
const UNICODE_ALNUM = /[\p{L}\p{N}]/u;

/**
 * Whether `char` is a letter, a digit or one of `others` (ASCII). A recipe line is mostly ASCII,
 * which is decided without the Unicode tables.
 */
function isAlnumOr(char: string, others: string): boolean {
  if (char >= '\x80') return UNICODE_ALNUM.test(char);
  return isAsciiAlnum(char) || others.includes(char);
}

/** A bare domain's host: ASCII labels ("example.co.uk"). */
const BARE_HOST = /^[a-z0-9.-]+$/i;

/** A top-level domain of letters ("com", "uk"), which a bare domain needs. */
const LETTERS_TLD = /^[a-z]{2,}$/i;

/**
 * What ends an address: a space, an angle bracket or a quote ("<https://…>", "“www.…”"), and the
 * full-width punctuation of Chinese and Japanese text, which has no spaces to end it
 * ("（https://…）。"): an address copied from a browser writes such characters %-encoded.
 */
const ASCII_STOP = ' \t\n\v\f\r<>"\'`';
const UNICODE_STOP = /[\s“”‘’«»\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]/u;

function isStop(char: string): boolean {
  return char < '\x80' ? ASCII_STOP.includes(char) : UNICODE_STOP.test(char);
}

/** What follows a host when the address goes on: a path, a query, a fragment or a port. */
const GOES_ON = '/?#:';

/** What may follow an address in a sentence but is not part of it: "(see https://….)". */
const TRAILING = '.,;:!?*…';

/** The brackets an address may hold: each opening one and its closing one. */
const BRACKETS = '([{)]}';

/** A capitalised word, which after a full stop starts a sentence: "Then", "Serve". */
const CAPITALISED = /^\p{Lu}\p{Ll}/u;

/**
 * Where the host name from `from` ends: labels and dots, up to anything else. A full stop and a
 * capitalised word after a dotted, lower-case host start the next sentence
 * ("www.example.com.Then add…"), not another label; "www.BBCgoodfood.com" stays one host.
 */
function hostEnd(text: string, from: number): number {
  let at = from;
  let labels = 0;
  let inLabel = false;
  let capital = false;
  for (; at < text.length; at += 1) {
    const char = text[at]!;
    if (char === '.') {
      if (labels >= 2 && !capital && CAPITALISED.test(text.slice(at + 1, at + 3))) break;
      inLabel = false;
    } else if (isAlnumOr(char, '-')) {
      if (!inLabel) labels += 1;
      inLabel = true;
      capital ||= char !== char.toLowerCase();
    } else break;
  }
  return at;
}

/**
 * Where the path, query or port from `from` ends: up to a space or a quote, without the
 * sentence's end after it and without a closing bracket that opens none inside it
 * ("…/Pesto_(sauce)." keeps its own ")"). Read back from its end once, the brackets counted
 * once: a run of 100,000 brackets or full stops costs one pass.
 */
function pathEnd(text: string, from: number): number {
  let end = from;
  const count = [0, 0, 0, 0, 0, 0];
  for (; end < text.length && !isStop(text[end]!); end += 1) {
    const bracket = BRACKETS.indexOf(text[end]!);
    if (bracket >= 0) count[bracket]! += 1;
  }
  while (end > from) {
    const char = text[end - 1]!;
    // A closing bracket's index in BRACKETS, less 3, is its opening one's.
    const opener = BRACKETS.indexOf(char) - 3;
    if (TRAILING.includes(char)) end -= 1;
    else if (opener >= 0 && count[opener]! < count[opener + 3]!) {
      count[opener + 3]! -= 1;
      end -= 1;
    } else break;
  }
  return end;
}

/** The scheme "https://", "http://" or "www." that `text` has at `at`, if any. */
function schemeAt(text: string, at: number): string | undefined {
  const first = text[at];
  if (first !== 'h' && first !== 'H' && first !== 'w' && first !== 'W') return undefined;
  const head = text.slice(at, at + 8).toLowerCase();
  if (head.startsWith('www.')) return 'www.';
  return SCHEMES.find((scheme) => head.startsWith(scheme));
}

/**
 * The web addresses in `text`, in order: "http://…" and "https://…" with a dotted host, "www.…",
 * and a bare domain with a path ("example.co.uk/recipes/pesto", a top-level domain of letters).
 * Each starts at a word's start and ends before a space or a quote, without its sentence's end
 * (".", ",", ")" it did not open…) and, in its host, without a full stop that starts a sentence
 * ("www.example.com.Then" ends at ".com").
 */
export function findWebAddresses(text: string): AddressInText[] {
  if (!mayHoldWebAddress(text)) return [];
  const found: AddressInText[] = [];
  // No bare domain starts before this: the host read from an earlier start runs past it.
  let bareFrom = 0;
  let at = 0;
  while (at < text.length) {
    const start = at;
    at += 1;
    // Not right after a letter, digit or "_" ("xhttp://", "awww.").
    if (start > 0 && isAlnumOr(text[start - 1]!, '_')) continue;
    const scheme = schemeAt(text, start);
    if (scheme === undefined && (start < bareFrom || !isAsciiAlnum(text[start]!))) continue;
    const hostFrom = scheme === undefined || scheme === 'www.' ? start : start + scheme.length;
    const hostTo = hostEnd(text, hostFrom);
    let end = hostTo;
    while (end > hostFrom && text[end - 1] === '.') end -= 1;
    const host = text.slice(hostFrom, end);
    if (scheme === undefined) {
      const tld = host.slice(host.lastIndexOf('.') + 1);
      const bare =
        text[hostTo] === '/' &&
        end === hostTo &&
        BARE_HOST.test(host) &&
        host.includes('.') &&
        !host.includes('..') &&
        LETTERS_TLD.test(tld);
      if (!bare) {
        bareFrom = hostTo;
        continue;
      }
    } else if (host.indexOf('.') < 1) {
      at = Math.max(at, hostTo);
      continue;
    }
    if (end === hostTo && end < text.length && GOES_ON.includes(text[end]!)) {
      end = pathEnd(text, end);
    }
    const address = text.slice(start, end);
    const href = scheme === undefined ? null : scheme === 'www.' ? `https://${address}` : address;
    found.push({ start, end, text: address, href });
    at = end;
  }
  return found;
}
