import { describe, expect, it } from 'vitest';
import { isAlternativeHeading, pointsToChoicesBelow } from './alternative-groups.ts';

describe('isAlternativeHeading', () => {
  it('takes a heading that offers a choice as not part of the dish', () => {
    for (const heading of [
      'Variations',
      'Variations:',
      'Recipe variations',
      'Flavour variations',
      'Variation: lemon and poppy seed',
      'Mix-in ideas',
      'Mix in ideas:',
      'Optional add-ins',
      'Optional Add-Ins',
      'Optional mix-ins',
      'Optional extras',
      'Add-ins (optional)',
      'Choose one',
      'Choose one:',
      'Pick your flavour',
      'Flavour options',
      'Flavor Options',
      'Topping options',
      'Dairy-free option',
      'Alternative filling',
      'Alternatives',
      'Serving suggestions',
      'Topping ideas',
      'Substitutions',
      'Swaps',
      'Vegan version',
      'For a gluten-free version:',
    ]) {
      expect(isAlternativeHeading(heading), heading).toBe(true);
    }
  });

  it('keeps a heading that names a part of the dish, optional or to serve included', () => {
    for (const heading of [
      'For the topping',
      'For the Topping:',
      'Sauce',
      'Sauce:',
      'To serve',
      'For serving:',
      'Optional garnish',
      'Optional Toppings',
      'Optional Glaze',
      'Bourbon Sauce (Optional)',
      'Optional',
      'Optional:',
      'Mix-ins',
      'Add-ins:',
      'Garnish',
      'Energy Ball Base',
      'Double Chocolate',
      'For the filling:',
      'Other:',
      'Dry Cake Ingredients',
    ]) {
      expect(isAlternativeHeading(heading), heading).toBe(false);
    }
  });
});

describe('pointsToChoicesBelow', () => {
  it('takes a base line that stands for the choices below', () => {
    for (const line of [
      "1/2 cup mix in's (see variations below)",
      '1/2 cup mix-ins, see below',
      '1 cup add-ins (see options below)',
      '2 tbsp flavourings (choose from the ideas below)',
    ]) {
      expect(pointsToChoicesBelow(line), line).toBe(true);
    }
  });

  it('leaves a line that only points to a note or a recipe below', () => {
    for (const line of [
      '1 cup sauce (see below)',
      '1 tsp salt (see note below)',
      '200 g pastry, recipe below',
      '2 cups frosting (recipe below)',
      '1 cup mixed nuts',
    ]) {
      expect(pointsToChoicesBelow(line), line).toBe(false);
    }
  });
});
