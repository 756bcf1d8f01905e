import { describe, expect, it } from 'vitest';
import { EXPORT_FORMAT, EXPORT_VERSION, parseExport, type ExportFile } from './data-file.ts';

const good: ExportFile = {
  format: EXPORT_FORMAT,
  version: EXPORT_VERSION,
  exportedAt: '2026-03-02T10:00:00.000Z',
  accountCode: 'ABCDEABCDEABCDEABCDEABCDE',
  deviceCode: '0123456789ABCDEFGHJKMNPQRS',
  selection: ['r1'],
  settings: { householdSize: 2, basketService: 'tesco', pantryStaples: ['Salt'] },
  hiddenRecipes: [{ id: 'f1', name: 'Fish Pie', hiddenAt: '2026-01-01T00:00:00.000Z' }],
  seenRecipeIds: ['r1'],
  ratings: { r1: '5' },
  checks: ['salt-pantry-count'],
  recipes: [{ id: 'r1', name: 'Soup', ingredients: ['1 onion'] }],
  mealPlan: [{ date: '2026-03-02', meal: 'dinner', recipeId: 'r1' }],
};

describe('the data file', () => {
  it('reads back a file it wrote', () => {
    expect(parseExport(JSON.stringify(good))).toEqual({ ok: true, file: good });
  });

  it('refuses text that is not JSON', () => {
    expect(parseExport('hello')).toEqual({
      ok: false,
      error: 'This file is not a Plateful data file (it is not JSON).',
    });
  });

  it('names the field that is wrong', () => {
    const result = parseExport(
      JSON.stringify({
        ...good,
        mealPlan: [{ date: '2026-02-30', meal: 'dinner', recipeId: 'r1' }],
      }),
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatch(/^This file is not a Plateful data file \(mealPlan\.0\.date\)/);
    const other = parseExport(JSON.stringify({ format: 'something-else' }));
    expect(other.ok).toBe(false);
    const basket = parseExport(
      JSON.stringify({ ...good, settings: { ...good.settings, basketService: 'lidl' } }),
    );
    expect(basket.ok).toBe(false);
  });
});

describe('images in an old data file', () => {
  const IMAGE = '/api/images/0b0e5b7c-1f4e-4d7a-9a53-2f7c7c1d9e10/card';
  const withImages = (recipe: Record<string, unknown>) =>
    JSON.stringify({ ...good, recipes: [{ id: 'r1', name: 'Soup', ...recipe }] });

  it('drops image addresses this server does not host, so the file still imports', () => {
    const result = parseExport(
      withImages({
        image_url: 'https://tracker.example/pixel.gif',
        images: ['https://cdn.example/soup.jpg', IMAGE],
        cloudflare_image_id: 'javascript:alert(1)',
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [recipe] = result.file.recipes;
    expect(recipe).toEqual({ id: 'r1', name: 'Soup', images: [IMAGE] });
  });

  it("keeps this server's images, one written in full as its path", () => {
    const result = parseExport(withImages({ image_url: `${window.location.origin}${IMAGE}` }));
    expect(result.ok && result.file.recipes[0]?.image_url).toBe(IMAGE);
    const kept = parseExport(withImages({ image_url: IMAGE }));
    expect(kept.ok && kept.file.recipes[0]?.image_url).toBe(IMAGE);
  });

  it('does not take an image of another origin that only looks like ours', () => {
    const result = parseExport(withImages({ image_url: `https://evil.example${IMAGE}` }));
    expect(result.ok).toBe(true);
    expect(result.ok && 'image_url' in result.file.recipes[0]!).toBe(false);
  });
});
