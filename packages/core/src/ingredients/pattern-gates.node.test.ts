// Cheap looks that stand before rarely matching patterns (issue 28: a pattern is compiled when it
// first runs, so one a line never reaches costs nothing). A gate may let through a line its
// pattern does not match, never the other way: each is run here with and without its gate over
// the labelled DEV lines (../shared/testdata/ingredients/dev.jsonl) and lines written to match.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEEP_FRYING,
  EXTRA_FOR_FRYING,
  FOR_FRYING,
  mayBeNotEaten,
  NOT_EATEN,
  nutritionOfRecipe,
  saysFry,
} from '../food/nutrition.ts';
import {
  COOKED_MEAT_WORD,
  EXTRA_LEAN,
  FORM_IN_NAME,
  MEAT_FREE,
  PIECE_BEFORE_OF,
  placeIngredient,
  formChecks,
  NAME_BONE,
  NAME_COOKED_MEAT,
  mayHoldDrainedWeight,
  NAME_LEAN,
  NAME_SOLD_COOKED,
  ON_THE_BONE,
  SIZE_RANGE,
  SOLD_COOKED,
  WEIGHT_DRAINED,
} from '../food/place-ingredient.ts';
import { ANY_CHOICE, loadFoodTable, mayHoldAnyChoice } from '../food/food-table.ts';
import { ingredientFromText } from '../recipes/recipe.ts';
import {
  AND_A_HALF,
  CITRUS_PART_BEFORE_COUNT,
  DISH_AFTER_UNIT,
  isSizeRange,
  mayBeAndAHalf,
  mayHaveNameThenNumber,
  mayNameADish,
  mayOpenWithShape,
  NAME_THEN_NUMBER,
  namesCitrusPart,
  OPTIONAL_FIRST,
  OR_FIRST,
  parseIngredient,
  PORTION_SHAPE,
  SIZE_RANGE_WORD,
  VAGUE_AMOUNT_FIRST,
} from './parse-ingredient.ts';
import {
  cleanIngredientLine,
  COUNT_AND_NOS,
  COUNT_AND_SIZE,
  COUNT_COMMA_PREPARATION,
  FORMAT_CHARACTERS,
  HEDGE_AFTER_COMMA,
  isBareNumber,
  L_FOR_ONE_BEFORE_DIGIT,
  mayEndInHedge,
  mayHaveLBeforeDigit,
  mayHaveSizeInCommas,
  mayHoldFormatCharacter,
  NOTE_BEFORE_AMOUNT,
  TRAILING_AMOUNT,
  trailingAmountOf,
  wordsForTheParser,
  PACK_SIZE_IN_COMMAS,
  PORTION_SIZE_IN_COMMAS,
  SIZED_WORD,
  SIZED_WORDS,
} from './clean-ingredient-line.ts';
import {
  ALTERNATIVE_AMOUNT,
  ALTERNATIVE_AMOUNT_HINT,
  FOR_PASSOVER,
  mayHavePreparationObject,
  PREPARATION_OBJECT_HINT,
  saysPassover,
  SHOP_OWN_RANGE,
  shopOwnRangeOf,
} from './extract-name.ts';
import { mayOpenWithOf, OF_AFTER_AMOUNT } from './name-units.ts';
import {
  foldedForAsciiPatterns,
  normaliseIngredientText,
  replaceUnicodeFractions,
} from './text.ts';
import { DEV_SET_PATH, readLabelledLines } from '../../bench/ingredient-accuracy.ts';

/** Lines each gated pattern matches, in odd cases, and the characters the gates look for. */
const WRITTEN = [
  '(Optional) 2 tbsp honey',
  'OPTIONAL - 1 tsp chilli flakes',
  'Or 150g/5oz desiccated coconut',
  'AND/OR 2 tablespoons brown sugar',
  'As Needed sesame seeds',
  'TO YOUR TASTE Japanese bouillon',
  'ZEST and JUICE 1 lime',
  'Juice 2 oranges',
  'finely grated Rind ½ lemon',
  '1 litre vegetable oil, for Deep-Frying',
  '2 quarts peanut oil FOR FRYING',
  'oil, plus extra to FRY',
  '1 L oil for the fryer',
  '250g Microwave basmati rice',
  '400g READY-COOKED lentils',
  '2 cups Pre-cooked quinoa',
  '4 cups cold LEFT-OVER rice',
  '2 cups prepared couscous',
  '1.5kg leg of lamb On The Bone',
  '500g Extra-Lean beef mince',
  '2—3 tbsp olive oil — for the pan',
  'olives —the Italian variety',
  '1 ⁄ 4 cup “heavy” cream',
  'cook’s own ‘stock’ 1~2 cups',
  '2 ~ 3 tbsp soy sauce',
  '½ tsp crème fraîche',
  '1  cup  water ',
];

function devLines(): string[] {
  if (!existsSync(DEV_SET_PATH)) expect.fail(`DEV set not found at ${DEV_SET_PATH}.`);
  return readLabelledLines(readFileSync(DEV_SET_PATH, 'utf8')).map((line) => line.input);
}

/** Every DEV line and written line, as written, in upper case and without its amount. */
function texts(): string[] {
  const lines = [...devLines(), ...WRITTEN];
  return lines.flatMap((line) => [line, line.toUpperCase(), line.replace(/^[\d\s./½¼¾-]+/, '')]);
}

describe('pattern gates never change a result', () => {
  const all = texts();

  it('each filler pattern opens with one of the two characters its gate looks for', () => {
    const opening = (line: string) => line.charCodeAt(0) | 0x20;
    for (const line of all) {
      if (OPTIONAL_FIRST.test(line)) expect([0x28, 0x6f]).toContain(opening(line));
      if (OR_FIRST.test(line)) expect([0x6f, 0x61]).toContain(opening(line));
      if (VAGUE_AMOUNT_FIRST.test(line)) expect([0x61, 0x74]).toContain(opening(line));
    }
    expect(WRITTEN.filter((line) => OPTIONAL_FIRST.test(line))).toHaveLength(2);
    expect(WRITTEN.filter((line) => OR_FIRST.test(line))).toHaveLength(2);
    expect(WRITTEN.filter((line) => VAGUE_AMOUNT_FIRST.test(line))).toHaveLength(2);
  });

  it('a citrus part before its count is looked for only where "juice", "zest" or "rind" is', () => {
    let matched = 0;
    for (const line of all) {
      if (!CITRUS_PART_BEFORE_COUNT.test(line)) continue;
      matched += 1;
      expect(namesCitrusPart(line), line).toBe(true);
    }
    expect(matched).toBeGreaterThanOrEqual(6);
    expect(parseIngredient('ZEST and JUICE 1 lime')).toMatchObject({ quantity: 1, name: 'lime' });
  });

  it('"kosher for Passover" is looked for only where its last word is, in either case', () => {
    const lines = [
      ...all,
      '1 cup KOSHER FOR PASSOVER matzo meal',
      '2 tsp kosher-for-Passover salt',
    ];
    for (const line of lines) {
      if (FOR_PASSOVER.test(line)) expect(saysPassover(line), line).toBe(true);
    }
  });

  it('the frying patterns run only on a line with "fry" or "fri"', () => {
    let matched = 0;
    for (const line of all) {
      if (!(DEEP_FRYING.test(line) || FOR_FRYING.test(line) || EXTRA_FOR_FRYING.test(line)))
        continue;
      matched += 1;
      expect(saysFry(line), line).toBe(true);
    }
    expect(matched).toBeGreaterThan(4);
  });

  it('a deep-frying oil said in capitals counts as it does in lower case: only what is taken up', async () => {
    const table = await loadFoodTable();
    const recipe = (...lines: string[]) =>
      nutritionOfRecipe(table, { ingredients: lines.map(ingredientFromText), servings: 4 })
        .perServing.energyKcal;
    const shouted = recipe('500g plain flour', '1 litre vegetable oil, FOR DEEP-FRYING');
    expect(shouted).toBe(recipe('500g plain flour', '1 litre vegetable oil, for deep-frying'));
    // Far less than the litre: the pan's oil is left out but for what the food takes up.
    expect(shouted).toBeGreaterThan(recipe('500g plain flour'));
    expect(shouted).toBeLessThan(recipe('500g plain flour') * 1.5);
  });

  it("a name's form patterns run only where their own words are", () => {
    let matched = 0;
    for (const line of all) {
      const checks = FORM_IN_NAME.test(line) ? formChecks(line) : 0;
      if (SOLD_COOKED.test(line)) expect(checks & NAME_SOLD_COOKED, line).not.toBe(0);
      if (ON_THE_BONE.test(line)) expect(checks & NAME_BONE, line).not.toBe(0);
      if (EXTRA_LEAN.test(line)) expect(checks & NAME_LEAN, line).not.toBe(0);
      COOKED_MEAT_WORD.lastIndex = 0;
      if (COOKED_MEAT_WORD.test(line)) expect(checks & NAME_COOKED_MEAT, line).not.toBe(0);
      if (SOLD_COOKED.test(line) || ON_THE_BONE.test(line) || EXTRA_LEAN.test(line)) matched += 1;
    }
    expect(matched).toBeGreaterThan(20);
  });

  it("a shop's own range is read on the folded name, in any case, its note as written", () => {
    expect(parseIngredient("1 pack SAINSBURY'S Taste The Difference pork sausages")).toMatchObject({
      name: 'pork sausages',
      notes: "SAINSBURY'S Taste The Difference",
    });
    expect(parseIngredient('2 x 400g tins tesco chopped tomatoes').name).toBe('chopped tomatoes');
    // The Kelvin sign folds to "k" under case-insensitive Unicode patterns, as it did.
    expect(parseIngredient('1 pack Ocado Coo\u212as Ingredients miso paste').name).toBe(
      'miso paste',
    );
    expect(parseIngredient('2 Tesco Finest sourdough rolls').notes).toBe('Tesco Finest');
  });

  it('a liquid drawn from a food is looked for only where "from" or "of" is, in any case', async () => {
    const table = await loadFoodTable();
    expect(table.find('Soaking Liquid FROM the dried mushrooms')?.food.id).toBe(
      table.find('soaking liquid from the dried mushrooms')?.food.id,
    );
    expect(table.find('BRINE OF the capers')?.food.id).toBe(table.find('water')?.food.id);
  });

  it("a name's meat-free and piece-of patterns run only where their own words are", async () => {
    let matched = 0;
    for (const line of [...all, '2 Quorn sausages', 'PLANT-BASED mince', '1 KNOB OF butter']) {
      const folded = line.toLowerCase();
      if (MEAT_FREE.test(line)) {
        matched += 1;
        expect(['veg', 'plant', 'meat', 'quorn'].some((word) => folded.includes(word))).toBe(true);
      }
      if (PIECE_BEFORE_OF.test(line)) expect(folded.includes('of'), line).toBe(true);
    }
    expect(matched).toBeGreaterThan(2);
    const table = await loadFoodTable();
    expect(placeIngredient(table, '1 BONED leg of lamb').grams).toBe(
      placeIngredient(table, '1 boned leg of lamb').grams,
    );
    expect(placeIngredient(table, '1 Butterflied leg of lamb').grams).toBe(
      placeIngredient(table, '1 boned leg of lamb').grams,
    );
    expect(parseIngredient('4 GELATINE LEAVES')).toMatchObject({ unit: 'leaf', name: 'GELATINE' });
  });

  it('a pack’s or a portion’s size in commas is looked for only where its word stands alone before the first comma', () => {
    const sized = [
      '2 packages, 10 ounces each, frozen raspberries',
      '2 PACKAGES, 10 OUNCES, frozen raspberries',
      '2 Pkgs., 10 oz, frozen spinach',
      '1½ \t tins, 400g, chopped tomatoes',
      '2\u00a0jars, 300 ml, passata',
      '8 slices, about ½ inch (1 cm) thick, pound cake',
      '9 Slices, each 5mm/½in thick, white bread',
      // "ſ" folds to "s" and the Kelvin sign to "k" under /iu.
      '2 packageſ, 10 ounces, frozen raspberries',
      '2 pac\u212as, 10 oz, smoked tofu',
      '3 chun\u212aſ, 2 cm thick, pineapple',
    ];
    let matched = 0;
    for (const line of [...all, ...sized, ...sized.map((line) => line.toUpperCase())]) {
      if (!(PACK_SIZE_IN_COMMAS.test(line) || PORTION_SIZE_IN_COMMAS.test(line))) continue;
      matched += 1;
      expect(mayHaveSizeInCommas(line), line).toBe(true);
    }
    expect(matched).toBe(2 * sized.length);
    expect(cleanIngredientLine('2 packageſ, 10 ounces, frozen raspberries')).toBe(
      '2 packageſ (10 ounces) frozen raspberries',
    );
    expect(cleanIngredientLine('3 chun\u212aſ, 2 cm thick, pineapple')).toBe(
      '3 chun\u212aſ (2 cm thick) pineapple',
    );
    // Most lines have no such word alone before their first comma.
    expect(mayHaveSizeInCommas('2 garlic cloves, crushed')).toBe(false);
    expect(mayHaveSizeInCommas('2 carrots, peeled and diced')).toBe(false);
  });

  it('an amount after a name is looked for only where no other mark comes before a number', () => {
    const named = [
      'Eggs 2',
      'Egg yolks 4 (72 grams)',
      'Milk ¼ to ½ cup',
      "O'Brien potatoes 2 cups",
      'Crème fraîche 200 ml',
      'Self-raising\tflour 200g',
      'Spring\u00a0onions ⅓ bunch',
      'cook’s chocolate 100g',
    ];
    let matched = 0;
    for (const line of [...all, ...named]) {
      if (!NAME_THEN_NUMBER().test(line)) continue;
      matched += 1;
      expect(mayHaveNameThenNumber(line), line).toBe(true);
    }
    expect(matched).toBeGreaterThan(named.length);
    expect(parseIngredient('Spring\u00a0onions ⅓ bunch')).toMatchObject({ quantity: 1 / 3 });
    expect(mayHaveNameThenNumber('salt and freshly ground black pepper, note 2')).toBe(false);
  });

  it('a shape word before a portion’s name is looked for only where its first letter is', () => {
    const names = ['very fat garlic', 'THICK lemon', 'ſlim leek', 'Plump raisin', 'long chive'];
    let matched = 0;
    for (const name of [...all, ...names]) {
      if (!PORTION_SHAPE().test(name)) continue;
      matched += 1;
      expect(mayOpenWithShape(name), name).toBe(true);
    }
    expect(matched).toBeGreaterThanOrEqual(names.length);
    // "ſ" folds to "s" under /iu: "ſlim" is a shape word as "slim" is.
    expect(parseIngredient('4 ſlim garlic cloves')).toMatchObject({
      name: 'garlic',
      notes: 'ſlim',
    });
    expect(parseIngredient('4 FAT garlic cloves')).toMatchObject({ name: 'garlic', notes: 'FAT' });
  });

  it('an l for a 1 is looked for only where a small l stands before a digit or a fraction', () => {
    const lines = ['l½ teaspoons', 'l00ml/3½fl oz', '25-28cm/l0-11in', 'l⅛ tsp salt', 'al2 beans'];
    let matched = 0;
    for (const line of [...all, ...lines]) {
      // `search` leaves the global pattern's lastIndex as it was.
      if (line.search(L_FOR_ONE_BEFORE_DIGIT()) < 0) continue;
      matched += 1;
      expect(mayHaveLBeforeDigit(line), line).toBe(true);
    }
    expect(matched).toBeGreaterThanOrEqual(4);
    expect(mayHaveLBeforeDigit('1 l water')).toBe(false);
    expect(wordsForTheParser('l½ teaspoons sugar')).toBe('1½ teaspoons sugar');
  });

  it('format characters are looked for only where one of their UTF-16 units is', () => {
    // Every code point, so that the list of units is the engine's \p{Cf}, not a sample.
    let matched = 0;
    for (let point = 0; point <= 0x10ffff; point += 1) {
      if (point >= 0xd800 && point <= 0xdfff) continue;
      const text = `1 cup${String.fromCodePoint(point)}milk`;
      if (text.search(FORMAT_CHARACTERS()) < 0) continue;
      matched += 1;
      expect(mayHoldFormatCharacter(text), point.toString(16)).toBe(true);
    }
    expect(matched).toBeGreaterThanOrEqual(160);
    expect(mayHoldFormatCharacter('1 cup crème fraîche – 2 tbsp')).toBe(false);
    expect(cleanIngredientLine('\u200b• 2 eggs')).toBe('2 eggs');
  });

  it('"of" after an amount in a name is looked for only where its first letter is', () => {
    const names = ['of tomatoes', 'OF tomatoes', 'De tomate', 'di pomodoro', 'Of\u00a0beans'];
    let matched = 0;
    for (const name of [...all, ...names]) {
      if (!OF_AFTER_AMOUNT().test(name)) continue;
      matched += 1;
      expect(mayOpenWithOf(name), name).toBe(true);
    }
    expect(matched).toBeGreaterThanOrEqual(names.length);
    expect(mayOpenWithOf('chopped tomatoes')).toBe(false);
  });

  it('what nobody eats is looked for only where the name ends as one of its words does', () => {
    // One name for each word NOT_EATEN can end with, each alternative's last.
    const names = [
      'corn husk',
      'corn husks',
      'banana leaf',
      'banana leaves',
      'parchment',
      'parchment paper',
      'baking paper',
      'tin foil',
      'skewer',
      'bamboo skewers',
      'toothpick',
      'toothpicks',
      'cocktail stick',
      'cocktail picks',
      'lolly sticks',
      'cocktail pick',
      'scallop shell',
      'scallop shells',
      'ovenproof bowl',
      'heatproof bowls',
      'ovenproof dish',
      'heatproof dishes',
      'loaf pan',
      'cake pans',
      'loaf tin',
      'muffin tins',
      'baking tray',
      'baking trays',
      'ramekin',
      'ramekins',
      'baking bean',
      'ceramic beans',
      'pie weight',
      'pie weights',
      'kitchen string',
      'butchers twine',
      'twine',
      'cheesecloth',
      'muslin',
      'hickory chip',
      'applewood chips',
      'oak chunk',
      'wood chunks',
      'cupcake liner',
      'paper liners',
      'muffin case',
      'paper cases',
      'vine clippings',
      'parmesan rind',
      'cheese rinds',
      'bone',
      'bones',
      'carcass',
      'carcasses',
      'hops',
      'prawn head',
      'prawn heads',
      'shrimp shells and tails',
      'crab shell',
    ];
    const written = names.flatMap((name) => [name, name.toUpperCase(), `12 ${name} \t\u00a0`]);
    let matched = 0;
    for (const text of [...all, ...written]) {
      if (!NOT_EATEN.test(text)) continue;
      matched += 1;
      expect(mayBeNotEaten(text), text).toBe(true);
    }
    expect(matched).toBeGreaterThanOrEqual(written.length);
    expect(mayBeNotEaten('sweet chilli sauce')).toBe(false);
  });

  it('" and a half" after a unit is looked for only where its first two letters are', () => {
    const written = [
      '1 cup and a half flour',
      '2 CUPS AND ONE-HALF milk',
      '1 tbsp and 1/2 sugar',
      '1 tsp and ½ salt',
      '1 càc et demie sucre',
      '1 xícara e meia farinha',
      '1 xícara e\u00a0meia farinha',
      '1 taza y media harina',
      '1 Taza Y\tMedia harina',
      '1 kopje en een half melk',
      '1 kopje EN een half melk',
    ];
    let matched = 0;
    for (const text of [...all, ...written]) {
      for (
        let position = text.indexOf(' ');
        position >= 0;
        position = text.indexOf(' ', position + 1)
      ) {
        AND_A_HALF().lastIndex = position;
        // A match whose white space is this one space: the one `andAHalfAt` asks for.
        if (!AND_A_HALF().test(text) || /\s/.test(text.charAt(position + 1))) continue;
        matched += 1;
        expect(mayBeAndAHalf(text, position), text).toBe(true);
      }
    }
    expect(matched).toBeGreaterThanOrEqual(written.length);
    expect(mayBeAndAHalf('2 cups egg noodles', 6)).toBe(false);
  });

  it('a dish after a count’s word is looked for only where one of its words’ first three letters is', () => {
    const written = [
      '1 loaf tin',
      '2 CAKE PANS, greased',
      '1 sheet Pan lined with paper',
      '1 pudding BaSiN',
      '6 ramekin Dishes',
      '1 jelly mould; oiled',
      '1 jelly MOLD',
      '2 ice cube trays',
      '1 loaf\u00a0tin',
      '1 loaf \t Tin (900 g)',
    ];
    let matched = 0;
    for (const text of [...all, ...written]) {
      for (let position = 0; position < text.length; position += 1) {
        if (!/\s/.test(text.charAt(position))) continue;
        DISH_AFTER_UNIT.lastIndex = position;
        if (!DISH_AFTER_UNIT.test(text)) continue;
        matched += 1;
        expect(mayNameADish(text, position), text).toBe(true);
      }
    }
    expect(matched).toBeGreaterThanOrEqual(written.length);
    expect(mayNameADish('2 tins chopped tomatoes', 6)).toBe(false);
    expect(parseIngredient('1 loaf TIN')).toMatchObject({ name: 'loaf TIN' });
  });

  it('a drained weight is looked for only where "drained" is, in any case', () => {
    const written = [
      '400 g chickpeas (240 G DRAINED)',
      '1 can tuna (150 grams Drained and flaked)',
      '2 tins beans, 480g drained weight',
      '1 jar artichokes (6 Oz. DrAiNeD)',
    ];
    let matched = 0;
    for (const text of [...all, ...written]) {
      if (!WEIGHT_DRAINED.test(text)) continue;
      matched += 1;
      expect(mayHoldDrainedWeight(text), text).toBe(true);
    }
    expect(matched).toBeGreaterThanOrEqual(written.length);
    expect(mayHoldDrainedWeight('2 x 400g tins chickpeas')).toBe(false);
  });

  it('"of your choice", "low salt" and "whole milk" before a name are looked for only where their words are', async () => {
    const written = [
      'nuts of your CHOICE',
      'cheese To Your Liking',
      'fruit of choosing',
      'LOW-SODIUM soy sauce',
      'no salt added tomatoes',
      'Reduced  Sugar ketchup',
      'ZERO\u00a0sugar lemonade',
      'less salt stock',
      'Whole Milk ricotta',
      '2% milk mozzarella',
      'SEMI-SKIMMED milk yogurt',
      'part skim milk mozzarella',
      'Full-Fat milk yoghurt',
    ];
    let matched = 0;
    for (const text of [...all, ...written]) {
      if (text.replace(ANY_CHOICE, ' ') === text) continue;
      matched += 1;
      expect(mayHoldAnyChoice(text), text).toBe(true);
    }
    expect(matched).toBeGreaterThanOrEqual(written.length);
    expect(mayHoldAnyChoice('caster sugar')).toBe(false);
    const table = await loadFoodTable();
    expect(table.find('LOW-SODIUM soy sauce')?.food.id).toBe(table.find('soy sauce')?.food.id);
  });

  it('another amount after "or", "and" or "plus" is looked for only where its hint is', () => {
    const written = [
      'sugar, or a bit more',
      'butter AND A LITTLE oil',
      '2 carrots OR 1 parsnip',
      'flour plus two tablespoons',
      'lime zest or juice of 1 lime',
      'basil or half that amount dried',
      'thyme OR Twice as much fresh',
      'cream or a-third as much milk',
      'cinnamon or one-quarter the amount',
      'cinnamon or an 8-inch stick',
      'stock or half of a 6-ounce can',
      'oil or\u00a0a few drops',
    ];
    let matched = 0;
    for (const text of [...all, ...written]) {
      if (!ALTERNATIVE_AMOUNT.test(text)) continue;
      matched += 1;
      expect(ALTERNATIVE_AMOUNT_HINT.test(text), text).toBe(true);
    }
    expect(matched).toBeGreaterThanOrEqual(written.length);
    // "and" keeps to the amounts its own branches read: no "juice" after it.
    expect(ALTERNATIVE_AMOUNT_HINT.test('1 lemon, zested and juiced')).toBe(false);
    expect(parseIngredient('1 cinnamon stick or an 8-inch piece').notes).toBe('or an 8-inch piece');
  });

  it('two sizes side by side are looked for only where "medium" is, or a size after the last hyphen', async () => {
    const written = [
      '10 MEDIUM-LARGE carrots',
      '2 Small to Medium onions',
      '3 medium/big potatoes',
      '4 small\u2013medium leeks',
      '2 small-medium courgettes',
      '1 medium or large swede',
      '2 small-to-medium apples',
      '2 big-or-small pears',
    ];
    let matched = 0;
    let words = 0;
    for (const text of [...all, ...written]) {
      if (SIZE_RANGE.test(text)) {
        matched += 1;
        expect(text.toLowerCase().includes('medium'), text).toBe(true);
      }
      for (const word of text.split(/\s+/)) {
        if (SIZE_RANGE_WORD.test(word)) words += 1;
        expect(isSizeRange(word), word).toBe(SIZE_RANGE_WORD.test(word));
      }
    }
    expect(matched).toBeGreaterThanOrEqual(written.length - 1);
    expect(words).toBeGreaterThanOrEqual(3);
    expect(isSizeRange('free-range')).toBe(false);
    const table = await loadFoodTable();
    expect(placeIngredient(table, '10 MEDIUM-LARGE carrots').grams).toBe(
      placeIngredient(table, '10 medium-large carrots').grams,
    );
  });

  it("a shop's own range is looked for only where the folded name's first word opens one", () => {
    const written = [
      'Tesco Finest sourdough rolls',
      "SAINSBURY'S Taste The Difference pork sausages",
      'Sainsburys basics bread',
      "Sainſbury's Taste the Difference ham",
      'Marks & Spencer pasta',
      'M&S\u00a0cheddar',
      'Co-op bread',
      "Cooks' Ingredients miso paste",
      'Essential Waitrose chicken fillets',
      'Duchy Organic Waitrose eggs',
      'Ocado Coo\u212as Ingredients miso paste',
      'ALDI\tSpecially Selected ham',
      'lidl  Deluxe brie',
      'Woolworths mince',
      'Coles Brand flour',
      'asda extra special steak',
      'morrisons the best sausages',
    ];
    let matched = 0;
    for (const text of [...all, ...written]) {
      const folded = foldedForAsciiPatterns(text);
      const shop = SHOP_OWN_RANGE.exec(folded);
      if (shop !== null) matched += 1;
      expect(shopOwnRangeOf(folded)?.[0], text).toBe(shop?.[0]);
    }
    expect(matched).toBeGreaterThanOrEqual(written.length);
    expect(shopOwnRangeOf('chopped tomatoes')).toBeNull();
  });

  it('the word a preparation is done with is read by a loop as its hint pattern reads it', () => {
    const written = [
      'celery sticks sliced IN half',
      'shoulder of veal trimmed Of\u00a0gristle',
      'short pasta cooked to',
      'leeks cut\tDiagonally',
      'fennel sliced\u2003through the root',
      'in the pan',
      'carrots, halved lengthwise',
      'beef cut crossways\n',
      'corn cut FROM 4 ears',
      'onion, sliced into rings',
      'chicken, thighs only',
      'butter, at\u3000room temperature',
      'salt\ufeffto taste',
    ];
    let found = 0;
    for (const text of [...all, ...written]) {
      const hint = PREPARATION_OBJECT_HINT.test(text);
      if (hint) found += 1;
      expect(mayHavePreparationObject(text), text).toBe(hint);
    }
    expect(found).toBeGreaterThan(written.length);
    expect(parseIngredient('4 celery sticks sliced IN half').notes).toBe('sliced IN half');
  });

  it('an amount after a name is read as its patterns read it, with no pattern run on a bare number', () => {
    const written = [
      'Soy sauce 60 ml',
      'Caster sugar 175g/6oz',
      'Sel fin : 8 pincées',
      'Heavy cream, 1½ cups',
      'Eggs x 2',
      'Beef mince × 500g',
      'enough for 1 tablespoon',
      'leaves from 4 ribs',
      'Rice APPROXIMATELY, 200 g',
      'butter\u00a0About 50 g',
      'flour,approx 1 cup',
      'milk PER\t2 cups',
      'sugar 味 2',
      'basil leaves, note 5',
      '豆腐 1丁',
      '김치 2컵',
    ];
    let heads = 0;
    let tails = 0;
    for (const text of [...all, ...written]) {
      for (let index = 0; index < text.length; index += 1) {
        if (!/[\d½¼¾⅓⅔⅛⅜⅝⅞]/.test(text.charAt(index))) continue;
        const head = text.slice(0, index);
        const tail = text.slice(index);
        if (NOTE_BEFORE_AMOUNT.test(head)) heads += 1;
        const trailing = TRAILING_AMOUNT.exec(tail);
        if (trailing !== null) tails += 1;
        expect(trailingAmountOf(tail)?.slice(), tail).toEqual(trailing?.slice());
      }
    }
    expect(heads).toBeGreaterThanOrEqual(6);
    expect(tails).toBeGreaterThan(written.length);
    expect(trailingAmountOf('5')).toBeNull();
    expect(cleanIngredientLine('Caster sugar 175g/6oz')).toBe('175 g/6oz Caster sugar');
  });

  it('a count or a hedge after a name is looked for only where a bare number or a hedge word does not rule it out', () => {
    const written = [
      'Red onion 1, sliced',
      'Tomato 2, finely chopped',
      'Tomatoes 2 medium',
      'Onion 1 LARGE, chopped',
      'Onion 2 nos',
      'Onion 2 No.',
      'Tofu 1丁',
      'Cabbage ½, shredded',
      'Beef broth, ABOUT 2 cups',
      'Salt, approx.\u00a01/4 teaspoon',
      'Milk,Approximately 1 cup',
      'Stock, roughly\t500 ml',
      'Flour, around 2 cups',
      'basil leaves, note 5',
    ];
    let counts = 0;
    let hedges = 0;
    for (const text of [...all, ...written]) {
      for (let index = 0; index < text.length; index += 1) {
        if (!/[\d½¼¾⅓⅔⅛⅜⅝⅞]/.test(text.charAt(index))) continue;
        const head = text.slice(0, index);
        const tail = text.slice(index);
        if (HEDGE_AFTER_COMMA.test(head)) {
          hedges += 1;
          expect(mayEndInHedge(head), head).toBe(true);
        }
        if (
          COUNT_COMMA_PREPARATION.test(tail) ||
          COUNT_AND_SIZE.test(tail) ||
          COUNT_AND_NOS.test(tail)
        ) {
          counts += 1;
          expect(isBareNumber(text, index), tail).toBe(false);
        }
      }
    }
    expect(counts).toBeGreaterThanOrEqual(8);
    expect(hedges).toBeGreaterThanOrEqual(5);
    expect(isBareNumber('basil leaves, note 5', 19)).toBe(true);
    expect(isBareNumber('Onion 1 large', 6)).toBe(false);
    expect(mayEndInHedge('basil leaves, note ')).toBe(false);
    expect(cleanIngredientLine('Red onion 1, sliced')).toMatch(/^1 Red onion/);
  });

  it('a pack’s or a portion’s word is looked up in a set holding what its pattern matches', () => {
    const words = new Set([...SIZED_WORDS, 'box', 'boxs', 'pkgs..', 'pack.', 'slicess', 'tinned']);
    for (const text of all) {
      for (const word of text.toLowerCase().split(/[\s,]+/)) words.add(word);
    }
    let matched = 0;
    for (const word of words) {
      if (SIZED_WORD.test(word)) matched += 1;
      expect(SIZED_WORDS.has(word), word).toBe(SIZED_WORD.test(word));
    }
    expect(matched).toBe(SIZED_WORDS.size);
  });

  it('normalising gives what every replacement run on every line gave', () => {
    // The chain as it was before its gates: each pattern run whatever the line holds.
    const ungated = (text: string) =>
      replaceUnicodeFractions(text)
        .replace(/\u2044/g, '/')
        .replace(
          /(?<=[A-Za-z\u00c0-\u024f)])\s*\u2014\s*|\s*\u2014\s*(?=[A-Za-z\u00c0-\u024f(])/g,
          ' - ',
        )
        .replace(/[\u2010-\u2015\u2212]/g, '-')
        .replace(/(?<=\d)\s*~\s*(?=\d)/g, '-')
        .replace(/[\u2018\u2019\u02bc]/g, "'")
        .replace(/[\u201c\u201d]/g, '"')
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const marks = [
      '\u2044',
      '\u2014',
      '\u2013',
      '~',
      ' ~ ',
      '\u2018',
      '\u2019',
      '\u02bc',
      '\u201c',
    ];
    const lines = [...devLines(), ...WRITTEN];
    for (const [index, line] of lines.entries()) {
      expect(normaliseIngredientText(line)).toBe(ungated(line));
      if (index % 4 !== 0 && index < lines.length - WRITTEN.length) continue;
      for (const mark of marks) {
        const marked = line.replace(' ', `${mark}`).replace(/(\d) /, `$1${mark}`);
        expect(normaliseIngredientText(marked)).toBe(ungated(marked));
      }
    }
    expect(normaliseIngredientText('2 ~ 3 tbsp “soy” sauce — dark')).toBe(
      '2-3 tbsp "soy" sauce - dark',
    );
  });
});
