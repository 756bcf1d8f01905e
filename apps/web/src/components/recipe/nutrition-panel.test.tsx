import { parseRecipe } from '@plateful/contracts';
import {
  frontOfPackColours,
  loadFoodTable,
  nutritionOfRecipe,
  referenceIntakePercent,
  type Recipe,
} from '@plateful/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coverageText, NutritionPanel, percent } from './nutrition-panel.tsx';

function recipe(ingredients: string[], extra: Record<string, unknown> = {}): Recipe {
  const parsed = parseRecipe({ id: 'r1', name: 'Test', servings: 4, ingredients, ...extra });
  if (!parsed) throw new Error('not a recipe');
  return parsed;
}

const SHORTBREAD = recipe(['250 g butter', '125 g sugar', '375 g plain flour'], { servings: 8 });
const SOUP = recipe(
  [
    '2 onions, chopped',
    '4 carrots',
    '400 g tin chopped tomatoes',
    '200 g red lentils',
    '1 tbsp olive oil',
    'a handful of moon moss',
  ],
  { calories: 310 },
);

/** The panel once its figures are in (the food model loads on first need). */
async function figures() {
  return screen.findByTestId('nutrition-label', {}, { timeout: 10_000 });
}

/** Renders the panel for a recipe and waits for its figures. */
async function figuresOf(of: Recipe) {
  render(<NutritionPanel recipe={of} />);
  return figures();
}

describe('the nutrition panel', () => {
  it('shows a placeholder, then per-serving figures with their front-of-pack colour in words', async () => {
    render(<NutritionPanel recipe={SHORTBREAD} servings={8} />);
    expect(screen.getByTestId('nutrition-panel').getAttribute('aria-busy')).toBe('true');
    const label = await figures();
    const expected = nutritionOfRecipe(await loadFoodTable(), SHORTBREAD);
    const colours = frontOfPackColours(expected.perServing, expected.servingGrams);
    // Butter, sugar and flour: saturates are high by any table.
    expect(colours.saturates).toBe('red');
    const tiles = label.querySelectorAll('[data-colour]');
    const byLabel = new Map(
      [...tiles].map((tile) => [tile.querySelector('dt')?.textContent, tile]),
    );
    const saturates = byLabel.get('Saturates')!;
    expect(saturates.getAttribute('data-colour')).toBe('red');
    expect(within(saturates as HTMLElement).getByText('High')).toBeTruthy();
    for (const [key, name] of [
      ['fat', 'Fat'],
      ['sugars', 'Sugars'],
      ['salt', 'Salt'],
    ] as const) {
      const word = { green: 'Low', amber: 'Medium', red: 'High' }[colours[key]];
      expect(within(byLabel.get(name) as HTMLElement).getByText(word)).toBeTruthy();
    }
    const energy = byLabel.get('Energy') as HTMLElement;
    expect(energy.textContent).toContain(
      `${expected.perServing.energyKcal.toLocaleString('en-GB')} kcal`,
    );
    expect(energy.textContent).toContain(
      `${expected.perServing.energyKj.toLocaleString('en-GB')} kJ`,
    );
    expect(energy.textContent).toContain(
      `${Math.round((expected.perServing.energyKcal / 2000) * 100)}%`,
    );
    expect(screen.getByRole('rowheader', { name: 'Protein' })).toBeTruthy();
    expect(screen.getByTestId('nutrition-coverage').textContent).toBe(
      'Based on 3 of 3 ingredients',
    );
  });

  it('writes a share of the reference intake as the figures are, with a thousands separator', async () => {
    expect(percent(1499)).toBe('1,499%');
    expect(percent(12)).toBe('12%');
    expect(percent(0)).toBe('0%');
    expect(percent(null)).toBe('');
    // A whole cake for one: its shares run to four digits, beside "1,049 g".
    const cake = recipe(['500 g butter', '500 g sugar', '500 g plain flour', '8 eggs'], {
      servings: 1,
    });
    const label = await figuresOf(cake);
    const expected = nutritionOfRecipe(await loadFoodTable(), cake).perServing;
    const saturates = [...label.querySelectorAll('[data-colour]')].find(
      (tile) => tile.querySelector('dt')?.textContent === 'Saturates',
    )!;
    const share = referenceIntakePercent('saturates', expected.saturates)!;
    expect(share).toBeGreaterThanOrEqual(1000);
    expect(saturates.textContent).toContain(`${share.toLocaleString('en-GB')}%`);
    expect(label.textContent).not.toMatch(/\d{4}%/);
  });

  it('keeps figures per serving when the servings change, and totals the servings cooked', async () => {
    const { rerender } = render(<NutritionPanel recipe={SOUP} servings={4} />);
    await figures();
    const perServing = screen.getByTestId('nutrition-label').textContent;
    const total = screen.getByTestId('nutrition-total').textContent;
    const kcal = nutritionOfRecipe(await loadFoodTable(), SOUP).perServing.energyKcal;
    expect(total).toBe(`All 4 servings: ${(kcal * 4).toLocaleString('en-GB')} kcal.`);
    rerender(<NutritionPanel recipe={SOUP} servings={6} />);
    expect(screen.getByTestId('nutrition-label').textContent).toBe(perServing);
    expect(screen.getByTestId('nutrition-total').textContent).toBe(
      `All 6 servings: ${(kcal * 6).toLocaleString('en-GB')} kcal.`,
    );
  });

  it('says a variations group’s lines are not counted as variations, apart from the missed ones', async () => {
    const table = await loadFoodTable();
    const bars = recipe([], {
      ingredientGroups: [
        { title: 'Base', items: ['200 g oats', '100 g butter', 'a handful of moon moss'] },
        { title: 'Variations', items: ['50 g raisins', '50 g chocolate chips'] },
      ],
    });
    expect(coverageText(nutritionOfRecipe(table, bars))).toBe(
      'Based on 2 of 5 ingredients; not counted: a handful of moon moss; variations and optional choices not counted: 50 g raisins, 50 g chocolate chips',
    );
  });

  it('says which lines it did not count, and shows the page’s own calories beside ours', async () => {
    render(<NutritionPanel recipe={SOUP} />);
    await figures();
    expect(screen.getByTestId('nutrition-coverage').textContent).toBe(
      'Based on 5 of 6 ingredients; not counted: a handful of moon moss',
    );
    expect(screen.getByTestId('published-calories').textContent).toBe(
      'The recipe’s page says 310 kcal a serving.',
    );
    expect(screen.getByTestId('five-a-day').textContent).toMatch(/^\d+(\.\d)? of your 5 A Day$/);
  });

  it('says only what the food takes up of the oil a recipe deep-fries in is counted', async () => {
    const fried = recipe([
      '500 g cod fillets',
      '150 g plain flour',
      '1 litre sunflower oil, for deep frying',
    ]);
    render(<NutritionPanel recipe={fried} />);
    await figures();
    expect(screen.getByTestId('nutrition-coverage').textContent).toBe(
      'Based on 3 of 3 ingredients; deep-frying oil: only what the food takes up counted',
    );
  });

  it('says the oil a recipe fries in is left out when it gives no amount nor deep-frying', async () => {
    const fried = recipe(['500 g cod fillets', '150 g plain flour', 'sunflower oil, for frying']);
    render(<NutritionPanel recipe={fried} />);
    await figures();
    expect(screen.getByTestId('nutrition-coverage').textContent).toBe(
      'Based on 3 of 3 ingredients; deep-frying oil left out',
    );
  });

  it('says a brine the meat soaks in is left out', async () => {
    const brined = recipe([
      '2 litres water',
      '100 g salt',
      '50 g sugar',
      '1.5 kg whole chicken',
      '2 tbsp olive oil',
    ]);
    render(<NutritionPanel recipe={brined} />);
    await figures();
    expect(screen.getByTestId('nutrition-coverage').textContent).toBe(
      'Based on 5 of 5 ingredients; brine left out',
    );
  });

  it('shows a batch of counted things per one of them first, with the page’s calories per one', async () => {
    const cookies = recipe(
      ['250 g butter', '200 g sugar', '1 egg', '300 g plain flour', '200 g chocolate chips'],
      { yields: '24 cookies', calories: 215 },
    );
    const { rerender } = render(<NutritionPanel recipe={cookies} servings={4} />);
    const label = await figures();
    const table = await loadFoodTable();
    const perCookie = nutritionOfRecipe(table, { ...cookies, servings: 24 }).perServing;
    const perServing = nutritionOfRecipe(table, cookies).perServing;
    expect(label.getAttribute('aria-label')).toBe('Per cookie');
    expect(label.textContent).toContain(`${perCookie.energyKcal.toLocaleString('en-GB')} kcal`);
    expect(screen.getByRole('heading', { name: 'Nutrition per cookie' })).toBeTruthy();
    expect(screen.getByTestId('published-calories').textContent).toBe(
      'The recipe’s page says 215 kcal a cookie.',
    );
    expect(screen.getByTestId('nutrition-total').textContent).toBe('4 servings make 24 cookies.');
    // Twice the servings is twice the batch: more cookies, each the same.
    rerender(<NutritionPanel recipe={cookies} servings={8} />);
    expect(screen.getByTestId('nutrition-total').textContent).toBe('8 servings make 48 cookies.');
    expect(screen.getByTestId('nutrition-label').textContent).toBe(label.textContent);

    fireEvent.click(screen.getByRole('button', { name: 'Per serving' }));
    expect(screen.getByRole('button', { name: 'Per serving' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByTestId('nutrition-label').getAttribute('aria-label')).toBe('Per serving');
    expect(screen.getByTestId('nutrition-label').textContent).toContain(
      `${perServing.energyKcal.toLocaleString('en-GB')} kcal`,
    );
    expect(screen.getByTestId('nutrition-total').textContent).toBe(
      `All 8 servings: ${(perServing.energyKcal * 8).toLocaleString('en-GB')} kcal.`,
    );
  });

  it('says nothing per item when the count is the servings, or is no count of things', async () => {
    const muffins = recipe(['250 g self-raising flour', '100 g sugar', '2 eggs', '200 ml milk'], {
      servings: 12,
      yields: '12 muffins',
      calories: 180,
    });
    render(<NutritionPanel recipe={muffins} />);
    await figures();
    expect(screen.queryByRole('button', { name: 'Per muffin' })).toBeNull();
    expect(screen.getByTestId('nutrition-label').getAttribute('aria-label')).toBe('Per serving');
    expect(screen.getByTestId('published-calories').textContent).toBe(
      'The recipe’s page says 180 kcal a serving.',
    );
  });

  it('says it cannot estimate, with no figures, when too little of the recipe is placed', async () => {
    const mostlyUnknown = recipe(['500 g zqx paste', '300 g mystery grain', '1 onion']);
    render(<NutritionPanel recipe={mostlyUnknown} />);
    const message = await screen.findByText(
      /We can’t estimate nutrition for this recipe/,
      {},
      {
        timeout: 10_000,
      },
    );
    expect(message.textContent).toContain('based on 1 of 3 ingredients');
    expect(message.textContent).toContain('not counted: 500 g zqx paste, 300 g mystery grain');
    expect(screen.queryByTestId('nutrition-label')).toBeNull();
    expect(screen.queryByText(/kcal/)).toBeNull();
  });

  it('names an amount no kitchen uses as the reason it cannot estimate, not the food tables', async () => {
    const typo = recipe(['1 cup flour', 'salt to taste', '1000 cups salt', '2 eggs']);
    render(<NutritionPanel recipe={typo} />);
    const message = await screen.findByText(/We can’t estimate/, {}, { timeout: 10_000 });
    expect(message.textContent).toBe(
      'We can’t estimate nutrition for this recipe: “1000 cups salt” is more than any kitchen uses, so check its amount (based on 3 of 4 ingredients; not counted: 1000 cups salt).',
    );
    expect(screen.queryByTestId('nutrition-label')).toBeNull();
  });

  it('says most ingredients give no amount when they outnumber the counted ones', async () => {
    render(<NutritionPanel recipe={recipe(['onions', 'potatoes', 'tomatoes', '1 tsp cumin'])} />);
    const message = await screen.findByText(/We can’t estimate/, {}, { timeout: 10_000 });
    expect(message.textContent).toBe(
      'We can’t estimate nutrition for this recipe: most of its ingredients give no amount (based on 1 of 4 ingredients; not counted: onions, potatoes, tomatoes).',
    );
    expect(screen.queryByTestId('nutrition-label')).toBeNull();
  });

  it('says no ingredient gives an amount when none does, rather than blaming the food tables', async () => {
    render(<NutritionPanel recipe={recipe(['flour', 'sugar', 'butter'])} />);
    const message = await screen.findByText(/We can’t estimate/, {}, { timeout: 10_000 });
    expect(message.textContent).toBe(
      'We can’t estimate nutrition for this recipe: none of its ingredients gives an amount (based on 0 of 3 ingredients; not counted: flour, sugar, butter).',
    );
  });
});
