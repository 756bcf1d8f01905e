/**
 * The servings a page's published figures are per (bench/food-pages.ts `servingsOf`), as the food
 * benches read them.
 */
import { describe, expect, it } from 'vitest';
import {
  isEnglish,
  missLines,
  savedPageLines,
  savedRecipeTest,
  servingsOf,
  type Page,
} from '../../bench/food-pages.ts';
import { loadFoodTable } from './food-table.ts';

describe('servingsOf', () => {
  it('reads a serving that is a share of the batch ("1/8 pie" of "1 pie" is 8)', () => {
    expect(servingsOf('1 pie', '1 /8 pie')).toBe(8);
    expect(servingsOf('2 pies', '1/8 pie')).toBe(16);
    expect(servingsOf('6 cups', '⅙ of recipe')).toBe(6);
    expect(servingsOf('4 servings', '1 /4 of recipe')).toBe(4);
    // A share of something else than the yield counts: the yield stands.
    expect(servingsOf('12 servings', '1 /12 of cake')).toBe(12);
  });
  it('counts nothing for a slice of a batch of one ("1 loaf", its figures per "1 slice")', () => {
    expect(servingsOf('1 loaf', '1 Slice')).toBeNull();
    expect(servingsOf('1 loaf', '1 serving')).toBe(1);
    expect(servingsOf('12 slices', '1 slice')).toBe(12);
    expect(servingsOf('1 serving', '1 slice')).toBe(1);
  });
  it('keeps the counts it read before', () => {
    expect(servingsOf('10 pancakes', '2 pancakes')).toBe(5);
    expect(servingsOf('2 dozen', '1 cookie')).toBe(24);
  });
  it('reads a serving that is an amount of the measure the yield is in ("1/4 cup" of "2 cups")', () => {
    // WPRM's ["2", "2 cups"], its figures per "1 /4 cup sauce": 8 servings, not the app's 2.
    expect(servingsOf('2 cups', '1 /4 cup sauce', 2)).toBe(8);
    expect(servingsOf('4 cups', '1/4 cup')).toBe(16);
    expect(servingsOf('4 cups', '½ cup')).toBe(8);
    expect(servingsOf('4 cups', '1 cup', 4)).toBe(4);
    expect(servingsOf('1.5 cups', '2 tablespoons')).toBeNull();
    // Another measure, or a serving larger than the batch, says nothing of the count.
    expect(servingsOf('4 cups', '1 /4 pint', 4)).toBe(4);
    expect(servingsOf('2 cups', '3 cups', 2)).toBe(2);
  });
  it('divides by the servings the app reads from the page, where the data gives them', () => {
    // "2 tarts (8 servings each)": worded "2 tarts", the app's 16 servings.
    expect(servingsOf('2 tarts', null, 16)).toBe(16);
    expect(servingsOf('2 tarts', null)).toBe(2);
    // WPRM's ["4", "4 cups"]: worded a measure, the app's 4 servings.
    expect(servingsOf('4 cups', '1 serving', 4)).toBe(4);
    expect(servingsOf('4 cups', '1 serving')).toBeNull();
    // A serving that is a share of the batch still says what the figure is per.
    expect(servingsOf('4 servings', '⅙ of recipe', 4)).toBe(6);
    // None from the app: the worded yield's pieces, as before.
    expect(servingsOf('24 cookies', '1 cookie', null)).toBe(24);
  });
  it('divides by the people a serving size names, whatever the yield counts', () => {
    // A measure's yield counted none; a bare "42" of a page whose size says 4 people, 42.
    expect(servingsOf('8 cups', '8 People')).toBe(8);
    expect(servingsOf('42 servings', '4 (2 skewers per person).', 42)).toBe(4);
    expect(servingsOf('4 servings', 'Serves 4')).toBe(4);
    // One serving or a bare number names no people: as before.
    expect(servingsOf('4 servings', '1 Servings')).toBe(4);
    expect(servingsOf('2 servings', '368')).toBe(2);
  });
});

describe('isEnglish', () => {
  it('takes a page of English lines, accented loanwords and all', () => {
    expect(
      isEnglish(null, ['2 cups plain flour', '2 tbsp crème fraîche', 'salt and pepper to taste']),
    ).toBe(true);
    expect(isEnglish('en-US', ['1 Müller corner yoghurt', '2 eggs', '1 cup sugar'])).toBe(true);
    expect(isEnglish(null, ['1 bay leaf', '1 pico de gallo'])).toBe(true);
  });
  it('leaves out a page in another language whose language tag does not say so', () => {
    // A German page with no tag and one umlaut in four lines.
    expect(
      isEnglish(null, ['500 ml Milch', '40 g Stärke', '40 g Zucker', '40 g Kakao (echter)']),
    ).toBe(false);
    expect(
      isEnglish(null, [
        '200 g Schinken',
        '1,5 gestr. TL Salz',
        '4 Eier',
        '200 g Sahne',
        '120 g Mehl',
      ]),
    ).toBe(false);
    // A Norwegian page tagged `en-US`.
    expect(
      isEnglish('en-US', ['200 g brunt sukker', '50 g hvitt sukker', '1 ts bakepulver', 'salt']),
    ).toBe(false);
  });
  it('leaves out a page its language tag says is not English', () => {
    expect(isEnglish('de-DE', ['1 cup flour'])).toBe(false);
  });
});

describe('savedRecipeTest', () => {
  it('knows a saved page under another name by half its lines, whatever their case', () => {
    const isSaved = savedRecipeTest();
    const page = savedPageLines().find((lines) => lines.length >= 4)!;
    const half = page.slice(0, Math.ceil(page.length / 2)).map((line) => line.toUpperCase());
    expect(
      isSaved(
        [...half, ...page.map((_, i) => `${i + 1} cups of nothing in particular`)].slice(
          0,
          page.length,
        ),
      ),
    ).toBe(true);
    expect(isSaved(['1 cup flour, sifted twice by hand', '2 eggs from the hens next door'])).toBe(
      false,
    );
  });
});

describe('missLines', () => {
  it("gives each line's food, grams and the kcal a serving it adds as its recipe counts it", async () => {
    const table = await loadFoodTable();
    const headed = [
      'For the chicken:',
      '2 tablespoons olive oil',
      '500 g chicken thighs, skinless and boneless',
      'vegetable oil, for deep frying (about 1 litre)',
      'salt to taste',
    ];
    const page: Page = {
      site: 'example.com',
      file: 'example.json',
      ingredients: headed.slice(1),
      headed,
      servings: 2,
      calories: 400,
      source: 'example.com',
    };
    const rows = missLines(table, page);
    expect(rows).toHaveLength(5);
    // The heading adds nothing and is no food.
    expect(rows[0]).toMatch(/^\s*0 kcal\s+heading {2,}For the chicken:$/);
    // Two tablespoons of oil: about 27 g, 120 kcal a serving.
    expect(rows[1]).toMatch(/^\s*1[12]\d kcal\s+2[5-9] g {2}olive-oil\s/);
    expect(rows[2]).toMatch(/ 500 g {2}chicken-thigh/);
    // The deep-frying oil adds its taken-up share (8% of the recipe's weight), not its litre.
    const frying = /^\s*(\d+) kcal/.exec(rows[3] ?? '');
    expect(Number(frying?.[1])).toBeGreaterThan(100);
    expect(Number(frying?.[1])).toBeLessThan(300);
    expect(rows[4]).toMatch(/^\s*0 kcal/);
  });
});
