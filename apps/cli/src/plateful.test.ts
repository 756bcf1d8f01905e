// Runs the real `plateful` bin with real stdin, as a user would.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BIN = resolve(dirname(fileURLToPath(import.meta.url)), '../bin/plateful.js');

function plateful(args: string[], input: string | Buffer = '') {
  // A ceiling for a busy machine: the first run after a source changed builds the bundle first.
  const result = spawnSync(process.execPath, [BIN, ...args], {
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const tmp = mkdtempSync(join(tmpdir(), 'plateful-cli-'));
function file(name: string, content: string | Buffer): string {
  const path = join(tmp, name);
  writeFileSync(path, content);
  return path;
}

describe('plateful ingredients', () => {
  it('writes one JSON object per input line, in order', () => {
    const { code, stdout } = plateful(
      ['ingredients'],
      '2 x 400g tins chopped tomatoes\n125ml/4fl oz milk\n\nsalt, to taste\n',
    );
    expect(code).toBe(0);
    const rows = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      input: '2 x 400g tins chopped tomatoes',
      quantity: 2,
      quantityMax: null,
      unit: 'can',
      name: 'chopped tomatoes',
      notes: '400g',
      category: 'tinned_and_jarred',
      food: expect.stringMatching(/tomato/) as unknown,
      grams: 800,
    });
    expect(rows[1]).toMatchObject({
      quantity: 125,
      unit: 'ml',
      name: 'milk',
      category: 'dairy_and_eggs',
    });
    expect(rows[2]).toMatchObject({ input: '', quantity: null, unit: null });
    expect(rows[3]).toMatchObject({
      quantity: null,
      unit: null,
      name: 'salt',
      category: 'spices_and_seasoning',
      food: 'salt',
      grams: null,
    });
  });

  it("gives each line's food and grams, null where unknown, and takes --json", () => {
    const { code, stdout } = plateful(
      ['ingredients', '--json'],
      '1 cup (125 g) plain flour\n2 tbsp unobtainium dust\n',
    );
    expect(code).toBe(0);
    const [flour, dust] = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(flour).toMatchObject({ food: 'plain flour', grams: 125 });
    expect(dust).toMatchObject({ food: null, grams: null });
  });

  it("gives every food and the whole weight of a line whose amount is each thing's", () => {
    const { stdout } = plateful(
      ['ingredients', '--json'],
      '100 g each plain flour and butter\n2 tbsp each olive oil and unobtainium dust\n',
    );
    const [both, unknown] = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(both).toMatchObject({ food: 'plain flour, butter', grams: 200 });
    expect(unknown).toMatchObject({ food: null, grams: null });
  });

  it('shows the kind of a food the line names, not the first name of its row', () => {
    const { stdout } = plateful(
      ['ingredients', '--json'],
      '1 tsp Chinese five-spice powder\n1 tsp mixed spice\n1 tsp garam masala\n30 ml vodka\n',
    );
    const foods = stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as Record<string, unknown>).food);
    expect(foods).toEqual(['five spice', 'mixed spice', 'garam masala', 'vodka']);
  });

  it('gives an empty result for empty input', () => {
    expect(plateful(['ingredients'], '')).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('keeps a blank line in its place, with no category, food or grams', () => {
    const { code, stdout } = plateful(['ingredients', '--json'], '2 eggs\n\n  \n1 onion\n');
    expect(code).toBe(0);
    const rows = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows.map((row) => row.input)).toEqual(['2 eggs', '', '  ', '1 onion']);
    expect(rows.map((row) => row.category)).toEqual(['dairy_and_eggs', null, null, 'vegetables']);
    expect(rows[1]).toMatchObject({ name: '', food: null, grams: null, quantity: null });
  });

  it('refuses binary input with a clear error', () => {
    const { code, stderr, stdout } = plateful(
      ['ingredients'],
      Buffer.from([0, 159, 146, 150, 0, 1, 2]),
    );
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/looks binary/);
  });

  it('survives very long lines', () => {
    const { code, stdout } = plateful(
      ['ingredients'],
      `2 tbsp ${'very '.repeat(20_000)}olive oil\n`,
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ quantity: 2, unit: 'tbsp' });
  });
});

describe('plateful list', () => {
  const bolognese = file(
    'bolognese.json',
    JSON.stringify({
      id: 'b',
      name: 'Bolognese',
      ingredients: [
        '500g beef mince',
        '2 x 400g tins chopped tomatoes',
        '1 tbsp olive oil',
        '2 onions',
      ],
    }),
  );
  const curries = file(
    'curries.json',
    JSON.stringify([
      {
        id: 'c',
        title: 'Curry',
        ingredients: [
          { rawText: '1 onion, chopped' },
          { amount: 2, unit: 'tsp', name: 'olive oil' },
        ],
      },
    ]),
  );

  it('prints the merged list as text, by category', () => {
    const { code, stdout } = plateful(['list', bolognese, curries]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Meat & Fish\n {2}\[ \] 500 g +Beef Mince {2}\(Bolognese\)/);
    expect(stdout).toMatch(/3\s+Onions {2}\(Bolognese, Curry\)/);
    expect(stdout).toMatch(/1 bottle\s+Olive Oil/);
    expect(stdout.indexOf('Meat & Fish')).toBeLessThan(stdout.indexOf('Vegetables'));
  });

  it('prints the list as JSON with --json', () => {
    const { code, stdout } = plateful(['list', '--json', bolognese, curries]);
    expect(code).toBe(0);
    const list = JSON.parse(stdout) as {
      items: { key: string; quantity: number; recipeCount: number }[];
    };
    expect(list.items.find((item) => item.key === 'onions-vegetables-count')).toMatchObject({
      quantity: 3,
      recipeCount: 2,
    });
  });

  it("shows what to buy in UK shop units, in the text and as each item's buy in --json", () => {
    const bake = file(
      'bake.json',
      JSON.stringify({
        id: 'k',
        name: 'Bake',
        ingredients: ['350g unsalted butter', '½ tsp chilli powder', '2 lemons'],
      }),
    );
    expect(plateful(['list', bake]).stdout).toMatch(
      /Unsalted Butter {2}\(Bake\) {2}→ buy 2 × 250 g/,
    );
    const { code, stdout } = plateful(['list', '--json', bake]);
    expect(code).toBe(0);
    const list = JSON.parse(stdout) as {
      items: {
        ingredient: string;
        buy: { quantity: number; unit: string | null; text: string } | null;
      }[];
    };
    const buy = (ingredient: string) =>
      list.items.find((item) => item.ingredient === ingredient)?.buy;
    expect(buy('Unsalted Butter')).toEqual({
      quantity: 2,
      unit: 'block',
      size: { quantity: 250, unit: 'g' },
      text: '2 × 250 g',
    });
    expect(buy('Chilli Powder')).toMatchObject({ quantity: 1, unit: 'jar', text: '1 jar' });
    expect(buy('Lemons')).toBeNull();
  });

  it('reports a missing or broken file clearly', () => {
    const missing = plateful(['list', join(tmp, 'nope.json')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/cannot read .*nope\.json/);
    const broken = plateful(['list', file('broken.json', '{"name": ')]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/cannot read .*broken\.json/);
  });
});

describe('plateful nutrition', () => {
  const recipes = JSON.stringify([
    {
      name: 'Flour and butter',
      servings: 4,
      ingredients: ['400 g plain flour', '100 g butter', 'salt to taste'],
    },
    { name: 'Mystery', servings: 0, ingredients: ['500 g unobtainium', '1 onion'] },
    { name: 'Fried', servings: 4, ingredients: ['500 g cod', '1 litre oil, for deep frying'] },
  ]);

  it('prints per serving the nutrients, 5 A Day, coverage and unplaced lines as JSON lines', () => {
    const { code, stdout } = plateful(['nutrition', '--json', file('two.json', recipes)]);
    expect(code).toBe(0);
    const [known, mystery, fried] = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    // 100 g of flour (about 350 kcal) and 25 g of butter (about 185 kcal) a serving.
    expect(known).toMatchObject({ name: 'Flour and butter', servings: 4, coverage: 1 });
    const perServing = known?.perServing as Record<string, number>;
    expect(perServing.energyKcal).toBeGreaterThan(480);
    expect(perServing.energyKcal).toBeLessThan(590);
    expect(perServing.energyKj).toBeGreaterThan((perServing.energyKcal ?? 0) * 4);
    expect(Object.keys(perServing)).toEqual([
      'energyKcal',
      'energyKj',
      'fat',
      'saturates',
      'carbohydrate',
      'sugars',
      'fibre',
      'protein',
      'salt',
    ]);
    expect(known?.unplaced).toEqual([]);
    // No servings: the default four; most of the weight unknown: no figures.
    expect(mystery).toMatchObject({
      servings: 4,
      perServing: null,
      canEstimate: false,
      unplaced: [{ line: '500 g unobtainium', reason: 'unknown-food' }],
    });
    expect(mystery?.fiveADay).toBeGreaterThan(0);
    // The pan's oil is read, and said to be left out rather than counted or unplaced, but for
    // what the fried food takes up: 8% of the recipe's 500 g.
    expect(known).toMatchObject({ fryingOil: [], fryingOilTakenUp: 0 });
    expect(fried).toMatchObject({
      coverage: 1,
      unplaced: [],
      fryingOil: ['1 litre oil, for deep frying'],
      fryingOilTakenUp: 40,
    });
    expect((fried?.perServing as Record<string, number>).energyKcal).toBeLessThan(300);
  });

  it('says in text how much of a deep-frying oil it counted', () => {
    const { code, stdout } = plateful(['nutrition', file('fried.json', recipes)]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      'left out      1 litre oil, for deep frying (deep-frying oil; 40 g the food takes up counted)',
    );
  });

  it('says the taken-up share once when a recipe deep-fries in two oils', () => {
    const twoOils = JSON.stringify({
      name: 'Fish and chips',
      servings: 4,
      ingredients: [
        '500 g cod',
        '500 g potatoes',
        '1 litre sunflower oil, for deep frying',
        '1 litre groundnut oil, for deep frying',
      ],
    });
    const { code, stdout } = plateful(['nutrition', file('two-oils.json', twoOils)]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      'left out      1 litre sunflower oil, for deep frying (deep-frying oil)\n',
    );
    expect(stdout).toContain(
      'left out      1 litre groundnut oil, for deep frying (deep-frying oil)\n',
    );
    expect(stdout.match(/the food takes up counted/g)).toHaveLength(1);
    expect(stdout).toMatch(/frying oils {3}\d+ g the food takes up counted/);
  });

  it("divides by the yield's count when a recipe has no servings, as plateful scrape prints it", () => {
    const batch = ['480 g plain flour', '240 g butter'];
    const scraped = JSON.stringify([
      { name: 'Shortbread', servings: null, yields: '24 biscuits', ingredients: batch },
      { name: 'Page', recipeYield: '12 muffins', ingredients: batch },
      { name: 'Own servings', servings: 6, yields: '24 biscuits', ingredients: batch },
      { name: 'Nothing usable', yields: 'a tray', ingredients: batch },
      // One slice is a serving's size: the default servings, not the whole batch as one.
      { name: 'A slice', yields: '1 slice', ingredients: batch },
    ]);
    const { code, stdout } = plateful(['nutrition', '--json', file('yields.json', scraped)]);
    expect(code).toBe(0);
    const results = stdout
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as {
            servings: number;
            perServing: { energyKcal: number };
            perItem: { item: string; count: number; nutrients: { energyKcal: number } } | null;
          },
      );
    expect(results.map((result) => result.servings)).toEqual([24, 12, 6, 4, 4]);
    // The same batch divided by 24 and by 12: one piece holds half as much.
    const [biscuit, muffin, own] = results;
    expect(biscuit!.perServing.energyKcal * 2).toBeCloseTo(muffin!.perServing.energyKcal, -1);
    // Servings of its own and a yield of things: per serving, and per one of the 24 too.
    expect(biscuit!.perItem).toBeNull();
    expect(own!.perItem).toMatchObject({ item: 'biscuit', count: 24 });
    expect(own!.perItem!.nutrients.energyKcal).toBe(biscuit!.perServing.energyKcal);
    const text = plateful(['nutrition', file('yields.json', scraped)]).stdout;
    expect(text).toContain(
      `  per biscuit   ${biscuit!.perServing.energyKcal} kcal (the recipe makes 24)`,
    );
  });

  it('prints a readable summary without --json, and refuses a broken file', () => {
    const text = plateful(['nutrition', file('one.json', recipes)]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Flour and butter (per serving, of 4)');
    expect(text.stdout).toContain('cannot estimate');
    const broken = plateful(['nutrition', file('broken.json', '{nope')]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^plateful nutrition: cannot read .*broken\.json/);
  });

  it('names an amount no kitchen uses as what to check, and says each reason in words', () => {
    const typo = JSON.stringify({
      name: 'Typo',
      servings: 4,
      ingredients: ['1 cup flour', '1000 cups salt', '200 g zqx paste'],
    });
    const { code, stdout } = plateful(['nutrition', file('typo.json', typo)]);
    expect(code).toBe(0);
    expect(stdout).toContain('  cannot estimate: check the amount of 1000 cups salt\n');
    expect(stdout).toContain(
      '  not counted   1000 cups salt (absurd-amount: more than any kitchen uses)\n',
    );
    expect(stdout).toContain(
      '  not counted   200 g zqx paste (unknown-food: not in the food tables)',
    );
    expect(plateful(['nutrition', '--help']).stdout).toContain('"absurd-amount"');
  });
});

describe('plateful', () => {
  it('shows help and rejects unknown commands', () => {
    expect(plateful(['--help']).stdout).toMatch(/ingredients.*\n.*list/);
    const unknown = plateful(['cook']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown command 'cook'/);
    expect(plateful(['list', '--bogus']).code).toBe(2);
  });

  it("prints its package's version, and as JSON with --json", () => {
    const { version } = JSON.parse(
      readFileSync(resolve(dirname(BIN), '../package.json'), 'utf8'),
    ) as {
      version: string;
    };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    for (const flag of ['--version', '-v']) {
      const shown = plateful([flag]);
      expect(shown.code).toBe(0);
      expect(shown.stdout).toBe(`plateful ${version}\n`);
    }
    expect(JSON.parse(plateful(['--version', '--json']).stdout)).toEqual({ version });
  });
});

describe('plateful plan and leftovers', () => {
  const library = JSON.stringify([
    {
      id: 'wraps',
      name: 'Chicken wraps',
      tags: ['chicken'],
      servings: 4,
      ingredients: ['4 flour tortillas', '1/2 cucumber', '300 g chicken breast'],
    },
    {
      id: 'more-wraps',
      name: 'Beef wraps',
      tags: ['beef'],
      servings: 4,
      ingredients: ['4 flour tortillas', '1/2 cucumber', '250 g beef mince'],
    },
    {
      id: 'rice',
      name: 'Veg rice',
      tags: ['vegetarian'],
      servings: 4,
      ingredients: ['300 g basmati rice', '1 onion'],
    },
    {
      id: 'creamy',
      name: 'Creamy eggs',
      servings: 4,
      ingredients: ['150 ml double cream', '1/2 cucumber', '2 eggs'],
    },
  ]);

  it('plans the week that shares its packs, under the rules, as JSON', () => {
    const { code, stdout } = plateful([
      'plan',
      '--json',
      '--library',
      file('library.json', library),
      '--meals',
      '2',
      '--rules',
      file('rules.json', JSON.stringify({ startDate: '2026-11-30' })),
    ]);
    expect(code).toBe(0);
    const plan = JSON.parse(stdout) as {
      recipes: { id: string; name: string; date: string; why: string }[];
      leftovers: unknown[];
      packs: number;
      leftoverShare: number;
      uncountedMeals: number;
    };
    expect(plan.recipes.map((r) => r.id).sort()).toEqual(['more-wraps', 'wraps']);
    expect(plan.recipes.map((r) => r.date)).toEqual(['2026-11-30', '2026-12-01']);
    expect(plan.recipes[0]?.why).toMatch(/^uses the /);
    expect(plan.packs).toBeGreaterThan(0);
    expect(plan.leftoverShare).toBeGreaterThanOrEqual(0);
    expect(plan.leftoverShare).toBeLessThan(0.2);
    // Both wraps are measured: the leftover figures leave no meal out.
    expect(plan.uncountedMeals).toBe(0);
  });

  it('names the rule a library cannot meet, with exit 1', () => {
    const { code, stdout, stderr } = plateful([
      'plan',
      '--json',
      '--library',
      file('library2.json', library),
      '--meals',
      '3',
      '--rules',
      file('veg.json', JSON.stringify({ vegetarianNights: 3 })),
    ]);
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({ rule: 'vegetarianNights' });
    expect(stderr).toMatch(/vegetarian/);
  });

  it('refuses bad rules and a bad pantry with a message', () => {
    const bad = plateful([
      'plan',
      '--library',
      file('library3.json', library),
      '--meals',
      '2',
      '--rules',
      file('bad-rules.json', JSON.stringify({ vegetarianNights: 'two' })),
    ]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/vegetarianNights must be a number/);
    const noMeals = plateful(['plan', '--library', file('library4.json', library)]);
    expect(noMeals.code).toBe(2);
    const badPantry = plateful([
      'leftovers',
      '--pantry',
      file('bad-pantry.json', '{"rice": 1}'),
      file('week0.json', library),
    ]);
    expect(badPantry.code).toBe(1);
    expect(badPantry.stderr).toMatch(/pantry must be a JSON array/);
  });

  it('names the rules or pantry file it cannot read, as it does a recipe file', () => {
    const missing = plateful([
      'leftovers',
      '--pantry',
      join(tmp, 'no-pantry.json'),
      file('week-missing.json', library),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^plateful leftovers: cannot read pantry .*no-pantry\.json: /);
    const broken = plateful([
      'plan',
      '--library',
      file('library5.json', library),
      '--meals',
      '2',
      '--rules',
      file('broken-rules.json', '{"vegetarianNights": '),
    ]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^plateful plan: cannot read rules .*broken-rules\.json: /);
    const binary = plateful([
      'leftovers',
      '--pantry',
      file('pantry.bin', Buffer.from([0, 1, 2, 3, 0, 0])),
      file('week-binary.json', library),
    ]);
    expect(binary.code).toBe(1);
    expect(binary.stderr).toMatch(/cannot read pantry .*pantry\.bin: it looks binary/);
  });

  it('leftovers shows its help, and asks for week files when none are given', () => {
    const help = plateful(['leftovers', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: plateful leftovers/);
    const none = plateful(['leftovers']);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^plateful leftovers: no week files given\.\n\nUsage:/);
  });

  it("prints what a week's list leaves over, less the pantry", () => {
    const week = file('week.json', library);
    const { code, stdout } = plateful(['leftovers', '--json', week]);
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { leftovers: { name: string; text: string }[] };
    const texts = result.leftovers.map((l) => l.text);
    // Three halves of cucumber bought as two; a box of 6 eggs for 2; a bag of rice for 300 g.
    expect(texts).toContain('½ cucumber');
    expect(texts).toContain('4 eggs');
    const withRice = plateful([
      'leftovers',
      '--json',
      '--pantry',
      file('pantry.json', JSON.stringify(['1 kg rice'])),
      week,
    ]);
    const riceTexts = (
      JSON.parse(withRice.stdout) as { leftovers: { text: string }[] }
    ).leftovers.map((l) => l.text);
    expect(riceTexts.some((text) => /rice/.test(text))).toBe(false);
  });
});
