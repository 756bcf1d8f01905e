/**
 * The energy a page or an app published for a serving, in kcal: schema.org's
 * NutritionInformation `calories` ("250 kcal", "250 calories", "1046 kJ", 250), or a line of
 * nutrition text ("Calories: 250"). Shown on the sheet next to our own estimate (issue 28).
 */

/** More than this for one serving is a batch's figure or a typing slip, not a serving's. */
const MAX_KCAL_A_SERVING = 5000;
const KJ_PER_KCAL = 4.184;

const ENERGY =
  /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(kcal|kilocalories?|calories?|cals?|kj|kilojoules?)?\b/gi;

/** kcal from one text or number; a text giving both kcal and kJ is read by its kcal. */
function fromText(text: string): number | null {
  let kcal: number | null = null;
  let kj: number | null = null;
  let bare: number | null = null;
  for (const match of text.matchAll(ENERGY)) {
    const value = Number(match[1]!.replace(/,/g, ''));
    const unit = match[2]?.toLowerCase() ?? '';
    if (unit.startsWith('k') && unit !== 'kcal' && !unit.startsWith('kilocal')) kj ??= value;
    else if (unit !== '') kcal ??= value;
    else bare ??= value;
  }
  return kcal ?? (kj !== null ? kj / KJ_PER_KCAL : bare);
}

/** kcal a serving, whole, or null when none is given or it is not a serving's figure. */
export function publishedCalories(nutrition: unknown): number | null {
  let value: unknown = nutrition;
  if (Array.isArray(value)) value = value[0];
  if (value !== null && typeof value === 'object') {
    value = (value as Record<string, unknown>).calories;
    if (Array.isArray(value)) value = value[0];
  }
  let kcal: number | null = null;
  if (typeof value === 'number') kcal = value;
  else if (typeof value === 'string' && value.length <= 200) {
    // "Calories: 250" inside nutrition text: the number after the word.
    const labelled =
      /\b(?:calories|energy|kcal)\b\s*[:=-]?\s*([\d.,]+\s*(?:kcal|kj|cal\w*)?)/i.exec(value);
    kcal = fromText(labelled?.[1] ?? value);
  }
  if (kcal === null || !Number.isFinite(kcal) || kcal <= 0 || kcal > MAX_KCAL_A_SERVING) {
    return null;
  }
  return Math.round(kcal);
}
