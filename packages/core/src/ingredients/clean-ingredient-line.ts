/**
 * Ingredient lines as text recognition, captions and some recipe sites give them → the line the
 * recipe meant (issue 15): bullets and OCR artefacts off the start ("¢ 2 garlic cloves", "▢ 1
 * onion"), invisible format characters out, a fraction spread over spaces closed up ("1 ⁄ 4 cup"),
 * a decimal comma read as a point ("1,5 kg"), an amount written after the name put in front
 * ("soy sauce60 ml" → "60 ml soy sauce"), and two ingredients run together split ("100ml double
 * cream salt and pepper" → "100ml double cream", "salt and pepper").
 */
import { PREPARATION_ADVERBS, PREPARATION_WORDS } from './descriptors.ts';
import { parseQuantity } from './parse-quantity.ts';
import { collapseSpaces, isSpace } from './text.ts';
import { findUnit, readUnit, unitForWord } from './units.ts';
import { madeOnFirstUse } from '../memo.ts';

/** Anything that may start a line and is not the line: bullets, boxes, symbols, OCR debris. */
const LEADING_JUNK = madeOnFirstUse(
  () => /^(?:[^\p{L}\p{N}½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚⅐⅑⅒([{'"‘“.]|\.(?!\d))+/u,
);
/** A bullet read as a letter before an amount: "e 200g flour", "o 2 eggs", "c 1 onion". */
const LETTER_BULLET = /^[eEoOcC]\s+(?=[\d½¼¾⅓⅔⅛])/;
/** A digit or a vulgar fraction first: LEADING_JUNK() and LETTER_BULLET cannot match there. */
const AMOUNT_FIRST = /^[\d½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚⅐⅑⅒]/;
/** Invisible format characters (zero-width joiners, direction marks, soft hyphens). */
export const FORMAT_CHARACTERS = madeOnFirstUse(() => /[\p{Cf}]/gu);
/**
 * FORMAT_CHARACTERS()' characters as UTF-16 units (any high surrogate for the few above U+FFFF), in
 * a pattern without /u: a line with none need not compile the /u one (issue 28). The gates' test
 * checks every code point against FORMAT_CHARACTERS().
 */
const MAY_HOLD_FORMAT_CHARACTER =
  /[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\ud800-\udbff]/;

/** Whether FORMAT_CHARACTERS() may match `text` (MAY_HOLD_FORMAT_CHARACTER). */
export function mayHoldFormatCharacter(text: string): boolean {
  return MAY_HOLD_FORMAT_CHARACTER.test(text);
}
/** "1 ⁄ 4", "1 / 2", "3⁄ 4": a fraction written across spaces. */
const SPACED_FRACTION =
  /(?<![\d.])(\d{1,2}) ?[⁄∕] ?(\d{1,2})(?![\d.])|(?<![\d.])(\d{1,2})(?: \/ ?| ?\/ )(\d{1,2})(?![\d.])/g;
/**
 * "300m/10fl oz milk", "1k/2½lb sausage meat": a metric unit with its last letter lost, known by
 * the imperial alternative after its slash (fluid ounces or pints after millilitres, pounds or
 * ounces after kilograms); "m" alone would be metres.
 */
const CLIPPED_METRIC_UNIT =
  /(\d)(m|k)(?=\/[\d½¼¾⅓⅔⅛.]+\s?(?:(?<=m\/[^a-z]*)(?:fl|pints?|pt)|(?<=k\/[^a-z]*)(?:lbs?|oz))\b)/g;
/**
 * "1?2 cup", "13?4 cups", "1 1\ufffd2 teaspoons": a fraction slash (U+2044) a page's wrong encoding
 * turned into "?" or the replacement character, between a digit and a proper fraction's
 * denominator; read as "/" ("13/4" is then 1¾, as a mixed number that lost its space is).
 */
const LOST_FRACTION_SLASH = /(\d)[?\ufffd]([234568])(?!\d)/g;
/**
 * "1,000 g", "1,500ml": a thousands comma before grams or millilitres, which no one writes to
 * three decimals. Before kilograms or litres it may be a decimal comma ("1,500 kg" on a German
 * page is 1.5 kg), so those are left.
 */
const THOUSANDS_COMMA =
  /(?<![\d,.])(\d{1,3})((?:,\d{3})+)(?=\s?(?:g|grams?|grammes?|ml|millilit(?:re|er)s?)\b)/gi;
/**
 * "1,5 kg", "2,25 l", "0,333 cup", "1,33333 l": a decimal comma (not "1,000", a thousands comma,
 * whose groups are of three digits; after a lone 0 three digits too, as no count is "0,125").
 */
const DECIMAL_COMMA = /(?<![\d,])(\d+),(\d{1,2}|\d{4,}|(?<=(?<![\d,])0,)\d+)(?![\d,])/g;
/**
 * Words that make a trailing amount a note ("enough for 1 tablespoon", "leaves from 4 ribs"), at
 * the start or after white space: `(?<!\S)`, where `(?:^|\s)` had V8 emit the words twice, one
 * copy for each way in (bytecode 6.9 KB), for a pattern only tested.
 */
export const NOTE_BEFORE_AMOUNT =
  /(?<!\S)(?:for|of|from|with|to|about|approx|approximately|makes|into|in|plus|or|and|by|than|per|each|x)[\s,]*$/i;

/**
 * Whether the line starts with an amount: a digit, a fraction, or "a"/"an" and a word. Without
 * the `u` flag: every character here is one UTF-16 unit and no other folds to "a" or "n", so the
 * matches are the same and V8 compiles it without Unicode case folding (decision 0020).
 */
const STARTS_WITH_AMOUNT = /^(?:[\d½¼¾⅓⅔⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚⅐⅑⅒.]|an?\s)/i;
/**
 * An amount ending a line after its name, from the amount's first digit: "60 ml" of "soy
 * sauce60 ml", "500 g, minced" of "green cabbage500 g, minced", "175g/6oz" of "Caster sugar
 * 175g/6oz", "8 pincées" of "Sel fin : 8 pincées" (a unit in Latin-1 letters). Group 1 the number, 2 the unit, 3 an alternative after "/", 4 what opens a note
 * after it (comma or bracket), 5 the note.
 */
export const TRAILING_AMOUNT =
  /^(\d+(?:[./]\d+)?(?:\s*[½¼¾⅓⅔⅛⅜⅝⅞]|\s+\d\/\d)?|[½¼¾⅓⅔⅛⅜⅝⅞])\s*([a-zA-Zà-öø-ÿ\u3040-\u9fff\uac00-\ud7a3][a-zA-Zà-öø-ÿ\u3040-\u9fff\uac00-\ud7a3. ]{0,12}?)\.?\s*(\/\s*[\d½¼¾⅓⅔⅛⅜⅝⅞][\d./½¼¾⅓⅔⅛⅜⅝⅞ ]*[a-zA-Z]+(?:\s+oz)?\.?)?\s*(?:([,;(+])\s*(.*))?$/;
/**
 * TRAILING_AMOUNT on `tail`, run only where the tail holds a character its unit may open with
 * (group 2's first class: ASCII letters, Latin-1's small letters, kana and CJK, Hangul): every
 * match has one, and a tail that is a bare number ("basil leaves, note 5") has none.
 */
export function trailingAmountOf(tail: string): RegExpExecArray | null {
  for (let index = 0; index < tail.length; index += 1) {
    const code = tail.charCodeAt(index);
    const lower = code | 0x20;
    if (
      (lower >= 0x61 && lower <= 0x7a) ||
      (code >= 0xe0 && code <= 0xff && code !== 0xf7) ||
      (code >= 0x3040 && code <= 0x9fff) ||
      (code >= 0xac00 && code <= 0xd7a3)
    ) {
      return TRAILING_AMOUNT.exec(tail);
    }
  }
  return null;
}
/** Where a trailing amount may start: a digit or a vulgar fraction ("Heavy cream, 1½ cups"). */
const DIGIT = /[\d½¼¾⅓⅔⅛⅜⅝⅞]/;
const LETTER = madeOnFirstUse(() => /\p{L}/u);

/**
 * Two seasonings that are a line of their own, run on after another ingredient: "… double cream
 * salt and pepper". Group 1 the first ingredient, 2 the seasoning pair.
 */
const RUN_ON_SEASONING =
  /^(.*?\S)\s+((?:(?:sea|table|kosher|flaky|fine|coarse|rock)\s+)*salt\s*(?:and|&|\+)\s*(?:(?:freshly\s+)?(?:ground|cracked)\s+)?(?:(?:black|white)\s+)?pepper)\s*[.,;]?$/i;

const SALT = /salt/i;

/**
 * Words after which a seasoning pair belongs to the same line ("season with salt and pepper",
 * "1 tsp each salt and pepper").
 */
const JOINING_WORD =
  /(?:^|\s)(?:with|and|or|of|for|to|plus|in|by|the|a|some|extra|more|generous|good|pinch|pinches|dash|grind|grinds|season|seasoning|each|little|bit|few|twists?|turns?)$/i;

/**
 * A second amount with a unit after an ingredient's name: " 1/2 tsp pepper" in "1 tsp salt 1/2
 * tsp pepper", " 100 g sugar" in "2 eggs 100 g sugar". Group 1 the unit, 2 the next word.
 */
const SECOND_AMOUNT = madeOnFirstUse(
  () => /\s\d+(?:[./]\d+)?(?:\s+\d\/\d)?\s*([a-zA-Z]+)\.?\s+(\p{L}+)/gu,
);
const SPACE_DIGIT = /\s\d/;
/** What ends the part of a line where a second ingredient may start (notes, brackets). */
const SECOND_AMOUNT_END = /[,(;:+]/;
/** The first line's name must end in a word of two letters or more ("… salt", not "… x"). */
const ENDS_IN_WORD = madeOnFirstUse(() => /\p{L}\p{L}$/u);
/** A number and a word last ("…/1lb 4oz-1lb"): when the word is a unit, the text is all amount. */
const ENDS_IN_NUMBER_AND_WORD = madeOnFirstUse(() => /\d\s*(\p{L}+)$/u);

/** "Ib", "Ibs": pounds with a capital I for the l, as pages misspell them. */
const POUNDS_MISSPELT = /^Ibs?$/;

/**
 * "500-600g/1lb 4oz-1lb" before "5oz": an amount ends it, so the one after goes on with it
 * ("500g/1Ib 2oz" too: no word is spelt "Ib").
 */
function endsInAmount(text: string): boolean {
  const last = ENDS_IN_NUMBER_AND_WORD().exec(text);
  const word = last?.[1] ?? '';
  return last !== null && (isUnit(word) || POUNDS_MISSPELT.test(word));
}

/**
 * Words before a second amount that keep it in the same line ("with 1 tbsp water", "or 2 tsp",
 * "1 cup minus 2 tablespoons flour", "1 cup less 2 tablespoons sugar").
 */
const KEEPS_SECOND_AMOUNT =
  /(?:^|\s)(?:with|and|or|of|for|to|plus|minus|less|in|into|by|about|approx|approximately|around|each|per|x|than|at|from|makes|serves|yields|weighing|circa|ca|di|de|du|à|je|von)$/i;

/** Words that open a note, not an ingredient, after an amount ("150 g each", "500 g total"). */
const NOTE_AFTER_AMOUNT = /^(?:each|total|in|per|apiece|piece|pieces|or|and|of|to|whole)$/i;

/** Measuring units only (not packs or portions), so "2 eggs 1 can beans" is not read as one. */
function isMeasure(word: string): boolean {
  const unit = findUnit(word);
  return unit !== undefined && unit.kind === 'measure';
}

/** Any unit the table knows ("g", "tbsp", "tin"), for an amount written after a name. */
function isUnit(word: string): boolean {
  return findUnit(word.trim()) !== undefined;
}

/**
 * A spoon's letter after a number: "T" a tablespoon, "t" a teaspoon ("Amaretto, 1 T", "Maple
 * syrup (about 1 1/2 T)"). The unit table leaves single letters out (the parser reads them only
 * after a number), and an amount written after the name is always after its number.
 */
const isSpoonLetter = (word: string): boolean => {
  const letter = word.trim();
  return letter === 'T' || letter === 't';
};

/** French spoons: "c. à café", "cuillère à soupe", "c.à.s." → tsp or tbsp. */
const FRENCH_SPOON_HINT = /\bc(?:uill(?:[eè]res?)?)?\.?\s*à\s*/i;
/** Also "cuill. à soupe", "c.à.s" with a point after the "à", and "càc", "càs" without points. */
const FRENCH_SPOON = madeOnFirstUse(
  () =>
    /\bc(?:uill(?:[eè]res?)?)?\.?\s*à\.?\s*(caf[eé]|th[eé]|soupe|c\.?|s\.?)(?:\s*\.)?(?![\p{L}])/giu,
);
const frenchSpoon = (_all: string, kind: string): string =>
  /^(?:caf|th|c)/i.test(kind) ? 'tsp' : 'tbsp';

/** What may need a clean start: a bullet or symbol first, a letter bullet, or any non-ASCII. */
const MAYBE_DIRTY_START = /^(?:[^\dA-Za-z(]|[eEoOcC]\s+\d)|[^\x20-\x7e]/;
const SPACED_FRACTION_HINT = /\d ?[⁄∕/] ?\d/;
const DECIMAL_COMMA_HINT = /\d,\d/;
const ORDINAL_FRACTION = /(\d\/\d+)(?:st|nd|rd|th)\b/g;
/**
 * Any of the three hints above, or the "à" of a French spoon (not ASCII, so the first hint's):
 * one test for the line that needs no cleaning, which is nearly every line.
 */
/** A Japanese kana, a CJK ideograph (U+3040-U+9FFF) or a Hangul syllable (U+AC00-U+D7A3). */
const HAS_CJK = /[\u3040-\u9fff\uac00-\ud7a3]/;
/** "大さじ2", "小さじ1/3", "カップ½": a spoon or a cup, then its number. */
const JAPANESE_MEASURE_BEFORE_NUMBER =
  /(大さじ|小さじ|カップ)\s*(\d+(?:[./]\d+)?(?:\s*[½¼¾⅓⅔])?|[½¼¾⅓⅔])/g;
/**
 * "卵(60g 程度) 2個", "めんつゆ（3倍濃縮） 1大さじ": a bracket between a name of one word and its
 * amount, put after the amount (where a note goes). Group 1 the name, 2 the bracket's text, 3
 * the amount.
 */
const BRACKET_BEFORE_CJK_AMOUNT =
  /^([^\s(（]+)\s*[(（]([^()（）]*)[)）]\s+(\d[\d./]*[^\s\d./]{0,4})$/;
/**
 * "2个", "4個", "1/4個", "3根": a Chinese or Japanese count's classifier after its number, which
 * says only that the things are counted, as Indian English's "nos" does.
 */
const CJK_COUNTED = /(\d|[½¼¾⅓⅔⅛])\s*[个個只颗顆根本条條](?!\s*[\d½¼¾⅓⅔⅛])\s*/g;
/**
 * "一个 土豆", "半个 青椒", "一个半 番茄", "一勺 酱油": a Chinese numeral opening the line before
 * a classifier or a measure (a half after them is added). Group 1 the numeral, 2 a half before,
 * 3 the classifier or measure, 4 a half after.
 */
const CHINESE_NUMERAL_AMOUNT =
  /^(?:([一二两兩三四五六七八九十])|(半))([个個只颗顆根本条條勺杯片瓣块塊把束袋包罐枚])(半)?\s*/;
const CHINESE_NUMERALS = '一二三四五六七八九十';
/**
 * "水 適量", "适量 黑胡椒粉", "黒こしょう 少々": "as needed" or "a little" before or after the
 * name, a note, as "to taste" is.
 */
const CJK_VAGUE_FIRST =
  /^(适量|適量|少々|少许|少許|少量|適宜|お好みで|약간|적당량|적당히|조금|취향껏)\s+(\S.*)$/;
const CJK_VAGUE_LAST =
  /^(.*\S)\s+(适量|適量|少々|少许|少許|少量|適宜|お好みで|약간|적당량|적당히|조금|취향껏)$/;
/**
 * "2개", "1/2 개", "1마리", "2알": a Korean count's word after its number ("개" things, "마리"
 * animals, "알" eggs and cloves, "모" a block of tofu), dropped as "个" is; a word of its own
 * ("개" not followed by Hangul).
 */
const KOREAN_COUNTED = /(\d|[½¼¾⅓⅔⅛])\s*(?:개|마리|알|모)(?![\uac00-\ud7a3])(?!\s*[\d½¼¾⅓⅔⅛])\s*/g;
/**
 * "소금 한 꼬집", "반 컵", "부추 한 줌", "양파 반 개": a Korean numeral (한 1, 두 2, 세 3, 네 4, 반
 * a half) as a word of its own before a measure or a count's word, read as its number. Group 1
 * what is before it, 2 the numeral, 3 the measure or count.
 */
const KOREAN_NUMERAL_BEFORE_UNIT =
  /(^|\s)(한|두|세|네|반)\s*(큰술|작은술|컵|꼬집|줌|쪽|단|대|포기|통|장|조각|캔|봉지|팩|스푼|숟가락|개|마리|알|모)(?![\uac00-\ud7a3])/g;
const KOREAN_NUMERALS: Readonly<Record<string, string>> = {
  한: '1',
  두: '2',
  세: '3',
  네: '4',
  반: '1/2',
};

/** A Chinese or Japanese line's amounts as the parser reads them (the patterns above). */
function withCjkAmountsRead(text: string): string {
  const numeral = CHINESE_NUMERAL_AMOUNT.exec(text);
  const counted =
    numeral === null
      ? text
      : `${(numeral[1] === undefined ? 0 : numeral[1] === '两' || numeral[1] === '兩' ? 2 : CHINESE_NUMERALS.indexOf(numeral[1]) + 1) + (numeral[2] !== undefined || numeral[4] !== undefined ? 0.5 : 0)}${numeral[3] ?? ''} ${text.slice(numeral[0].length)}`;
  const vague = CJK_VAGUE_FIRST.exec(counted) ?? CJK_VAGUE_LAST.exec(counted);
  const noted =
    vague === null
      ? counted
      : CJK_VAGUE_FIRST.test(counted)
        ? `${vague[2]}, ${vague[1]}`
        : `${vague[1]}, ${vague[2]}`;
  return withoutUnitTwice(noted.replace(CJK_COUNTED, '$1 ').replace(KOREAN_COUNTED, '$1 '));
}

/** "250 g 克 牛油", "½ tsp 茶匙 细盐": a unit in Latin letters, then Chinese or Japanese letters. */
const LATIN_UNIT_THEN_CJK = /^[\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./\s]*?\s*([A-Za-z]+)\.?\s+(?=[\u3040-\u9fff])/;

/**
 * "250 g 克 牛油", "130 ml 毫升 牛奶", "½ tsp 茶匙 细盐": a bilingual page's unit written twice,
 * in English and then in Chinese; the second goes, so the name is the food's.
 */
function withoutUnitTwice(text: string): string {
  const latin = LATIN_UNIT_THEN_CJK.exec(text);
  if (latin === null) return text;
  const second = readUnit(text, latin[0].length, true);
  const first = findUnit(latin[1] ?? '');
  if (second === null || first === undefined || first.canonical !== second.unit.canonical)
    return text;
  return `${text.slice(0, latin[0].length)}${text.slice(second.end).trimStart()}`;
}

const MAY_NEED_CLEANING = /^(?:[^\dA-Za-z(]|[eEoOcC]\s+\d)|[^\x20-\x7e]|\d ?[⁄∕/?] ?\d|\d,\d/;

/**
 * The line's start, invisible characters, spaced fractions, decimal commas and French spoons
 * cleaned: `cleanIngredientLine`'s steps for the few lines MAY_NEED_CLEANING finds, in a function
 * of its own so the optimising compiler does not build them into every caller of that one.
 */
function cleanedCharacters(line: string): string {
  let text = line;
  if (MAYBE_DIRTY_START.test(text)) {
    text = (mayHoldFormatCharacter(text) ? text.replace(FORMAT_CHARACTERS(), '') : text).trim();
    // A line that opens with its amount ("½ tsp", "2–3 tbsp", "200g crème fraîche") has no junk
    // or letter bullet to take off: the loop's two patterns are not run for it.
    for (let pass = 0; pass < 3 && !AMOUNT_FIRST.test(text); pass += 1) {
      const before = text;
      text = text.replace(LEADING_JUNK(), '').replace(LETTER_BULLET, '').trim();
      if (text === before) break;
    }
  }
  if (text.includes('?') || text.includes('\ufffd')) {
    text = text.replace(LOST_FRACTION_SLASH, (all, numerator: string, denominator: string) =>
      Number(numerator) < Number(denominator) ? `${numerator}/${denominator}` : all,
    );
  }
  if (SPACED_FRACTION_HINT.test(text)) {
    text = text.replace(SPACED_FRACTION, (_all, a?: string, b?: string, c?: string, d?: string) =>
      a !== undefined ? `${a}/${b ?? ''}` : `${c ?? ''}/${d ?? ''}`,
    );
  }
  if (DECIMAL_COMMA_HINT.test(text)) {
    text = text
      .replace(
        THOUSANDS_COMMA,
        (_all, head: string, groups: string) => head + groups.replaceAll(',', ''),
      )
      .replace(DECIMAL_COMMA, '$1.$2');
  }
  // "1/4th cup", "1/3rd tsp": a fraction written with an ordinal's ending is the fraction.
  if (text.includes('/')) text = text.replace(ORDINAL_FRACTION, '$1');
  if (text.includes('à') && FRENCH_SPOON_HINT.test(text)) {
    text = text.replace(FRENCH_SPOON(), frenchSpoon);
  }
  return text;
}

/**
 * "Salt u0026 black pepper", "Jalapeu00f1o": a JSON escape whose backslash a site lost ("\u0026" is
 * "&"). Latin-1's printable characters and the dashes, quotes and fraction slash of u20xx; four
 * hexadecimal digits, which no word of a recipe holds after a "u".
 */
const LOST_ESCAPE = /\\?u(00[2-7a-f][0-9a-f]|20(?:1[34689cd]|44))(?![0-9a-f])/gi;

function withLostEscapesRead(line: string): string {
  return line.replace(LOST_ESCAPE, (_all, code: string) => String.fromCharCode(parseInt(code, 16)));
}

/**
 * "&frac12; cup", "salt &amp; pepper", "1&#189; tsp", "jalape&ntilde;os": an HTML character
 * reference a site's data or a pasted export left undecoded (the scraper decodes a page's own, with
 * the full table, before a line reaches the parser; text pasted or imported comes here as written).
 * Numbered references are all read; named ones from the table below, those recipe text carries:
 * the fractions, "&" and the quotes, dashes and spaces, "°" and "×", and the accented letters of
 * food words ("pur&eacute;e", "cr&egrave;me fra&icirc;che"). A name the table lacks is left as
 * written, and so is an "&" that begins no reference ("salt & pepper", "M&S; beans").
 */
const HTML_ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]{2,8}\d{0,2}));/gi;
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['frac12', '½'],
  ['half', '½'],
  ['frac14', '¼'],
  ['frac34', '¾'],
  ['frac13', '⅓'],
  ['frac23', '⅔'],
  ['frac15', '⅕'],
  ['frac25', '⅖'],
  ['frac35', '⅗'],
  ['frac45', '⅘'],
  ['frac16', '⅙'],
  ['frac56', '⅚'],
  ['frac18', '⅛'],
  ['frac38', '⅜'],
  ['frac58', '⅝'],
  ['frac78', '⅞'],
  ['frasl', '⁄'],
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['nbsp', ' '],
  ['ensp', ' '],
  ['emsp', ' '],
  ['thinsp', ' '],
  ['shy', ''],
  ['quot', '"'],
  ['apos', "'"],
  ['rsquo', '’'],
  ['lsquo', '‘'],
  ['rdquo', '”'],
  ['ldquo', '“'],
  ['sbquo', '‚'],
  ['bdquo', '„'],
  ['laquo', '«'],
  ['raquo', '»'],
  ['prime', '′'],
  ['Prime', '″'],
  ['ndash', '–'],
  ['mdash', '—'],
  ['minus', '−'],
  ['hellip', '…'],
  ['middot', '·'],
  ['bull', '•'],
  ['deg', '°'],
  ['ordm', 'º'],
  ['times', '×'],
  ['plusmn', '±'],
  ['micro', 'µ'],
  ['reg', '®'],
  ['trade', '™'],
  ['copy', '©'],
  ...accentedLetters(),
]);

/**
 * "&eacute;" é, "&Eacute;" É: the accented letters of Latin-1 by their names, a letter and its
 * accent (a case-sensitive name, as HTML's). "&szlig;", "&aelig;" and "&oelig;" after them.
 */
function* accentedLetters(): Generator<[string, string]> {
  const marks: readonly [string, string, string][] = [
    ['acute', 'aeiouyAEIOUY', '\u0301'],
    ['grave', 'aeiouAEIOU', '\u0300'],
    ['circ', 'aeiouAEIOU', '\u0302'],
    ['uml', 'aeiouyAEIOU', '\u0308'],
    ['tilde', 'anoANO', '\u0303'],
    ['cedil', 'cC', '\u0327'],
    ['ring', 'aA', '\u030a'],
    ['slash', 'oO', '\u0338'],
  ];
  for (const [mark, letters, combining] of marks) {
    for (const letter of letters) {
      // "ø" has no composed form by its combining stroke: written out.
      const composed = mark === 'slash' ? (letter === 'o' ? 'ø' : 'Ø') : `${letter}${combining}`;
      yield [`${letter}${mark}`, composed.normalize('NFC')];
    }
  }
  yield ['szlig', 'ß'];
  yield ['aelig', 'æ'];
  yield ['AElig', 'Æ'];
  yield ['oelig', 'œ'];
  yield ['OElig', 'Œ'];
}

/**
 * "&#146;", "&#150;": numbers 128 to 159, which name control characters, read as the Windows
 * characters old pages meant by them (as HTML reads them): the quotes, dashes, "…", "•", "™", "€".
 */
const WINDOWS_1252_CONTROLS = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** The character a numbered reference stands for, or null for one that stands for none. */
function numberedCharacter(code: number): string | null {
  if (code === 9 || code === 10 || code === 13) return ' ';
  if (code < 32 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
  if (code >= 0x80 && code <= 0x9f) return WINDOWS_1252_CONTROLS.charAt(code - 0x80);
  return String.fromCodePoint(code);
}

/**
 * "2&frac12oz; butter": the three fractions HTML reads without their ";" (its legacy entities, as
 * a browser shows them), here where a page put the ";" after the unit.
 */
const LEGACY_FRACTION_ENTITY = /&(frac12|frac14|frac34)(?!;)/gi;

/** One pass of `withHtmlEntitiesRead` over the text. */
function withReferencesRead(line: string): string {
  return line.replace(
    HTML_ENTITY,
    (entity, decimal?: string, hexadecimal?: string, named?: string): string => {
      if (named !== undefined) {
        return NAMED_ENTITIES.get(named) ?? NAMED_ENTITIES.get(named.toLowerCase()) ?? entity;
      }
      const code = decimal !== undefined ? Number(decimal) : parseInt(hexadecimal ?? '', 16);
      return numberedCharacter(code) ?? entity;
    },
  );
}

function withHtmlEntitiesRead(line: string): string {
  const legacy = line.includes('&frac')
    ? line.replace(
        LEGACY_FRACTION_ENTITY,
        (_all, name: string) => NAMED_ENTITIES.get(name.toLowerCase()) ?? '',
      )
    : line;
  const read = withReferencesRead(legacy);
  // "&amp;frac12;": data escaped twice, its "&" escaped again, is read a second time (a line
  // holding the text of a reference itself, "&frac12;", is not one a cook writes).
  return legacy.includes('&amp;') && read.includes('&') ? withReferencesRead(read) : read;
}

/**
 * "any combination of the following: ", "a mix of the following:": a choice among the things listed
 * after it, which name the line, the first one its name as for "onion sprouts, radish sprouts"
 * (was named "combination of the following"). Only with "the following" and its colon.
 */
const CHOICE_OF_THE_FOLLOWING =
  /\b(?:(?:any|a|an)\s+)?(?:combination|mix|mixture|selection|assortment|choice)\s+of\s+the\s+following\s*:\s*/i;

/** ",or", "flour,sifted": a comma a word follows with no space, after a word or a bracket. */
const COMMA_BEFORE_LETTER = /[A-Za-z)],[A-Za-z]/;

/**
 * A comma typed twice (",,") and a comma with no space after it before a word ("fresh yeast,or
 * 7g instant yeast"): what a page's typing adds that changes nothing ("fresh yeast,or 7g instant
 * yeast" kept the alternative that ", or 7g instant yeast" leaves).
 */
function withPunctuationTidied(line: string): string {
  return line.replace(REPEATED_COMMA, ',').replace(COMMA_BEFORE_WORD, ', ');
}
/** A footnote's mark closing a line after an amount set after a comma or in a bracket. */
const FOOTNOTE_AFTER_TRAILING_AMOUNT =
  /([,(]\s*(?:about\s+|approx\.?\s+|~)?[\d½¼¾⅓⅔⅛][^,()*†]*\)?)[*†]+\s*$/iu;

/**
 * A footnote's asterisk or dagger closing a word ("unbleached, all-purpose flour*", "flour*,
 * sifted"), taken off for the parser only (`wordsForTheParser`): the name's reader took the marks
 * off only after the commas were read, so "unbleached, all-purpose flour*" was named "unbleached"
 * where the line without the mark is named "unbleached all-purpose flour". A mark after a number
 * or a space ("2 * 400g", "* to taste") is left to the readers of those.
 */
const FOOTNOTE_AFTER_WORD = /(?<=[A-Za-z\u00c0-\u024f)])[*†]+(?=[\s,;:.)]|$)/g;
const REPEATED_COMMA = /,(?:\s*,)+/g;
const COMMA_BEFORE_WORD = /(?<=[A-Za-z)]),(?=[A-Za-z])/g;

/** "1Ib", "2 Ibs": a pound's l as a capital I, after a number. */
const POUND_WITH_CAPITAL_I = /(\d\s?)Ib(?=s?(?![\p{L}\d]))/gu;

/** The API's limit on a line (2,000 characters): a longer line has its blank runs collapsed. */
const MAX_CLEANED_LENGTH = 2000;

/**
 * One ingredient line cleaned: artefacts off the start, invisible characters out, spaced
 * fractions closed up, decimal commas read, a trailing amount moved in front. Never throws.
 * One test first finds whether any character step has anything to do: most lines need none.
 */
export function cleanIngredientLine(line: string): string {
  // A line longer than any real one (a scraped page's run of blanks): its blank runs read as one
  // space first, so no rule below tries each blank of a 50 KB run in turn (issue 31). The rest
  // of the line is read whole, as it was (the rules are linear on it, session 73).
  const collapsed = line.length > MAX_CLEANED_LENGTH ? collapseSpaces(line, 'runs') : line;
  if (collapsed !== line) return cleanIngredientLine(collapsed);
  const unescaped = line.includes('u00') || line.includes('u20') ? withLostEscapesRead(line) : line;
  const read =
    unescaped.includes('&') && (unescaped.includes(';') || unescaped.includes('&frac'))
      ? withHtmlEntitiesRead(unescaped)
      : unescaped;
  const commas =
    read.includes(',,') || COMMA_BEFORE_LETTER.test(read) ? withPunctuationTidied(read) : read;
  // "Heavy cream, 1½ cups*": a mark after an amount written after the name goes, for the amount
  // to be moved in front; any other mark stays in the line shown (`wordsForTheParser`).
  const tidied =
    commas.endsWith('*') || commas.endsWith('†')
      ? commas.replace(FOOTNOTE_AFTER_TRAILING_AMOUNT, '$1')
      : commas;
  // "1Ib 5oz potatoes" (BBC Good Food): a capital I typed or read for the l of a pound.
  const pounds = tidied.includes('Ib') ? tidied.replace(POUND_WITH_CAPITAL_I, '$1lb') : tidied;
  const mayNeedCleaning = MAY_NEED_CLEANING.test(pounds);
  const characters = mayNeedCleaning ? cleanedCharacters(pounds) : pounds;
  // "醤油 大さじ2": a Japanese spoon or cup before its number, put after it ("2大さじ") as every
  // other unit is, for the amount after the name to be moved in front.
  const cleaned =
    mayNeedCleaning && HAS_CJK.test(characters)
      ? characters
          .replace(
            KOREAN_NUMERAL_BEFORE_UNIT,
            (_all, before: string, numeral: string, unit: string) =>
              `${before}${KOREAN_NUMERALS[numeral] ?? numeral}${unit}`,
          )
          .replace(JAPANESE_MEASURE_BEFORE_NUMBER, '$2$1')
          .replace(BRACKET_BEFORE_CJK_AMOUNT, '$1 $3 ($2)')
      : characters;
  const listed = mayBeNumbered(cleaned) ? cleaned.replace(LIST_NUMBER, '') : cleaned;
  const unitRead = GLUED_UNIT_HINT.test(listed)
    ? withoutGluedUnit(listed)
    : withoutRepeatedUnit(listed);
  const unglued = mayHaveUnitGluedToName(unitRead) ? withUnitUngluedFromName(unitRead) : unitRead;
  const sized = mayBeSizeOrSize(unglued)
    ? unglued.replace(SIZE_OR_SIZE, '$1$2 (or $3 $4)')
    : unglued;
  const packed =
    sized.includes(', ') && mayHaveSizeInCommas(sized)
      ? sized.replace(PACK_SIZE_IN_COMMAS, '$1 ($2) ').replace(PORTION_SIZE_IN_COMMAS, '$1 ($2) ')
      : sized;
  const glued =
    packed.includes(' e ') || packed.includes(' y ')
      ? packed.replace(WHOLE_AND_FRACTION, (_all, whole: string, part: string) =>
          whole === '0' ? part : `${whole} ${part}`,
        )
      : packed;
  const unclipped =
    glued.includes('m/') || glued.includes('k/')
      ? glued.replace(CLIPPED_METRIC_UNIT, (_all, number: string, unit: string) =>
          unit === 'm' ? `${number}ml` : `${number}kg`,
        )
      : glued;
  // "following", not "the following": a page's doubled space ("the  following:") reads the same.
  const chosen = unclipped.includes('following')
    ? unclipped.replace(CHOICE_OF_THE_FOLLOWING, '')
    : unclipped;
  const verbs =
    chosen.includes('ly ') && ADVERB_AND_VERB.test(chosen)
      ? chosen.replace(ADVERBS_AND_VERBS, (_all, adverb: string, verb: string) => {
          const lower = verb.toLowerCase();
          return `${adverb} ${CUTTING_PARTICIPLES[lower] ?? lower}`;
        })
      : chosen;
  // "1/2 cup crushed tomatoes.", "3 cups cranberries, fresh or frozen.": a sentence's full stop
  // ending the line is no part of its last word. (A closing comma stays: on a photo or in typed
  // text it says the line goes on in the next row; the parser's words drop it.)
  const text = verbs.charCodeAt(verbs.length - 1) === 46 ? withoutClosingFullStop(verbs) : verbs;
  return STARTS_WITH_AMOUNT.test(text) &&
    !(text.includes('%') && PER_CENT_FIRST.test(text)) &&
    !isGradeFraction(text)
    ? text
    : withAmountInFront(text);
}

/**
 * A full stop closing the line after a word of two letters or more or a bracket ("tomatoes.",
 * "(optional)."); not one closing an abbreviation of single letters ("q.b.") or the count word
 * "no." ("Tomato 2 no.").
 */
const CLOSING_FULL_STOP = /(?<=(?:\p{L}\p{L}|\)))(?<!\bnos?)\.\s*$/iu;
/**
 * "Egg whites (large), 5.", "Lemons: 3.": a full stop after an amount written last, apart from
 * the name before it by a space, a comma or a colon (a number alone, "5.", is a list's number).
 */
const CLOSING_FULL_STOP_AFTER_AMOUNT = /(?<=[\s,:][\d½¼¾⅓⅔⅛⅜⅝⅞/]{1,8})\.\s*$/u;
/** A letter, which a line with an amount written last has before it. */
const ANY_LETTER = /\p{L}/u;

/** `text`, which ends in a full stop, without a sentence's full stop closing it. */
function withoutClosingFullStop(text: string): string {
  const stopped = text.replace(CLOSING_FULL_STOP, '');
  if (stopped !== text || !ANY_LETTER.test(text)) return stopped;
  return text.replace(CLOSING_FULL_STOP_AFTER_AMOUNT, '');
}
/** A comma, semicolon or space closing the line. */
const CLOSING_COMMA_OR_SPACE = /[\s,;]/;

/**
 * `text`, which ends in a comma or semicolon, without the commas, semicolons and spaces closing
 * it: read back from its end (a regex ending in `*$` tried each of a long run in turn, seconds for
 * a pasted line of 20,000 ", ").
 */
function withoutClosingCommas(text: string): string {
  let end = text.length;
  while (end > 0 && CLOSING_COMMA_OR_SPACE.test(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

/**
 * "thinly slice scallions", "finely chop", "coarsely grate": after an adverb of preparation, the
 * verb where the participle was meant (a slip, or the page's instruction written into the line)
 * is that participle; nothing sold is named by such a pair. Not before "of": "1 thinly slice of
 * bread" is a slice, the noun.
 */
const ADVERB_AND_VERB =
  /\b(finely|thinly|thickly|roughly|coarsely)\s+(slice|chop|dice|mince|grate|shred|crush|cube|julienne)\b(?![-']|\s+of\b)/i;
const ADVERBS_AND_VERBS = new RegExp(ADVERB_AND_VERB.source, 'gi');

/** The participles of ADVERB_AND_VERB's verbs. */
const CUTTING_PARTICIPLES: Readonly<Record<string, string>> = {
  slice: 'sliced',
  chop: 'chopped',
  dice: 'diced',
  mince: 'minced',
  grate: 'grated',
  shred: 'shredded',
  crush: 'crushed',
  cube: 'cubed',
  julienne: 'julienned',
};

/**
 * "clove(s)", "milliliter(s)": a word's plural mark, with more of the line after it (an amount
 * on a line of its own, "25 milliliter(s)", is left as the page wrote it).
 */
const PLURAL_MARK = /(?<=[A-Za-z])\(s\)(?=[\s,;]*[^\s,;])/g;
/** "1 unit(s) shallot", as meal-kit sites write a count: the word says only that it is one. */
const COUNT_UNIT_WORD = madeOnFirstUse(
  () => /^([\d½¼¾⅓⅔⅛./\s]*\d[\d½¼¾⅓⅔⅛./]*|[½¼¾⅓⅔⅛])\s*units?\s+(?=\p{L})/u,
);

/** "2 nos onion", "1 no. tomato": Indian English's "numbers" after a count. */
const COUNT_WORD = /^([\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./-]*)\s*(?:nos\.?|no\.)\s+(?=[A-Za-z])/i;
const COUNT_WORD_HINT = /^[\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./-]*\s*no/i;

/**
 * "q.b. azeite": the Portuguese and Italian "as much as needed" before the name, put after it,
 * where it is a note ("Sale q.b."), as "适量 黑胡椒粉" is read. Group 1 the words, 2 the name.
 */
const AS_NEEDED_FIRST = madeOnFirstUse(() => /^(q\.\s?b\.?)\s+(\p{L}.*)$/iu);

/**
 * A cleaned line as the parser reads it, where the line a cook sees keeps the page's words: a
 * word's plural mark and the count words after a number are dropped (`withoutPluralMarks`;
 * "2 nos onion", "1 no. tomato" are 2 onions and 1 tomato), and a 1 misread as "l" or "I" is 1.
 */
export function wordsForTheParser(line: string): string {
  // "4 cloves,", "2 cups milk;": a comma or semicolon closing the line opens nothing after it.
  const lastMark = line.charCodeAt(line.length - 1);
  const closed = lastMark === 44 || lastMark === 59 ? withoutClosingCommas(line) : line;
  // "2 cups , approximately, sugar", "1 can sliced , peeled chiles": a page's space before a comma
  // parts nothing the comma does not (the hedge and the two preparations were read as the name).
  const commas =
    closed.includes(' ,') || closed.includes('\u00a0,')
      ? closed.replace(SPACE_BEFORE_COMMA, ',')
      : closed;
  // "1 cup, about 4 ounces, hazelnuts": a measure set off by commas after the first, as brackets.
  const measures = SET_OFF_MEASURE_HINT.test(commas) ? withSetOffMeasures(commas) : commas;
  // "1 whole head and 2 cloves garlic": the word before the first portion is the name's. The
  // first letter is tested first: each search for " and " stops at every space of the line.
  const pair =
    MAY_OPEN_WITH_DESCRIBING_WORD.test(measures) &&
    (measures.includes(' and ') || measures.includes(' plus '))
      ? withDescribedPortionPair(measures)
      : measures;
  // A footnote's mark ("sugar*", "wine†"): the line shown keeps it, to point at its note.
  const text =
    pair.includes('*') || pair.includes('†') ? pair.replace(FOOTNOTE_AFTER_WORD, '') : pair;
  // "1 (2″) piece ginger", "1 cup 1/2-in. cubes pineapple": a double prime is the inch mark, and
  // "-in." after a number the "-inch" of a size.
  const inches =
    text.includes('″') || text.includes('-in')
      ? text.replaceAll('″', '"').replace(INCH_ABBREVIATED, '-inch')
      : text;
  const first = inches.charCodeAt(0);
  const read =
    (first === 108 || first === 73) && OCR_ONE().test(inches)
      ? `1${inches.slice(1)}`
      : first === 113 || first === 81
        ? inches.replace(AS_NEEDED_FIRST(), '$2 $1')
        : inches;
  const typed = mayHaveLBeforeDigit(read) ? read.replace(L_FOR_ONE_BEFORE_DIGIT(), '1') : read;
  const digit = typed.charCodeAt(0);
  const ones =
    digit >= 48 && digit <= 57 && METRIC_TYPO.test(typed)
      ? typed.replace(O_FOR_ZERO_BEFORE_METRIC, '$10').replace(STRAY_AFTER_METRIC, '$1')
      : typed;
  const digits = ones.includes('0z')
    ? ones.replace(OUNCES_O_LOST, 'oz').replace(ZERO_FOR_O(), 'oz')
    : ones;
  const spelt = digits.includes('oon') ? withSpoonsSpeltRight(digits) : digits;
  const portuguese = PORTUGUESE_MEASURE_HINT.test(spelt)
    ? withPortugueseMeasuresRead(spelt)
    : spelt;
  const spoons = CC_HINT.test(portuguese)
    ? portuguese.replace(FRENCH_TEASPOON_CC, '$1tsp')
    : portuguese;
  const marked = withoutPluralMarks(HAS_CJK.test(spoons) ? withCjkAmountsRead(spoons) : spoons);
  return COUNT_WORD_HINT.test(marked) ? marked.replace(COUNT_WORD, '$1 ') : marked;
}

/**
 * A line opening with an amount and a unit, a comma, and a (hedged) number: the first of
 * `withSetOffMeasures`'s lines ("1 cup, about 4 ounces, hazelnuts"), found without splitting.
 */
const SET_OFF_MEASURE_HINT =
  /^[\d½¼¾⅓⅔⅛][^,]*,\s+(?:(?:about|approx\.?|approximately|roughly|nearly)\s+)?[\d½¼¾⅓⅔⅛]/i;
/** A clause of amount (or range) and unit: group 1 the hedge, 2 the amount, 3 the unit's words. */
const MEASURE_CLAUSE =
  /^((?:about|approx\.?|approximately|roughly|nearly)\s+)?([\d½¼¾⅓⅔⅛](?:[\d½¼¾⅓⅔⅛./\s–-]|to\s|or\s)*)([A-Za-z][A-Za-z. ]*)$/i;
/** A measure's other unit after a slash ("10 oz/300 mL"): group 1 the first, 2 the other. */
const OTHER_UNIT_AFTER_SLASH =
  /^(.*?[A-Za-z.])\s*\/\s*[\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./\s]*([A-Za-z][A-Za-z. ]*)$/;

/** Whether a comma's clause is an amount and a unit ("about 2 1/3 cups", "10 oz/300 mL"). */
function isMeasureClause(clause: string, hedged: boolean): boolean {
  const slashed = OTHER_UNIT_AFTER_SLASH.exec(clause);
  if (slashed !== null && findUnit(slashed[2]!.trim()) === undefined) return false;
  const measure = MEASURE_CLAUSE.exec(slashed === null ? clause : slashed[1]!);
  if (measure === null || (!hedged && measure[1] !== undefined)) return false;
  return findUnit(measure[3]!.trim()) !== undefined;
}

/**
 * A measure of two parts, the second joined on or not ("1 lb 5oz", "1 cup minus 2 tablespoons",
 * "1 cup plus 2 tbsp"): group 1 the first part, 2 the second.
 */
const TWO_PART_MEASURE =
  /^([\d½¼¾⅓⅔⅛][^\d½¼¾⅓⅔⅛,]*?[A-Za-z.])\s*(?:(?:plus|minus|less|and|\+)\s+)?([\d½¼¾⅓⅔⅛].*)$/i;

/** Whether a line's first clause is its measure, of one part or two ("1 lb 5oz"). */
function isFirstMeasureClause(clause: string): boolean {
  if (isMeasureClause(clause, false)) return true;
  const parts = TWO_PART_MEASURE.exec(clause);
  return parts !== null && isMeasureClause(parts[1]!, false) && isMeasureClause(parts[2]!, false);
}

/** The smaller unit a weight is written on in with the larger ("1 lb 5 oz", "1 kg 200 g"). */
const SMALLER_PART: Readonly<Record<string, string>> = { lb: 'oz', kg: 'g' };
/** An amount and a unit, no hedge, no range: group 1 the unit's words. */
const PLAIN_MEASURE = /^[\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./\s]*([A-Za-z][A-Za-z. ]*)$/;

/** Whether `clause` is the smaller part of the weight `first` ends in: "1 pound", "5 ounces". */
function isSmallerPartAfter(first: string, clause: string): boolean {
  const part = PLAIN_MEASURE.exec(clause);
  const larger = part === null ? null : PLAIN_MEASURE.exec(first);
  if (part === null || larger === null) return false;
  const smaller = SMALLER_PART[findUnit(larger[1]!.trim())?.canonical ?? ''];
  return smaller !== undefined && findUnit(part[1]!.trim())?.canonical === smaller;
}

/**
 * The first letter after a line's amount opens one of DESCRIBED_PORTION_PAIR's describing words
 * (w, f, e, p: its `i` folds no other letter onto these).
 */
const MAY_OPEN_WITH_DESCRIBING_WORD = /^[\d½¼¾⅓⅔⅛./\s]*[EFPWefpw]/;
/**
 * "1 whole head and 2 cloves garlic": an amount, a describing word, a portion, "and" or "plus" and
 * another amount of a portion, and "of" (groups 1-4), then the name.
 */
const DESCRIBED_PORTION_PAIR =
  /^([\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./ ]*?\s*)(whole|fresh|entire|firm|plump|fat)\s+([A-Za-z]+)(\s+(?:and|plus)\s+[\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./ ]*?\s*([A-Za-z]+)(?:\s+of)?)\s+(?=[A-Za-z])/i;

/**
 * "1 whole head and 2 cloves garlic" read as "1 head and 2 cloves whole garlic": two portions of
 * one thing joined as `skipAlternatives` reads "1 head and 2 cloves garlic", the word before the
 * first kept with the name as in "1 whole head garlic" (whole garlic, unit head). Only portions
 * ("1 whole chicken and 2 cups stock" stays).
 */
function withDescribedPortionPair(line: string): string {
  const pair = DESCRIBED_PORTION_PAIR.exec(line);
  if (pair === null) return line;
  if (findUnit(pair[3]!)?.kind !== 'portion' || findUnit(pair[5]!)?.kind !== 'portion') return line;
  return `${pair[1]}${pair[3]}${pair[4]} ${pair[2]} ${line.slice(pair[0].length)}`;
}

/** A name after the set-off measures: a word, not one joining a further amount ("and 1 tsp"). */
const NAME_AFTER_MEASURES = /^(?!(?:and|plus|or|less|minus)\b)[A-Za-z]/i;

/**
 * "12 ounces, about 2 1/3 cups, all-purpose flour", "1 tbsp, 15 mL, grated ginger", "½ cup, 4
 * oz., 110 g, golden raisins": the other measures set off by commas after the line's amount and
 * unit are the bracketed ones of "1 tbsp (15 mL) grated ginger" (the first was read as the name's
 * "about"); the first may have two parts ("1 lb 5oz, 600g, plain flour", "1 cup minus 2
 * tablespoons, 180 grams, sugar"). Only measures, each an amount and a unit, and a name after
 * them: "3 shallots, 2 sliced, 1 chopped", "2 large pieces, about 5 inches by 7 inches, kombu"
 * stay.
 */
function withSetOffMeasures(line: string): string {
  const clauses = line.split(/,\s+/);
  if (clauses.length < 3 || !isFirstMeasureClause(clauses[0]!)) return line;
  // "1 pound, 5 ounces, flour": the weight's smaller part set off, one weight ("1 pound 5 ounces"),
  // whatever follows ("1 lb, 2 oz, butter, softened" → "1 lb 2 oz, butter, softened").
  const joined = isSmallerPartAfter(clauses[0]!, clauses[1]!);
  if (joined) clauses.splice(0, 2, `${clauses[0]} ${clauses[1]}`);
  let end = 1;
  while (end < clauses.length - 1 && isMeasureClause(clauses[end]!, true)) end += 1;
  const name = clauses.slice(end).join(', ');
  if (end === 1 || !NAME_AFTER_MEASURES.test(name)) return joined ? clauses.join(', ') : line;
  return `${clauses[0]} (${clauses.slice(1, end).join('; ')}) ${name}`;
}

/**
 * "l cup sugar", "I tbsp butter", "l/2 tsp salt", "l onion": a scanned page's 1 read as a letter
 * l or a capital I, before a unit or a fraction's slash, or a small l before any word (no one
 * writes a litre with no number).
 */
/** Spaces before a comma (see `wordsForTheParser`). */
const SPACE_BEFORE_COMMA = /[ \t\u00a0]+,/g;

/** "1/2-in.", "2-in pieces": an inch after a number and a hyphen, abbreviated. */
const INCH_ABBREVIATED = /(?<=\d)-in(?:\.|(?=\s|-(?!\d)))/g;

const OCR_ONE = madeOnFirstUse(
  () =>
    /^(?:l(?=\s+\p{L})|[lI](?=\s*\/\s*\d|\s+(?:cups?|c\.|tbsps?|tsps?|tablespoons?|teaspoons?|lbs?\.?|pounds?|oz\.?|ounces?|pints?|quarts?|cans?|tins?|pkgs?\.?|packages?|sticks?|cloves?)(?![\p{L}])))/u,
);

/**
 * "l½ teaspoons", "l00ml/3½fl oz", "25-28cm/l0-11in": a letter l typed or scanned for a 1 before
 * a digit or a fraction, opening a word (no word starts with an l and a digit).
 */
export const L_FOR_ONE_BEFORE_DIGIT = madeOnFirstUse(() => /(?<![\p{L}\d])l(?=[\d½¼¾⅓⅔⅛])/gu);
/** L_FOR_ONE_BEFORE_DIGIT()'s own characters, without its look-behind. */
const L_BEFORE_DIGIT = /l[\d½¼¾⅓⅔⅛]/;

/**
 * Whether L_FOR_ONE_BEFORE_DIGIT() may match `text`: a small l before a digit or one of its
 * fractions, as the pattern needs (no /i: no other letter folds to it). Most lines have none,
 * and a plain pattern's look for it costs less than compiling the /u one (issue 28).
 */
export function mayHaveLBeforeDigit(text: string): boolean {
  return L_BEFORE_DIGIT.test(text);
}

/**
 * "500gkg/1lb 2oz salt", "100gl/3½oz cream cheese", "7og/2½oz butter": a line's metric amount
 * before a slash and the other units' amount, mistyped: a letter o for a 0 before the unit
 * (`O_FOR_ZERO_BEFORE_METRIC`), or another unit's letter typed after it (`STRAY_AFTER_METRIC`).
 * The amount after the slash says what was meant: 70 g, 100 g, 500 g.
 */
const METRIC_TYPO = /^\d+(?:\.\d+)?(?:[oO](?:g|kg|ml)|(?:g|kg|ml)(?:g|kg|l))\/[\d½¼¾⅓⅔⅛]/;
const O_FOR_ZERO_BEFORE_METRIC = /^(\d+)[oO](?=(?:g|kg|ml)\/)/;
const STRAY_AFTER_METRIC = /^(\d+(?:\.\d+)?(?:g|kg|ml))(?:g|kg|l)(?=\/)/;

/**
 * "1lb10z" after a pound (as "1lb10oz" is written): ounces with the o lost, so their number
 * stays; checked only on a line with "0z" in it (`ZERO_FOR_O()`'s), the other misspellings left
 * to the name's reader.
 */
const OUNCES_O_LOST = /(?<=\dlbs?\s?\d?\d)z\b/g;
/** A word ending in "poon(s)" after a number: a spoon, perhaps mistyped. */
const SPOON_AFTER_NUMBER = /(?<=[\d½¼¾⅓⅔⅛]\s*)([a-z]{4,12}po{1,3}ns?)(?![a-z])/gi;
const SPOONS = ['tablespoon', 'teaspoon'];

/** Whether `a` becomes `b` by one letter left out, added, changed, or two side by side swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const left = a.length - start - end;
  const right = b.length - start - end;
  if (left <= 1 && right <= 1) return true;
  return left === 2 && right === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/**
 * "2 tablepoons light corn syrup", "1/4 tesapoon kosher salt", "1 tablespooon oil": a spoon
 * mistyped by one letter, after its number, is the spoon.
 */
function withSpoonsSpeltRight(text: string): string {
  return text.replace(SPOON_AFTER_NUMBER, (word: string) => {
    const lower = word.toLowerCase();
    const plural = lower.endsWith('s') && !lower.endsWith('ss');
    const stem = plural ? lower.slice(0, -1) : lower;
    const spoon = SPOONS.find((right) => oneEditApart(stem, right));
    return spoon === undefined ? word : `${spoon}${plural ? 's' : ''}`;
  });
}

/**
 * "1 cc sel", "½ c.c. de cannelle": "cc" or "c.c." after a count under 5 is the French cuillère à
 * café, a teaspoon; a cubic centimetre ("200 c.c. de leche", "牛乳 200cc") is written for more, as
 * no cook measures under a teaspoon in millilitres.
 */
const CC_HINT = /c\.?\s?c\b/i;
const FRENCH_TEASPOON_CC =
  /^((?:[1-4](?:[.,]5)?|[1-4]?\s*[½¼¾⅓⅔]|(?:[1-4]\s+)?[1-3]\/[234])\s*)(?:cc|c\.\s?c\.?)(?=\s|$)/i;

/** Portuguese spoons and cups with what they measure by: "colheres (sopa)", "xícara (chá)". */
const PORTUGUESE_MEASURE_HINT = /colher|c\.\s*(?:de|\(|ch|sop|sob)|x[íi]cara|unidad/i;
/**
 * "3 colheres (sopa) de azeite", "2 colheres de sopa de óleo", "3 c. de sopa polpa de tomate",
 * "1 c. chá de sal", "1 c. (chá) de sal", "1 colher sopa de manteiga":
 * a soup spoon is a tablespoon, a tea spoon ("chá") a teaspoon, a dessert spoon ("sobremesa") the
 * UK's dessertspoon.
 */
const PORTUGUESE_SPOON = madeOnFirstUse(
  () =>
    /\b(?:colher(?:es)?|c\.)\s*(?:\(\s*(sopa|ch[áa]|sobremesa)\s*\)|(?:de\s+)?(sopa|ch[áa]|sobremesa)(?!\p{L}))/giu,
);
/**
 * "½ xícara (chá) de iogurte", "1 xícara de chá de leite": the Brazilian cup is measured by a tea
 * cup, which the line says after it ("1 xícara de chá preto", black tea, has no "de" after it).
 */
const PORTUGUESE_CUP = /\b(x[íi]caras?)\s*(?:\(\s*ch[áa]\s*\)|de\s+ch[áa](?=\s+de\s))/giu;
/**
 * "1 unidade de cebola", "2 unidades de ovos", "3 unidades de tomate": the Portuguese and Spanish
 * "unit" after a count says only that the things are counted, as "1 unit(s) shallot" does.
 */
const COUNT_UNIT_WORD_OF = madeOnFirstUse(
  () => /^([\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./\s]*?)\s*unidad(?:es?|e?s)?\s+(?:de\s+)?(?=\p{L})/iu,
);

function withPortugueseMeasuresRead(text: string): string {
  return text
    .replace(PORTUGUESE_SPOON(), (_all, bracketed?: string, spelled?: string) => {
      const kind = (bracketed ?? spelled ?? '').toLowerCase();
      return kind === 'sopa' ? 'tbsp' : kind === 'sobremesa' ? 'dessertspoon' : 'tsp';
    })
    .replace(PORTUGUESE_CUP, '$1')
    .replace(COUNT_UNIT_WORD_OF(), '$1 ');
}

/** "20z", "12fl 0z": ounces with a zero typed for the o, after a number or "fl". */
const ZERO_FOR_O = madeOnFirstUse(() => /(?<=\d|(?<!\p{L})fl\.?\s?)0z\b/gu);

/**
 * "oignon(s)" last on a line, or "(s)" alone there: the line before the mark (group 1), the word
 * marked (group 2, none for a mark alone).
 */
const LAST_PLURAL_MARK = madeOnFirstUse(() => /^(.*?(?:(\p{L}+)|\S(?=\s)))\s*\(s\)\s*$/u);

/**
 * "1 oignon(s)", "Sel fin : 8 pincée(s)" (cleaned as "8 pincée Sel fin (s)"): the plural mark last
 * on a line is dropped too where the word marked is no unit or the mark was parted from its word.
 * An amount alone ("25 milliliter(s)", "1 unit(s)") is left as the page wrote it: the name may be
 * on the next line (`isAmountOnly` in the scraper).
 */
function withoutLastPluralMark(text: string): string {
  const last = LAST_PLURAL_MARK().exec(text);
  if (last === null) return text;
  const word = last[2]?.toLowerCase();
  return word === undefined || (word !== 'unit' && unitForWord(word) === undefined)
    ? (last[1] ?? '')
    : text;
}

/**
 * "2 unit(s) Garlic Clove", "25 milliliter(s) Soy Sauce", "2 clove(s) garlic": the plural mark
 * after a word is dropped (the word is read as written), and "unit" after a count goes with it.
 */
export function withoutPluralMarks(text: string): string {
  if (!text.includes('(s)')) return text;
  const marked = withoutLastPluralMark(text.replace(PLURAL_MARK, ''));
  const unit = COUNT_UNIT_WORD().exec(marked);
  return unit ? `${unit[1]?.trim() ?? ''} ${marked.slice(unit[0].length)}` : marked;
}

/**
 * "1 TBSaTablespoon", "2 tspteaspoon": a unit's abbreviation glued to its spelled-out name (a
 * page's abbreviation and its title, pasted together), with at most one stray letter between;
 * never across a space ("100g gram flour" is chickpea flour).
 */
const GLUED_UNIT =
  /^([\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./\s-]*?)\s*([a-z]{1,5})\.?(tablespoons?|teaspoons?|cups?|ounces?|pounds?|grams?|kilograms?|millilit(?:er|re)s?|lit(?:er|re)s?)\b/i;
const GLUED_UNIT_HINT =
  /^[\d½¼¾⅓⅔⅛][^a-z]*[a-z]{1,5}\.?(?:tables|teas|cup|ounce|pound|gram|kilog|millil|lit)/i;

/**
 * "1/3 cupgranulated sugar", "1 tablespooncream cheese", "3 cupswater": a spelled-out spoon or
 * cup glued to the name after it (a page that lost the space between its unit and name columns).
 * Read straight after an amount only; a plural "s" is the unit's where the amount is over one or
 * no word could start with the letters it leaves ("1/2 teaspoonsground cinnamon"), else the
 * name's ("1 teaspoonsalt"). "2 cupcakes" and "1 cupful" are words, not a glued unit.
 */
const UNIT_GLUED_TO_NAME =
  /(^|[^\d½¼¾⅓⅔⅛./])((?:\d+\s+)?(?:\d+\/\d+|\d+(?:\.\d+)?|\d*\s*[½¼¾⅓⅔⅛]))\s*(tablespoon|teaspoon|cup)(s?)([a-z]{3,})/i;
/** What may follow "cup" or "spoon" in one word: "cupcake", "cupful", "teaspoonful". */
const UNIT_WORD_ENDING = /^(?:cakes?|fuls?|board)/i;
/** Letters no word starts with after an "s" ("sground", "ssugar"): the "s" was the unit's. */
const NO_WORD_AFTER_S = /^s[bdfgjrsvxz]/i;

/** Whether `text` holds a cup or spoon in any usual case (UNIT_GLUED_TO_NAME's words). */
function mayHaveUnitGluedToName(text: string): boolean {
  return (
    text.includes('cup') ||
    text.includes('spoon') ||
    text.includes('Cup') ||
    text.includes('Spoon') ||
    text.includes('CUP') ||
    text.includes('SPOON')
  );
}

/** Whether an amount as written ("1 1/4", "1½", "3", "½") is over one. */
function amountOverOne(amount: string): boolean {
  const fraction = /^(\d*)\s*[½¼¾⅓⅔⅛]$/.exec(amount.trim());
  if (fraction) return Number(fraction[1] ?? '') >= 1;
  return (parseQuantity(amount) ?? 0) > 1;
}

/** The line with a spelled-out unit glued to the name after it ("1 cupmilk") read apart. */
function withUnitUngluedFromName(text: string): string {
  const glued = UNIT_GLUED_TO_NAME.exec(text);
  if (!glued) return text;
  const [whole, before = '', amount = '', unit = '', plural = '', rest = ''] = glued;
  if (UNIT_WORD_ENDING.test(plural + rest)) return text;
  const unitHasS = plural === '' || amountOverOne(amount) || NO_WORD_AFTER_S.test(plural + rest);
  const spelled = unitHasS ? unit + plural : unit;
  const name = unitHasS ? rest : plural + rest;
  // "1 cupcups": the unit twice, with no name.
  if (findUnit(name) !== undefined) return text;
  const at = glued.index + before.length;
  return `${text.slice(0, at)}${amount} ${spelled} ${name}${text.slice(glued.index + whole.length)}`;
}

/** Whether `cleanIngredientLine` would look for a glued unit in `text` (GLUED_UNIT_HINT). */
export function mayHaveGluedUnit(text: string): boolean {
  return GLUED_UNIT_HINT.test(text);
}

/** The line with a glued unit ("2 tspteaspoon salt") read as its spelled-out name once. */
function withoutGluedUnit(text: string): string {
  const glued = GLUED_UNIT.exec(text);
  const spelled = glued?.[3] ? findUnit(glued[3]) : undefined;
  const short = glued?.[2] ?? '';
  const same = (word: string) => word !== '' && findUnit(word) === spelled;
  const rest = glued ? text.slice(glued[0].length) : '';
  if (!spelled || !(same(short) || same(short.slice(0, -1))) || !/[a-z]/i.test(rest)) return text;
  return `${glued?.[1] ?? ''} ${glued?.[3] ?? ''}${rest}`;
}

/**
 * "2 packages, 10 ounces, frozen raspberries", "2 pieces, about 1 pound, preserved goose": a
 * count of packs, then one pack's weight or volume set off by commas before the name, as "2
 * packages (10 ounces) frozen raspberries" is written. A count of things with no pack ("1
 * chicken, about 3 pounds, cut up") is left: its weight is already a note after the name.
 */
const PACK_WORDS = String.raw`packages?|pkgs?\.?|packets?|packs?|cans?|tins?|jars?|bags?|boxes?|bottles?|cartons?|pieces?|blocks?|tubs?|containers?`;
export const PACK_SIZE_IN_COMMAS = new RegExp(
  String.raw`^([\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./ ]*\s*(?:${PACK_WORDS})),\s*((?:about\s+)?[\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./ ]*\s*-?\s*(?:ounces?|oz\.?|pounds?|lbs?\.?|grams?|g|kg|ml|fl\.?\s*oz\.?)(?:\s+each)?),\s+(?=\p{L})`,
  'iu',
);

/**
 * "8 slices, about ½ inch (1 cm) thick, pound cake", "9 slices, each 5mm/½in thick, white
 * bread": a count of portions, then how thick, wide or long each is set off by commas before the
 * name, as "8 slices (about ½ inch thick) pound cake" is written. Group 1 the count and its
 * portion, 2 the size.
 */
const PORTION_WORDS = String.raw`slices?|pieces?|strips?|wedges?|chunks?|sticks?|fillets?|rashers?|lengths?`;
export const PORTION_SIZE_IN_COMMAS = new RegExp(
  String.raw`^([\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./ ]*\s*(?:${PORTION_WORDS})),\s*((?:(?:each|about|approximately|approx\.?|roughly|around|at least)\s+)*[\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./ ]*\s*-?\s*(?:inch(?:es)?|in\.?|cm|mm|")(?:\s*\/\s*[\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./ ]*\s*(?:inch(?:es)?|in\.?|cm|mm|"))?(?:\s*\([^()]*\))?(?:\s+|-)(?:thick|wide|long|across|square|in diameter)(?:\s+each)?),\s+(?=\p{L})`,
  'iu',
);

/**
 * Whether PACK_SIZE_IN_COMMAS finds a pack's size set off by commas in `text`, or
 * PORTION_SIZE_IN_COMMAS a portion's.
 */
export function hasPackSizeInCommas(text: string): boolean {
  return (
    mayHaveSizeInCommas(text) &&
    (PACK_SIZE_IN_COMMAS.test(text) || PORTION_SIZE_IN_COMMAS.test(text))
  );
}

/** A pack's or a portion's word, lower case, as the two patterns above spell it. */
export const SIZED_WORD = new RegExp(`^(?:${PACK_WORDS}|${PORTION_WORDS})$`);
/**
 * SIZED_WORD's matches: each word and its plural ("boxe" and "boxes", as `boxes?` spells them,
 * and "pkg." and "pkgs."). A set lookup in place of the pattern, which most lines' first words
 * (2,031 in the bench's first pass, none a pack's or portion's) ran and compiled for no match.
 */
export const SIZED_WORDS: ReadonlySet<string> = new Set(
  [
    'package',
    'pkg',
    'packet',
    'pack',
    'can',
    'tin',
    'jar',
    'bag',
    'bottle',
    'carton',
    'piece',
    'block',
    'tub',
    'container',
    'slice',
    'strip',
    'wedge',
    'chunk',
    'stick',
    'fillet',
    'rasher',
    'length',
  ]
    .flatMap((word) => [word, `${word}s`])
    .concat(['boxe', 'boxes', 'pkg.', 'pkgs.']),
);

/** The number characters PACK_SIZE_IN_COMMAS and PORTION_SIZE_IN_COMMAS open with. */
const isCountCharacter = (code: number): boolean =>
  (code >= 0x30 && code <= 0x39) ||
  code === 0xbc ||
  code === 0xbd ||
  code === 0xbe ||
  code === 0x2153 ||
  code === 0x2154 ||
  code === 0x215b;

/**
 * Whether PACK_SIZE_IN_COMMAS or PORTION_SIZE_IN_COMMAS may find a size in `text`: false only
 * where neither can, so that most lines compile and run neither (each /iu with \p{L} is costly to
 * compile, and few lines have a pack's or a portion's word alone before their first comma). Both
 * open with a number character, then number characters, points, slashes and white space, then
 * the word, then a comma: none of those before the word is a letter or a comma, so the word is
 * the text from the first character that is none of them up to the first comma. Under /iu the
 * word's letters may be any case, or "ſ" for an "s" and the Kelvin sign for a "k" (the only
 * characters outside ASCII whose case folding is an ASCII letter); `toLowerCase` gives "k" for
 * the Kelvin sign and leaves "ſ", which is put back to "s".
 */
export function mayHaveSizeInCommas(text: string): boolean {
  if (!isCountCharacter(text.charCodeAt(0))) return false;
  const comma = text.indexOf(',');
  if (comma < 0) return false;
  let at = 1;
  while (at < comma) {
    const code = text.charCodeAt(at);
    if (!isCountCharacter(code) && code !== 0x2e && code !== 0x2f && !isSpace(code)) break;
    at += 1;
  }
  return SIZED_WORDS.has(text.slice(at, comma).toLowerCase().replaceAll('ſ', 's'));
}

/**
 * "1 e 1/2 xícara", "2 y ½ tazas", "0 e 1/2 xícara": a whole number, "e" or "y" (and, in
 * Portuguese, Spanish or Italian) and a fraction are one mixed number, as "1 1/2"; a whole of 0
 * leaves the fraction.
 */
const WHOLE_AND_FRACTION = /^(\d+)\s+[ey]\s+([1-9]\/[2-9]\b|[½¼¾⅓⅔⅛])/;

/**
 * "1 small/½ large red onion", "2 large/3 medium potatoes": a count of one size, a slash, and
 * another count of another size, as "1 small (or ½ large) red onion" is written: the first count
 * is the amount and the other one a note.
 */
const SIZE_WORD = '(small|medium|large|big)';
const SIZE_OR_SIZE = new RegExp(
  String.raw`^([\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./]*\s+)${SIZE_WORD}\s*/\s*([\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./]*)\s*${SIZE_WORD}\b`,
  'i',
);

/**
 * Whether SIZE_OR_SIZE can match `text`: a slash in it, and white space straight after the count
 * that opens it (the pattern's first count, as long as it runs, then `\s+`). "1kg/2lb 4oz
 * potatoes" and "400g/14oz tin" have none there, and no process that meets only lines like them
 * compiles the pattern (case-insensitive, its count classes beyond ASCII costly to fold).
 */
function mayBeSizeOrSize(text: string): boolean {
  if (!isCountCharacter(text.charCodeAt(0)) || !text.includes('/')) return false;
  let index = 1;
  for (;;) {
    const code = text.charCodeAt(index);
    if (code !== 46 && code !== 47 && !isCountCharacter(code)) return isSpace(code);
    index += 1;
  }
}

/**
 * "½ tsp teaspoon sea salt", "200 g g orzo": a unit written twice after the amount, the second
 * time spelled out or repeated (a page's abbreviation column and its unit column run together).
 * The first word is the unit and the next one is the same unit. "100g gram flour" and "1 lb pound
 * cake" are foods, so a spelled-out gram or pound only goes when it repeats the word as written.
 */
const REPEATED_UNIT =
  /^([\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./\s-]*?)\s*([a-z]{1,11})\.?\s+([a-z]{1,11})\.?\s+(?=\S)/i;
const FOOD_NAMED_BY_UNIT = /^(?:grams?|pounds?)$/i;

/** The line with a unit written twice ("½ tsp teaspoon salt") read with its first spelling. */
function withoutRepeatedUnit(text: string): string {
  const code = text.charCodeAt(0);
  if (!(code >= 48 && code <= 57) && code < 0xbc) return text;
  const twice = REPEATED_UNIT.exec(text);
  if (!twice) return text;
  const first = twice[2] ?? '';
  const second = twice[3] ?? '';
  const unit = unitForWord(first);
  if (unit === undefined || unit.kind !== 'measure' || unitForWord(second) !== unit) return text;
  if (FOOD_NAMED_BY_UNIT.test(second) && first.toLowerCase() !== second.toLowerCase()) return text;
  return `${(twice[1] ?? '').trimEnd()} ${first} ${text.slice(twice[0].length)}`;
}

/**
 * "1. 2 cups flour", "3) 1 tsp salt": an item's number in a numbered list, set off by a point or
 * a bracket and a space before the line's own amount, is not the amount.
 */
const LIST_NUMBER = /^\d{1,2}(?:\.\)?|\))\s+(?=[\d½¼¾⅓⅔⅛⅜⅝⅞])/;

/** One or two digits, then a point or a bracket, then a space: what a list's number may be. */
function mayBeNumbered(text: string): boolean {
  const second = text.charCodeAt(1);
  const mark = second >= 48 && second <= 57 ? 2 : 1;
  const code = text.charCodeAt(mark);
  return (
    (code === 46 || code === 41) &&
    text.charCodeAt(0) >= 48 &&
    text.charCodeAt(0) <= 57 &&
    LIST_NUMBER.test(text)
  );
}

/** "70% dark chocolate": a per cent at the start is the kind, not the amount. */
const PER_CENT_FIRST = /^\d+(?:\.\d+)?\s*%\s*/;

/** "85/15", "93/7", "16/20": two numbers of two digits (or a per cent's one) over a slash. */
const GRADE_FRACTION = /^(\d\d)\/(\d\d?)(?![\d./])\s*/;

/**
 * "85/15 ground beef", "93/7 turkey mince": lean and fat in per cent (making a hundred, the lean
 * first); "16/20 shrimp", "21/25 prawns": how many make a pound. A kind of the thing, which no
 * recipe's fraction is (a mixed number with its space lost, "21/2", has one digit below). The
 * length of the grade and the space after it at the line's start, or 0 when it opens with none
 * (the slash's place is looked at first, so most lines run no pattern).
 */
function gradeFractionLength(text: string): number {
  if (text.charCodeAt(2) !== 47) return 0;
  const grade = GRADE_FRACTION.exec(text);
  if (grade === null) return 0;
  const first = Number(grade[1]);
  const second = Number(grade[2]);
  const isGrade =
    (grade[2]?.length === 2 && first < second) || (first + second === 100 && first > second);
  return isGrade ? grade[0].length : 0;
}

/** Whether the line opens with a grade ("85/15 ground beef", "16/20 shrimp"), not an amount. */
export function isGradeFraction(text: string): boolean {
  return gradeFractionLength(text) > 0;
}

/**
 * "Fresh cilantro leaves (about ½ cup)", "Chicken broth, as needed (5 to 6 cups)", "sunflower oil,
 * for deep frying (roughly 1 litre/1¾ pints)": a line with no other number, ending in a bracket
 * that holds only an amount. Group 1 what comes before, 2 the hedge word, 3 the number or range,
 * 4 the unit (up to "tablespoonfuls"), 5 an alternative amount after "/", 6 a note after a comma
 * ("Potatoes (500g), peeled"). A range's ends are joined by "to", "or", a dash or a tilde
 * ("Water to cover (2~3 quarts)", as `normaliseIngredientText` reads "2~3").
 */
const BRACKETED_AMOUNT_AT_END = madeOnFirstUse(
  () =>
    /^([^\d½¼¾⅓⅔⅛⅜⅝⅞()]*\p{L}[^\d½¼¾⅓⅔⅛⅜⅝⅞()]*?)\s*\(\s*(about|approx\.?|approximately|roughly|around)?\s*((?:\d+(?:[./]\d+)?(?:\s*[½¼¾⅓⅔⅛⅜⅝⅞]|\s+\d\/\d)?|[½¼¾⅓⅔⅛⅜⅝⅞])(?:\s*(?:to|or|[-–~～〜])\s*\d+(?:[./]\d+)?)?)\s*([a-zA-Z][a-zA-Z.]{0,13}(?:\s+oz)?)\.?\s*(\/\s*[\d½¼¾⅓⅔⅛⅜⅝⅞][\d./½¼¾⅓⅔⅛⅜⅝⅞ ]*[a-zA-Z]+(?:\s+oz)?\.?)?\s*\)\s*(?:,\s*([^()]*\S))?\s*$/u,
);

/**
 * "bananas (4-5 small, about 500 g)", "Eggs (3 large), beaten", "Garlic (2 cloves), minced",
 * "Eggs (x2)" (a times sign before the count): a
 * line with no other number whose bracket after the name starts with a count (a range) and a
 * size or unit at most: that is the line's amount. Group 1 the name, 2 the hedge word, 3 the
 * count, 4 the word after it, 5 the rest of the bracket, 6 what follows the bracket. A range as
 * in BRACKETED_AMOUNT_AT_END ("Eggs (2~3), beaten").
 */
const BRACKETED_COUNT = madeOnFirstUse(
  () =>
    /^([^\d½¼¾⅓⅔⅛⅜⅝⅞()]*\p{L}[^\d½¼¾⅓⅔⅛⅜⅝⅞()]*?)\s*\(\s*(about|approx\.?|approximately|roughly|around)?\s*(?:[x×]\s*)?([1-9]\d?(?:\s*(?:to|[-–~～〜])\s*[1-9]\d?)?)(?:\s*([a-zA-Z][a-zA-Z.-]{0,11}))?\s*(?:,\s*([^()]*?))?\s*\)([^()]*)$/u,
);
/** "One can", "a bunch", "half": a count in words at the start of a line. */
const COUNT_WORD_FIRST =
  /^(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|dozen|several|few)\b/i;
const FIRST_WORD = /^[a-z]+/i;
/** "two cups", "One 14-ounce can": a number from one to twelve in words, opening the line. */
const NUMBER_WORD_FIRST =
  /^\s*(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s/i;
/**
 * "one cup ", "two lb", "half a cup ", "three free-range eggs": a number from one to twelve in
 * words (or "half a") and the word after it (group 1), hyphened words and all.
 */
const NUMBER_WORD_AND_WORD =
  /^\s*(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half\s+an?)\s+([a-z]+(?:-[a-z]+)*)\.?(?=[\s,(]|$)/i;
/** "One ", "two ": a number from one to twelve in words, and nothing else, before a digit. */
const NUMBER_WORD_ALONE =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+$/i;
/** A comma or an opening bracket: what sets a later measure off from the words before it. */
const SET_OFF_BEFORE = /[,(]/;
/** "roughly ", "approx. ": a hedge and nothing else before the line's first number. */
const HEDGE_ONLY = /^(?:about|approx\.?|approximately|around|roughly|circa)\s+$/i;

/**
 * "One can", "Pinch of salt", "Zest of one orange": the name before a bracket has an amount of
 * its own, in words or as a unit, and a count in the bracket is not the line's amount.
 */
function hasAmountInWords(head: string): boolean {
  const first = FIRST_WORD.exec(head.trimStart())?.[0] ?? '';
  return COUNT_WORD_FIRST.test(first) || isUnit(first) || COUNT_IN_WORDS_OF.test(head);
}

/** Sizes a bracketed count may have: "(3 large)". */
const COUNT_SIZE = /^(?:small|medium|large|extra-large|big|med|lg|sm)$/i;

/**
 * "Zest of one lemon", "Juice from two limes": a count in words of the thing a part is taken from,
 * which the line's amount is (the bracket after it, "(about 1 tablespoon)", is a note).
 */
const COUNT_IN_WORDS_OF = /\b(?:of|from)\s+(?:an?|one|two|three|four|half)\s/i;

/**
 * "3 pounds and 2 inches thick", "3 pounds & 2 inches thick": a measure, then "and" and how thick,
 * long or wide the thing is. Group 1 the measure, 2 its unit, 3 the size.
 */
const SIZE_JOINED_TO_MEASURE =
  /([\d½¼¾⅓⅔⅛⅜⅝⅞]\s*([a-z]+)\.?)\s+(?:and|&)\s+([\d½¼¾⅓⅔⅛⅜⅝⅞][\d/ ½¼¾⅓⅔⅛⅜⅝⅞]*-?\s*(?:inch(?:es)?|cm|mm|centimet(?:re|er)s?)\s+(?:thick|long|wide|deep|across)\b)/i;
/**
 * "Serves:", "Makes -", "Yield:", "Servings:", "Prep time:", "Cooking time:": the label of a line
 * about the recipe (how many it serves or makes, how long it takes), all the words before its
 * number. "Makes" with no mark is NOTE_BEFORE_AMOUNT's already.
 */
export const YIELD_OR_TIME_LABEL =
  /^\s*(?:serves|servings|yields?|makes|feeds|portions|(?:prep(?:aration)?|cook(?:ing)?|baking|total|resting|chilling)\s+time)\s*[:\-–—=]?\s*$/i;

/** "soy sauce60 ml" → "60 ml soy sauce": an amount after the name, moved in front of it. */
function withAmountInFront(line: string): string {
  // "halibut, about 3 pounds and 2 inches thick": the size joined to the weight is a note of it.
  const text =
    (line.includes(' and ') || line.includes(' & ')) && SIZE_JOINED_TO_MEASURE.test(line)
      ? line.replace(SIZE_JOINED_TO_MEASURE, (all, measure: string, unit: string, size: string) =>
          isMeasure(unit) ? `${measure}, ${size}` : all,
        )
      : line;
  // "60% bittersweet chocolate, 1½ cups": the amount is the digit after the per cent.
  // "85/15 ground beef, 1 lb": the same for a grade.
  const percent = text.includes('%')
    ? (PER_CENT_FIRST.exec(text)?.[0].length ?? 0)
    : gradeFractionLength(text);
  const found = percent === 0 ? text.search(DIGIT) : text.slice(percent).search(DIGIT);
  const digit = found < 0 ? found : percent + found;
  if (found < 0 && (text.includes(' a') || text.includes(':a')))
    return withArticleAmountInFront(text);
  if (digit <= 0) return text;
  // "Serves: 4.", "Makes: 12", "Yield: 6 servings", "Prep time: 10 minutes": a line about the
  // recipe that a page lists among its ingredients. Its number is how many it serves or how long
  // it takes, not an amount of a thing called "Serves", and stays where it is, as in "Serves 4".
  if (digit < 24 && YIELD_OR_TIME_LABEL.test(text.slice(0, digit))) return text;
  // "roughly 4 ounces (1 cup) cake flour": a hedge opening the line is the amount's, which is
  // already in front (was "4 ounces roughly (1 cup) cake flour", named "roughly cake flour").
  if (digit < 16 && HEDGE_ONLY.test(text.slice(0, digit))) return text;
  // "one cup raspberries 250 mL", "one lb 5oz (600g) tomatoes": a number in words and a unit
  // opening the line are its amount, as "1 cup raspberries 250 mL" has it; the later measure is
  // not moved in front of them.
  const worded = NUMBER_WORD_AND_WORD.exec(text);
  if (worded !== null && worded[0].length <= digit && isUnit(worded[1] ?? '')) return text;
  // "One 15 oz (420g) can beans", "Two 2 oz (56g) cans anchovies": a number in words alone before
  // the digit counts the packs whose size follows, as "1 15 oz (420g) can beans" does; the size
  // is not moved in front of it (was "15 oz One (420g) can beans", 15 oz of "One can beans").
  if (digit <= 8 && NUMBER_WORD_ALONE.test(text.slice(0, digit))) return text;
  // "one medium onion, sliced (about 6 ounces; 170g)": nor a measure set off after a comma or in
  // a bracket, as "1 medium onion, sliced (about 6 ounces; 170g)" keeps it a note.
  if (worded !== null && SET_OFF_BEFORE.test(text.slice(0, digit))) return text;
  const bracketed =
    text.endsWith(')') || text.includes('),') ? BRACKETED_AMOUNT_AT_END().exec(text) : null;
  if (
    bracketed &&
    (isUnit(bracketed[4] ?? '') || isSpoonLetter(bracketed[4] ?? '')) &&
    !COUNT_IN_WORDS_OF.test(bracketed[1] ?? '') &&
    // "two cups dried figs (about 10 ounces)": a number in words opening the line is its amount,
    // as "2 cups dried figs (about 10 ounces)" is, and the bracket a note.
    !NUMBER_WORD_FIRST.test(bracketed[1] ?? '') &&
    // "handful fresh mint leaves (about 60 leaves), torn": the name's own measure stays the amount.
    !(bracketed[6] !== undefined && isUnit(/^\S+/.exec(bracketed[1] ?? '')?.[0] ?? ''))
  ) {
    const [, head = '', hedge, amount = '', unit = '', alternative, after] = bracketed;
    const notes = [hedge, alternative?.replace(/^\/\s*/, '')].filter(Boolean).join(', ');
    return `${amount} ${unit} ${head.replace(/[\s,;:\-–—]+$/, '')}${notes === '' ? '' : ` (${notes})`}${after === undefined ? '' : `, ${after}`}`;
  }
  const counted = text.includes('(') ? BRACKETED_COUNT().exec(text) : null;
  const word = counted?.[4] ?? '';
  if (
    counted &&
    (word === '' || COUNT_SIZE.test(word) || isUnit(word)) &&
    !hasAmountInWords(counted[1] ?? '')
  ) {
    const [, name = '', hedge, count = '', , rest, after = ''] = counted;
    const notes = [hedge, rest?.trim()].filter(Boolean).join(', ');
    const head = `${count}${word === '' ? '' : ` ${word}`} ${name.replace(SET_OFF_END, '')}`;
    return `${head}${notes === '' ? '' : ` (${notes})`}${after.trimEnd()}`;
  }
  const head = text.slice(0, digit);
  const hedged =
    head.includes(',') || mayEndInHedge(head) ? withHedgedMeasureInFront(text, head, digit) : null;
  if (hedged !== null) return hedged;
  // "Eggs x 2", "Beef mince × 500g": an amount after a times sign, as recipe boxes list them.
  if (!LETTER().test(head) || (NOTE_BEFORE_AMOUNT.test(head) && !TIMES_BEFORE_AMOUNT().test(head)))
    return text;
  const sized = withSizedPackInFront(text.slice(digit), head);
  if (sized !== null) return sized;
  const first = trailingAmountOf(text.slice(digit));
  const firstUnit = first?.[2]?.trim() ?? '';
  const later =
    first && (isUnit(firstUnit) || isSpoonLetter(firstUnit))
      ? null
      : laterMeasureAfterName(text, digit);
  if (later !== null) return later;
  const trailing = first;
  const unit = trailing?.[2]?.trim() ?? '';
  if (!trailing || !(isUnit(unit) || isSpoonLetter(unit)))
    return withCountInFront(text, head, digit);
  const note = trailing[5]?.trim() ?? '';
  const name = head.replace(SET_OFF_END, '');
  // "Oil - 2 tbsp + 1 tsp": a measure joined to the amount goes with it; "Oil - 2 tbsp + for
  // frying": more of it, for another use, stays after the name with its sign.
  if (trailing[4] === '+' && DIGIT.test(note.charAt(0)))
    return `${trailing[1]} ${unit} + ${note} ${name}`;
  const after =
    note === ''
      ? ''
      : trailing[4] === '('
        ? ` (${note}`
        : trailing[4] === '+'
          ? ` + ${note}`
          : `, ${note}`;
  return `${trailing[1]} ${unit}${trailing[3]?.trim() ?? ''} ${name}${after}`;
}

/** More numbers opening a word than any ingredient line has (`laterMeasureAfterName`). */
const MAX_LATER_NUMBERS = 50;

/** A number and the word after it: "00 flour" of "Type 00 flour 2 ¼ cups". Group 1 the word. */
const FIRST_NUMBER_WORD = /^[\d½¼¾⅓⅔⅛⅜⅝⅞./]+\s+([a-z]+)/i;
/**
 * "Type 00 flour 2 ¼ cups", "Chinese 5-spice powder 1 tsp": the name holds a number of its own
 * and its amount follows it. When the first number is no amount, a later one that opens a word
 * of its own, before any bracket or comma but one setting it off, and is a measure with nothing
 * after it but a note, is the line's amount: the line with it moved in front, the name's own
 * numbers kept in the name; null when no later number is that.
 */
function laterMeasureAfterName(text: string, digit: number): string | null {
  // "Onion 1 large 200 g", "Garlic 3 cloves 10 g": a first number before a size or a unit is
  // the line's count, not the name's own.
  const own = FIRST_NUMBER_WORD.exec(text.slice(digit));
  if (own && (isUnit(own[1] ?? '') || COUNT_AND_SIZE.test(text.slice(digit)))) return null;
  let tried = 0;
  for (let index = digit + 1; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === '(' || char === '[') return null;
    if (!DIGIT.test(char) || !isSpace(text.charCodeAt(index - 1))) continue;
    // Each number reads the line's head and tail again: past a line's few numbers, none is tried
    // ("flour 1 1 1 …" over 20 KB took 0.8 s, issue 31).
    tried += 1;
    if (tried > MAX_LATER_NUMBERS) return null;
    const head = text.slice(0, index);
    if (NOTE_BEFORE_AMOUNT.test(head) || /,(?!\s*$)/.test(head)) return null;
    const trailing = trailingAmountOf(text.slice(index));
    const unit = trailing?.[2]?.trim() ?? '';
    if (!trailing || !isMeasure(unit) || trailing[4] === '+') continue;
    const note = trailing[5]?.trim() ?? '';
    const after = note === '' ? '' : trailing[4] === '(' ? ` (${note}` : `, ${note}`;
    return `${trailing[1]} ${unit}${trailing[3]?.trim() ?? ''} ${head.replace(SET_OFF_END, '')}${after}`;
  }
  return null;
}

/**
 * "1 (14-oz) can", "2 15-ounce cans", "1 x 400g tin": a count of packs after the name with each
 * pack's size between the count and the pack. Group 1 the count, 2 the size in a bracket, 3 a
 * size written as one word ("14-oz", "400g"), 4 the pack, 5 what opens a note after it, 6 the
 * note, 7 words after the pack with no sign before them ("package frozen", "can diced"), a note
 * too (not "of": "1 (15 oz) can of beans" names another thing).
 */
const SIZED_PACK_AFTER_NAME =
  /^(\d{1,2})(?:\s*(\([^()]*\d[^()]*\))|(?:\s*[x×]\s*|\s+)(\d+(?:[.,]\d+)?-?\s?[a-z]+\.?))\s*([a-z]+)\.?\s*(?:([,;(])\s*(.*)|(?!of\b)([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2})\s*)?$/i;

/**
 * "Tomatoes, 1 (14-oz) can" → "1 (14-oz) can Tomatoes": an amount after the name that is a count
 * of packs of a stated size, moved in front as a bracketed pack size before the name is read
 * (was read as 1 of "tomatoes can", the can lost). The size must be a weight or volume, the pack
 * a unit; null when the tail is not that.
 */
function withSizedPackInFront(tail: string, head: string): string | null {
  if (!tail.includes('(') && !/^\d{1,2}(?:\s*[x×]\s*|\s+)\d/.test(tail)) return null;
  const pack = SIZED_PACK_AFTER_NAME.exec(tail);
  if (pack === null || !isUnit(pack[4] ?? '')) return null;
  const size = pack[2] ?? pack[3] ?? '';
  const sizeUnit = findUnit(/[a-z][a-z.\s]*$/i.exec(size.replace(/\)$/, ''))?.[0].trim() ?? '');
  if (sizeUnit === undefined || sizeUnit.dimension === 'count') return null;
  const note = (pack[6] ?? pack[7])?.trim() ?? '';
  const after = note === '' ? '' : pack[5] === '(' ? ` (${note}` : `, ${note}`;
  return `${pack[1]} ${size} ${pack[4]} ${head.replace(SET_OFF_END, '')}${after}`;
}

/** ", about ", ", roughly ": a hedge after the name's comma, before its amount. */
export const HEDGE_AFTER_COMMA = /,\s*(about|approx\.?|approximately|roughly|around)\s*$/i;
/**
 * "Cod fillets around 500g": a hedge right after the name's words, with no comma or bracket before
 * it, as the comma's is read ("around" was kept in the name, "about" made the measure a note).
 */
const HEDGE_AFTER_WORDS = madeOnFirstUse(
  () => /(?<=\p{L})\s+(about|approx\.?|approximately|roughly|around)\s*$/iu,
);

/**
 * HEDGE_AFTER_WORDS's match when no comma or bracket is before it. Tested apart: a lookbehind of
 * `^[^,()]*` read the line back to its start at each space (seconds for a pasted line of 100,000
 * words).
 */
function hedgeAfterWords(head: string): RegExpExecArray | null {
  const hedge = HEDGE_AFTER_WORDS().exec(head);
  return hedge !== null && !/[,()]/.test(head.slice(0, hedge.index)) ? hedge : null;
}
const HEDGES = ['about', 'approx', 'approx.', 'approximately', 'roughly', 'around'];

/**
 * Whether `head` may end in HEDGE_AFTER_COMMA: past its ending white space (`isSpace`), it ends in
 * a hedge, in any case (the pattern's case-insensitive match, not Unicode, folds ASCII letters
 * alone, as `toLowerCase` does). Most heads end in the name or a note's word.
 */
export function mayEndInHedge(head: string): boolean {
  let end = head.length;
  while (end > 0 && isSpace(head.charCodeAt(end - 1))) end -= 1;
  const last = head.slice(Math.max(0, end - 13), end).toLowerCase();
  return HEDGES.some((hedge) => last.endsWith(hedge));
}

/**
 * "Beef broth, about 2 cups", "Salt, about ¼ teaspoon", "Cod fillets around 500g": a measure after
 * the name's comma (or its last word) and a hedge, on a line with no other amount, is the line's amount (the hedge a note); null when the
 * text is not that ("Sprig of rosemary, about 2 inches": the name has its amount, and a length
 * is none).
 */
function withHedgedMeasureInFront(text: string, head: string, digit: number): string | null {
  const hedge = mayEndInHedge(head)
    ? (HEDGE_AFTER_COMMA.exec(head) ?? hedgeAfterWords(head))
    : null;
  if (!hedge || !LETTER().test(head.slice(0, hedge.index)) || hasAmountInWords(head)) return null;
  const trailing = trailingAmountOf(text.slice(digit));
  const unit = trailing?.[2]?.trim() ?? '';
  if (!trailing || !(isMeasure(unit) || isSpoonLetter(unit)) || trailing[4] === '+') return null;
  const note = trailing[5]?.trim() ?? '';
  const after = note === '' ? '' : trailing[4] === '(' ? ` (${note}` : `, ${note}`;
  const name = head.slice(0, hedge.index).trimEnd();
  return `${trailing[1]} ${unit}${trailing[3]?.trim() ?? ''} ${name} (${hedge[1]})${after}`;
}

/**
 * "Curry leaves - a sprig", "Coriander: a small bunch, chopped", "Salt - a pinch": "a" and a
 * unit (a size before it) set off by a colon or a spaced dash after the name, and nothing after
 * but a note. Group 1 the name, 2 the amount, 3 the unit, 4 the note.
 */
const TRAILING_ARTICLE_UNIT = madeOnFirstUse(
  () =>
    /^([^,:()]*\p{L})(?:\s+[-–—]|\s*:)\s*(an?\s+(?:(?:small|large|big|good|generous|few)\s+)?([a-z]+))\s*(?:,\s*(.*))?$/iu,
);

function withArticleAmountInFront(text: string): string {
  const trailing = TRAILING_ARTICLE_UNIT().exec(text);
  if (!trailing || !isUnit(trailing[3] ?? '')) return text;
  const note = trailing[4]?.trim() ?? '';
  return `${trailing[2]} ${trailing[1]}${note === '' ? '' : `, ${note}`}`;
}

/**
 * "Eggs (large), 5", "Egg whites, 5, or 6 at high altitude", "Eggs - 2", "Lemons: 3", "Tomatoes -
 * 2 large", "Onion - 2 nos", "Ginger - 1 inch piece", "Lemon - ½", "Onion - 1 1/2", "Chicken
 * breasts, 4 x 150g": a count of one or two digits, or a fraction or mixed number of them (Indian
 * English's "nos" after it, which moves with it for `wordsForTheParser` to drop, a size, or one
 * thing's weight after a times sign) set off by a comma, a colon or a
 * spaced dash after the name, and nothing after it but a note, moved in front of the name.
 */
const TRAILING_COUNT =
  /^((?:(?:0|[1-9]\d?)\.\d{1,3}|[1-9]\d?(?:\s*[½¼¾⅓⅔]|\s+[1-7]\/[2-8])?|[1-7]\/[2-8]|[½¼¾⅓⅔])(?:\s*(?:nos\.?|no\.|[个個只颗顆根本条條]|개|마리|알|모))?(?:\s+(?:small|medium|large|extra[- ]large|big))?(?:\s*-?\s*(?:inch|inches|cm)\s+pieces?)?(?:\s*[x×]\s*\d+(?:\.\d+)?\s*(?:g|kg|ml|oz|lb)\b)?)\s*(?:([,;(])\s*(.*))?$/i;
/**
 * What sets a count off from the name before it: a comma, a colon, or a dash or a times sign
 * with a space before.
 */
const COUNT_SET_OFF = /(?:[,:]|\s[-–—x×])\s*$/;
/**
 * Whether `text` from `from` on is digits, vulgar fractions, full stops and slashes alone: no
 * comma, white space, letter or other mark that COUNT_COMMA_PREPARATION, COUNT_AND_SIZE and
 * COUNT_AND_NOS need after the count.
 */
export function isBareNumber(text: string, from: number): boolean {
  for (let index = from; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (
      !(code >= 0x30 && code <= 0x39) &&
      code !== 0x2e &&
      code !== 0x2f &&
      !'½¼¾⅓⅔⅛⅜⅝⅞'.includes(text.charAt(index))
    ) {
      return false;
    }
  }
  return true;
}
/** "2 medium", "1 large,": a count of one or two digits and a size. */
export const COUNT_AND_SIZE = /^[1-9]\d?\s+(?:small|medium|large|extra[- ]large|big)\b/i;
/** "2 nos", "1 no.": a count and Indian English's "numbers", then the line's end or a note. */
export const COUNT_AND_NOS =
  /^(?:[1-9]\d?|[1-7]\/[2-8]|[½¼¾⅓⅔])\s*(?:nos\.?|no\.|[个個只颗顆根本条條]|개|마리|알|모)\s*(?:[,;(]|$)/i;
/** "Eggs x ", "Lemons, x": a name, then a times sign before its amount. */
const TIMES_BEFORE_AMOUNT = madeOnFirstUse(() => /\p{L},?\s+[x×]\s*$/u);
/** What sets an amount off from the name before it, taken off the name: ", ", " - ", " x ". */
const SET_OFF_END = /(?:[\s,;:\-–—]|\s[x×])+$/;

function withCountInFront(text: string, head: string, digit: number): string {
  const setOff = COUNT_SET_OFF.test(head);
  // A bare number after the name ("basil leaves, note 5") is none of the three below: each needs
  // a comma, white space or a word after the count. Left as it is, with no pattern run.
  if (!setOff && isBareNumber(text, digit)) return text;
  // "Red onion 1, sliced", "Tomato 2, finely chopped": with no comma or dash before it, a count
  // followed by a comma and what is done to the thing is one too.
  const prepared =
    setOff || !head.endsWith(' ') ? null : COUNT_COMMA_PREPARATION.exec(text.slice(digit));
  if (prepared && isPreparation(prepared[2] ?? '', prepared[3] ?? ''))
    return `${prepared[1]} ${head.trimEnd()}${text.slice(digit + (prepared[1]?.length ?? 0))}`;
  // "Tomatoes 2 medium", "Onion 1 large, chopped", "Onion 2 nos": with no comma or dash, only a
  // count with its size or Indian English's "nos" is one ("Weeknight Suppers 12" is a page's
  // heading).
  if (
    !setOff &&
    !(
      head.endsWith(' ') &&
      (COUNT_AND_SIZE.test(text.slice(digit)) || COUNT_AND_NOS.test(text.slice(digit)))
    )
  )
    return text;
  const name = head.replace(SET_OFF_END, '');
  const trailing = TRAILING_COUNT.exec(text.slice(digit));
  if (!setOff && !trailing) return text;
  if (!trailing) {
    const prepared = COUNT_THEN_PREPARATION.exec(text.slice(digit));
    return prepared && isPreparation(prepared[2] ?? '', prepared[3] ?? '')
      ? `${prepared[1]} ${name}, ${text.slice(digit + (prepared[1]?.length ?? 0)).trim()}`
      : text;
  }
  const note = trailing[3]?.trim() ?? '';
  const after = note === '' ? '' : trailing[2] === '(' ? ` (${note}` : `, ${note}`;
  return `${trailing[1]} ${name}${after}`;
}

/**
 * "Tomatoes, 3 chopped", "Onion, 1 finely chopped", "Eggs, 2 beaten": a count after the name,
 * then what is done to them with no comma between. Group 1 the count (and a size), 2 the first
 * word after it, 3 the second.
 */
const COUNT_THEN_PREPARATION =
  /^([1-9]\d?(?:\s+(?:small|medium|large|extra[- ]large|big))?)\s+([a-z-]+)\b(?:\s+([a-z-]+))?/i;

/**
 * "1, sliced", "2, finely chopped": a count after the name, then a comma and what is done to it.
 * Group 1 the count, 2 the first word after the comma, 3 the second.
 */
export const COUNT_COMMA_PREPARATION =
  /^([1-9]\d?|[1-7]\/[2-8]|[½¼¾⅓⅔])\s*,\s*([a-z-]+)\b(?:\s+([a-z-]+))?/i;

/** "chopped", "finely chopped", "thinly sliced": a preparation, after any adverb. */
function isPreparation(first: string, second: string): boolean {
  const word = first.toLowerCase();
  if (PREPARATION_WORDS.has(word)) return true;
  return PREPARATION_ADVERBS.has(word) && PREPARATION_WORDS.has(second.toLowerCase());
}

/**
 * One recipe line as the lines it holds: usually itself, cleaned; two when a seasoning pair or a
 * second measured amount runs on after an ingredient ("100ml double cream salt and pepper",
 * "1 tsp cumin 1/2 tsp chilli powder"). A line inside brackets or after a comma is left whole.
 */
export function splitIngredientLine(line: string): string[] {
  const text = cleanIngredientLine(line);
  if (!STARTS_WITH_AMOUNT.test(text)) return [text];
  const seasoning = SALT.test(text) ? RUN_ON_SEASONING.exec(text) : null;
  if (seasoning) {
    const first = seasoning[1] ?? '';
    if (!JOINING_WORD.test(first) && !/[,(;:]/.test(first) && hasNameAfterAmount(first)) {
      return [first, seasoning[2] ?? ''];
    }
  }
  // A second ingredient starts before any note or bracket: only that part is searched.
  const end = text.search(SECOND_AMOUNT_END);
  const head = end === -1 ? text : text.slice(0, end);
  if (!SPACE_DIGIT.test(head)) return [text];
  for (const second of head.matchAll(SECOND_AMOUNT())) {
    const first = text.slice(0, second.index);
    if (
      ENDS_IN_WORD().test(first) &&
      !endsInAmount(first) &&
      isMeasure(second[1] ?? '') &&
      !NOTE_AFTER_AMOUNT.test(second[2] ?? '') &&
      !KEEPS_SECOND_AMOUNT.test(first) &&
      hasNameAfterAmount(first)
    ) {
      return [first, ...splitIngredientLine(text.slice(second.index + 1))];
    }
  }
  return [text];
}

/**
 * "and" (or "&") before an amount: " and 1/2 tsp" of "1 tsp salt and 1/2 tsp pepper", " and a"
 * of "2 tbsp olive oil and a knob of butter".
 */
const AND_BEFORE_AMOUNT = /\s+(?:and|&|plus|\+)\s+(?=[\d½¼¾⅓⅔⅛⅜⅝⅞]|an?\s)/gi;
/**
 * "plus 1 tbsp for the tin", "plus 2 tbsp extra": more of the same thing, for a use or to hand,
 * after "plus"; not a second thing.
 */
const MORE_OF_THE_SAME =
  /^(?:[\d½¼¾⅓⅔⅛⅜⅝⅞./\s-]+|an?\s+)(?:[a-z]+\.?\s+)?(?:for|to|extra|more|if|as|from|of\s+the|of\s+it)\b/i;
/**
 * "1 tablespoon minced" after "plus": more of the same thing, cut another way ("½ cup tarragon
 * leaves, plus 1 tablespoon minced"), named by how it is cut and not by a food.
 */
const CUT_ONLY =
  /^[\d½¼¾⅓⅔⅛⅜⅝⅞./\s-]+(?:[a-z]+\.?\s+)?(?:(?:finely|roughly|thinly|coarsely)\s+)?(?:minced|chopped|sliced|diced|grated|shredded|crushed|melted|softened|beaten|cubed|halved|torn|toasted)\s*(?:[,(]|$)/i;
/**
 * "a knob of butter", "a small handful of spinach": an article, a unit (group 1) and a name; so "1
 * cup and a half flour" and "1 onion and a bit more" are no second thing.
 */
const ARTICLE_UNIT_NAME = madeOnFirstUse(
  () => /^an?\s+(?:(?:small|large|big|good|generous|little)\s+)?([a-z]+)\s+(?:of\s+)?\p{L}{2}/iu,
);
/**
 * What, before an "and", makes it part of a note or an alternative, not a second thing; or the
 * lower end of a range ("1 pound noodles between ½ and 1 inch wide").
 */
const NOT_TWO_THINGS = /[,;:]|\b(?:or|between|into)\b/i;
/**
 * NOT_TWO_THINGS before a "plus" or "+": a comma there ends the first thing's note ("4 cloves
 * garlic, grated + 4 cloves garlic, minced"), since "plus" joins no note's words as "and" does
 * ("2 lemons, 1 juiced and 1 sliced"); an alternative or a range still makes the line one.
 */
const NOT_TWO_THINGS_PLUS = /[;:]|\b(?:or|between|into)\b/i;
/** Colours and sizes: a word that tells one of two things apart ("1 red and 1 yellow pepper"). */
const TELLS_APART =
  '(?:red|green|yellow|orange|white|black|brown|purple|golden|large|small|medium|big)';
/**
 * "1 red" of "1 red and 1 yellow pepper", "1 tbsp red" of "1 tbsp red and 1 tbsp white wine
 * vinegar": an amount, any unit, and a word telling it apart, with no name.
 */
const AMOUNT_TELLING_APART = new RegExp(
  `^[\\d½¼¾⅓⅔⅛./\\s-]+(?:[a-z]+\\.?\\s+)?${TELLS_APART}$`,
  'i',
);
/** "1 yellow pepper, sliced": after the amount, a word telling it apart, then the name (group 1). */
const TOLD_APART_NAME = new RegExp(
  `^[\\d½¼¾⅓⅔⅛./\\s-]+(?:[a-z]+\\.?\\s+)??${TELLS_APART}\\s+([^,;(]*[^,;(\\s])`,
  'i',
);

/**
 * A recipe line as the shopping list buys it: `splitIngredientLine`'s parts, and a part that is
 * two things, each with its own amount, joined by "and" as two ("1 tsp salt and 1/2 tsp pepper",
 * "1 (400 g) tin tomatoes and 1 tin beans"). Both sides must have a name after their amount, so
 * "1 cup and 2 tbsp flour" stays one amount of flour; an "and" after a comma, inside a bracket or
 * after an "or" joins notes or alternatives ("2 lemons, 1 juiced and 1 sliced"). Drafts keep such
 * a line whole, as written.
 */
export function splitListLine(line: string): string[] {
  return splitIngredientLine(line).flatMap(splitAtAndAmount);
}

/** AND_BEFORE_AMOUNT for a test: not global, so it keeps no place between texts. */
const AND_BEFORE_AMOUNT_TEST = new RegExp(AND_BEFORE_AMOUNT.source, 'i');

/**
 * Whether `splitAtAndAmount` may make two things of a part: it opens with an amount, holds one of
 * its joins and AND_BEFORE_AMOUNT finds a join before an amount. Where this is false it gives
 * `[part]` without reading further.
 */
export function mayJoinTwoAmounts(part: string): boolean {
  return (
    STARTS_WITH_AMOUNT.test(part) &&
    (part.includes('and ') ||
      part.includes('& ') ||
      part.includes('plus ') ||
      part.includes('+ ')) &&
    AND_BEFORE_AMOUNT_TEST.test(part)
  );
}

/**
 * One part of a line as two or more things, each with its own amount, joined by "and" or "plus"
 * (`splitListLine`'s second step, and how nutrition counts such a line); `[part]` for any other.
 */
export function splitAtAndAmount(part: string): string[] {
  if (
    !STARTS_WITH_AMOUNT.test(part) ||
    (!part.includes('and ') &&
      !part.includes('& ') &&
      !part.includes('plus ') &&
      !part.includes('+ '))
  ) {
    return [part];
  }
  for (const join of part.matchAll(AND_BEFORE_AMOUNT)) {
    const first = part.slice(0, join.index);
    const plus = !/^\s+(?:and|&)/i.test(join[0]);
    if ((plus ? NOT_TWO_THINGS_PLUS : NOT_TWO_THINGS).test(first)) return [part];
    if (first.split('(').length !== first.split(')').length) continue;
    const rest = part.slice(join.index + join[0].length);
    // "1 red and 1 yellow pepper": the first is told apart from the second, whose name it shares.
    if (AMOUNT_TELLING_APART.test(first)) {
      const shared = TOLD_APART_NAME.exec(rest)?.[1];
      if (shared === undefined) return [part];
      return [`${first} ${shared}`, ...splitAtAndAmount(rest)];
    }
    // After "plus", both sides must name their thing in words right after the amount: "1 cup plus
    // 2 tbsp flour", "1 quart (800 ml) plus 3 tablespoons oil" and "2 tbsp butter plus 1 tbsp
    // for the tin" are one thing.
    if (plus) {
      if (
        !namesInWords(first) ||
        MORE_OF_THE_SAME.test(rest) ||
        CUT_ONLY.test(rest) ||
        !namesInWords(rest)
      ) {
        return [part];
      }
      // The comma before "plus" ends the first thing's note; it is no part of it.
      return [first.endsWith(',') ? first.slice(0, -1) : first, ...splitAtAndAmount(rest)];
    }
    const named = opensWithArticle(rest) ? articleUnitNamed(rest) : true;
    if (named && hasNameAfterAmount(first) && hasNameAfterAmount(rest)) {
      return [first, ...splitAtAndAmount(rest)];
    }
  }
  return [part];
}

/** Whether a text opens with "a" or "A" ("a knob of butter", "an egg"), by its first letter. */
const opensWithArticle = (text: string): boolean => (text.charCodeAt(0) | 0x20) === 0x61;

/** Whether "a" is followed by a unit and a name (`ARTICLE_UNIT_NAME()`: "a knob of butter"). */
const articleUnitNamed = (text: string): boolean =>
  isUnit(ARTICLE_UNIT_NAME().exec(text)?.[1] ?? '');

/** How full a measure is, or the join of a range: no name after an amount. */
const NOT_A_NAME = /^(?:heaping|heaped|level|rounded|scant|generous|good|to|or)$/i;

/**
 * Whether a part names its thing in words right after its amount and unit ("2 tbsp soy sauce",
 * "3 eggs"), not a bracket, a comma or how full the measure is ("1 quart (800 ml)", "1 heaping
 * cup", "1 cup (2 sticks), softened"). A part opening with "a" is named when a unit follows.
 */
function namesInWords(text: string): boolean {
  if (opensWithArticle(text)) return articleUnitNamed(text);
  const match = AMOUNT_AND_UNIT.exec(text);
  if (!match) return false;
  const word = (match[1] ?? '').replace(/\.$/, '');
  const name = word !== '' && !isUnit(word) ? `${word} ${match[2] ?? ''}` : (match[2] ?? '');
  const first = /^\p{L}[\p{L}'-]+/u.exec(name)?.[0];
  return first !== undefined && !NOT_A_NAME.test(first);
}

/** An amount and a unit at the start, with at least one word of a name after them. */
const AMOUNT_AND_UNIT = /^[\d½¼¾⅓⅔⅛./\s-]+(?:x\s*)?([a-zA-Z]+\.?)?\s*(.*)$/;

/** "/1lb", "/ 7fl oz": an amount's alternative after a slash, its unit in group 1. */
const SLASH_ALTERNATIVE = /^\/\s*[\d½¼¾⅓⅔⅛.]+(?:\s+\d+\/\d+)?\s*([a-zA-Z]+(?:\s+oz)?)\.?\s*/;

/**
 * Whether a line has a name after its amount ("2 eggs" has; "1 lb", "2 tbsp" and "600g/1lb" have
 * not: the imperial twin of a weight is no name).
 */
function hasNameAfterAmount(text: string): boolean {
  const match = AMOUNT_AND_UNIT.exec(text);
  if (!match) return /\p{L}{2}/u.test(text);
  const word = (match[1] ?? '').replace(/\.$/, '');
  if (word !== '' && !isUnit(word)) return true;
  let rest = match[2] ?? '';
  for (let slash = SLASH_ALTERNATIVE.exec(rest); slash !== null;) {
    if (!isUnit(slash[1] ?? '')) break;
    rest = rest.slice(slash[0].length);
    slash = SLASH_ALTERNATIVE.exec(rest);
  }
  return /\p{L}{2}/u.test(rest);
}
