/**
 * Ingredient groups a recipe offers as choices, not as parts of the dish: a base recipe followed
 * by "Variations", "Mix-in ideas", "Optional add-ins", "Choose one", "Flavour options",
 * "Alternative filling", "Vegan version". A cook makes one of them or none, so counting every
 * group's lines counted the dish several times over; their lines are read and left out of the
 * figures, said as such (nutrition.ts, reason 'alternative').
 *
 * Conservative on purpose: a group that names a part of the dish ("For the topping", "Sauce",
 * "To serve", "Optional garnish", "Optional", "Mix-ins" alone) is the dish's, as an optional or
 * to-serve line is counted; only a heading whose words say choice (variation, alternative, option,
 * idea, suggestion, swap, version, choose/pick one) or optional extras (optional add-ins, mix-ins,
 * extras) is left out.
 */

/**
 * A heading's words that say its group is a choice. "Mix-ins" and "add-ins" alone are a cookie's
 * chips that go in; with "ideas", "options" or "optional" they are suggestions.
 */
const ALTERNATIVE_HEADING = new RegExp(
  [
    // "Variations", "Flavour variations", "Variation: lemon", "Variant"
    String.raw`\bvaria(?:tions?|nts?)\b`,
    // "Alternative filling", "Alternatives", "Alternatively"
    String.raw`\balternatives?\b|\balternatively\b`,
    // "Flavour options", "Topping options", "Options", "Dairy-free option"
    String.raw`\boptions?\b`,
    // "Mix-in ideas", "Topping ideas", "Serving suggestions", "Suggested toppings"
    String.raw`\bideas?\b|\bsuggest(?:ions?|ed)\b`,
    // "Substitutions", "Swaps", "Substitutes"
    String.raw`\bsubstitut(?:ions?|es?)\b|\bswaps?\b`,
    // "Vegan version", "For a gluten-free version"
    String.raw`\bversions?\b`,
    // "Choose one", "Pick your flavour", "Choose from", "Your choice of"
    String.raw`\b(?:choose|pick|select)\s+(?:one|two|any|your|from|a|an)\b|\bchoice\b`,
    // "Optional add-ins", "Optional mix-ins", "Optional extras", "Add-ins (optional)"
    String.raw`\boptional\s+(?:add|mix)[- ]?ins?\b|\boptional\s+(?:extras?|additions?)\b`,
    String.raw`\b(?:add|mix)[- ]?ins?\b.*\boptional\b|\b(?:extras?|additions?)\b.*\boptional\b`,
  ].join('|'),
  'i',
);

/** A group heading saying its lines are a variation, an alternative or an optional choice. */
export function isAlternativeHeading(heading: string): boolean {
  return ALTERNATIVE_HEADING.test(heading.replace(/:\s*$/, ''));
}

/**
 * A line of the base recipe standing for a choice the groups below give ("1/2 cup mix-ins (see
 * variations below)", "1 cup add-ins, see options below"): the groups after its own are the
 * choices, whatever their headings ("Double Chocolate", "Trail Mix").
 */
const CHOICES_BELOW =
  /\b(?:variations?|options?|ideas?|suggestions?|choices?|(?:add|mix)[- ]?in'?s?|flavou?rs?)\b[^.;]*\bbelow\b/i;

/** A line saying the groups after its own are the choices it stands for. */
export function pointsToChoicesBelow(line: string): boolean {
  return CHOICES_BELOW.test(line);
}
