/** The parsed form of one ingredient line (SPEC §3 "Parsed ingredient"). */
export interface ParsedIngredient {
  /** The line as written (SPEC: "original text"). */
  readonly original: string;
  /** The main quantity, the lower end of a range; null when the line has none. */
  readonly quantity: number | null;
  /** The upper end of a range ("2-3 onions" → 3); null otherwise. */
  readonly quantityMax: number | null;
  /** Canonical unit ('g', 'tbsp', 'can', 'clove'…), null when the line has none. */
  readonly unit: string | null;
  /** The ingredient as written, without amount, unit, sizes or preparation. */
  readonly name: string;
  /** Preparation, sizes, brackets and clauses taken off the name, joined by '; '. */
  readonly notes: string;
  /**
   * "each" followed the amount ("½ bunch each oregano, rosemary, thyme"): the amount is every named
   * thing's (`namesOfEach` lists them). Set only on such lines.
   */
  readonly each?: true;
  /** The recipe the line came from, when known. */
  readonly recipeId?: string;
}
