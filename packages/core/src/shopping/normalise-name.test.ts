import { describe, expect, it } from 'vitest';
import { normaliseIngredientName } from './normalise-name.ts';

describe('normaliseIngredientName', () => {
  it.each([
    ['large free-range eggs', 'eggs'],
    ['organic carrot', 'carrots'],
    ['Fresh Parsley', 'parsley'],
  ])('strips descriptors (sizes, organic, free-range, preparation): %s → %s', (name, expected) => {
    expect(normaliseIngredientName(name)).toBe(expected);
  });

  it.each([
    ['egg', 'eggs'],
    ['onion', 'onions'],
    ['carrot', 'carrots'],
    ['potato', 'potatoes'],
    ['tomato', 'tomatoes'],
    ['chicken breast', 'chicken breasts'],
    ['chicken thigh', 'chicken thighs'],
    ['salmon fillet', 'salmon fillets'],
  ])('pluralises names as SPEC §5 lists: %s → %s', (name, expected) => {
    expect(normaliseIngredientName(name)).toBe(expected);
  });

  it.each([
    ['courgette', 'zucchini'],
    ['courgettes', 'zucchini'],
    ['aubergine', 'eggplant'],
    ['coriander', 'cilantro'],
    ['fresh coriander', 'cilantro'],
    ['spring onions', 'scallions'],
    ['passata', 'tomato puree'],
    ['garlic', 'garlic cloves'],
  ])('applies the SPEC synonyms: %s → %s', (name, expected) => {
    expect(normaliseIngredientName(name)).toBe(expected);
  });

  it('keeps ground coriander a spice, not cilantro', () => {
    expect(normaliseIngredientName('ground coriander')).toBe('ground coriander');
  });

  it('keeps garlic as garlic when measured in spoons', () => {
    expect(normaliseIngredientName('garlic', { unit: 'tsp' })).toBe('garlic');
  });

  it('keeps products sold prepared ("chopped tomatoes")', () => {
    expect(normaliseIngredientName('chopped tomatoes')).toBe('chopped tomatoes');
  });

  it('keeps uncounted names as written', () => {
    expect(normaliseIngredientName('frozen peas')).toBe('frozen peas');
    expect(normaliseIngredientName('black pepper')).toBe('black pepper');
  });
});

describe('normaliseIngredientName: counted leaves', () => {
  it.each([
    ['bay leaf', 'bay leaves'],
    ['bay leaves', 'bay leaves'],
    ['fresh bay leaves', 'bay leaves'],
    ['kaffir lime leaf', 'kaffir lime leaves'],
  ])('pluralises leaf → leaves so one and several merge: %s → %s', (name, expected) => {
    expect(normaliseIngredientName(name)).toBe(expected);
  });
});

describe('normaliseIngredientName: grades of one oil', () => {
  it.each([
    ['extra virgin olive oil', 'olive oil'],
    ['extra-virgin olive oil', 'olive oil'],
    ['good-quality extra virgin olive oil', 'olive oil'],
    ['light olive oil', 'olive oil'],
    ['mild olive oil', 'olive oil'],
    ['pure olive oil', 'olive oil'],
    ['cold-pressed rapeseed oil', 'rapeseed oil'],
    ['virgin coconut oil', 'coconut oil'],
  ])('a grade is the same bottle: %s → %s', (name, expected) => {
    expect(normaliseIngredientName(name, { unit: 'tbsp' })).toBe(expected);
  });

  it.each([
    ['sesame oil'],
    ['rapeseed oil'],
    ['vegetable oil'],
    ['coconut oil'],
    ['chilli oil'],
    ['light soy sauce'],
    ['light brown sugar'],
  ])('keeps other oils and non-oils as they are: %s', (name) => {
    expect(normaliseIngredientName(name, { unit: 'tbsp' })).toBe(name);
  });
});
