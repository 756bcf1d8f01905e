import { describe, expect, it } from 'vitest';
import { imageUrl, recipeCardPicture, recipeImageCount, recipeImageUrl } from './images.ts';

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

describe("a card's picture", () => {
  const withImage = (imageUrl: string) => ({ imageUrl, cloudflareImageId: null, images: [] });

  it('offers a generated cover small and card-sized, for the browser to choose by `sizes`', () => {
    expect(recipeCardPicture(withImage(COVER), '48px')).toEqual({
      src: '/api/covers/1.2.shallow-pan-of-food.poultry-leg.lemon/card',
      srcSet:
        '/api/covers/1.2.shallow-pan-of-food.poultry-leg.lemon/small 384w, ' +
        '/api/covers/1.2.shallow-pan-of-food.poultry-leg.lemon/card 640w',
      sizes: '48px',
    });
  });

  it('is a photo at card size alone (photos have no small variant)', () => {
    const photo = '/api/images/7f1d8a52-0c1e-4a57-9a2b-5b8d2f0e9c11/full';
    expect(recipeCardPicture(withImage(photo), '48px')).toEqual({
      src: '/api/images/7f1d8a52-0c1e-4a57-9a2b-5b8d2f0e9c11/card',
    });
    expect(recipeCardPicture({ imageUrl: null, cloudflareImageId: null, images: [] }, '48px')).toBe(
      null,
    );
  });
});

describe("a recipe's photo count", () => {
  it('counts each image once, the main one included', () => {
    const main = '/api/images/7f1d8a52-0c1e-4a57-9a2b-5b8d2f0e9c11/full';
    const other = '/api/images/0b6f3f0e-5a43-4a8e-8f7a-3d1c2b4a5e6f/full';
    expect(
      recipeImageCount({ imageUrl: main, cloudflareImageId: null, images: [main, other] }),
    ).toBe(2);
    expect(recipeImageCount({ imageUrl: null, cloudflareImageId: null, images: [] })).toBe(0);
  });
});
