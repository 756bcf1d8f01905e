/**
 * Misreadings of units that text recognition makes on printed ingredient lines, mended only
 * where no recipe would print the misreading: "thsp" (tbsp), "2 X 225g" (2 x 225g), "100m!" (100ml), and a gram "g" read
 * as "9" after a round amount ("2509 jasmine rice" → "250g jasmine rice": nobody buys 2,509; a
 * year such as 2009 is left; "259g" → "25g"; "2258 flour" → "225g flour"), and a bullet read as "0" against the amount
 * ("01 small onion").
 */
import { PREPARATION_WORDS } from '../ingredients/descriptors.ts';

/** The denominator a fraction glyph's misread lower half stands for (see MISREADS). */
const GLYPH_DENOMINATOR: Record<string, string> = {
  '2': '2',
  ',': '2',
  '4': '4',
  '3': '3',
  '5': '3',
  '8': '8',
  o: '8',
};

/** A spoon or a cup as a list prints it, in any case: "cup", "Cup", "TBSP", "teaspoons". */
const SPOON_OR_CUP = String.raw`(?:[Cc]ups?|CUPS?|[Tt]sps?|TSPS?|[Tt]bsps?|TBSPS?|[Tt]easpoons?|[Tt]ablespoons?)`;

/** The units a count's size is hyphened to ("1-pound", "6-inch"). */
const SIZE_UNIT = String.raw`(?:pounds?|ounces?|oz|inch(?:es)?|lbs?)`;

/**
 * A count's size hyphened to its unit inside a bracket, its "1" perhaps read as a "T" ("(1-pound)",
 * "( T-pound)"): the figures (or the "T") and the unit, closed by the bracket.
 */
export const HYPHENED_SIZE = String.raw`[\dT.]{1,4}[-–]${SIZE_UNIT}\)`;

const MISREADS: [RegExp, string | ((...parts: string[]) => string)][] = [
  // A mixed number's "½" read as "%" (its slash and "2"), with or without the space, before a
  // spoon, a cup or a pound: "1% cups milk" → "1 1/2 cups" (no recipe measures a percent of a
  // cup; a "¼" or "¾" is read so too, but a half is the mixed number recipes print most: of the
  // mixed numbers before a cup or spoon in the saved recipe pages, three in four are halves; the
  // amount is marked for the cook). A unit in capitals is one too: "1 % Cup", "2% TBSP", and a cup
  // written "c." ("1% c. granulated sugar"; a space after its full stop, so "c.f." is none); and the glyph
  // read as a quote: "1'teaspoons vanilla", or with its numerator read "Y": "1 ¥% tsp turmeric".
  // Its top alone read "Y" run into the whole figure, the slash and "2" lost: "1Y tbsp sweet chilli
  // sauce" (no amount is written with a "Y" after its figure).
  [
    new RegExp(
      String.raw`^([1-9]) ?(?:[Y¥]?%:?|['‘’]|(?<=\d)Y(?= ))\s*(?=(?:${SPOON_OR_CUP}|thsp|pounds?|lbs?)\b|c\.\s)`,
      'gu',
    ),
    '$1 1/2 ',
  ],
  // A fraction glyph read as its numerator's "1" taken for a "Y" or "V" and its denominator, alone or
  // after a whole number, before a spoon or a cup: "Y2 tsp" → "1/2 tsp", "V4 cup" → "1/4 cup",
  // "1Y,tbsp" → "1 1/2 tbsp", "'2 teaspoon" → "1/2 teaspoon" (the numerator read as a quote
  // too; the "2"'s curl read as a comma, a "3" as a "5", an "8" as an "o";
  // no word is spelt so before a unit; its "1" read as a yen sign too: "¥4 cup cocoa powder"). "Ya", which the engine reads for "½" and "¼", is left to the
  // lone glyph below.
  [
    /^(?:([1-9]) ?)?[YV'‘’¥]([2,4358o])\s*(?=(?:cups?|tsps?|tbsps?|thsp|tap|teaspoons?|tablespoons?)\b|c\.\s)/gu,
    (_, whole: string | undefined, mark: string) =>
      `${whole ? `${whole} ` : ''}1/${GLYPH_DENOMINATOR[mark]} `,
  ],
  // …and alone at the row's head before any food in lower case named in the singular, its mark
  // a "2" or a "4": "V2 barbecued chicken, skin and bones removed" → "1/2 barbecued chicken" (no
  // food is named "V2" or "Y4"; "V8 juice" is one, so an eighth's "8" is left to the fruits and
  // vegetables below; a food in the plural, "V2 lemons", is a bullet read "V" before a count).
  [
    /^[YV¥]([24])\s+(?=(?:\p{Ll}+ ){0,3}\p{Ll}{2,}(?<!s)(?:,|\s*\(|$))/gu,
    (_, mark: string) => `1/${GLYPH_DENOMINATOR[mark]} `,
  ],
  // …and before a fruit or a vegetable in the singular: "V2 lemon, juiced" → "1/2 lemon".
  [
    /^[YV'‘’¥]([2,4358o])\s*(?=(?:lime|lemon|orange|onion|avocado|shallot|apple|pear|banana|tomato|carrot|potato|courgette|cucumber|leek)(?:,|\s*\(|$))/gu,
    (_, mark: string) => `1/${GLYPH_DENOMINATOR[mark]} `,
  ],
  // In the case it was printed in: "Thsp" is "Tbsp", "THSP" "TBSP"; run into its amount too
  // ("1thsp cocoa", spaced below), but not inside a word ("1 Yathsp" is left).
  [/(?<!\p{L})(t)h(sp)\b/giu, (_, t: string, sp: string) => `${t}${sp === 'SP' ? 'B' : 'b'}${sp}`],
  // …and "tbsp" read as the word "they" after an amount: "2 they soy sauce", "1 They honey" (no
  // sentence starts with a figure and "they"; the "b" read "h" as above, its "sp" as "ey").
  [
    /^(\d+(?:[.,/]\d+)?(?: \d\/\d)?|\d*[½¼¾⅓⅔⅛]) ([Tt])hey(?= \p{L})/gu,
    (_, amount: string, t: string) => `${amount} ${t}bsp`,
  ],
  // …and its "b" read "o": "3 Tosp olive oil" (no unit is written "tosp").
  [/(?<=\d )([Tt])osp\b/gu, '$1bsp'],
  // …and its "b" read "h" and its "s" an "e", as a handwriting face's "s" is read: "2 thep.
  // apple butter" → "2 tbsp." (no unit or word after a figure is written "thep"; session 77).
  [/(?<=\d )([Tt])hep\b/gu, '$1bsp'],
  // A teaspoon's "t" read as a "1" run into the amount: "11sp vanilla essence" → "1 tsp" (no unit
  // is written "1sp").
  [/^(\d+) ?1sp\b/gu, '$1 tsp'],
  // …or lost from a teaspoon run into its figure: "0,25sp salt" → "0.25 tsp salt" (no unit is
  // written "sp"; the thin "t" between the figure and the "s" is what a soft photo loses).
  [/(?<=\d)\s?sp\b(?=\.?\s+\p{Ll})/gu, ' tsp'],
  // A gram's "g" read as a "K", an "R" or a "q" after a figure: "1 cup (270 Krams) peanut
  // butter", "(113 Rrams)" → grams (no other word ends in "rams" after a figure but "drams",
  // which is left).
  [/(?<=\d ?)[KkRrq]rams\b/gu, 'grams'],
  // …or lost after a figure of tens or more run into it: "150m milk" → "150ml" (no food is
  // measured in metres; "1 m butcher's twine", spaced, is left).
  [/^(\d{2,4})m(?=\s+\p{Ll})/gu, '$1ml'],
  // A millilitre's "l" read as "i" after a figure: "500 mi double cream" (no unit is written "mi"
  // in a list of foods); in a metric twin's bracket too: "½ cup (120 mi) heavy cream"; after a
  // range as well: "2-3 tbsp / 30-45 mi olive oil" (session 70).
  [/(?<=(?:^|\s)\d+(?:[.,]\d+)?(?:\s?[-–]\s?\d+(?:[.,]\d+)?)? ?)mi(?=\s+\p{L})/gu, 'ml'],
  [/(?<=\(\d+(?:[.,]\d+)?(?:\s?[-–]\s?\d+(?:[.,]\d+)?)? ?)mi(?=\))/gu, 'ml'],
  // …and its "m" read "w" in a metric twin's bracket: "2 teaspoons (10 wl) vanilla extract" →
  // "(10 ml)" (no unit is written "wl"; session 77).
  [/(?<=\(\d+(?:[.,]\d+)? ?)wl(?=\))/gu, 'ml'],
  // …and "Tbs." read "Ths." after an amount: "1 Ths. soy sauce" (no unit is written "ths").
  [/(?<=\d )([Tt])hs\.(?= )/gu, '$1bs.'],
  // A plus-or-minus's hyphen read as a guillemet or a tilde: "(+/« 1 TBSP)" → "(+/- 1 TBSP)"
  // (no text writes a plus and a slash before a guillemet).
  [/\+\/[«»~](?=\s?\d)/gu, '+/-'],
  // A multiplication sign read as a capital between amounts: "2 X 225g blocks" → "2 x 225g".
  [/^(\d{1,2}) X (?=\d)/gu, '$1 x '],
  [/(\d)m!(?=\s|$)/gu, '$1ml'],
  // A weight's or a volume's last nought read as a "6" at the row's head, its "g" read right or
  // as a "9": "156g caster sugar", "2569 puy lentils", "256 ml milk" → 150g, 250g, 250 ml (a list
  // weighs its foods in round figures: of the saved pages' rows opening with three figures and
  // grams or millilitres, 207 end in "00" or "50" and one in "06" or "56"; a cup's conversion such
  // as "(156g)" stands in brackets and is left). The amount is new, so the row is marked.
  [
    /^([1-9][05])6(?:(g|ml)|9)(?=\s+\p{Ll})/gu,
    (_, tens: string, unit: string | undefined) => `${tens}0${unit ?? 'g'}`,
  ],
  [/^([1-9][05])6 (g|ml)(?=\s+\p{Ll})/gu, '$10 $2'],
  // …and read as an "8", with its unit read right, spaced or run into it: "208ml coconut milk",
  // "508 g flour" → 200ml, 500 g (of the 4,954 labelled lines 303 open with three such figures
  // and grams or millilitres, all ending in "0"; of the saved pages' 300-odd one ends in "08").
  // Without its unit the "8" is the gram's own "g" ("2258 flour", below). Marked, as above.
  [/^([1-9][05])8( ?)(g|ml)(?=\s+\p{Ll})/gu, '$10$2$3'],
  // A gram "g" read as "4" after a round amount of a hundred or more: "2504 puy lentils" →
  // "250g" (nobody buys 2,504 of a food; a year such as 2004 is left to mendYearGrams).
  [/(?<![\d.,])(?!(?:19|20)\d4)([1-9]\d[05])4(?=\s+\p{Ll})/gu, '$1g'],
  // …and as an open bracket: "225( self-raising flour" (no bracket opens after a figure and
  // before a space, and the row closes none).
  [/^(\d{1,4})\((?=\s+\p{Ll}[^()]*$)/gu, '$1g'],
  // Not a year ("2009 vintage port"); 25 and 250 are amounts, 259 is not ("259 butter").
  // …and before a bracket that opens on another amount: "1709 (1.5 cups) mexican cheese blend"
  // → "170g (1.5 cups)" (a weight printed with its cups beside it; no count of 1,709 is).
  [/(?<![\d.,])(?!(?:19|20)\d9)(\d{1,2}[05])9(?=\s+\p{Ll}|\s\(\s?[\d½¼¾⅓⅔⅛])/gu, '$1g'],
  // A gram "g" read as "8" after a round amount of a hundred or more: "2258 self-raising flour"
  // → "225g" (nobody buys 2,258 of a food; a year such as 2008 is left, and a count under a
  // thousand such as "108" is not taken for grams).
  [/(?<![\d.,])(?!(?:19|20)\d8)([1-9]\d[05])8(?=\s+\p{Ll})/gu, '$1g'],
  // A "1" read as a "7" (a handwriting face's long flag) before a unit or a count's word in
  // the singular: "7 cup plain Greek yogurt", "7 clove garlic", "7 bunch kale" → "1 …" (seven of
  // anything is counted in the plural; a size such as "7 ounce bag" is left; session 75).
  [
    /^7(?= (?:cup|teaspoon|tablespoon|clove|bunch|can|pinch|stick|head|sprig|slice|packet|jar|handful|egg)\b)/gu,
    '1',
  ],
  // A capital "T" read twice, its bar and stem first as a "7", after a one-figure count run into
  // a spoon written with it: "27TBSP Lemon Juice" → "2 TBSP" (of some 2,000 tablespoon amounts in
  // the test data's saved pages and labelled lines none is above 16 but one "25", none from 17 to
  // 97 ends in 7: a cook writes cups). Only run in, as the engine gives the doubled letter; "27
  // tablespoons" spaced and in lower case stays. Marked for the cook, as any mended amount.
  [/^([1-9])7(?=T(?:BSP|bsp|BS|bs|ablespoons?|ABLESPOONS?)\b)/gu, '$1 '],
  // An "8" read as a section sign "§" (a handwriting face's loops) before a weight, a volume or
  // a count's word: "(about § ounces)", "§ slices bread" → "(about 8 ounces)", "8 slices" (no
  // recipe prints a section sign, least of all before a unit; session 75).
  [
    /(?<=^|[\s(~])§(?= ?(?:ounces?|oz|pounds?|lbs?|g|grams?|kg|ml|cups?|tablespoons?|teaspoons?|tbsps?|tsps?|slices|cloves|inch(?:es)?)\b)/gu,
    '8',
  ],
  // A fraction's slash read as "7" before a spoon or a cup: "172 cup" → "1/2 cup" (no recipe
  // measures 172 cups; only the fractions recipes write, numerator under denominator).
  [
    /^(?=17[2348]|273|37[48]|[57]78)(\d)7(\d)(?=\s+(?:cups?|tsp|tbsp|teaspoons?|tablespoons?)\b)/gu,
    '$1/$2',
  ],
  // …and run into the whole figure before it, its space lost: "1172 tbsp sweet chilli sauce" →
  // "1 1/2 tbsp" (no recipe measures 1,172 spoons), after a list's number misread too ("?) 1172
  // tbsp", a "7)" the row's cleaning takes off later; session 71).
  [
    /(?<=^(?:\S?\)\s)?)([1-9])(?=17[2348]|273|37[48]|[57]78)(\d)7(\d)(?=\s+(?:cups?|tsp|tbsp|teaspoons?|tablespoons?)\b)/gu,
    '$1 $2/$3',
  ],
  // …and before a food, alone or after a whole number: "172 lemon, juiced", "1 172 red onions"
  // (no recipe counts 172 lemons; a weight or volume after the figure is left: "172 g flour").
  [
    /^(\d) (?=17[2348]|273|37[48]|[57]78)(\d)7(\d)(?=\s+(?!(?:g|kg|mg|ml|l|oz|lb)\b)\p{Ll})/gu,
    '$1 $2/$3',
  ],
  [/^(?=17[2348]|273|37[48]|[57]78)(\d)7(\d)(?=\s+(?!(?:g|kg|mg|ml|l|oz|lb)\b)\p{Ll})/gu, '$1/$2'],
  // A glyph's remains run into the spoon or cup after an amount the fraction's second look read:
  // "½ Yteaspoon garlic powder" → "½ teaspoon" (no unit is spelt with a "Y" before it).
  [
    /^(\d*[½¼¾⅓⅔⅛]|\d+(?:[.,/]\d+)?(?: \d\/\d| [½¼¾⅓⅔⅛])?) Y(?=(?:cups?|tsps?|tbsps?|teaspoons?|tablespoons?)\b)/gu,
    '$1 ',
  ],
  // A teaspoon's "s" read as "a" right after the amount: "1 tap Dijon mustard" (no unit "tap";
  // tap water is never measured by a bare count).
  // …and after a glyph's remains the lone glyph below reads: "Yi tap Salt" → "Yi tsp Salt".
  [
    /^(\d+(?:[.,/]\d+)?(?: \d\/\d)?|[½¼¾⅓⅔⅛]|\d[½¼¾⅓⅔⅛]|[YV][siaeoAu]?) tap(?= (?!water\b)\p{L})/gu,
    '$1 tsp',
  ],
  // A cup's "c" lost after the amount: "1/4 up dry white wine" (no unit "up"; nothing is
  // measured by an "up").
  [/^(\d*[½¼¾⅓⅔⅛]|\d+(?:[.,/]\d+)?(?: \d\/\d| [½¼¾⅓⅔⅛])?) up(?= \p{L})/gu, '$1 cup'],
  // A cup's "u" read "a" after a fraction: "1/4 cap rice vinegar" (nobody measures a fraction of
  // a cap; "1 cap" of a bottle's capful is left).
  [/^(\d*[½¼¾⅓⅔⅛]|\d+[.,]\d+|(?:\d+ )?\d\/\d) cap(?= \p{L})/gu, '$1 cup'],
  // A spoon's "t" read as a bracket: "1 [easpoon sesame oil", "2 [ablespoons honey" (no word
  // starts with a bracket run into "easpoon").
  [/\[(?=(?:easpoons?|ablespoons?|sp|bsp)\b)/gu, 't'],
  // A speck read as "i" or a bar between the amount and its spoon or cup: "1/4 i cup" (a
  // blurred photo's ghost of a stroke; no word "i" stands there).
  [
    /^(\d*[½¼¾⅓⅔⅛]|\d+(?:[.,/]\d+)?(?: \d\/\d| [½¼¾⅓⅔⅛])?) [i|] (?=(?:cups?|tsp|tbsp|teaspoons?|tablespoons?)\b)/gu,
    '$1 ',
  ],
  // A gram "g" read as "q" after an amount: "225q self-raising flour" (no unit is written "q").
  [/(?<=(?<![\d.,])\d{1,4})q(?=\s+\p{Ll}|[\s),]*$)/gu, 'g'],
  // A gram "g" read as "9" before the slash to the same weight in ounces, or before a bracket
  // that gives it so: "(1109/3 3/4 oz)" → "(110g/3 3/4 oz)", "2509 (8 3/4 oz) broccoli" → "250g
  // (8 3/4 oz)" (a weight printed beside its ounces is metric; no count is followed by "/ oz").
  [/(?<![\d.,])(\d{1,3})9(?=\s?\/\s?[\d½¼¾⅓⅔⅛%][^()]*?\b(?:oz|0z|02)\b)/gu, '$1g'],
  [
    /(?<![\d.,])(?!(?:19|20)\d9)(\d{1,2}[05])9(?=\s\(\s?[\d½¼¾⅓⅔⅛%][^()]*?\b(?:oz|0z|02)\))/gu,
    '$1g',
  ],
  // A fraction glyph of ounces read "%" (or "Y", "Ys", "¥") after its whole figure or alone,
  // beside the same weight in grams after a slash or before a bracket: "(110g/3% oz)" is 3 3/4 oz
  // (110 g is 3.9 oz), "250g (8% 02)" 8 3/4 oz, "(6g/Ys oz)" 1/4 oz; the quarter nearest the
  // grams is taken, and only where the grams fall within the whole ounce read.
  [
    /(?<![\d.,])(\d{1,4}) ?g(?: ?\/ ?| \()(?:(\d{1,2}) ?)?(?:[Y¥]?%|[YV¥][s2]?)\s?(?:oz|0z|02)(?=[\s),.;/]|$)/gu,
    ouncesByGrams,
  ],
  // A can's size run into its count of one: "115-oz. can black beans", "128-ounce can" → "1
  // 15-oz.", "1 28-ounce" (no can holds 115 ounces; a size of 10 to 35 ounces is a can's or a
  // pack's).
  [/^1([1-3]\d)(?=-(?:oz\.?|ounces?)\s)/gu, '1 $1'],
  // An "8" read as a capital "B" before a size's hyphen: "1 (B-ounce) wheel Brie", "a B-inch pan"
  // (no word is a lone "B" hyphened to a unit).
  // An ounce's "o" read as a "u" after a size's figure and hyphen (its "8" read "B" too): "4
  // (B-uz.) bars cream cheese" → "(B-oz.)", mended to "8" below (no unit or word is "uz").
  [/(?<=(?:\d|(?<![\p{L}\d])B)-)uz(?=[.\s)]|$)/gu, 'oz'],
  [/(?<=^|[\s(])B(?=-(?:oz\.?|ounces?|inch(?:es)?|in\.|pounds?|lbs?|quarts?|qt)\b)/gu, '8'],
  // A pound's "l" read as "1" after the amount: "1 1b chicken breast", "2 1bs beef" (no amount
  // is written with a "b" after it)…
  // …or as a capital "I": "4 Ib pork shoulder", "2 Ibs. minced beef" (no word is spelt "Ib").
  [/^(\d+(?:[.,/]\d+)?(?: \d\/\d)?) [1I]b(s?)(?=\.?\s+\p{L})/gu, '$1 lb$2'],
  // A "1" read as a "T", "I" or "l" run into a spoon at the row's head: "Ttsp minced garlic",
  // "Itbsp honey" → "1 tsp", "1 tbsp" (no word is spelt so; a spoon's count is a figure).
  [/^[TIl](?=(?:tsp|tbsp|Tbsp|teaspoon|tablespoon|Tablespoon)s?\b)/gu, '1 '],
  // …and an "8" read as a "B" run into a spoon in capitals or not: "BTBSP Cold Butter", "Btbsp
  // butter" → "8 TBSP", "8 tbsp" (no word is spelt so; a spoon's count is a figure).
  [/^B(?=(?:TBSP|TSP|Tbsp|Tsp|tbsp|tsp)S?\b)/gu, '8 '],
  // …and a "1" read as "I" or "l" standing alone before its unit: "I cup cocoa powder", "l tsp
  // salt" → "1 cup", "1 tsp" (no row opens with the word "I" before a unit).
  [
    new RegExp(
      String.raw`^[Il](?= (?:${SPOON_OR_CUP}|c\.|lbs?|pounds?|ounces?|oz)\.?\s+\p{L})`,
      'gu',
    ),
    '1',
  ],
  // …and a pound's "l" read as "1" with the space before it lost: "11b Irish cheddar", "21bs
  // beef" → "1 lb", "2 lbs" (no amount is written with a "b" after it); its "b" may be read as
  // an "h" too, the bowl's foot lost in blur ("11h Halibut fillet": nothing is "1h" before a food).
  [/^([1-9])1[bh](s?)(?=\.?\s+\p{L})/gu, '$1 lb$2'],
  // …and with one of the two strokes lost, the "1" and the "l" read as one: "1b Halibut fillet"
  // (an app's "1 lb", session 78) → "1 lb" (no amount is written "1b" before a food).
  [/^1b(?=\.?\s+\p{L})/gu, '1 lb'],
  // A spaced en dash between the two amounts of a range read as a tilde: "1 ~ 1.5 cup almond
  // milk" → "1 – 1.5 cup" (a tilde says "about" before one amount; none stands between two).
  [/^(\d+(?:[.,]\d+)?) ~ (?=\d+(?:[.,]\d+)?\s)/gu, '$1 – '],
  // A count's space read as a dash before its size's bracket, the size's "1" read as a "T": "1-(
  // T-pound) salmon fillet" → "1 (1-pound)" (no word is a lone "T" hyphened to a unit, and no
  // count is joined to its bracket by a dash).
  [new RegExp(String.raw`^(\d{1,2})[-–]\(\s?(?=${HYPHENED_SIZE})`, 'gu'), '$1 ('],
  [new RegExp(String.raw`(?<=^|[\s(])T(?=[-–]${SIZE_UNIT}\b)`, 'gu'), '1'],
  // The "g" read twice: "259g butter" → "25g butter".
  [/(?<![\d.,])(\d{1,2}[05])9g(?=\s)/gu, '$1g'],
  // A slash fraction read with a space inside it at the row's head: "1 /2 Banana (peeled)",
  // "3/ 4 cup milk" → "1/2", "3/4" (print sets a fraction's figures against its slash; a weight
  // and its other measure, "200 g / 7 oz", have a unit before the slash).
  [/^(?=1 ?\/ ?[2348]|[23] ?\/ ?[34]|[357] ?\/ ?8)(\d) ?\/ ?(\d)(?=\s+\p{L})/gu, '$1/$2'],
  // A whole number and a slash fraction run together: "11/2 tbsp" is 1 1/2 (no recipe writes an
  // amount as 11/2 or 13/4; the fraction's numerator is below its denominator of 2, 3, 4 or 8).
  [/^([1-9])(1\/[2348]|[23]\/[34]|[357]\/8)(?=\s+\p{L})/gu, '$1 $2'],
  // A "½" read as a lone "2" run into a spoon or a cup in the singular: "2cup light brown sugar" →
  // "1/2 cup" (the glyph's "1" and slash lost with the narrow space after it; print spaces a
  // count from its unit, and two takes the plural: no typed line of the test data runs a "2"
  // into "cup", "teaspoon" or "tablespoon"). The amount is new, so the row is marked.
  [/^2(?=(?:cup|teaspoon|tablespoon)\s+\p{L})/gu, '1/2 '],
  // A space or a fraction's slash read "l" between a figure and its spoon or cup, run into it:
  // "1lcup mashed bananas" → "1 cup", "1l4cup" → "1/4 cup" (no amount is written with an "l"
  // between its figures, and a litre's "l" is not run into a spoon or a cup; session 73).
  [new RegExp(String.raw`^([1-9])l(?=${SPOON_OR_CUP}\b)`, 'gu'), '$1 '],
  [
    new RegExp(String.raw`^(?=1l[2348]|[23]l[34]|[357]l8)(\d)l(\d) ?(?=${SPOON_OR_CUP}\b)`, 'gu'),
    '$1/$2 ',
  ],
  // …and a fraction's "1" lost with it, or a glyph's "¼" read so: "l4teaspoon kosher salt" →
  // "1/4 teaspoon" (no word opens "l4" or "l2" run into a spoon or a cup; session 76).
  [new RegExp(String.raw`^l([248]) ?(?=${SPOON_OR_CUP}\b)`, 'gu'), '1/$1 '],
  // …and a glyph's "¼" read "la", its small "4" an "a" as in "Ya", run into a spoon or a cup
  // or spaced from it: "latsp Black pepper" → "1/4 tsp" (no word opens "la" before a spoon's
  // abbreviation or a cup, in English or any language that writes "la"; session 77).
  [new RegExp(String.raw`^la ?(?=${SPOON_OR_CUP}\b)`, 'gu'), '1/4 '],
  // A glyph's small "1" read as an apostrophe between a whole number and its slash: "1'/2teaspoon
  // salt", "1'/2 cups" → "1 1/2" (no amount is written with an apostrophe before a slash).
  [/^([1-9])['’]\/([248])\s*(?=\p{L})/gu, '$1 1/$2 '],
  // A spoon or cup run into its amount: "2tbsp soy sauce", "1Tbs. soy sauce", "1tbsp. honey" (print spaces
  // them: 17 glued of over 2,000 in the saved recipe pages and labelled lines; grams and
  // millilitres stay glued). …and a count's unit ("1bag (10 ounces) marshmallows", "2cans",
  // "1clove": of the 4,954 labelled lines none glues one, 1,219 space a count or spoon unit;
  // "2slices" is left to the "(s)" rule below). A range's last figure too: "2-3tbsp / 30-45 ml
  // olive oil" → "2-3 tbsp" (session 71).
  [
    /^(\d+(?:[.,]\d+)?|\d+\/\d|\d+(?:[.,]\d+)?[-–]\d+(?:[.,]\d+)?)(?=(?:tbsps?\.?|tbs\.|tsps?\.?|tablespoons?|teaspoons?|cups?|bags?|cans?|jars?|tins?|packs?|packets?|box(?:es)?|bunch(?:es)?|cloves?|heads?|sticks?|pinch(?:es)?)\s)/giu,
    '$1 ',
  ],
  // A count of one read as a bar before its unit, a dash's bullet read "i" before it: "i | pinch(es)
  // Black pepper" → "1 pinch(es)" (no row opens with a bar before a unit; session 71).
  [
    new RegExp(
      String.raw`^(?:[iIl!]\s)?\|\s(?=(?:${SPOON_OR_CUP}|pinch(?:es)?|pinch\(es\)|slices?|slice\(s\)|oz|lbs?|cloves?|cans?)(?![\p{L}]))`,
      'gu',
    ),
    '1 ',
  ],
  // A range's hyphen read as a colon before a spoon or a cup: "2:3 tablespoons olive oil" →
  // "2-3 tablespoons" (no list measures a ratio of spoons; a range opens with its smaller
  // figure, and a time's "1:30" has two figures after its colon; session 71).
  [
    new RegExp(String.raw`^([1-9]):([2-9])(?=\s+(?:${SPOON_OR_CUP}|thsp)\b)`, 'gu'),
    (match: string, low: string, high: string) =>
      Number(high) > Number(low) ? `${low}-${high}` : match,
  ],
  // …and a count run into its food's name in title case, the space lost: "1Egg" → "1 Egg" (a
  // list in title case prints "1 Egg"; no word opens with a figure before a capital).
  [/^([1-9]\d?)(?=\p{Lu}\p{Ll}{2,}\b)/gu, '$1 '],
  // …and both spaces lost, the food run into the cup as well, on a row of one word: "1cupice" →
  // "1 cup ice" (no word starts with "cup" after a figure but "cupcake", which is left).
  [/^(\d+(?:[.,]\d+)?|\d+\/\d)(cups?)(?!cakes?\b)(\p{Ll}{3,})$/gu, '$1 $2 $3'],
  // A fraction's slash lost before a spoon or a cup: "112 tsp" is 1 1/2 (no recipe measures 112
  // spoons), and "12 cup" 1/2 cup, a unit in the singular after a count over one only when it is
  // a fraction ("12 cups", "12 tbsp" are left: counts that print may write).
  [
    /^([1-3])(?=12|14|18|13|34|23|38|58|78)(\d)(\d)(?=\s+(?:cups?|tsps?|tbsps?|teaspoons?|tablespoons?)\b)/gu,
    '$1 $2/$3',
  ],
  [/^(?=12|14|34|13|23|18)(\d)(\d)(?=\s+(?:cup|teaspoon|tablespoon)\s)/gu, '$1/$2'],
  // …and "12 tsp", "14 tsp": a teaspoon abbreviated, whose count no recipe takes past a few (twelve
  // teaspoons are four tablespoons, and a list writes them so); "12 tbsp butter" is left.
  [/^(?=12|14|34|18)(\d)(\d)(?=\s+tsp\.?\s)/gu, '$1/$2'],
  // A "½" read as "Y%" (or "¥%") at the head of the row (the English model has no "½"; its top reads "Y",
  // its slash and bottom "%"): "Y% teaspoon salt" → "1/2 teaspoon salt". A "%" alone, which the
  // engine reads for ¼, ¾ and ⅛ too, is the lone glyph below (guessed a half and marked).
  [/^[Y¥]%(?=\s+\p{L})/gu, '1/2'],
  // …and inside the row before a range's hyphen or "to", where a row offers one measure or
  // another: "1 red chilli* or ¥%-1 tsp chilli flakes" → "or 1/2-1 tsp" (no word is spelt "Y%"
  // or "¥%"; a range opens with its smaller figure, under the one after it).
  [/(?<=[\s(])[Y¥]%(?=\s?(?:[-–]\s?|to\s)[1-9])/gu, '1/2'],
  // A range's second figure a mixed number whose "½" was read "%", before a spoon, a cup or a
  // pound: "(1 to 1 % pounds)", "2-2 % cups" → "1 to 1 1/2 pounds", "2-2 1/2 cups" (no recipe
  // measures a percent of a pound; guessed a half, the mixed number recipes print most, as at
  // the row's head). A thickness too: "fillets, 1 to 1% inches thick" (nothing is a percent of
  // an inch). The glyph's foot may be read as a colon after it, as at the row's head: "2 to 2%:
  // cups all-purpose flour" (session 78).
  [
    new RegExp(
      String.raw`(?<=\d(?: to |-|–| - ))([1-9]) ?%[:;]?\s*(?=(?:${SPOON_OR_CUP}|pounds?|lbs?|inch(?:es)?)\b)`,
      'gu',
    ),
    '$1 1/2 ',
  ],
  // A fraction glyph the engine kept no figure of, alone where the row's amount stands before a
  // spoon or a cup, or run into it: "Y cup Greek yogurt", "Ys cup flour", "Va cup honey",
  // "Vateaspoon salt", "' teaspoon black pepper", "% tsp salt", "¥: cup water",
  // "& cup cream cheese", "YA tsp chilli flakes", "‘A tsp salt" (its "Y" read as a quote; session
  // 78), "Yu tbsp vinegar", "y; teaspoon cumin" (no word is spelt so before a unit, and whole figures are read; the English model has
  // no "½", so a fraction is what it lost). Its value is guessed from what is left of it: "Yi",
  // "Vi" (the "4" read as "i") a quarter, "Ye", "Yo" (the "8") an eighth, anything else a half, the
  // fraction recipes print most; the amount differs from the engine's text, so the row is marked
  // for the cook to check (amount-checks.ts), never taken silently. A checkbox read as a nought
  // run into the glyph goes with it: "0%: cup distilled white vinegar" (no amount opens with a
  // nought before a mark, and no recipe measures a per cent of a cup).
  [
    new RegExp(
      String.raw`^(?:[0O](?=[%¥]))?([YV][siaeoAu]?|y|['‘’]A?|[%¥&])[:;,>]?\s*(?=${SPOON_OR_CUP}\b)`,
      'gu',
    ),
    (_, glyph: string) => `1/${/^.i$/u.test(glyph) ? '4' : /^.[eo]$/u.test(glyph) ? '8' : '2'} `,
  ],
  // …and the same glyph after a whole figure, a mixed number's fraction: "1 Y cup sugar", "2 Yi
  // tsp salt", "1 Vs cup flour" → "1 1/2 cup", "2 1/4 tsp", "1 1/2 cup" (spaced from the figure as
  // a "1 ½" is printed; no word is spelt so between an amount and its unit); marked.
  [
    new RegExp(String.raw`^([1-9]) ([YV][siaeoAu]?)[:;,]?\s*(?=${SPOON_OR_CUP}\b)`, 'gu'),
    (_, whole: string, glyph: string) =>
      `${whole} 1/${/^.i$/u.test(glyph) ? '4' : /^.[eo]$/u.test(glyph) ? '8' : '2'} `,
  ],
  // …and alone before a fruit or a vegetable in the singular at the row's head, or before the
  // one word that tells its kind: "Y lemon, juiced", "Ya onion, diced", "¥ English cucumber
  // (diced)", "v English cucumber" → "1/2 lemon", "1/2 onion", "1/2 English cucumber" (one of them is read "1"; the singular
  // after a lost figure is a fraction's); marked.
  [
    /^([YV][siaeoA]?|[%¥v])[:;,]?\s+(?=(?:\p{L}+ )?(?:lime|lemon|orange|onion|avocado|shallot|apple|pear|banana|tomato|carrot|potato|courgette|cucumber|leek)(?:,|\s*\(|$))/gu,
    (_, glyph: string) => `1/${/^.i$/u.test(glyph) ? '4' : /^.[eo]$/u.test(glyph) ? '8' : '2'} `,
  ],
  // …and the same glyph opening a range of spoons or cups: "Ya- 3/4 teaspoon kosher salt" →
  // "1/2- 3/4 teaspoon" (a range's first amount before its hyphen and the second's figure).
  [
    new RegExp(String.raw`^([YV][siaeoA]?)(?=-\s?[\d½¼¾⅓⅔⅛][\d/ ]*${SPOON_OR_CUP}\b)`, 'gu'),
    (_, glyph: string) => `1/${/^.i$/u.test(glyph) ? '4' : /^.[eo]$/u.test(glyph) ? '8' : '2'}`,
  ],
  // …and a quarter or an eighth whose "1/" was lost, leaving its denominator alone before a
  // spoon or a cup spelt out in the singular: "4 teaspoon salt" → "1/4 teaspoon" (a count of four
  // or eight takes the plural: of 40,000 typed lines none prints "4 teaspoon", while "2
  // tablespoon" is printed often enough to be left); marked for the cook.
  [/^([48]) (?=(?:teaspoon|tablespoon|cup) [\p{L}(])/gu, '1/$1 '],
  // An eighth's "8" read as a "6" before a spoon or a cup: "1/6 teaspoon ground black pepper" →
  // "1/8" (no recipe measures a sixth of a spoon or a cup: none of the 4,954 labelled lines does,
  // an eighth 40-odd times); marked for the cook.
  [/^1\/6(?= ?(?:tsps?|tbsps?|teaspoons?|tablespoons?|cups?|[Tt]sp|[Tt]bsp))/gu, '1/8'],
  // …and a half's "2" read as a "7": "1/7 tbsp maple syrup" → "1/2" (no recipe measures a
  // seventh); marked.
  [/^1\/7(?= ?(?:tsps?|tbsps?|teaspoons?|tablespoons?|cups?|[Tt]sp|[Tt]bsp))/gu, '1/2'],
  // …and a quarter's "4" read as a "9" (its open top closed, as a hand writes it): "1/9 teaspoon
  // black pepper" → "1/4" (no recipe measures a ninth; in the test data's saved pages and
  // labelled lines a quarter before a spoon or a cup is printed 499 times, an eighth 47, a ninth
  // never; session 75); marked.
  [/^1\/9(?= ?(?:tsps?|tbsps?|teaspoons?|tablespoons?|cups?|[Tt]sp|[Tt]bsp))/gu, '1/4'],
  // A "¼" glyph read as "⅓" before a teaspoon (the small "4" and "3" are near in shape): a third
  // of a teaspoon is hardly ever printed (in the 40,000 typed lines 10 times, a quarter 303), so
  // "⅓ tsp vanilla extract" is ¼; marked for the cook. A third of a cup is common and is left.
  [/^⅓ ?(?=(?:tsp|teaspoon)\b)/gu, '¼ '],
  // A "¾" read as a plain "3" (its "/4" lost) before a fruit or a vegetable counted in the
  // singular: "3 lime, juiced" → "3/4 lime" (three of them take the plural: in the 40,000 typed
  // lines "3 limes", "3 onions" and the like 82 times, "3 lime" or "3 onion" never; "2 lime" and
  // "4 carrot" are printed, so only a three is read so); marked for the cook.
  [
    /^3 (?=(?:lime|lemon|orange|onion|avocado|shallot|apple|pear|banana|tomato|carrot|potato|courgette|cucumber|leek)(?:,|\s*\(|$))/gu,
    '3/4 ',
  ],
  // …and a "½", "¼", "⅛" or "¾" read with its slash lost, "12", "14", "18", "34", before the
  // same fruits and vegetables in the singular, at the row's head or after "juice of" / "zest
  // of": "Juice of 14 lemon" → "Juice of 1/4 lemon", "12 onion, diced" → "1/2 onion" (a count of
  // twelve or fourteen takes the plural; the singular after a figure over one is a fraction's).
  [
    /(?<=^|\b(?:[Jj]uice|[Zz]est|[Rr]ind|[Hh]alf) of )(?:(1)([248])|(3)(4)) (?=(?:lime|lemon|orange|onion|avocado|shallot|apple|pear|banana|tomato|carrot|potato|courgette|cucumber|leek)(?:,|\s*\(|$))/gu,
    (
      _,
      one: string | undefined,
      under: string | undefined,
      three: string | undefined,
      four: string | undefined,
    ) => `${one ?? three}/${under ?? four} `,
  ],
  // A decimal's nought read as a "6" before a fruit or a vegetable in the singular: "6.5 lemon,
  // juiced" → "0.5 lemon" (six and a half take the plural); marked.
  // …and a decimal's point lost after its nought before the same in the singular: "05 lemon,
  // juiced" → "0.5 lemon" (no amount is written with a nought before a figure, and five of them
  // take the plural; a half or a quarter only, as a box read "0" may run into a "1"); marked.
  [
    /^0(?=(?:5|25|75) (?:lime|lemon|orange|onion|avocado|shallot|apple|pear|banana|tomato|carrot|potato|courgette|cucumber|leek)(?:,|\s*\(|$))/gu,
    '0.',
  ],
  [
    /^6(?=\.\d{1,2} (?:lime|lemon|orange|onion|avocado|shallot|apple|pear|banana|tomato|carrot|potato|courgette|cucumber|leek)(?:,|\s*\(|$))/gu,
    '0',
  ],
  // …and a spoon or a cup in the singular, in lower case, with no amount before it at all:
  // "teaspoon salt", "cup milk" (the glyph lost whole; a spoon or a cup in the singular is one or
  // less, and a whole "1" is read), guessed a half and marked so.
  [/^(?=(?:cup|tsp|tbsp|teaspoon|tablespoon) [\p{L}(])/gu, '1/2 '],
  // …and a "%" or "¥" alone inside the row, before a spoon or a cup, where a bracket gives the
  // measure another way: "4 oz. butter (125g or % cup)" (no cup is measured in percent), a speck
  // after it too, and after a whole figure: "170g (1 ¥: cups)" → "(1 1/2 cups)".
  [new RegExp(String.raw`(?<=[(/]|\s)[%¥][:;,]?\s*(?=${SPOON_OR_CUP}\b)`, 'gu'), '1/2 '],
  // …and before a stick of butter in a bracket: "1/4 cup unsalted butter (¥: stick)" → "(1/2
  // stick)" (no stick is counted in percent; half a stick is the bracket's usual measure).
  [/(?<=\()[%¥][:;,]?\s*(?=sticks?\))/gu, '1/2 '],
  // A mixed number's "½" read as "%" before a food counted in the plural: "1% red onions, thinly
  // sliced" → "1 1/2 red onions" (a percentage is of a milk or a yogurt's fat, in the singular:
  // "2% milk", "0% fat Greek yogurt" are left); guessed a half and marked, as before a spoon.
  [/^([1-9]) ?%\s+(?=(?:\p{Ll}+ ){0,2}\p{Ll}{2,}(?<!s)s(?:,|\s*\(|$))/gu, '$1 1/2 '],
  // A mixed number's "½" read as "%2" (its slash and its "2"), spaced from the food or run into
  // it: "1 %2 red onions", "1 %2red onions" → "1 1/2 red onions".
  [/^([1-9]) ?%([2348])(?:\s+|(?=\p{Ll}))(?=\p{L})/gu, '$1 1/$2 '],
  // The cup written "c." misread after its amount: "¢." (a cent sign), "c¢." (the "c" read twice,
  // once as a cent sign), "c:" (its full stop read as a colon), or run into the figure ("4c.
  // fresh berries"): "1/3 ¢. sugar" → "1/3 c. sugar", "1/2 c¢. (1 stick)" → "1/2 c. (1 stick)".
  // A "¢" run into a whole figure with no stop ("55¢ cold butter") may be a gram's "g" as well:
  // mendYearGrams reads it by the list's other rows.
  // …and so after a fraction printed as a glyph: "¼ ¢. cornstarch", "1 ½ ¢. sugar".
  // …and with its full stop read as a comma: "1/4 ¢, cornstarch" (no cent is counted after a
  // fraction, and a list's row puts no comma between its amount and its food).
  [
    /^(\d+(?:[.,]\d+)?(?: ?(?:\d\/\d|[½¼¾⅓⅔⅛]))?|\d+\/\d|[½¼¾⅓⅔⅛])(?: (?:c?¢[.:,]?|c:)|¢[.:,]|c:)(?= [\p{L}(])/gu,
    '$1 c.',
  ],
  [/^(\d+(?:[.,]\d+)?(?: \d\/\d)|\d+\/\d|\d+[.,]\d+)¢(?= \p{L})/gu, '$1 c.'],
  [/^(\d+(?:[.,]\d+)?|\d+\/\d)c\.(?= \p{L})/gu, '$1 c.'],
  // A decimal's point lost between a whole figure and its half before a spoon: "15 Tablespoons
  // Chocolate Chips", "25 tsp baking powder" → 1.5, 2.5 (of the 4,954 labelled lines and the saved
  // pages' lists none measures 15 or 25 spoons, and 1.5 or 2.5 spoons 16 times; a list writes
  // more than a few spoons in cups). Marked for the cook, as the amount changed.
  [/^([12])5(?= ?(?:[Tt]easpoons?|[Tt]ablespoons?|[Tt]sps?|[Tt]bsps?|TSPS?|TBSPS?)\b)/gu, '$1.5'],
  // …and a "1" whose full stop stands at its foot read as one "L" with it: "L5 teaspoons baking
  // powder" → "1.5" (no word is spelt "L5"; a decimal amount of spoons or cups is a half or a
  // quarter, "1.5", "1.25", "1.75"). Marked for the cook, as the amount changed.
  [new RegExp(String.raw`^L(5|25|75)(?= ?(?:${SPOON_OR_CUP}|c\.)(?=[\s.]))`, 'gu'), '1.$1'],
  // A nought read as "9" or "8" before a quarter in decimals: "9.75 cup milk", "8.25 teaspoon
  // kosher salt" are 0.75, 0.25 (no recipe measures nine and three quarter cups or spoons; "9.5
  // cups" is left).
  [/^[89](\.(?:25|75))(?=\s+(?:cups?|tsps?|tbsps?|teaspoons?|tablespoons?)\b)/gu, '0$1'],
  // A count word a web page writes with "(s)" run into its amount: "2slice(s) bread",
  // "1item(s) Egg" (no word is written glued to a figure and ending in "(s)").
  [/^(\d+(?:[.,]\d+)?|\d+\/\d)(?=\p{Ll}{3,}\(s\)(?:\s|$))/gu, '$1 '],
  // A weight in brackets with its "g" read as "9": "(4809)" → "(480g)", "(279)" → "(27g)" (a
  // bracket holds a weight beside a cup or a can; no recipe gives a bare count of 200 or more
  // there; a year such as "(2019)" is left).
  [/\((?!(?:19|20)\d9\))(\d{2,3})9\)/gu, '($1g)'],
  // …and after a word of measure: "(approx. 5009)", "(about 2259)".
  [/(?<=\((?:approx\.?|about|around|roughly) )(?!(?:19|20)\d9\))(\d{2,3})9\)/gu, '$1g)'],
  // Ounces with their "o" read as a nought: "(160z or 454g)" → "(16oz or 454g)"; after a space
  // the "z" may be read "2" as well ("(5 02)", "10 0z", "50 fl 02": no amount is written "5 02").
  // …and after a figure's hyphen: "1 15-0z. can black beans" (no amount is written "15-0").
  [/(?<=\d-?)0z(?=[\s),.;]|$)/gu, 'oz'],
  [/(?<=\d(?: fl)? )0[z2](?=[\s),.;]|$)/gu, 'oz'],
  // …and "02" after the hyphen where the abbreviation's full stop follows ("1 15-02. can black
  // beans": no size is written "15-02."), and the "z" read as a "7" in a bracket after a figure
  // ("(3.53 07)": no bracket gives a figure and a lone "07") (session 70, photos74).
  [/(?<=\d-)02(?=\.\s)/gu, 'oz'],
  [/(?<=\d(?: fl)? )07(?=\))/gu, 'oz'],
  // A speck read as a cent sign before a gram spaced from its figure: "250 ¢g plain flour" (no
  // unit is written "¢g").
  [/(?<=(?:^|\s)\d+(?:[.,]\d+)? )¢(?=g\s)/gu, ''],
  // A seasoning's "to" read as "10" after "salt" or "pepper": "salt and pepper 10 taste" (no
  // recipe measures "10 taste").
  [/(?<=\p{L},? )10 (?=taste\b|serve\b)/gu, 'to '],
  // A comma read as a semicolon or a full stop after a food, before how it is made ready or what
  // is added: "200 g unsalted butter; softened", "1 large egg. beaten", "100 g caster sugar;
  // plus extra" (of the 4,954 labelled lines none has either; a row's note after a semicolon
  // is a clause, "drain it first"; a unit's stop, "1 tbsp. beaten", "2 Tbsp. toasted sesame
  // seeds", follows no word of a food).
  [
    new RegExp(
      String.raw`(?<=\p{Ll}{3})(?<!\b(?:[Tt]bsp|[Tt]sp|[Tt]bs|[Ll]bs|[Pp]kg|[Oo]z|[Ll]b|[Dd]oz|[Aa]pprox|env|pt|qt|gal|fl|sm|med|lg|sq|cans?)|\d\p{L}*)[;.] (?=(?:${[...PREPARATION_WORDS].join('|')}|plus)\b)`,
      'gu',
    ),
    ', ',
  ],
  // A comma read as a semicolon before what a seasoning is there for: "Sea salt and pepper; to
  // taste" (a list's row writes ", to taste").
  [/; (?=to (?:taste|serve)\b)/gu, ', '],
  // A capital "I" read as a bar, starting a clause after a comma or a dash: "12 black olives, |
  // used Kalamata", "fresh herbs - | use cilantro" (a bar that parts two names, "salt | pepper",
  // has no comma or dash before it).
  [/(?<=\p{L}(?:[,;]| [-–—]) )\|(?= \p{Ll})/gu, 'I'],
  // A bar glued to the word or comma before it inside a row, where a fold or a box's rule
  // crossed it: "4 oz sharp yellow|cheddar" → "yellow cheddar", "flakey sea salt,| for garnish"
  // → "salt, for" (a bar that parts two names or units is spaced, "salt | pepper"; a capital
  // "I" read as a bar before a verb a cook says of themselves is mended above and below).
  [
    /(?<=[\p{L},])\| ?(?=\p{Ll})(?!(?:use|used|like|prefer|love|recommend|buy|bought|find|found|usually|always|added|chose|went)\b)/gu,
    ' ',
  ],
  // …and as a "1" opening a note in brackets or a clause after a comma or a dash, before a verb
  // a cook says of themselves: "(1 use Lindt dark chocolate)", ", 1 prefer unsalted" → "(I use",
  // ", I prefer" (no amount stands before those verbs: a count takes a food or a unit).
  [
    /(?<=\(|\p{L}(?:[,;]| [-–—]) )[1|](?= (?:use|used|like|prefer|love|recommend|buy|bought|find|found|usually|always|added|chose|went)\b)/gu,
    'I',
  ],
  // A teaspoon's "t" lost after the amount: "1/2 sp vanilla extract" (no unit is written "sp").
  [/^(\d+(?:[.,/]\d+)?(?: \d\/\d)?|\d*[½¼¾⅓⅔⅛]) sp(?= \p{L})/gu, '$1 tsp'],
  // A speck read as a semicolon or colon just inside an opening bracket: "(;about 2 small)" →
  // "(about 2 small)" (no bracket opens on either; a recipe page's "(, minced)" is printed so).
  [/\([;:] ?(?=\p{L})/gu, '('],
  // A closing bracket with no opening one before it in the row, glued to a word before a comma:
  // "1 jalapeño pepper), seeds removed" → "pepper, seeds" (a fold's groove or a speck; a list
  // marked "a)" has no word of three letters before its bracket, a row that closes a bracket
  // opened on the row before starts with no figure).
  [/(?<=^[\d½¼¾⅓⅔⅛][^()]*\p{Ll}{3})\)(?=,)/gu, ''],
  // A speck read as a semicolon at the row's end: "150g porridge oats;" (no row ends so).
  [/(?<=\p{L});$/gu, ''],
  // A gram's "g" read as "9" after a spaced figure in a bracket: "(105 9)" → "(105 g)" (no
  // bracket gives a figure and a lone 9); a decimal's too, or read "q" ("(12.5 9)", "(312.5 q)":
  // session 72).
  [/(?<=\(\d{1,4}(?:[.,]\d{1,2})?) [9q](?=\))/gu, ' g'],
  // An "if" read "it" or "i" in a note after a comma or a bracket: ", it desired", "(it using)",
  // ", i desired" (no
  // sentence says "it desired" there; "stir it using a spoon" has no comma before "it").
  [
    /(?<=[,(] ?)(?:it|i) (?=(?:desired|needed|using|preferred|necessary|available|liked)\b)/gu,
    'if ',
  ],
  // An "or" read "of" opening a bracket that offers another food: "2 tbsp ghee (of grass fed
  // butter)" → "(or grass fed butter)" (the saved recipe pages open a bracket with "or " 505 times
  // and with "of " never; "(of your choice)", "(of any kind)" are left).
  [
    /\(of (?!(?:your|any|choice|which|each|the|a|an|about|good|similar|equal)\b)(?=\p{Ll})/gu,
    '(or ',
  ],
  // A bullet read as "0" against the amount: "01 small onion" (no amount starts with 0).
  [/^[0O]([1-9]\d{0,2})(?=\s+\p{L})/gu, '$1'],
  // A range's "to" run into its figures: "2to2 1/2 cups" (print spaces the word), or into the
  // first only: "2to 2 1/2 cups" ("2tomatoes" has no figure after it).
  [/^(\d+(?:[.,]\d+)?)to(?=\d)/gu, '$1 to '],
  [/^(\d+(?:[.,]\d+)?)to(?= [\d½¼¾⅓⅔⅛])/gu, '$1 to'],
  // …and read as "10" run into the first figure: "210 2.5 cups flour" → "2 to 2.5 cups" (no list
  // measures 210 of something and then cups; the second figure of a range is the larger).
  [
    new RegExp(
      String.raw`^([1-9])10 (\d+(?:[.,]\d+)?|\d\/\d|\d+ \d\/\d)(?= (?:${SPOON_OR_CUP}|pounds?|lbs?|ounces?|oz|g|kg|ml)\b)`,
      'gu',
    ),
    (whole: string, first: string, second: string) =>
      amountValue(second) > Number(first) ? `${first} to ${second}` : whole,
  ],
  // A hyphen read with a space before it inside a word, or after a figure before an inch: "lemon
  // -pepper seasoning", "(cut into 1- inch pieces)", "0.5- in. cubes" (print sets no space on either side of a
  // word's hyphen; a dash between words has spaces on both).
  [/(?<=\p{L}) -(?=\p{L})/gu, '-'],
  // …and after the hyphen, the word's second part in lower case: "all- purpose flour" →
  // "all-purpose" (a hyphen left hanging before "and", "or" or "to" stands for a word it shares:
  // "whole- or semi-skimmed milk" is left).
  [/(?<=\p{L})- (?!(?:and|or|to|nor)\b)(?=\p{Ll}{3})/gu, '-'],
  [/(?<=\d)- (?=(?:inch|cm)\b|in\.)/gu, '-'],
  // …and the hyphen lost whole between a figure and its inch: "cut into 0.5in. cubes", "1inch
  // pieces" → "0.5-in.", "1-inch" (of the 4,954 labelled lines 75 write "1-inch", 18 "1 inch" and
  // none the figure run into it).
  [/(?<=\d)(?=inch\b|in\.)/gu, '-'],
  // A "1" read as "l", "L" or "I" before the hyphen of a size: "cut into L-inch strips", "l-cm
  // dice" → "1-inch", "1-cm" (no word is a lone letter hyphened to a measure).
  [/(?<![\p{L}\d])[lLI](?=-(?:inch|in\.|cm|centimet))/gu, '1'],
  // The spaces around the slash between a weight and its other measure, lost on one side or
  // both: "200 g/7 oz", "20 g/ 2 tbsp" → "200 g / 7 oz" (a figure spaced from its unit has its
  // slash spaced too; "200g/7oz" is left as printed).
  [/(?<=(?:^|\s)\d+(?:[.,]\d+)?) (g|kg|ml|l|oz|lb)(?: \/|\/ ?)(?=\d)/gu, ' $1 / '],
  // An "All" whose "ll" was read as capitals before "purpose" in title or lower case: "2.5 tbsp
  // ALL Purpose Flour" → "All Purpose", "ALL purpose" → "all purpose" (a row in capitals, "ALL
  // PURPOSE FLOUR", is left).
  [/(?<![\p{L}\d])ALL(?=[ -]Purpose\b)/gu, 'All'],
  [/(?<![\p{L}\d])ALL(?=[ -]purpose\b)/gu, 'all'],
  // A square bracket's right side on a row that opens none, against a word's last letter: "1
  // teaspoon] lemon juice" (a crease or a column's edge read as "]"; session 71). No row closes
  // a square bracket it did not open; one with "[" anywhere is left.
  [/^(?!.*\[)(.*?\p{L})\](?=\s|$)/u, '$1'],
];

/** Grams in an ounce (the avoirdupois ounce, 28.3495 g). */
const GRAMS_PER_OUNCE = 28.3495;
const QUARTERS = ['1/4', '1/2', '3/4'];

/** "110g/3% oz" with the glyph the grams decide ("110g/3 3/4 oz"), or as it was. */
function ouncesByGrams(weight: string, grams: string, whole: string | undefined): string {
  const ounces = Number(grams) / GRAMS_PER_OUNCE - Number(whole ?? 0);
  if (ounces < 0 || ounces > 1) return weight;
  const quarter = QUARTERS[Math.min(3, Math.max(1, Math.round(ounces * 4))) - 1]!;
  const at = weight.search(/[/(]/u) + 1;
  return `${weight.slice(0, at).trimEnd()}${whole ? `${whole} ` : ''}${quarter} oz`;
}

/**
 * A mixed number's "½" read as "%" before a spoon or a cup (MISREADS' first rule), for a row whose
 * unit word was misread too when the misreadings were first mended: "1% toaspoons vanilla
 * extract" is "1% teaspoons" once its words are mended (session 71), then "1 1/2 teaspoons".
 */
export function mendHalfAsPercent(row: string): string {
  const [pattern, replacement] = MISREADS[0]!;
  return row.replace(pattern, replacement as string);
}

/**
 * Whether a page's face reads its "1" as a "7" (a handwriting face's long flag; session 75): its
 * numbered lines open "7." and go on "2." (no method is numbered so; the "1." was misread).
 */
export function readsOneAsSeven(text: string): boolean {
  const numbers = [...text.matchAll(/^\s*(\d{1,2})[.)]\s/gmu)].map((found) => found[1]);
  return numbers[0] === '7' && numbers[1] === '2';
}

/**
 * On a page that reads its "1" as a "7" (`readsOneAsSeven`), a row's "7" before an abbreviated
 * spoon, which shows no plural: "7 tsp Honey" → "1 tsp Honey" (the spelt-out units in the
 * singular are MISREADS' own, on any page). The row is marked for the cook as any mended amount.
 */
export function mendSevenAsOne(row: string): string {
  return row.replace(/^7(?= (?:tsp|tbsp|tbs|Tsp|Tbsp|Tbs|TSP|TBSP)\.?\s)/u, '1');
}

/** A row's amount and an abbreviated unit after it ("4 tbsp", "2/3 c", "1 1/2 tsp"). */
const AMOUNT_AND_SHORT_UNIT = String.raw`^(\d+(?:[.,/]\d+)?(?: \d\/\d)?|\d*[½¼¾⅓⅔⅛]) ([Tt]bsps?|TBSPS?|[Tt]sps?|TSPS?|[Tt]bs|TBS|oz|lbs?|c|pkgs?|qts?|pts?)`;
const UNIT_STOP = new RegExp(String.raw`${AMOUNT_AND_SHORT_UNIT}\. \p{L}`, 'u');
const UNIT_STOP_AS_COMMA = new RegExp(String.raw`${AMOUNT_AND_SHORT_UNIT}\.?,(?= \p{L})`, 'u');

/**
 * Whether a list's rows print their abbreviated units with a full stop ("1 tsp. pure vanilla
 * extract", "1 1/2 c. granulated sugar"): at least one row read so.
 */
export function printsUnitStops(rows: readonly string[]): boolean {
  return rows.some((row) => UNIT_STOP.test(row.trim()));
}

/**
 * On a list that prints its abbreviated units with a full stop (`printsUnitStops`), a row whose
 * stop was read as a comma (its dot and a speck under it), or a speck read as a comma after it,
 * between the amount and the food: "4 tbsp, butter, melted" → "4 tbsp. butter", "2/3 c., Baileys
 * Irish Cream" → "2/3 c. Baileys" (session 79). Of 117,000 typed lines five put a comma there
 * and 209 the stop; a list that prints the stop on its other rows prints no comma. Only before a
 * word: "1 lb, 2 oz butter" (a weight's two parts) is left.
 */
export function mendUnitStopAsComma(row: string): string {
  return row.replace(UNIT_STOP_AS_COMMA, '$1 $2.');
}

/**
 * An "8" read as an ampersand at the head of a list's item: "& slices Swiss cheese" → "8 slices"
 * (the two are alike in shape; an "&" joins words and heads no item: a row that goes on with one,
 * "& pepper", was already joined to the item above it). Only before a word in lower case, so a
 * cup or a spoon (the fraction glyph read "&", above) and a capital are left; marked for the cook,
 * as the amount differs from the engine's text.
 */
export function mendAmpersandAsEight(row: string): string {
  return row.replace(/^&\s+(?=\p{Ll}{2,}\s)/u, '8 ');
}

/** The line with the certain misreadings mended. */
export function mendOcrMisreads(line: string): string {
  let text = line;
  for (const [pattern, replacement] of MISREADS)
    text =
      typeof replacement === 'string'
        ? text.replace(pattern, replacement)
        : text.replace(pattern, replacement);
  return closeNestedBracket(text);
}

/**
 * A photo row's braces read for brackets: "2 heads broccoli {cut into florets)", "1 {(8-ounce)
 * wheel Brie". No recipe prints a brace; on a turned or soft photo the engine reads a bracket's
 * curve with the serif of its slant as one. A brace the engine gave beside the bracket it read
 * as well ("{(") is that bracket, read twice.
 */
export function mendBraces(row: string): string {
  if (!/[{}]/u.test(row)) return row;
  return row
    .replace(/\{\(|\(\{/gu, '(')
    .replace(/\}\)|\)\}/gu, ')')
    .replace(/\{/gu, '(')
    .replace(/\}/gu, ')');
}

/** A row that starts with a weight in grams run into its figure: "250g puy lentils". */
const GRAMS_ROW = /^\d{1,4}g\s/u;
/** A year where a row's amount stands, before a food in lower case: "2009 feta, crumbled". */
const YEAR_AMOUNT = /^((?:19|20)[05])[984](?=\s+\p{Ll})/u;
/** A "¢" run into a whole figure: "55¢ cold butter" (a "g", or a cup's "c."). */
const CENT_AMOUNT = /^(\d{1,4})¢(?=\s+\p{L})/u;
/** A metric weight or volume at a row's head, spaced from its figure or run into it. */
const METRIC_HEAD = /^(\d+(?:[.,]\d+)?)( ?)(g|kg|ml|l)(?=\s+\p{L})/u;
/** A list spaces its metric units when at least this many rows do, and more than run them in. */
const MIN_SPACED_UNITS = 3;
/**
 * A row whose amount is a cup written "c.", spaced: "1 1/2 c. sugar", "2/3 c. heavy cream", and
 * its fraction as a glyph as the engine read it: "1 ½ c. sugar", "⅔ c. heavy cream".
 */
const CUP_STOP_ROW = /^(?:\d+(?:[ /]\d+(?:\/\d+)?)?|(?:\d+ ?)?[½¼¾⅓⅔⅛]) c\. /u;
/** A whole figure or a fraction run into a "c" with no stop, before a word: "2c semisweet". */
const CUP_RUN_IN = /^(\d+(?:\/\d+)?)c(?=\s+\p{Ll})/u;
/** A list writes its cups "c." when at least this many rows do. */
const MIN_CUP_STOP_ROWS = 2;
/** A row whose amount is a part of one in decimals: "0.5 cup water", "0.25 tsp salt". */
const NOUGHT_DECIMAL_ROW = /^0\.\d{1,2}\s+\p{L}/u;
/**
 * A half in decimals whose nought was read "9" or "8", before a spoon, a cup or a count (no
 * weight, volume or size: "9.5 oz", "8.5 inch" stay): "9.5 barbecued chicken", "9.5 cup
 * crumbled feta".
 */
const NOUGHT_READ_NINE =
  /^[89](\.5)(?=\s+(?!(?:oz|ounces?|lbs?|pounds?|g|grams?|kg|ml|l|litres?|liters?|inch(?:es)?|cm|mm|in)\b)\p{L})/iu;

/**
 * Misreadings a row's list settles. A weight whose "g" was read as "9" or "8" that looks like a
 * year ("2009 feta" is 200g), in a list that weighs its other foods in grams: mendOcrMisreads
 * leaves years alone ("2009 vintage port"), but no list of "250g lentils" and "100g spinach"
 * starts a row with a year; in such a list a "¢" run into the figure is the "g" too ("55¢ cold
 * butter"), elsewhere the cup's "c.". And a metric unit run into its figure ("250g Beef fillet")
 * in a list that spaces them ("500 g Waxy potatoes", "25 ml Brandy", "150 ml Sour cream") is
 * spaced: the engine loses a narrow space, and a printed list writes its units alike. So is a
 * cup's "c" run into its figure, its full stop lost ("2c semisweet chocolate chips"), in a list
 * that writes its other cups "c." ("1 1/2 c. granulated sugar"): "2 c. semisweet …". And a
 * half in decimals whose nought was read "9" or "8" ("9.5 barbecued chicken", "9.5 cup crumbled
 * feta") in a list that writes another amount "0.5" or "0.25" (session 77, photos77b): such a
 * list writes its parts of one so, and nobody buys nine and a half chickens; mendOcrMisreads
 * leaves "9.5 cups" alone where no row tells.
 */
export function mendYearGrams(lines: readonly string[]): string[] {
  const grams = lines.filter((line) => GRAMS_ROW.test(line)).length;
  const units = lines.map((line) => METRIC_HEAD.exec(line));
  const spaced = units.filter((unit) => unit?.[2] === ' ').length;
  const glued = units.filter((unit) => unit && unit[2] === '').length;
  const spaceUnits = spaced >= MIN_SPACED_UNITS && spaced > glued;
  const cupStops = lines.filter((line) => CUP_STOP_ROW.test(line)).length >= MIN_CUP_STOP_ROWS;
  const noughtDecimals = lines.some((line) => NOUGHT_DECIMAL_ROW.test(line));
  return lines.map((line) => {
    const mended = line
      .replace(NOUGHT_READ_NINE, (nine, half: string) => (noughtDecimals ? `0${half}` : nine))
      .replace(YEAR_AMOUNT, (year, amount: string) => (grams >= 1 ? `${amount}g` : year))
      .replace(CENT_AMOUNT, (_, amount: string) => (grams >= 1 ? `${amount}g` : `${amount} c.`))
      .replace(CUP_RUN_IN, (run, amount: string) => (cupStops ? `${amount} c.` : run));
    return spaceUnits ? mended.replace(METRIC_HEAD, '$1 $3') : mended;
  });
}

/**
 * Two closing brackets at the end of a line read as one: "(drained and rinsed (439g)" →
 * "(drained and rinsed (439g))". Only when the line ends with ")" and has exactly one bracket
 * more opened than closed, so a bracket left open by a wrap ("(peanut, canola") stays open.
 */
function closeNestedBracket(line: string): string {
  if (!line.endsWith(')')) return line;
  const opened = line.split('(').length - 1;
  const closed = line.split(')').length - 1;
  return opened === closed + 1 ? `${line})` : line;
}

/** An amount as a list writes it, in figures: "2", "2.5", "1/2", "1 1/2". */
function amountValue(amount: string): number {
  const [whole, fraction] = amount.includes('/')
    ? amount.includes(' ')
      ? amount.split(' ')
      : ['0', amount]
    : [amount.replace(',', '.'), undefined];
  const [top, bottom] = (fraction ?? '0/1').split('/').map(Number);
  return Number(whole) + top! / bottom!;
}
