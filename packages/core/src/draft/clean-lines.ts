/**
 * Text as OCR and social apps give it → clean lines: bullets (dashes, '•', emoji), OCR noise
 * ('|' borders, stray single characters, a bullet read as 'e' or 'o'), words hyphenated across a
 * line break, and hashtags (taken out as tags).
 */

/** Longest text read; a caption or a page of OCR is far shorter. */
export const MAX_DRAFT_TEXT_LENGTH = 50_000;

/** One emoji code point, or a joiner, variation selector, keycap or skin-tone modifier. */
const EMOJI_PART = String.raw`(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|\u{20E3})`;
const EMOJI = new RegExp(EMOJI_PART, 'gu');
const KEYCAP_NUMBER = /^(\d{1,2})\uFE0F?\u20E3\s*/u;
const LEADING_EMOJI = new RegExp(String.raw`^(?:${EMOJI_PART}\s*)+`, 'u');
/** Bullet and border characters a line may start with. */
const BULLET = /^[\s|¦!:;.,'"`_~=+*»«›‹>•·●○◦▪▫■□◆◇➤➢→✓✔☐☑–—-]+(?=\S)/u;
/**
 * A bullet read as a letter: "e 200g flour", "o 2 eggs", "© 1 onion", "0 1 lemon" (no amount is
 * 0), "x 300 mL milk" (an asterisk; a row's "x" comes after its count, "2 x 400g"), and a square bullet or a web page's checkbox (▢) read as "(J", "(OJ", "[", "[0", "J" or
 * "OO", or whole with both its sides, "(J)" and "[J]" (no note in brackets is one "J"), or "CJ" (its
 * left side read as a "C", as "OJ"; no row opens "CJ" before its amount); on a small
 * or soft photo a round bullet read as "Q", "(Q" or "J)" (no row's amount follows a lone "Q").
 */
const LETTER_BULLET =
  /^(?:[eEoOcCQ©®°0xX]|\(?[0OoQ@]\)?|J\)|[[(]?[0Oo]{0,2}[J\])]|CJ|[[(][0Oo]{0,2}J[\])]|[[(][0Oo]{0,2}|[0O]{2})\s+(?=[\d½¼¾⅓⅔⅛]|[Y¥]?%|¥)/u;
/**
 * A bullet read as a curly quote before an amount ("“2 tbsp soy sauce", a small round bullet on a
 * soft photo): no line quotes its amount, and a straight quote already comes off as BULLET.
 */
const QUOTE_BEFORE_AMOUNT = /^[“”„‘’]+\s*(?=[\d½¼¾⅓⅔⅛])/u;
/**
 * A round bullet read as "0", "O", "o" or "(O", or a checkbox read as "[0" or "[J", before words:
 * no line starts with a lone "0" or "O", nor with an "o" before a word in lower case ("o sliced
 * lemon", among rows whose bullets read "»" and "«").
 */
const ROUND_BULLET = /^(?:[0O°]{1,2}|o|\([0Oo@]\)?|\[[0Oo]{0,2}[J\]]?)\s+(?=\p{Ll})/u;
/**
 * A bullet or checkbox read as "0", "[0", "[J" or "OJ" before a capital ("[J Powdered sugar"): no
 * word is "0" or starts with a bracket and a J. A lone "O" stays (it may be a word).
 */
const BOX_BEFORE_CAPITAL = /^(?:0|[[(][0Oo]{0,2}[J\]]?|[0Oo]{1,2}J)\s+(?=\p{Lu})/u;
/**
 * A web page's checkbox read as "[1" or "[1]" before the amount ("[1 1 tbsp gelatin", "[1 2
 * teaspoon olive oil"; its side read as another figure too: "[2 2 Thai chilis"), or as a bare "[" run into it ("[1 Cup warm water"): no amount is written
 * with a square bracket before it.
 */
const BOX_BEFORE_AMOUNT = /^(?:\[[1-9]\]?\s+(?=[\d½¼¾⅓⅔⅛])|\[(?=[1-9]))/u;
/**
 * A checkbox whose inside was read as a mark, or as nothing: "[=] everything bagel seasoning" (a
 * web page's printed box), "[ ] 2 eggs", "[-]". No word or amount is a pair of square brackets
 * around one mark or none. …and an app's round box read as an empty pair of round brackets
 * before a row ("() latsp Black pepper", "( ) 2 eggs"; session 77): no note is empty.
 */
const MARK_BOX = /^(?:\[\s?[=_~-]?\s?\]|\(\s?\))\s+(?=[\p{L}\d½¼¾⅓⅔⅛])/u;
/**
 * A slash or a backslash alone before a word ("/ Method"): a speck on a photo. A slash before a
 * figure is left: it may be a fraction's whose "1" was lost ("/2 cup").
 */
const SLASH_SPECK = /^[/\\]\s+(?=\p{L})/u;
/**
 * Specks after a row's last word. A "+" after a word is kept: it adds what the next row says
 * ("¼ cup butter, melted +" / "2 tablespoons butter", session 67); so is an "&" after a word,
 * which the next row finishes ("unsalted butter (soft &" / "cold)", session 68).
 */
const TRAILING_NOISE = /(?:\s+[|¦!_~=»«]+|(?<!\p{L})\s+[+&]|\s+[^\s\p{L}\p{N})%.!?+&]|[|¦]+)\s*$/u;
/** A heading inside a one-line caption: "Pesto pasta! Ingredients: 200g pasta, …". */
const INLINE_HEADING =
  /([^\n\s])[ \t]+(?=(?:Ingredients|INGREDIENTS|Method|METHOD|Instructions|INSTRUCTIONS|Directions|DIRECTIONS|Steps|STEPS)\s*:)/gu;
const HASHTAG = /(^|[\s(])#([\p{L}\p{N}_]+)/gu;

/** The hashtags of a text, lower case and without '#', first use first. */
export function readHashtags(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.matchAll(HASHTAG)) {
    const tag = (match[2] ?? '').toLowerCase();
    if (tag !== '' && !/^\d+$/.test(tag)) tags.add(tag);
  }
  return [...tags];
}

/** Whether a line is OCR debris: fewer than two letters or digits, or mostly symbols. */
export function isNoiseLine(line: string): boolean {
  const meaningful = line.match(/[\p{L}\p{N}½¼¾]/gu)?.length ?? 0;
  if (meaningful < 2) return true;
  return meaningful / line.replace(/\s/g, '').length < 0.4;
}

const EMOJI_RUN = new RegExp(String.raw`\s*(?:${EMOJI_PART}\s*)+`, 'gu');

/**
 * The head of a line for a title: the text before an emoji, '|' or ' - ' that follows words
 * ("Creamy orzo 🧄 ready in 20 minutes!" → "Creamy orzo"). `printed`: the line is a photographed
 * card's or page's, whose title may name its dish in two parts about a hyphen ("One Pan Pasta -
 * Sausage Tomato & Lentils"): a caption's " - ready in 20 minutes" or a site's name after it is
 * typed text's, so there the hyphen is kept.
 */
export function lineHead(raw: string, printed = false): string {
  const unled = raw.trim().replace(LEADING_EMOJI, '');
  const head =
    unled.split(printed ? /\s+[|•·–—]\s+|\s*\|\s*/u : /\s+[|•·–—-]\s+|\s*\|\s*/u)[0] ?? '';
  const beforeEmoji = head.split(EMOJI_RUN).find((part) => /\p{L}{3}/u.test(part)) ?? head;
  return cleanLine(beforeEmoji);
}

/** One line without bullets, emoji, hashtags and border noise. Keycap numbers become "1.". */
export function cleanLine(raw: string): string {
  // Runs of spaces are one from the start: the patterns below try each space of a run as a start
  // and each as an end (a row of 20,000 spaces took 5 s).
  let line = raw
    .replace(/[\u00A0\u2007\u202F\t]/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  line = line.replace(KEYCAP_NUMBER, '$1. ');
  line = line.replace(LEADING_EMOJI, '');
  line = line.replace(HASHTAG, '$1').replace(EMOJI, ' ');
  for (let pass = 0; pass < 3; pass += 1) {
    const before = line;
    line = line
      .replace(BULLET, '')
      .replace(LETTER_BULLET, '')
      .replace(QUOTE_BEFORE_AMOUNT, '')
      .replace(ROUND_BULLET, '')
      .replace(BOX_BEFORE_CAPITAL, '')
      .replace(BOX_BEFORE_AMOUNT, '')
      .replace(MARK_BOX, '')
      .replace(SLASH_SPECK, '')
      .replace(TRAILING_NOISE, '');
    line = line.trim();
    if (line === before) break;
  }
  return line.replace(/\s{2,}/g, ' ').trim();
}

/**
 * Splits text into lines, joining words hyphenated across a break ("table-" / "spoons" →
 * "tablespoons"). Blank lines are kept as '' (they separate unnumbered steps).
 */
export function splitLines(text: string): string[] {
  return splitRows(text).map((row) => row.text);
}

/** splitLines, with the index of the row of the text (split at line breaks) each line starts on. */
export function splitRows(text: string): { text: string; row: number }[] {
  const joined: { text: string; row: number }[] = [];
  const rows = text.slice(0, MAX_DRAFT_TEXT_LENGTH).replace(/\r\n?/g, '\n').split('\n');
  for (const [row, whole] of rows.entries()) {
    // A run of spaces is one: patterns that try each space of a run as a start and each as an
    // end took seconds on a row of 20,000 spaces. No reading counts them.
    const spaced = whole.replace(/[^\S\n]{2,}/gu, ' ');
    for (const raw of spaced.replace(INLINE_HEADING, '$1\n').split('\n')) {
      const line = raw.trim();
      const previous = joined[joined.length - 1];
      if (previous !== undefined && /\p{Ll}-$/u.test(previous.text) && /^\p{Ll}/u.test(line)) {
        previous.text = previous.text.slice(0, -1) + line;
      } else {
        joined.push({ text: line, row });
      }
    }
  }
  return joined;
}
