import { describe, expect, it } from 'vitest';
import type { Bucket } from './categories.ts';
import { classifyAisle } from './categorise.ts';

describe('classifyAisle', () => {
  // A real UK weekly shop: every item lands in the aisle a shopper expects.
  const weeklyShop: [string, Bucket][] = [
    ['chicken thighs', 'MEAT_AND_FISH'],
    ['beef mince', 'MEAT_AND_FISH'],
    ['smoked streaky bacon', 'MEAT_AND_FISH'],
    ['pork sausages', 'MEAT_AND_FISH'],
    ['salmon fillets', 'MEAT_AND_FISH'],
    ['raw king prawns', 'MEAT_AND_FISH'],
    ['lamb shoulder', 'MEAT_AND_FISH'],
    ['semi-skimmed milk', 'DAIRY_AND_EGGS'],
    ['unsalted butter', 'DAIRY_AND_EGGS'],
    ['double cream', 'DAIRY_AND_EGGS'],
    ['creme fraiche', 'DAIRY_AND_EGGS'],
    ['greek yoghurt', 'DAIRY_AND_EGGS'],
    ['mature cheddar', 'DAIRY_AND_EGGS'],
    ['parmesan', 'DAIRY_AND_EGGS'],
    ['halloumi', 'DAIRY_AND_EGGS'],
    ['eggs', 'DAIRY_AND_EGGS'],
    ['onions', 'VEGETABLES'],
    ['garlic cloves', 'VEGETABLES'],
    ['red peppers', 'VEGETABLES'],
    ['new potatoes', 'VEGETABLES'],
    ['sweet potatoes', 'VEGETABLES'],
    ['tenderstem broccoli', 'VEGETABLES'],
    ['baby spinach', 'VEGETABLES'],
    ['chestnut mushrooms', 'VEGETABLES'],
    ['cherry tomatoes', 'VEGETABLES'],
    ['zucchini', 'VEGETABLES'],
    ['eggplant', 'VEGETABLES'],
    ['scallions', 'VEGETABLES'],
    ['root ginger', 'VEGETABLES'],
    ['lemons', 'FRUIT'],
    ['lime juice', 'FRUIT'],
    ['bananas', 'FRUIT'],
    ['blueberries', 'FRUIT'],
    ['cilantro', 'HERBS'],
    ['flat-leaf parsley', 'HERBS'],
    ['basil leaves', 'HERBS'],
    ['ground cumin', 'SPICES'],
    ['smoked paprika', 'SPICES'],
    ['dried oregano', 'SPICES'],
    ['black pepper', 'SPICES'],
    ['sea salt flakes', 'SPICES'],
    ['ground ginger', 'SPICES'],
    ['cinnamon stick', 'SPICES'],
    ['olive oil', 'OILS_AND_VINEGARS'],
    ['toasted sesame oil', 'OILS_AND_VINEGARS'],
    ['red wine vinegar', 'OILS_AND_VINEGARS'],
    ['soy sauce', 'SAUCES'],
    ['fish sauce', 'SAUCES'],
    ['dijon mustard', 'SAUCES'],
    ['thai green curry paste', 'SAUCES'],
    ['mayonnaise', 'SAUCES'],
    ['worcestershire sauce', 'SAUCES'],
    ['spaghetti', 'PASTA_AND_GRAINS'],
    ['basmati rice', 'PASTA_AND_GRAINS'],
    ['egg noodles', 'PASTA_AND_GRAINS'],
    ['couscous', 'PASTA_AND_GRAINS'],
    ['red lentils', 'PASTA_AND_GRAINS'],
    ['plain flour', 'BAKING'],
    ['caster sugar', 'BAKING'],
    ['baking powder', 'BAKING'],
    ['dark chocolate', 'BAKING'],
    ['ground almonds', 'BAKING'],
    ['panko breadcrumbs', 'BAKING'],
    ['chopped tomatoes', 'TINNED_AND_JARRED'],
    ['tomato puree', 'TINNED_AND_JARRED'],
    ['chickpeas', 'TINNED_AND_JARRED'],
    ['coconut milk', 'TINNED_AND_JARRED'],
    ['kidney beans', 'TINNED_AND_JARRED'],
    ['butter beans', 'TINNED_AND_JARRED'],
    ['capers', 'TINNED_AND_JARRED'],
    ['frozen peas', 'FROZEN'],
    ['frozen raspberries', 'FROZEN'],
    ['vanilla ice cream', 'FROZEN'],
    ['chicken stock', 'PANTRY'],
    ['dry white wine', 'PANTRY'],
    ['vegetable stock cube', 'PANTRY'],
  ];

  it.each(weeklyShop)('puts %s in %s by keyword rules (confidence 0.5)', (name, bucket) => {
    expect(classifyAisle(name)).toMatchObject({ bucket, confidence: 0.5, source: 'keyword' });
  });

  it('defaults to PANTRY when no keyword matches', () => {
    expect(classifyAisle('quinzzle dust')).toMatchObject({
      bucket: 'PANTRY',
      category: 'pantry',
      source: 'default',
    });
  });

  it('uses catalogue lookups first with confidence 0.8, and 0.95 of that for a lowercase match', () => {
    const catalogue = new Map([['Quinzzle Dust', 'BAKING' as const]]);
    expect(classifyAisle('Quinzzle Dust', catalogue)).toMatchObject({
      bucket: 'BAKING',
      confidence: 0.8,
    });
    expect(classifyAisle('quinzzle dust', catalogue).confidence).toBeCloseTo(0.76, 10);
  });

  it('ships with empty catalogues, so keyword rules decide', () => {
    expect(classifyAisle('Olive Oil').source).toBe('keyword');
  });

  it('maps the bucket to its display category', () => {
    expect(classifyAisle('olive oil').category).toBe('oils_and_vinegars');
    expect(classifyAisle('ground cumin').category).toBe('spices_and_seasoning');
  });
});

describe('breads land in Baking (no bakery bucket among the 13), raising agents stay there too', () => {
  it.each([
    'flour tortillas',
    'naan breads',
    'naans',
    'pitta breads',
    'tortilla wraps',
    'bread rolls',
    'baguette',
    'sourdough bread',
    'baking powder',
    'bicarbonate of soda',
    'self-raising flour',
    'breadcrumbs',
  ])('%s → BAKING', (name) => {
    expect(classifyAisle(name).bucket).toBe('BAKING');
  });

  it('keeps tortilla chips (a snack) out of Baking', () => {
    expect(classifyAisle('tortilla chips').bucket).toBe('PANTRY');
  });
});
