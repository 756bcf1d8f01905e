// How `score:food` reads a line whose author gave a weight beside another measure
// (bench/author-weight.ts): the line it judges and the weight it judges it against.
import { describe, expect, it } from 'vitest';
import { authorWeight, withinTenPercent } from '../../bench/author-weight.ts';

describe('authorWeight', () => {
  it('takes the weight in brackets after the measure and judges the line without it', () => {
    expect(authorWeight('1 cup (125 g) flour')).toEqual({
      line: '1 cup flour',
      low: 125,
      high: 125,
    });
    expect(authorWeight('1/2 c. (100 g.) granulated sugar')).toEqual({
      line: '1/2 c. granulated sugar',
      low: 100,
      high: 100,
    });
  });

  it('finds the grams among other figures in the bracket', () => {
    expect(authorWeight('3/4 cup (12 Tbsp; 170g) unsalted butter')?.low).toBe(170);
    expect(authorWeight('1 1/4 cups all-purpose flour, (6.3oz | 180g)')).toEqual({
      line: '1 1/4 cups all-purpose flour',
      low: 180,
      high: 180,
    });
  });

  it('keeps a range of grams and a weight without a leading zero', () => {
    expect(authorWeight('½ teaspoon (2-3g) paprika')).toEqual({
      line: '½ teaspoon paprika',
      low: 2,
      high: 3,
    });
    expect(authorWeight('¼ teaspoon (.5g) ground cloves')?.low).toBe(0.5);
    expect(authorWeight('¼ c (20 to 40g) sliced almonds')).toEqual({
      line: '¼ c sliced almonds',
      low: 20,
      high: 40,
    });
    expect(authorWeight('2 pints (8 to 10 ounces/225 to 280 grams) strawberries')?.high).toBe(280);
    // The first end may give its unit too, and the dash be an en dash.
    expect(authorWeight('3 medium potatoes (405g–570g), peeled')).toMatchObject({
      low: 405,
      high: 570,
    });
    expect(authorWeight('1 cup (120 g - 130 g) flour')).toMatchObject({ low: 120, high: 130 });
  });

  it('reads the measure after a leading weight, in brackets or after a slash', () => {
    expect(authorWeight('180 g (1 1/2 cups) plain flour')).toEqual({
      line: '1 1/2 cups plain flour',
      low: 180,
      high: 180,
    });
    expect(authorWeight('450g bread flour (scant 3 1/2 cups)')?.line).toBe(
      '3 1/2 cups bread flour',
    );
    expect(authorWeight('350 grams carrots (about 3 medium)')?.line).toBe('3 medium carrots');
    expect(authorWeight('20 g / 2 tbsp capers in brine')?.line).toBe('2 tbsp capers in brine');
  });

  it('reads the ounces the grams are between the weight and the measure', () => {
    expect(authorWeight('14 g/½ oz/1 tablespoon lard, chilled')).toEqual({
      line: '1 tablespoon lard, chilled',
      low: 14,
      high: 14,
    });
    expect(authorWeight('454 g/1 lb/4 cups apples, cored')?.line).toBe('4 cups apples, cored');
    expect(authorWeight('240 g (8 1/2 oz/1 3/4 cups) plain flour')?.line).toBe(
      '1 3/4 cups plain flour',
    );
    expect(authorWeight('150 g sugar (5.3oz / about 3/4 cup)')).toEqual({
      line: '3/4 cup sugar',
      low: 150,
      high: 150,
    });
    expect(authorWeight('115 g (½ cup) white sugar')?.line).toBe('½ cup white sugar');
    expect(authorWeight('44 g (1⁄2 cup) cocoa powder')?.line).toBe('1⁄2 cup cocoa powder');
    expect(authorWeight('75 g (2 1⁄2oz/1⁄3 cup) cold salted butter')?.line).toBe(
      '1⁄3 cup cold salted butter',
    );
    expect(authorWeight('138 g water (½ cup plus 1 tablespoon)')).toEqual({
      line: '½ cup plus 1 tablespoon water',
      low: 138,
      high: 138,
    });
  });

  it('reads a measure first, a slash and its weight', () => {
    expect(authorWeight('1 teaspoon/3 grams ground turmeric')).toEqual({
      line: '1 teaspoon ground turmeric',
      low: 3,
      high: 3,
    });
    expect(authorWeight('2 1/4 cups / 280 g all-purpose flour')?.line).toBe(
      '2 1/4 cups all-purpose flour',
    );
    expect(authorWeight('1 cup/ 5 ounces/ 142 grams unbleached all purpose flour')).toEqual({
      line: '1 cup unbleached all purpose flour',
      low: 142,
      high: 142,
    });
    expect(authorWeight('2 tablespoons/ about 1.5 ounces/ 40 grams honey')?.low).toBe(40);
    expect(authorWeight('1/16 teaspoon/ 0.2 gram instant yeast')?.line).toBe(
      '1/16 teaspoon instant yeast',
    );
    expect(authorWeight('1 ⅓ c plus 1 tablespoon/175g all-purpose flour')?.line).toBe(
      '1 ⅓ c plus 1 tablespoon all-purpose flour',
    );
    expect(authorWeight('2 tsps/10g cornflour')?.line).toBe('2 tsps cornflour');
    expect(authorWeight('1 cup (firmly packed)/7.6 ounces/217 grams light brown sugar')).toEqual({
      line: '1 cup (firmly packed) light brown sugar',
      low: 217,
      high: 217,
    });
    // Another food offered instead is not the line's measure.
    expect(authorWeight('1 organic egg, beaten, or ¼ cup/30 g ground flaxseed')).toBeNull();
  });

  it('weighs a count of packs by each pack’s weight, judged without the bracket', () => {
    expect(authorWeight('2 (250 g) packages cream cheese, softened')).toEqual({
      line: '2 packages cream cheese, softened',
      low: 500,
      high: 500,
    });
    expect(authorWeight('1 (170 gram) package feta')?.low).toBe(170);
    expect(authorWeight('4 packages (each 8 oz/250 g) cream cheese, softened')).toEqual({
      line: '4 packages cream cheese, softened',
      low: 1000,
      high: 1000,
    });
    expect(authorWeight('two tins (each 400g) chopped tomatoes')?.low).toBe(800);
    // The bracket after a count and each pack's size by weight is that size in grams, each
    // pack's (session 58): it was read as the line's whole weight.
    expect(authorWeight('2 15-ounce (425 g) cans chickpeas, drained')).toEqual({
      line: '2 15-ounce cans chickpeas, drained',
      low: 850,
      high: 850,
    });
    expect(authorWeight('Three 15 oz (425 g) cans plum tomatoes')?.low).toBe(1275);
    expect(authorWeight('Two ¼ oz (7g) envelopes instant yeast')?.low).toBe(14);
    expect(authorWeight('One 15 oz (420g) can red kidney beans')?.low).toBe(420);
    // A mixed number is one size, not a count: one jar of two and a half ounces.
    expect(authorWeight('2 1/2 oz (70 g) jar capers')?.low).toBe(70);
    expect(authorWeight('1 tin (400g) chopped tomatoes')).toEqual({
      line: '1 tin chopped tomatoes',
      low: 400,
      high: 400,
    });
    // A stick of butter is a measure, not a pack.
    expect(authorWeight('1 1/4 sticks (140g) unsalted butter')?.line).toBe(
      '1 1/4 sticks unsalted butter',
    );
    // A count of the food itself may be each piece's or all of them: left as written.
    expect(authorWeight('2 (150g) chicken breasts')?.low).toBe(150);
    expect(authorWeight('1 (150g) medium banana')?.line).toBe('1 medium banana');
  });

  it('weighs a count of pieces by a weight said each piece’s', () => {
    expect(authorWeight('4 chicken breast fillets (about 170g/6oz each)')).toEqual({
      line: '4 chicken breast fillets',
      low: 680,
      high: 680,
    });
    expect(authorWeight('16 medium-sized potatoes (each about 175g/6oz), peeled')?.low).toBe(2800);
    expect(authorWeight('2 x monkfish tail fillets (approx 150g/5oz each)')?.low).toBe(300);
    expect(authorWeight('4 extra-large prawns (about 100g/3½oz each, if possible)')?.low).toBe(400);
    expect(authorWeight('4 pork tenderloins, about 10 ounces (280 g) each')?.low).toBe(1120);
    expect(authorWeight('2 packages dry yeast (7 g each)')?.low).toBe(14);
    expect(authorWeight('2-3 steaks (200g each)')).toMatchObject({ low: 400, high: 600 });
    expect(authorWeight('4 salmon fillets (200-250g each)')).toMatchObject({
      low: 800,
      high: 1000,
    });
    // A measure's weight said "each" is still the measure's; "each" of another clause is not.
    expect(authorWeight('1 cup (120g each) flour')?.low).toBe(120);
    expect(
      authorWeight('2 poussin (alternatively use 800g chicken thighs, each thigh halved)'),
    ).toBeNull();
  });

  it('is null for a portion’s weight', () => {
    expect(
      authorWeight('8 fillets of mackerel (allow 170g/6oz fish for main course, 85g/3oz starter)'),
    ).toBeNull();
    expect(authorWeight('4 salmon fillets (about 150g per person)')).toBeNull();
  });

  it('takes either weight of a choice the author weighed apart', () => {
    expect(
      authorWeight('1/3 cup (76g) coarse sparkling sugar or 1/3 cup (66g) granulated sugar'),
    ).toEqual({
      line: '1/3 cup coarse sparkling sugar or 1/3 cup granulated sugar',
      low: 66,
      high: 76,
    });
    expect(
      authorWeight('6 tablespoons (108 g) fine sea salt, or 9 (162 g) tablespoons coarse salt'),
    ).toMatchObject({ low: 108, high: 162 });
    // A second weight that is no choice keeps the first alone.
    expect(authorWeight('1½ cups (188 g) flour, plus up to ¼ cup (31 g) extra')).toMatchObject({
      low: 188,
      high: 188,
    });
  });

  it('judges the line without any of the author’s weights', () => {
    expect(authorWeight('1½ cups (188 g) flour, plus up to ¼ cup (31 g) extra')).toEqual({
      line: '1½ cups flour, plus up to ¼ cup extra',
      low: 188,
      high: 188,
    });
    expect(
      authorWeight('6 tablespoons (108 g) fine sea salt, or 9 (162 g) tablespoons coarse salt')
        ?.line,
    ).toBe('6 tablespoons fine sea salt, or 9 tablespoons coarse salt');
  });

  it('is null for a weight in a note of a line with no amount, or of another food', () => {
    expect(authorWeight('fresh white crab meat (allow 40g/2oz per person)')).toBeNull();
    expect(authorWeight('Pasta dough (made with 1 egg and about 1 cup (150g) flour)')).toBeNull();
    expect(
      authorWeight('1 fresh coconut, flesh grated (or 200g/7oz desiccated coconut, soaked)'),
    ).toBeNull();
    expect(authorWeight('Nonfat milk powder ¼ cup (25 grams)')?.line).toBe(
      'Nonfat milk powder ¼ cup',
    );
  });

  it('is null for fluid ounces that are the weight’s own ounces, not a measure', () => {
    // BBC's imperial figures: 150 g is 5.3 oz of weight; 5½ fluid ounces of sugar would be 130 g.
    expect(authorWeight('150g/5½fl oz caster sugar')).toBeNull();
    expect(authorWeight('500g/18fl oz beef stock')).toBeNull();
    expect(authorWeight('25g/1fl oz butter')).toBeNull();
    expect(authorWeight('5fl oz (150g) redcurrant jelly')).toBeNull();
    // Fluid ounces that are not the weight's figure are a measure beside it.
    expect(authorWeight('4 fl oz (85 g) honey')?.line).toBe('4 fl oz honey');
    expect(authorWeight('60g/4 tbsp tomato purée')?.line).toBe('4 tbsp tomato purée');
  });

  it('is null for a bare figure after the weight that is its ounces, their unit lost', () => {
    // ingredient-parser's BBC rows lost the "oz": 3½ is 99 g of weight, not 3½ pieces of butter.
    expect(authorWeight('100g/3½ unsalted butter')).toBeNull();
    expect(authorWeight('125g/4½ caster sugar')).toBeNull();
    expect(authorWeight('75g/2½z butter')).toBeNull();
    expect(authorWeight('500g/17½ ice cubes')).toBeNull();
    // …and pounds whose "lb" was misread.
    expect(authorWeight('800g/1¾Ib potatoes, peeled and chopped')).toBeNull();
    expect(authorWeight('900g/2b middle neck of lamb, bone on')).toBeNull();
    // A figure with its unit, or one that is no ounces of the weight, is the measure beside it.
    expect(authorWeight('100 g / 3.5 oz cherry tomatoes')?.line).toBe('3.5 oz cherry tomatoes');
    expect(authorWeight('4g/1 tsp chopped parsley')?.line).toBe('1 tsp chopped parsley');
    expect(authorWeight('100 g/3 ½ oz/2 large eggs, beaten')?.line).toBe('2 large eggs, beaten');
    expect(authorWeight('150 g/5 oz/5 large egg whites')?.line).toBe('5 large egg whites');
    expect(authorWeight('400g/2 courgettes')?.line).toBe('2 courgettes');
  });

  it('is null for a line without both', () => {
    expect(authorWeight('200g plain flour')).toBeNull();
    expect(authorWeight('2 cups plain flour')).toBeNull();
    expect(authorWeight('300 grams butternut squash, peeled (about half of a squash)')).toBeNull();
  });
});

describe('withinTenPercent', () => {
  it('allows a tenth either side of the weight, or of a range’s ends', () => {
    const one = { line: '', low: 100, high: 100 };
    expect(withinTenPercent(90, one)).toBe(true);
    expect(withinTenPercent(110, one)).toBe(true);
    expect(withinTenPercent(89, one)).toBe(false);
    expect(withinTenPercent(111, one)).toBe(false);
    const range = { line: '', low: 2, high: 3 };
    expect(withinTenPercent(1.8, range)).toBe(true);
    expect(withinTenPercent(3.3, range)).toBe(true);
    expect(withinTenPercent(1.1, range)).toBe(false);
  });
});
