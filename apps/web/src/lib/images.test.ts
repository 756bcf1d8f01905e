import { describe, expect, it } from 'vitest';
import { imageUrl, recipeImageUrl } from './images.ts';

const COVER = '/api/covers/1.2.shallow-pan-of-food.poultry-leg.lemon/full';

describe('where a generated cover loads from', () => {
  it('asks for the variant the place needs, like an own image', () => {
    expect(imageUrl(COVER, 'card', { slow: false })).toBe(
      '/api/covers/1.2.shallow-pan-of-food.poultry-leg.lemon/card',
    );
    expect(imageUrl(COVER, 'full', { slow: false })).toBe(COVER);
  });

  it('asks for the lower quality on a slow connection', () => {
    expect(imageUrl(COVER, 'card', { slow: true })).toBe(
      '/api/covers/1.2.shallow-pan-of-food.poultry-leg.lemon/card?q=60',
    );
  });

  it("is a recipe's picture when it has no photo", () => {
    const recipe = { imageUrl: COVER, cloudflareImageId: null, images: [] };
    expect(recipeImageUrl(recipe, 'card')).toMatch(/^\/api\/covers\/.+\/card(\?q=60)?$/);
  });
});
