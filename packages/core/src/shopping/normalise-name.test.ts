import { describe, expect, it } from 'vitest';
import { normaliseIngredient, normaliseIngredientName } from './normalise-name.ts';

describe('normaliseIngredientName', () => {
  it.each([
    ['large free-range eggs', 'eggs'],
    ['organic carrot', 'carrots'],
    ['Fresh Parsley', 'parsley'],
  ])('strips descriptors (sizes, organic, free-range, preparation): %s → %s', (name, expected) => {
    expect(normaliseIngredientName(name)).toBe(expected);
  });

  it.each([
    ['Roma (plum) tomatoes', 'roma tomatoes'],
    ['rolled (old-fashioned) oats', 'rolled oats'],
    ['heavy (whipping) cream', 'double cream'],
  ])('drops another name the parser kept in brackets: %s → %s', (name, expected) => {
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

  it('drops "a little" and "a few" the parser keeps at the head', () => {
    expect(normaliseIngredientName('a little olive oil')).toBe('olive oil');
    expect(normaliseIngredientName('A few black peppercorns')).toBe('black peppercorns');
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
    ['light muscovado sugar'],
  ])('keeps other oils and non-oils as they are: %s', (name) => {
    expect(normaliseIngredientName(name, { unit: 'tbsp' })).toBe(name);
  });
});

describe('one product written two ways is one name (issue 15)', () => {
  it.each([
    ['all-purpose flour', 'plain flour'],
    ['unbleached all purpose flour', 'unbleached plain flour'],
    ['powdered sugar', 'icing sugar'],
    ["confectioners' sugar", 'icing sugar'],
    ['granulated white sugar', 'granulated sugar'],
    ['heavy cream', 'double cream'],
    ['ground beef', 'beef mince'],
    ['cornstarch', 'cornflour'],
    ['baking soda', 'bicarbonate of soda'],
    ['chicken broth', 'chicken stock'],
    ['red pepper flakes', 'chilli flakes'],
    ['cumin powder', 'ground cumin'],
    ['parmesan cheese', 'parmesan'],
    ['feta cheese', 'feta'],
    ['old-fashioned rolled oats', 'rolled oats'],
    ['parmigiano-reggiano', 'parmesan'],
    ['grated parmigiano reggiano cheese', 'parmesan'],
    ['beets', 'beetroots'],
    ['snow peas', 'mangetout'],
    ['rutabaga', 'swede'],
    ['celery root', 'celeriac'],
    ['navy beans', 'haricot beans'],
    ['fava beans', 'broad beans'],
    ['garbanzo beans', 'chickpeas'],
    ['whole wheat flour', 'wholemeal flour'],
    ['self-rising flour', 'self raising flour'],
    ['plain yogurt', 'natural yogurt'],
    ['natural yoghurt', 'natural yogurt'],
    ['greek yoghurt', 'greek yogurt'],
    ['almond flour', 'ground almonds'],
    ['blanched almond flour', 'blanched ground almonds'],
    ['apple cider vinegar', 'cider vinegar'],
    ['unsweetened cocoa powder', 'cocoa powder'],
    ['coarse kosher salt', 'kosher salt'],
    ['black pepper powder', 'black pepper'],
    ['neutral oil', 'vegetable oil'],
    ['dijon', 'dijon mustard'],
    ['boneless skinless chicken breasts', 'chicken breasts'],
    ['skinless boneless chicken breast', 'chicken breasts'],
    ['skinless chicken breast fillets', 'chicken breasts'],
    ['boneless skinless chicken thighs', 'boneless skinless chicken thighs'],
    ['soft light brown sugar', 'light brown soft sugar'],
    ['light brown sugar', 'light brown soft sugar'],
    ['dark brown sugar', 'dark brown soft sugar'],
    ['light brown soft sugar', 'light brown soft sugar'],
  ])('%s → %s', (name, expected) => {
    expect(normaliseIngredientName(name, { unit: 'g' })).toBe(expected);
  });

  it('keeps names that only look alike: cream cheese, bone broth, goat cheese', () => {
    expect(normaliseIngredientName('cream cheese', { unit: 'g' })).toBe('cream cheese');
    expect(normaliseIngredientName('bone broth', { unit: 'ml' })).toBe('bone broth');
    expect(normaliseIngredientName('goat cheese', { unit: 'g' })).toBe('goat cheese');
  });

  it('merges hyphenated and spaced spellings, and keeps the written hyphen for display', () => {
    expect(normaliseIngredient('semi-skimmed milk', { unit: 'ml' })).toEqual({
      name: 'semi skimmed milk',
      synonymOf: null,
      written: 'semi-skimmed milk',
    });
    expect(normaliseIngredientName('semi skimmed milk', { unit: 'ml' })).toBe('semi skimmed milk');
  });

  it('drops hyphenated descriptors and note words at the end of a name', () => {
    expect(normaliseIngredientName('coarsely-grated carrots', { unit: 'g' })).toBe('carrots');
    expect(normaliseIngredientName('hard-boiled eggs')).toBe('eggs');
    expect(normaliseIngredientName('3-inch cinnamon', { unit: 'stick' })).toBe('cinnamon');
    expect(normaliseIngredientName('garlic cloves whole')).toBe('garlic cloves');
    expect(normaliseIngredientName('pure vanilla extract', { unit: 'tsp' })).toBe(
      'vanilla extract',
    );
  });
});

describe('normaliseIngredient: names repeat across lines', () => {
  it('works a name out once: the first answer is the one every later line gets', () => {
    const first = normaliseIngredient('finely chopped fresh coriander', { unit: 'g' });
    expect(normaliseIngredient('finely chopped fresh coriander', { unit: 'g' })).toBe(first);
    const counted = normaliseIngredient('large courgette', { unit: null });
    expect(normaliseIngredient('large courgette', { unit: null })).toBe(counted);
  });
});
