import { describe, expect, it } from 'vitest';
import { parseDuration } from './durations.ts';
import { parseRecipeText } from './parse-recipe-text.ts';

const PRINTED_OCR = `| Weeknight Suppers 12
Chicken & Chorizo Traybake
A one-pan supper the whole family will love, with smoky chorizo and crispy pota-
toes.
Prep 15 mins | Cook: 1 hr 20 | Serves 4
INGREDIENTS |
e 8 chicken thighs, skin on
« 200g chorizo, sliced
• 750g new potatoes, halved
- 2 red onions, cut into
wedges
| 2 tbsp olive oil
1 tsp smoked paprika
Salt and pepper
i
METHOD
1. Heat the oven to 200C/180C fan/gas 6. Put the potatoes and onions in a
large roasting tin.
2. Add the chicken and chorizo, drizzle with the oil and sprinkle over the paprika.
3) Roast for 1 hr 20 mins until the chicken is golden
and cooked through.
`;

const TIKTOK_CAPTION = `Creamy garlic butter orzo 🧄🧈 ready in 20 minutes! Save this one 🙌
Ingredients:
🧄 4 garlic cloves
🧈 50g butter
🍚 250g orzo
🥛 150ml double cream
🧀 40g parmesan, grated
Method:
1️⃣ Melt the butter and fry the garlic for 1 min
2️⃣ Add the orzo and 750ml stock, simmer for 12 mins
3️⃣ Stir in the cream and parmesan
Serves 2
#orzo #EasyRecipes #dinnerideas #fyp`;

describe('parseRecipeText on a photographed printed recipe', () => {
  const draft = parseRecipeText(PRINTED_OCR);

  it('takes the first strong line that is not a heading as the title', () => {
    expect(draft.name).toBe('Weeknight Suppers 12');
    expect(parseRecipeText(PRINTED_OCR.split('\n').slice(1).join('\n')).name).toBe(
      'Chicken & Chorizo Traybake',
    );
  });

  it('reads the lines under the Ingredients heading, without bullets or OCR noise', () => {
    expect(draft.ingredients).toEqual([
      '8 chicken thighs, skin on',
      '200g chorizo, sliced',
      '750g new potatoes, halved',
      '2 red onions, cut into wedges',
      '2 tbsp olive oil',
      '1 tsp smoked paprika',
      'Salt and pepper',
    ]);
  });

  it('joins a word hyphenated across a line break', () => {
    expect(draft.description).toContain('crispy potatoes.');
  });

  it('makes one step of each number and merges wrapped lines into it', () => {
    expect(draft.instructions).toEqual([
      'Heat the oven to 200C/180C fan/gas 6. Put the potatoes and onions in a large roasting tin.',
      'Add the chicken and chorizo, drizzle with the oil and sprinkle over the paprika.',
      'Roast for 1 hr 20 mins until the chicken is golden and cooked through.',
    ]);
  });

  it('reads prep, cook and servings from one line, and sums them for the total', () => {
    expect(draft).toMatchObject({
      prepTime: 15,
      cookTime: 80,
      totalTime: 95,
      servings: 4,
      yields: '4 servings',
    });
  });
});

describe('parseRecipeText on a TikTok caption', () => {
  const draft = parseRecipeText(TIKTOK_CAPTION);

  it('cuts the title at the first emoji', () => {
    expect(draft.name).toBe('Creamy garlic butter orzo');
  });

  it('drops emoji bullets from ingredients', () => {
    expect(draft.ingredients).toEqual([
      '4 garlic cloves',
      '50g butter',
      '250g orzo',
      '150ml double cream',
      '40g parmesan, grated',
    ]);
  });

  it('reads keycap emoji numbers as step numbers', () => {
    expect(draft.instructions).toEqual([
      'Melt the butter and fry the garlic for 1 min',
      'Add the orzo and 750ml stock, simmer for 12 mins',
      'Stir in the cream and parmesan',
    ]);
  });

  it('turns hashtags into lower-case tags', () => {
    expect(draft.tags).toEqual(['orzo', 'easyrecipes', 'dinnerideas', 'fyp']);
  });

  it("reads 'ready in' as the total time and a Serves line after the method", () => {
    expect(draft.totalTime).toBe(20);
    expect(draft.servings).toBe(2);
  });

  it('splits a one-line caption at its inline headings and comma lists', () => {
    const oneLine = parseRecipeText(
      'Pesto pasta! Ingredients: 200g pasta, 3 tbsp pesto, 50g pine nuts. Method: 1. Boil the pasta 2. Stir in the pesto 3. Top with pine nuts #pasta',
    );
    expect(oneLine.name).toBe('Pesto pasta');
    expect(oneLine.ingredients).toEqual(['200g pasta', '3 tbsp pesto', '50g pine nuts']);
    expect(oneLine.instructions).toEqual([
      'Boil the pasta',
      'Stir in the pesto',
      'Top with pine nuts',
    ]);
    expect(oneLine.tags).toEqual(['pasta']);
  });
});

describe('parseRecipeText without headings', () => {
  it('takes lines with an amount as ingredients and the prose after them as steps', () => {
    const draft = parseRecipeText(`One pot chilli 🌶️ #batchcooking
500g beef mince
1 onion, chopped
2 x 400g tins kidney beans
Brown the mince with the onion.
Add the beans and simmer for 30 mins.`);
    expect(draft.name).toBe('One pot chilli');
    expect(draft.ingredients).toEqual([
      '500g beef mince',
      '1 onion, chopped',
      '2 x 400g tins kidney beans',
    ]);
    expect(draft.instructions).toEqual([
      'Brown the mince with the onion.',
      'Add the beans and simmer for 30 mins.',
    ]);
  });

  it('keeps the words before the ingredients as the description', () => {
    const draft = parseRecipeText(`Lemon drizzle traybake
My nan's recipe, still the best.
225g softened butter
225g caster sugar
4 eggs`);
    expect(draft.description).toBe("My nan's recipe, still the best.");
    expect(draft.ingredients).toHaveLength(3);
  });
});

describe('parseRecipeText sections', () => {
  it('groups ingredients under "For the …" headings', () => {
    const draft = parseRecipeText(`Fish tacos
Ingredients
For the fish:
400g white fish fillets
1 tsp cumin
FOR THE SLAW
¼ red cabbage, shredded
2 tbsp mayonnaise
Method
Fry the fish. Pile into tacos.`);
    expect(draft.ingredientGroups).toEqual([
      { title: 'For the fish', items: ['400g white fish fillets', '1 tsp cumin'] },
      { title: 'For the slaw', items: ['¼ red cabbage, shredded', '2 tbsp mayonnaise'] },
    ]);
    expect(draft.ingredients).toHaveLength(4);
  });

  it('reads headings broken by spaces, as letter-spaced print and text recognition give them', () => {
    const draft = parseRecipeText(
      'Roast chicken\nINGREDIEN TS\n1 whole chicken\n2 lemons, halved\nM E T H O D\nRoast the chicken.',
    );
    expect(draft.description ?? '').toBe('');
    expect(draft.ingredients).toEqual(['1 whole chicken', '2 lemons, halved']);
    expect(draft.instructions).toEqual(['Roast the chicken.']);
  });

  it('does not take an ingredient that spells a heading word with spaces for a heading', () => {
    expect(parseRecipeText('Ingredients\n2 steps of pastry\nMethod\nBake.').ingredients).toEqual([
      '2 steps of pastry',
    ]);
  });

  it('gives no groups when the list has no group headings', () => {
    expect(parseRecipeText('Ingredients\n2 eggs\n1 tbsp milk').ingredientGroups).toBeUndefined();
  });

  it.each(['Instructions', 'Directions', 'Steps', 'How to make it:', 'METHOD'])(
    "starts the method at '%s'",
    (heading) => {
      const draft = parseRecipeText(
        `Toast\nIngredients\n2 slices bread\n${heading}\nToast the bread.`,
      );
      expect(draft.ingredients).toEqual(['2 slices bread']);
      expect(draft.instructions).toEqual(['Toast the bread.']);
    },
  );

  it("reads 'Step 1' numbering", () => {
    const draft = parseRecipeText(
      'Method\nStep 1 Boil the kettle.\nStep 2: Pour over the noodles.',
    );
    expect(draft.instructions).toEqual(['Boil the kettle.', 'Pour over the noodles.']);
  });

  it('merges an unnumbered step that wraps mid-sentence and splits at blank lines', () => {
    const draft = parseRecipeText(
      'Method\nWhisk the eggs with the milk and\na pinch of salt.\n\nCook in a hot pan.',
    );
    expect(draft.instructions).toEqual([
      'Whisk the eggs with the milk and a pinch of salt.',
      'Cook in a hot pan.',
    ]);
  });

  it('ignores notes and nutrition sections', () => {
    const draft = parseRecipeText('Ingredients\n2 eggs\nNutrition per serving\n250 kcal\n12g fat');
    expect(draft.ingredients).toEqual(['2 eggs']);
  });

  it('moves on to steps when numbered lines follow the list without a Method heading', () => {
    const draft = parseRecipeText('Ingredients\n2 eggs\n1. Boil the eggs for 7 mins.');
    expect(draft.ingredients).toEqual(['2 eggs']);
    expect(draft.instructions).toEqual(['Boil the eggs for 7 mins.']);
  });
});

describe('times and yields', () => {
  it.each([
    ['Prep 10 mins', 10],
    ['1 hr 20', 80],
    ['1 hour 20 minutes', 80],
    ['1h20', 80],
    ['45 minutes', 45],
    ['1½ hours', 90],
    ['1.5 hrs', 90],
    ['20-25 mins', 20],
  ])('reads %s as %i minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it("reads 'Ready in 45 minutes' as the total time", () => {
    expect(parseRecipeText('Soup\nReady in 45 minutes').totalTime).toBe(45);
  });

  it("reads 'Makes 12 flapjacks' as the yield", () => {
    const draft = parseRecipeText('Flapjacks\nMakes 12 flapjacks\nIngredients\n250g oats');
    expect(draft.yields).toBe('12 flapjacks');
    expect(draft.servings).toBe(12);
  });

  it("reads 'Yield: 1 slice' as a serving's size, not one serving of the loaf", () => {
    const draft = parseRecipeText('Banana Bread\nYield: 1 slice\nIngredients\n250g flour');
    expect(draft.yields).toBe('1 slice');
    expect(draft.servings).toBeNull();
  });

  it("does not read 'Cook for 10 minutes' in a step as the cook time", () => {
    const draft = parseRecipeText('Method\n1. Cook for 10 minutes until soft.');
    expect(draft.cookTime).toBeNull();
    expect(draft.instructions).toEqual(['Cook for 10 minutes until soft.']);
  });
});

describe('parseRecipeText never throws', () => {
  it.each(['', '   ', '|||\n| |', '🙂🙂🙂', 'a\nb\nc', '#fyp #foryou', '1.\n2.\n3.'])(
    'gives a draft for %j',
    (text) => {
      const draft = parseRecipeText(text);
      expect(draft.sourceUrl).toBe('');
      expect(Array.isArray(draft.ingredients)).toBe(true);
    },
  );

  it('gives a draft for a non-string at run time', () => {
    expect(parseRecipeText(undefined as unknown as string).name).toBe('');
  });

  // A guard against patterns that backtrack without end (minutes on such a text), not a speed
  // target: the ceiling is for a busy machine.
  it('reads a very long text without backtracking without end', () => {
    const text = `${'200g flour\n'.repeat(3000)}${'Stir well and '.repeat(2000)}`;
    const started = Date.now();
    const draft = parseRecipeText(text);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(draft.ingredients.length).toBeGreaterThan(100);
  });

  // The same guard for a row of spaces (5 s for 20,000 of them, before runs were made one).
  it('reads a row of 40,000 spaces as one space, typed or photographed', () => {
    const text = `Ingredients\n1 onion, ${' '.repeat(40_000)}sliced\n2 eggs`;
    const started = Date.now();
    const typed = parseRecipeText(text);
    const photographed = parseRecipeText(
      text.split('\n').map((row, index) => ({ text: row, height: 20, top: index * 30 })),
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(typed.ingredients).toEqual(['1 onion, sliced', '2 eggs']);
    expect(photographed.ingredients).toEqual(['1 onion, sliced', '2 eggs']);
  });
});
