/**
 * The public shared-recipe page /r/{code} (SPEC §2, §7, §8) against the real server: a recipe
 * shared through the API, rated, saved (with and without an account code), shared again, and an
 * unknown code.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { open, recordShares, sharedData } from '../support/app.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const pick = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');

/** Creates a recipe for a fresh account and shares it; returns its share code. */
async function shareRecipe(
  request: APIRequestContext,
  name: string,
  more: { ingredients?: string[]; instructions?: string[] } = {},
): Promise<string> {
  const headers = {
    'x-account-code': pick(ALNUM, 25),
    'x-device-code': pick(CROCKFORD, 26),
  };
  const created = await request.post('/api/user/recipes/v2', {
    headers,
    data: {
      name,
      description: 'A Sunday favourite.',
      servings: 4,
      prep_time: 15,
      cook_time: 40,
      ingredients: [
        { rawText: '500g beef mince' },
        { rawText: '1 onion, finely chopped' },
        { rawText: '400g tin chopped tomatoes' },
        ...(more.ingredients ?? []).map((rawText) => ({ rawText })),
      ],
      instructions: [
        'Brown the mince.',
        'Add the onion and tomatoes, then simmer for 30 minutes.',
        ...(more.instructions ?? []),
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { recipe } = (await created.json()) as { recipe: { id: string } };
  const shared = await request.post('/api/share', { headers, data: { recipe_id: recipe.id } });
  expect(shared.ok()).toBe(true);
  const body = (await shared.json()) as { code?: string; data?: { code: string } };
  return (body.code ?? body.data?.code)!;
}

test.use({ serviceWorkers: 'block' });

test.describe('public recipe page', () => {
  test('shows a shared recipe: image area, ingredients, method, rating and saves', async ({
    page,
    request,
  }) => {
    const code = await shareRecipe(request, 'Sunday Ragu');
    await open(page, `/r/${code.toLowerCase()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sunday Ragu' })).toBeVisible();
    await expect(page.getByText(`Shared recipe · ${code}`)).toBeVisible();
    await expect(page.getByText('500g beef mince')).toBeVisible();
    await expect(page.getByText('Brown the mince.')).toBeVisible();
    await expect(page.getByText('No ratings yet')).toBeVisible();
    await expect(page.getByTestId('public-saves')).toHaveText('0 saves');
    await expect(page.getByText('Prep')).toBeVisible();
  });

  test('a recipe without a photo shows its drawn cover at once, never an empty block, while its cover image loads or when it fails', async ({
    page,
    request,
  }) => {
    const code = await shareRecipe(request, 'Slow Cover Stew');
    // The server's cover (the recipe has no photo) is held back: a slow phone connection.
    await page.route('**/api/covers/**', () => undefined);
    await open(page, `/r/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Slow Cover Stew' })).toBeVisible();
    const hero = page.locator('article > div').first();
    // The cover the app draws: the recipe's initial on its colours (as in the recipe sheet).
    await expect(hero).toContainText('S');
    const box = await hero.boundingBox();
    expect(box!.height).toBeGreaterThan(150);

    // A cover that fails leaves the drawn cover, labelled with the recipe's name.
    await page.unroute('**/api/covers/**');
    await page.route('**/api/covers/**', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('img', { name: 'Slow Cover Stew' })).toBeVisible();
    await expect(page.locator('article > div').first()).toContainText('S');
  });

  test('a web address in an ingredient or a step is a link that opens in a new tab; nothing else is', async ({
    page,
    request,
  }) => {
    const pesto = 'https://www.example.com/recipes/basil-pesto';
    const code = await shareRecipe(request, 'Linked Ragu', {
      ingredients: [
        `2 tbsp basil pesto (see ${pesto}).`,
        'Chilli oil <b>to taste</b> javascript:alert(1)',
      ],
      instructions: ['Make the bread first: www.example.org/bread'],
    });
    await open(page, `/r/${code}`);
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    await expect(ingredients.getByText('500g beef mince')).toBeVisible();
    const link = ingredients.getByRole('link', { name: pesto });
    await expect(link).toHaveAttribute('href', pesto);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // A screen reader hears that it opens a new tab; the hint is not shown.
    await expect(link).toHaveAccessibleName(pesto);
    await expect(link).toHaveAccessibleDescription('Opens in a new tab');
    await expect(ingredients.getByText('Opens in a new tab')).toBeHidden();
    // The sentence around it stays words; markup and other schemes are text, never links.
    await expect(ingredients.getByText('2 tbsp basil pesto (see')).toBeVisible();
    await expect(
      ingredients.getByText('Chilli oil <b>to taste</b> javascript:alert(1)'),
    ).toBeVisible();
    await expect(ingredients.getByRole('link')).toHaveCount(1);
    await expect(ingredients.locator('b')).toHaveCount(0);
    const method = page.getByRole('region', { name: 'Method' });
    await expect(method.getByRole('link', { name: 'www.example.org/bread' })).toHaveAttribute(
      'href',
      'https://www.example.org/bread',
    );
    // A tap opens the address in a new tab, the recipe staying where it is.
    await page
      .context()
      .route('https://www.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Pesto</title>' }),
      );
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(tab).toHaveURL(pesto);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: 'Linked Ragu' })).toBeVisible();
  });

  test('rating: Rating saved, You rated N stars, the average refreshed', async ({
    page,
    request,
  }) => {
    const code = await shareRecipe(request, 'Rated Ragu');
    await open(page, `/r/${code}`);
    await expect(page.getByText('No ratings yet')).toBeVisible();
    await page.getByRole('button', { name: 'Rate 4 stars' }).click();
    await expect(page.getByText('Rating saved')).toBeVisible();
    await expect(page.getByText('You rated 4 stars.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thanks!' })).toBeVisible();
    await expect(page.getByTestId('public-rating')).toContainText('4.0 (1 rating)');
  });

  test('a failed rating says Could not rate with the server message', async ({ page, request }) => {
    const code = await shareRecipe(request, 'Unrated Ragu');
    await page.route('**/rate', (route) =>
      route.fulfill({ status: 429, json: { ok: false, error: 'Too many requests.' } }),
    );
    await open(page, `/r/${code}`);
    await page.getByRole('button', { name: 'Rate 2 stars' }).click();
    await expect(page.getByText('Could not rate')).toBeVisible();
    await expect(page.getByText('Too many requests.')).toBeVisible();
  });

  test('saving needs an account code; with one, the recipe is saved and counted', async ({
    page,
    request,
  }) => {
    const code = await shareRecipe(request, 'Saved Ragu');
    await open(page, `/r/${code}`);
    await page.getByRole('button', { name: 'Save to my recipes' }).click();
    await expect(page.getByText('Account code required')).toBeVisible();
    await expect(
      page.getByText('Please create an account code in the Build section to save recipes.'),
    ).toBeVisible();
    await expect(page.getByText(/sharing/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Set up your account code' })).toHaveAttribute(
      'href',
      `/build/account?return=${encodeURIComponent(`/r/${code}`)}`,
    );

    const account = pick(ALNUM, 25);
    await page.evaluate((value) => {
      localStorage.setItem('plateful:accountCode', JSON.stringify(value));
    }, account);
    await page.reload();
    await page.getByRole('button', { name: 'Save to my recipes' }).click();
    await expect(page.getByText('Saved to My Recipes', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saved to my recipes' })).toBeDisabled();
    await expect(page.getByTestId('public-saves')).toHaveText('1 save');
  });

  test('making an account code comes back to the recipe being saved', async ({ page, request }) => {
    const code = await shareRecipe(request, 'Returning Ragu');
    await open(page, `/r/${code}`);
    await page.getByRole('link', { name: 'Set up your account code' }).click();
    await page.getByRole('button', { name: 'Generate account code' }).click();
    await expect(page).toHaveURL(new RegExp(`/r/${code}$`));
    await page.getByRole('button', { name: 'Save to my recipes' }).click();
    await expect(page.getByRole('button', { name: 'Saved to my recipes' })).toBeDisabled();
  });

  test('share again: name, tagline, code and link, titled Recipe from Plateful', async ({
    page,
    request,
  }) => {
    await recordShares(page);
    const code = await shareRecipe(request, 'Shared Ragu');
    await open(page, `/r/${code}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const origin = new URL(page.url()).origin;
    await expect
      .poll(() => sharedData(page))
      .toEqual([
        {
          title: 'Recipe from Plateful',
          text: `Shared Ragu\nWeekly shop, sorted in minutes\nShare code: ${code}`,
          url: `${origin}/r/${code}`,
        },
      ]);
  });

  test('an unknown code shows Recipe not found', async ({ page }) => {
    await open(page, '/r/ZZZZ9999');
    await expect(page.getByRole('heading', { name: 'Recipe not found' })).toBeVisible();
    await expect(
      page.getByText('No shared recipe has the code ZZZZ9999.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse recipes' })).toBeVisible();
  });
});
