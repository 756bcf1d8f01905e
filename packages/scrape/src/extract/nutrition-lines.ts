/**
 * A nutrition table written as lines ("kcal 726", "fat 25g", "saturates 6g", "carbs 82g"): on a
 * page that names none of its parts it sits right after the ingredients, made like them (a list of
 * short lines with figures), and is read with them. Told apart by its words: nutrients, each with
 * a figure and nothing else.
 */

/** Nutrient names a cook would not write as an ingredient (no "salt", "sugar", "fat"). */
const NUTRIENT_ONLY =
  'kcal|kj|calories?|kalorien|energy|energie|energia|saturates|saturated fat|sat(?:\\.|urated)? fat|carbs|carbohydrates?|kohlenhydrate|carboidrati|glucides|sugars|fib(?:re|er)s?|ballaststoffe|fibres?|protein(?:s|e)?|protéines|proteínas?|eiwei(?:ß|ss)|sodium|natrium|cholesterol|lipides|grassi|' +
  // Greek: calories, fats, carbohydrates (also cut short, "υδατ/κες"), proteins, sodium.
  'θερμίδες|λιπαρά|υδατάνθρακες|υδατ/κες|πρωτεΐνες|νάτριο';
/** Nutrients that are also ingredients ("salt 0.2g" in a table, "salt" in a list). */
const NUTRIENT_ALSO_FOOD =
  'fat|fett|salt|salz|sale|sel|sugar|zucker|zuccheri|sucres|grassi saturi|acidi grassi saturi';

const FIGURE = String.raw`[<~≈]?\s*\d+(?:[.,]\d+)?\s*(?:g|mg|µg|mcg|kcal|kj|%|gr)?`;
/**
 * A box's second figure, the share of a day's intake ("39.1 35% fat"), and the unit after the
 * name in brackets ("fat (g)", "Θερμίδες (kcal)", "Λιπαρά (γρ.)").
 */
const DAILY_SHARE = String.raw`(?:\s+\d+(?:[.,]\d+)?\s*%)?`;
const UNIT_AFTER = String.raw`(?:\s*\(\s*(?:g|mg|µg|mcg|kcal|kj|gr|γρ)\.?\s*\))?`;
/** A traffic-light label after the figure ("salt 0.3g low"). */
const LEVEL = String.raw`(?:\s+(?:low|med(?:ium)?|high))?`;
const nutrientLine = (words: string) =>
  new RegExp(
    String.raw`^(?:(?:${words})${UNIT_AFTER}\s*:?\s*${FIGURE}${DAILY_SHARE}|${FIGURE}${DAILY_SHARE}\s*(?:${words})${UNIT_AFTER})${LEVEL}\s*$`,
    'iu',
  );
const NUTRIENT_ONLY_LINE = nutrientLine(NUTRIENT_ONLY);
const NUTRIENT_LINE = nutrientLine(`${NUTRIENT_ONLY}|${NUTRIENT_ALSO_FOOD}`);

/**
 * A nutrient's label with no figure, as a nutrition box writes it under its figure ("Calorie per
 * porzione", "Calories per serving", "kcal"): it names no ingredient.
 */
const NUTRIENT_LABEL = new RegExp(String.raw`^(?:${NUTRIENT_ONLY})(?![\p{L}])[^\d]{0,30}$`, 'iu');

export const isNutrientLabel = (line: string) => NUTRIENT_LABEL.test(line.trim());

/** The fewest nutrient lines in a row that make a table, and of them nutrient-only ones. */
const TABLE_LINES = 3;
const TABLE_NUTRIENT_ONLY_LINES = 2;

/**
 * The lines without any run of three nutrient lines or more in a row ("kcal 726", "fat 25g",
 * "saturates 6g"), two of them naming what no ingredient is called (kcal, carbs, protein, fibre):
 * a nutrition table read with the ingredients. "Salt 5g" or "Sugar 100g" alone stay lines.
 */
export function withoutNutritionTable(lines: readonly string[]): readonly string[] {
  const kept: string[] = [];
  let run: string[] = [];
  const flush = () => {
    const table =
      run.length >= TABLE_LINES &&
      run.filter((line) => NUTRIENT_ONLY_LINE.test(line)).length >= TABLE_NUTRIENT_ONLY_LINES;
    if (!table) kept.push(...run);
    run = [];
  };
  for (const line of lines) {
    if (NUTRIENT_LINE.test(line.trim())) {
      run.push(line);
      continue;
    }
    flush();
    kept.push(line);
  }
  flush();
  return kept;
}

/**
 * A line that is only the heading of a nutrition box ("Nutrition Information", "Nutrition
 * facts:", "Nährwerte", "Valeurs nutritionnelles"), as a popup's list read after the lines.
 */
const NUTRITION_HEADING_LINE =
  /^(?:nutrition(?:al)?(?:\s+(?:information|info|facts|values|data))?(?:\s+per\s+serving)?|nährwerte?(?:\s+pro\s+portion)?|valeurs?\s+nutritionnelles?|valori\s+nutrizionali|voedingswaarden?|información\s+nutricional|informação\s+nutricional)\s*[:：]?$/iu;

/**
 * The lines before one that heads a nutrition box: what follows it (per serving, calories, fat)
 * is no ingredient. A first line so named is left to the rules that read it.
 */
export function withoutNutritionPart(lines: readonly string[]): readonly string[] {
  const end = lines.findIndex((line, index) => index > 0 && NUTRITION_HEADING_LINE.test(line));
  return end > 0 ? lines.slice(0, end) : lines;
}
