/**
 * Whether an imported recipe is one the cook already has (issue 19): the same source page, or the
 * same title and the same ingredients once both are normalised (case, accents, punctuation, spacing
 * and the order of the ingredient lines do not count). Built once over the saved recipes, then a
 * lookup per candidate, so a 1,000-recipe import checks in milliseconds.
 */
import { hostName, readWebAddress } from './web-address.ts';

/** What the rule reads of a recipe, saved or imported. */
export type DuplicateCandidate = {
  readonly name: string;
  readonly sourceUrl: string | null;
  readonly ingredients: readonly string[];
};

export type DuplicateMatch<T> = { readonly recipe: T; readonly reason: 'source' | 'content' };

const TRACKING_PARAM = /^(?:utm_\w+|fbclid|gclid|mc_cid|mc_eid|ref)$/i;

/** Text compared without case, accents, punctuation or extra spaces ('&' reads as 'and'). */
export function normaliseForComparison(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A recipe page's address as compared: no scheme, no `www.`, no fragment, no tracking parameters,
 * no trailing slash. Null for anything that is not an http(s) link.
 */
export function normaliseSourceUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const parsed = readWebAddress(url);
  if (!parsed) return null;
  const host = hostName(parsed).replace(/^www\./, '');
  const params = parsed.query
    .split('&')
    .filter((pair) => pair !== '' && !TRACKING_PARAM.test(pair.split('=')[0]!))
    .sort()
    .join('&');
  const path = parsed.path.replace(/\/+$/, '');
  return `${host}${path}${params ? `?${params}` : ''}`;
}

/** Title and ingredients as one comparable key; null when there is no title. */
export function contentKey(recipe: DuplicateCandidate): string | null {
  const title = normaliseForComparison(recipe.name);
  if (title === '') return null;
  const lines = recipe.ingredients
    .map(normaliseForComparison)
    .filter((line) => line !== '')
    .sort();
  return `${title}\u0000${lines.join('\u0001')}`;
}

/**
 * A finder over `saved`: for a candidate, the saved recipe it duplicates and why (the same source
 * page first), or null.
 */
export function duplicateFinder<T extends DuplicateCandidate>(
  saved: readonly T[],
): (candidate: DuplicateCandidate) => DuplicateMatch<T> | null {
  const bySource = new Map<string, T>();
  const byContent = new Map<string, T>();
  for (const recipe of saved) {
    const source = normaliseSourceUrl(recipe.sourceUrl);
    if (source && !bySource.has(source)) bySource.set(source, recipe);
    const content = contentKey(recipe);
    if (content && !byContent.has(content)) byContent.set(content, recipe);
  }
  return (candidate) => {
    const source = normaliseSourceUrl(candidate.sourceUrl);
    const sameSource = source ? bySource.get(source) : undefined;
    if (sameSource) return { recipe: sameSource, reason: 'source' };
    const content = contentKey(candidate);
    const sameContent = content ? byContent.get(content) : undefined;
    return sameContent ? { recipe: sameContent, reason: 'content' } : null;
  };
}
