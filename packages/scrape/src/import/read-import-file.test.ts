import fc from 'fast-check';
import { gzipSync, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, isSafeEntryName } from './archive.ts';
import { readImportFile, type ImportItem } from './read-import-file.ts';
import {
  TINY_PNG,
  cooklangText,
  copyMeThatExport,
  copyMeThatFile,
  mealieDataExport,
  mealieExport,
  mealieRecipeZip,
  melaRecipe,
  paprikaFile,
  paprikaSoup,
  recipeSageExport,
  savedPage,
  tandoorDecimalsExport,
  tandoorExport,
} from './samples/sample-files.ts';

const json = (value: unknown) => strToU8(JSON.stringify(value));
const recipes = (items: ImportItem[]) =>
  items.flatMap((item) => (item.kind === 'recipe' ? [item.recipe] : []));
const problems = (items: ImportItem[]) =>
  items.flatMap((item) => (item.kind === 'problem' ? [item.problem] : []));

describe('readImportFile: one adapter per format', () => {
  it('reads a Paprika export: gzipped recipes in a zip, groups, times, the photo', () => {
    const items = readImportFile('My Recipes.paprikarecipes', paprikaFile());
    expect(problems(items)).toEqual([]);
    const [soup, toast] = recipes(items);
    expect(soup?.format).toBe('paprika');
    expect(soup?.file).toBe('My Recipes.paprikarecipes › Leek and Potato Soup.paprikarecipe');
    expect(soup?.draft).toMatchObject({
      name: 'Leek and Potato Soup',
      ingredients: [
        '2 leeks, sliced',
        '500 g potatoes, diced',
        '1 litre vegetable stock',
        '100 ml double cream',
      ],
      ingredientGroups: [
        {
          title: 'For the soup',
          items: ['2 leeks, sliced', '500 g potatoes, diced', '1 litre vegetable stock'],
        },
        { title: 'To serve', items: ['100 ml double cream'] },
      ],
      instructions: [
        'Soften the leeks in butter for 10 minutes.',
        'Add the potatoes and stock; simmer for 20 minutes.',
        'Blend, then stir in the cream.',
      ],
      prepTime: 10,
      cookTime: 30,
      totalTime: 40,
      servings: 4,
      sourceUrl: 'https://example.org/leek-soup',
      author: 'Grandma',
      category: 'Soups, Lunch',
    });
    expect(soup?.photo).toEqual({
      bytes: TINY_PNG,
      name: 'Leek and Potato Soup.paprikarecipe › photo_data',
    });
    expect(toast?.draft.name).toBe('Cheese on Toast');
    expect(toast?.photo).toBeNull();
  });

  it('reads one .paprikarecipe on its own', () => {
    const items = readImportFile('Soup.paprikarecipe', gzipSync(json(paprikaSoup)));
    expect(recipes(items).map((recipe) => recipe.draft.name)).toEqual(['Leek and Potato Soup']);
  });

  it('reads Mela: # headings are groups, the first image is the photo', () => {
    const [cake] = recipes(readImportFile('cake.melarecipe', json(melaRecipe)));
    expect(cake?.format).toBe('mela');
    expect(cake?.draft.ingredientGroups).toEqual([
      { title: 'Cake', items: ['225 g unsalted butter', '225 g caster sugar', '4 eggs'] },
      { title: 'Drizzle', items: ['2 lemons', '85 g icing sugar'] },
    ]);
    expect(cake?.draft).toMatchObject({
      yields: '8 slices',
      prepTime: 15,
      cookTime: 45,
      totalTime: 60,
    });
    expect(cake?.draft.instructions).toHaveLength(3);
    expect(cake?.photo).toEqual({
      bytes: TINY_PNG,
      name: expect.stringMatching(/ › images\[0\]$/) as unknown,
    });
    const many = readImportFile(
      'all.melarecipes',
      zipSync({
        'a.melarecipe': json(melaRecipe),
        'b.melarecipe': json({ ...melaRecipe, title: 'Second' }),
      }),
    );
    expect(recipes(many).map((recipe) => recipe.draft.name)).toEqual([
      'Lemon Drizzle Cake',
      'Second',
    ]);
  });

  it('reads a Mealie recipe export with titled groups, composed lines and the image beside it', () => {
    const [chilli] = recipes(readImportFile('mealie.zip', mealieExport()));
    expect(chilli?.format).toBe('mealie');
    expect(chilli?.draft).toMatchObject({
      name: 'Chilli con Carne',
      ingredientGroups: [
        { title: 'Base', items: ['1 onion, finely chopped', '500 g beef mince'] },
        { title: 'To finish', items: ['1 tin kidney beans, drained'] },
      ],
      prepTime: 15,
      cookTime: 45,
      totalTime: 60,
      servings: 4,
      category: 'Dinner',
      tags: ['Spicy'],
    });
    expect(chilli?.photo).toMatchObject({ name: 'recipes/chilli/images/original.webp' });
  });

  it('reads a Mealie backup database.json, joining rows by recipe', () => {
    const database = {
      recipes: [
        {
          id: 'r1',
          name: 'Porridge',
          recipe_yield: '2 servings',
          total_time: '10 minutes',
          org_url: null,
        },
      ],
      ingredient_units: [{ id: 'u1', name: 'g' }],
      ingredient_foods: [{ id: 'f1', name: 'oats' }],
      recipes_ingredients: [
        {
          recipe_id: 'r1',
          position: 1,
          note: 'to serve',
          quantity: 0,
          unit_id: null,
          food_id: null,
          title: null,
        },
        {
          recipe_id: 'r1',
          position: 0,
          quantity: 80,
          unit_id: 'u1',
          food_id: 'f1',
          note: '',
          title: null,
        },
      ],
      recipe_instructions: [
        { recipe_id: 'r1', position: 0, text: 'Simmer with milk for 5 minutes.' },
      ],
    };
    const file = zipSync({
      'database.json': json(database),
      'data/recipes/r1/images/original.webp': TINY_PNG,
    });
    const [porridge] = recipes(readImportFile('mealie_2026.zip', file));
    expect(porridge?.draft).toMatchObject({
      name: 'Porridge',
      ingredients: ['80 g oats', 'to serve'],
      instructions: ['Simmer with milk for 5 minutes.'],
      servings: 2,
      totalTime: 10,
    });
    expect(porridge?.photo).toMatchObject({ name: 'data/recipes/r1/images/original.webp' });
  });

  it('serves the count of servings a bracket in the yield follows ("16 servings (2 pies)")', () => {
    const database = {
      recipes: [{ id: 'r1', name: 'Banana cream pie', recipe_yield: '16 servings (2 pies)' }],
      recipes_ingredients: [
        { recipe_id: 'r1', position: 0, quantity: 0, note: '4 bananas', title: null },
      ],
      recipe_instructions: [{ recipe_id: 'r1', position: 0, text: 'Fill the crusts.' }],
    };
    const [pie] = recipes(
      readImportFile('mealie_pie.zip', zipSync({ 'database.json': json(database) })),
    );
    expect(pie?.draft).toMatchObject({ yields: '16 pies', servings: 16 });
  });

  it('reads a Tandoor export: a zip of recipe zips, step ingredients as groups, the image', () => {
    const items = readImportFile('tandoor_export.zip', tandoorExport());
    expect(problems(items)).toEqual([]);
    const [pancakes] = recipes(items);
    expect(pancakes?.format).toBe('tandoor');
    expect(pancakes?.draft).toMatchObject({
      name: 'Pancakes',
      ingredientGroups: [
        { title: 'Batter', items: ['100 g plain flour', '2 eggs, large', '300 ml milk'] },
        { title: null, items: ['salt'] },
      ],
      instructions: ['Whisk everything together and rest for 20 minutes.', 'Fry in a hot pan.'],
      prepTime: 10,
      totalTime: 30,
      yields: '4 pancakes',
      tags: ['breakfast'],
    });
    expect(pancakes?.photo).toMatchObject({ name: 'recipe_1.zip › image.jpg' });
  });

  it('reads a RecipeSage JSON-LD export; a remote picture is kept as its address', () => {
    const [flapjacks] = recipes(readImportFile('recipesage-export.json', json(recipeSageExport)));
    expect(flapjacks?.format).toBe('recipesage');
    expect(flapjacks?.draft).toMatchObject({
      name: 'Flapjacks',
      ingredients: ['250 g porridge oats', '125 g butter', '125 g golden syrup'],
      yields: '12 flapjacks',
      author: 'Aunt Jo',
      sourceUrl: 'https://example.org/flapjacks',
      prepTime: 10,
      totalTime: 40,
    });
    expect(flapjacks?.photo).toEqual({ url: 'https://images.example.org/flapjacks.jpg' });
  });

  it('reads a Copy Me That export: every recipe in the page, headings as groups, pictures beside it, scripts ignored', () => {
    const items = readImportFile('CopyMeThat_export.zip', copyMeThatFile());
    const [pie, beans] = recipes(items);
    expect(pie?.format).toBe('copymethat');
    expect(pie?.draft).toMatchObject({
      name: "Shepherd's Pie",
      ingredientGroups: [
        { title: 'Filling', items: ['500 g lamb mince', '1 onion, chopped'] },
        { title: 'Topping', items: ['1 kg potatoes'] },
      ],
      instructions: ['Brown the lamb.', 'Top with mash and bake 30 mins.'],
      servings: 6,
      sourceUrl: 'https://example.org/shepherds-pie',
      tags: ['Comfort'],
    });
    expect(JSON.stringify(pie?.draft)).not.toContain('alert');
    expect(pie?.photo).toMatchObject({ name: 'images/pie.jpg' });
    expect(beans?.draft.ingredients).toEqual(['1 tin baked beans', '2 slices bread']);
  });

  it('reads Cooklang: marked-up ingredients listed with amounts, sections as groups, markup out of the steps', () => {
    const [pancakes] = recipes(readImportFile('Easy Pancakes.cook', strToU8(cooklangText)));
    expect(pancakes?.format).toBe('cooklang');
    expect(pancakes?.draft).toMatchObject({
      name: 'Easy Pancakes',
      servings: 4,
      tags: ['breakfast', 'quick'],
      sourceUrl: 'https://example.org/cooklang-pancakes',
      ingredientGroups: [
        { title: null, items: ['3 eggs', '125 g flour', '250 ml milk'] },
        { title: 'Cooking', items: ['2 tbsp butter', 'lemon juice, fresh', 'sugar'] },
      ],
      instructions: [
        'Crack the eggs into a bowl, add flour and milk.',
        'Whisk until smooth with a whisk, then rest for 10 minutes.',
        'Fry in butter in a frying pan for 2 minutes a side; add butter as needed. Serve with lemon juice and sugar.',
      ],
    });
  });

  it('reads a saved web page through the scraper, with its address from the browser note', () => {
    const [sponge] = recipes(readImportFile('Victoria Sponge.html', strToU8(savedPage)));
    expect(sponge?.format).toBe('schema.org');
    expect(sponge?.draft).toMatchObject({
      name: 'Victoria Sponge',
      servings: 8,
      sourceUrl: 'https://example.org/victoria-sponge',
    });
    expect(sponge?.draft.ingredients).toHaveLength(4);
    expect(sponge?.photo).toEqual({ url: 'https://example.org/sponge.jpg' });
  });

  it('reads our own export file back', () => {
    const file = {
      format: 'plateful-export',
      version: 1,
      recipes: [
        {
          id: 'own-1',
          name: 'Fish Pie',
          instructions: ['Poach the fish.', 'Bake 30 minutes.'],
          ingredients: [{ rawText: '400 g fish pie mix' }, { rawText: '1 kg potatoes' }],
          servings: 4,
          tags: ['Fish'],
        },
      ],
    };
    const [pie] = recipes(readImportFile('plateful-export.json', json(file)));
    expect(pie).toMatchObject({
      format: 'plateful',
      draft: {
        name: 'Fish Pie',
        ingredients: ['400 g fish pie mix', '1 kg potatoes'],
        servings: 4,
      },
    });
  });
});

describe('readImportFile: what a batch makes and the calories an app kept', () => {
  it('reads our own export’s yield beside its servings, and its calories', () => {
    const file = {
      format: 'plateful-export',
      version: 1,
      recipes: [
        {
          id: 'own-2',
          name: 'Oat cookies',
          ingredients: ['100 g oats'],
          servings: 4,
          yields: '24 cookies',
          calories: 96,
        },
      ],
    };
    const [cookies] = recipes(readImportFile('plateful-export.json', json(file)));
    expect(cookies?.draft).toMatchObject({ servings: 4, yields: '24 cookies', calories: 96 });
  });

  it('reads Paprika’s nutrition text and Mealie’s nutrition for a serving’s calories', () => {
    const paprika = {
      name: 'Soup',
      ingredients: '1 onion',
      directions: 'Cook.',
      servings: '4',
      nutritional_info: 'Calories: 250\nFat: 10 g',
    };
    const [soup] = recipes(readImportFile('Soup.paprikarecipe', gzipSync(json(paprika))));
    expect(soup?.draft.calories).toBe(250);
    const mealie = {
      name: 'Stew',
      slug: 'stew',
      recipe_ingredient: [{ note: '1 onion' }],
      recipe_instructions: [{ text: 'Cook.' }],
      nutrition: { calories: '310', fatContent: '12' },
    };
    const [stew] = recipes(readImportFile('stew.json', json(mealie)));
    expect(stew?.format).toBe('mealie');
    expect(stew?.draft.calories).toBe(310);
  });
});

describe('readImportFile: files as the apps really write them', () => {
  it("reads Mealie's per-recipe zip: snake_case fields, display and original lines, section titles, the original picture", () => {
    const [stew, ...rest] = recipes(readImportFile('beef-and-ale-stew.zip', mealieRecipeZip()));
    expect(rest).toEqual([]);
    expect(stew?.format).toBe('mealie');
    expect(stew?.draft).toMatchObject({
      name: 'Beef and Ale Stew',
      description: 'A proper winter stew.',
      ingredientGroups: [
        {
          title: 'For the stew',
          items: ['1 kg braising steak, cut into chunks', '⅓ cup plain flour', '500 ml brown ale'],
        },
        { title: 'To serve', items: ['mashed potato'] },
      ],
      instructions: [
        'Brown',
        'Toss the beef in the flour and brown it in batches.',
        'Pour in the ale and simmer gently for 2½ hours.',
        'Finish',
        'Season and serve with mash.',
      ],
      prepTime: 20,
      cookTime: 160,
      totalTime: 180,
      servings: 6,
      sourceUrl: 'https://example.org/beef-ale-stew',
      category: 'Dinner',
      tags: ['Slow'],
    });
    expect(stew?.photo).toEqual({ bytes: TINY_PNG, name: 'original.webp' });
  });

  it("reads Mealie's data export: each recipes/{slug}/{slug}.json with its original picture, 2021's note-only lines", () => {
    const [stew, toast] = recipes(readImportFile('mealie-export.zip', mealieDataExport()));
    expect(stew?.draft.ingredients).toHaveLength(4);
    expect(stew?.photo).toEqual({
      bytes: TINY_PNG,
      name: 'recipes/beef-and-ale-stew/images/original.webp',
    });
    expect(toast?.draft).toMatchObject({
      name: 'Cinnamon Toast',
      ingredients: ['2 slices (60g) white bread', '1.5 tbsp butter'],
      instructions: ['Toast, butter and dust with cinnamon sugar.'],
      servings: 2,
    });
    expect(toast?.photo).toBeNull();
  });

  it("writes Tandoor's decimal amounts as a cook would, with plural names and header rows as groups", () => {
    const [scones] = recipes(readImportFile('tandoor.zip', tandoorDecimalsExport()));
    expect(scones?.draft.ingredientGroups).toEqual([
      {
        title: 'Dough',
        items: [
          '1½ cups self-raising flour',
          '⅓ cup butter, cold',
          '150 ml milk',
          '¼ tsp salt',
          '½ egg, beaten, to glaze',
        ],
      },
    ]);
    expect(scones?.photo).toEqual({ bytes: TINY_PNG, name: '7.zip › image.png' });
  });

  it("reads Copy Me That's own export: four recipes, spaced attributes, sub-headers as headings, notes, pictures", () => {
    const items = readImportFile('copymethat.zip', copyMeThatExport());
    const all = recipes(items);
    expect(all.map((recipe) => recipe.draft.name)).toEqual([
      'Fish Pie',
      'Welsh Rarebit',
      'Overnight Oats',
      'Lemon Posset',
    ]);
    expect(all.every((recipe) => recipe.format === 'copymethat')).toBe(true);
    const [pie, rarebit, oats, posset] = all;
    expect(pie?.draft).toMatchObject({
      ingredientGroups: [
        {
          title: 'For the filling',
          items: ['400 g fish pie mix', '300 ml milk', '2 tbsp plain flour'],
        },
        { title: 'For the topping', items: ['800 g potatoes', '25 g butter'] },
      ],
      instructions: [
        'Poach the fish in the milk.',
        'Make a white sauce with the milk.',
        'Topping',
        'Mash the potatoes with the butter.',
        'Top the fish and bake for 30 minutes.',
      ],
      servings: 4,
      sourceUrl: 'https://example.org/fish-pie',
      description: 'Notes: Freezes well.',
    });
    expect(rarebit?.draft.ingredients).toEqual([
      '200 g mature cheddar, grated',
      '1 tsp English mustard',
      '2 slices bread',
    ]);
    expect(pie?.photo).toEqual({ bytes: TINY_PNG, name: 'images/fish_pie_a1b2c.jpg' });
    expect(oats?.photo).toBeNull();
    expect(posset?.photo).toEqual({ bytes: TINY_PNG, name: 'images/lemon_posset_g5h6i.jpg' });
  });
});

describe('readImportFile: bad files get a message naming the file, and the rest carries on', () => {
  it('refuses a zip with a member that climbs out of the archive', () => {
    const file = zipSync({ '../../etc/passwd.json': json(melaRecipe) });
    expect(problems(readImportFile('evil.zip', file))).toEqual([
      {
        file: 'evil.zip',
        message: 'it holds a file named "../../etc/passwd.json" that points outside the archive',
      },
    ]);
    expect(isSafeEntryName('recipes/a.json')).toBe(true);
    for (const bad of ['/etc/x', 'a/../../b', 'C:\\x', 'a\\..\\b', ''])
      expect(isSafeEntryName(bad)).toBe(false);
  });

  /** A zip whose central directory claims `size` bytes unpacked for its one member. */
  function claiming(member: Uint8Array, size: number): Uint8Array {
    const zip = zipSync({ 'a.paprikarecipe': member }, { level: 9 });
    const view = new DataView(zip.buffer);
    for (let at = 0; at < zip.length - 4; at += 1) {
      if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, size, true);
    }
    return zip;
  }

  it('refuses a zip bomb by its sizes before unpacking it, and never unpacks past them', () => {
    const soup = gzipSync(json(paprikaSoup));
    const bomb = claiming(soup, 3_000_000_000);
    expect(problems(readImportFile('bomb.paprikarecipes', bomb))[0]?.message).toBe(
      '"a.paprikarecipe" unpacks to 2861 MB, over the 40 MB a part may be',
    );
    // A member that claims less than it holds is cut at its claim, so it reads as damaged.
    const liar = claiming(gzipSync(json({ ...paprikaSoup, notes: 'x'.repeat(100_000) })), 50);
    expect(problems(readImportFile('liar.paprikarecipes', liar))[0]?.message).toMatch(/damaged/);
    // Many members that fit one by one but not together.
    const many = Object.fromEntries(
      Array.from({ length: 8 }, (_, index) => [`p${index}.json`, claiming(soup, 39 * 1024 * 1024)]),
    );
    expect(problems(readImportFile('bomb.zip', zipSync(many)))).toContainEqual({
      file: expect.stringMatching(/^bomb\.zip › p\d\.json$/),
      message: 'the file unpacks to more than 300 MB: it looks like a zip bomb',
    });
  });

  it('stops unpacking a gzip bomb as soon as it outgrows the limit', () => {
    const bomb = gzipSync(new Uint8Array(IMPORT_LIMITS.maxEntryBytes + 1024), { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    const items = readImportFile('bomb.paprikarecipe', bomb);
    expect(problems(items)[0]?.message).toMatch(/over the 40 MB a part may be/);
  });

  it('does not trust a gzip trailer: one that promises too much is read for what it holds', () => {
    const member = gzipSync(json(paprikaSoup));
    member.set([0xff, 0xff, 0xff, 0x7f], member.length - 4);
    const items = readImportFile('x.paprikarecipes', zipSync({ 'Soup.paprikarecipe': member }));
    expect(problems(items)).toEqual([]);
    expect(recipes(items)).toHaveLength(1);
  });

  it('names a corrupt member and still imports the good ones', () => {
    const file = zipSync({
      'Bad.paprikarecipe': gzipSync(json(paprikaSoup)).slice(0, 40),
      'Good.paprikarecipe': gzipSync(json(paprikaSoup)),
    });
    const items = readImportFile('mixed.paprikarecipes', file);
    expect(recipes(items)).toHaveLength(1);
    expect(problems(items)).toEqual([
      {
        file: 'mixed.paprikarecipes › Bad.paprikarecipe',
        message: expect.stringMatching(/damaged|not valid JSON/),
      },
    ]);
  });

  it('says what is wrong with a file too large, empty, of the wrong shape or of an unknown kind', () => {
    expect(
      problems(readImportFile('huge.zip', new Uint8Array(IMPORT_LIMITS.maxFileBytes + 1)))[0]
        ?.message,
    ).toBe('the file is larger than the 100 MB an import takes');
    expect(problems(readImportFile('empty.json', new Uint8Array()))[0]?.message).toBe(
      'the file is empty',
    );
    expect(problems(readImportFile('shape.json', json({ hello: 'world' })))[0]?.message).toMatch(
      /not a recipe export we know/,
    );
    expect(problems(readImportFile('notes.txt', strToU8('hello')))[0]?.message).toMatch(
      /cannot be imported/,
    );
    expect(problems(readImportFile('broken.json', strToU8('{"name": ')))[0]?.message).toBe(
      '"broken.json" is not valid JSON',
    );
    expect(
      problems(readImportFile('broken.zip', strToU8('PK\u0003\u0004garbage')))[0]?.message,
    ).toMatch(/damaged/);
  });

  it('never throws, whatever the bytes and whatever the name', () => {
    const names = fc.constantFrom(
      'a.paprikarecipes',
      'a.paprikarecipe',
      'a.melarecipe',
      'a.zip',
      'a.json',
      'a.html',
      'a.cook',
      'a.bin',
    );
    fc.assert(
      fc.property(names, fc.uint8Array({ maxLength: 2000 }), (name, bytes) => {
        const items = readImportFile(name, bytes);
        expect(Array.isArray(items)).toBe(true);
      }),
      { numRuns: 400 },
    );
    // Random bytes that look like a zip or a gzip to the first glance.
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 500 }), fc.boolean(), (tail, zip) => {
        const head = zip ? [0x50, 0x4b, 0x03, 0x04] : [0x1f, 0x8b, 0x08, 0x00];
        readImportFile(zip ? 'x.zip' : 'x.paprikarecipe', Uint8Array.from([...head, ...tail]));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on random JSON of any shape', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 4 }),
        fc.constantFrom('a.json', 'a.melarecipe'),
        (value, name) => {
          readImportFile(name, json(value));
        },
      ),
      { numRuns: 300 },
    );
  });
});
