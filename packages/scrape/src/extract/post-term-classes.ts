/**
 * A blog's post wrapper names its taxonomy terms as classes: WordPress's `post_class()` gives the
 * `<article>` `post-2129 type-recipe status-publish` and a class per term, `<taxonomy>-<term>`
 * (`ingredients-tequila`, `cooking-method-grill`). Such a class names what the post is filed
 * under, not a part of the recipe, yet it holds a part's word: read as one, every list in the
 * post (the card's meta, related posts, comments) would sit "in the ingredients". Those classes
 * are taken off the wrapper before the markup is read.
 */
import type { CheerioAPI } from 'cheerio';

/** WordPress's own classes for a post's wrapper: its id, its status, `hentry`. */
const POST_WRAPPER = /^(?:post-\d+|status-publish|hentry)$/;

/** A class holding a part's word, as the class rules of `card-classes.ts` read them. */
const PART_WORD = /ingredient|instruction|direction|method|preparation/i;

/** Takes the classes that hold a part's word off every post wrapper (see above). */
export function dropPostTermClasses($: CheerioAPI): void {
  $('[class*="status-publish"], [class*="hentry"], [class*="post-"]').each((_index, element) => {
    const classes = (element.attribs['class'] ?? '').split(/\s+/).filter(Boolean);
    if (!classes.some((name) => POST_WRAPPER.test(name))) return;
    const kept = classes.filter((name) => !PART_WORD.test(name));
    if (kept.length < classes.length) element.attribs['class'] = kept.join(' ');
  });
}
