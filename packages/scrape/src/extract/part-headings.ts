/**
 * Whether a short text or block reads as the heading of a part of a recipe (its ingredients, its
 * method, the notes after it) or as the title of a group within its ingredients ("For the sauce").
 */
import { isTag, isText, type AnyNode } from 'domhandler';
import { shortText } from './dom-search.ts';
import { INGREDIENT_HEADING, METHOD_HEADING } from './part-words.ts';

/**
 * Headings of the notes after a method (tips, variations, storage) and of its nutrition facts
 * ("Nutrition", "Nutrition Facts", "Nährwerte"): they end the steps.
 */
const NOTES_HEADING =
  /^(?:nutrition(?:al)?(?: (?:facts|information|info|values?|per serving))?|nährwerte|valeurs nutritionnelles|información nutricional|valori nutrizionali|voedingswaarden?|informação nutricional|notes?|tips?(?: (?:&|and) tricks)?|variations?|storage|sugerencias?|consejos?|trucos?|notas?|dicas?|conseils?|astuces?|remarques?|tipps?|hinweise?|anmerkungen?|suggerimenti|consigli|opmerkingen?|tips? en tricks|noter|vinkit|wskazówki|uwagi)\s*[:：]?$/iu;

/**
 * Headings of the kitchen things a recipe needs besides its ingredients ("Equipment", "Special
 * equipment", "Kitchen tools", "Ustensiles", "Hilfreich für die Zubereitung"), in the languages
 * of `NOT_A_GROUP` and a few more: a short block of their own after the ingredients ends them, as
 * does a group title among the lines that names them (`withoutEquipment`): tools are no
 * ingredients. So do the headings of a post's shop links ("Products I used", "Recommended
 * products", "Kitchen gear", "Shop this recipe"): the things it sells are no ingredients either,
 * nor are the wines or drinks it pairs with the dish ("Perfect with:", "Wine pairing").
 */
const EQUIPMENT_HEADING =
  /^(?:(?:special|kitchen|recommended|required)\s+)?(?:equipment|tools|utensils|ustensiles|matériel|utensilios|utensili|attrezzatura|utensílios|zubehör|utensilien|küchenutensilien|küchengeräte|küchenhelfer|hilfsmittel|hilfreich für die zubereitung|materiaal|keukengerei|gear|products? (?:i|we) (?:used?|love|recommend)|(?<=recommended\s+)products?|shop (?:(?:this|the) )?(?:recipe|post|look|ingredients)|buy (?:the )?ingredients|(?:perfect|pairs?(?: well)?|goes well) with|(?:wine|drinks?) pairings?)(?![\p{L}])/iu;

/**
 * Headings of a list of the site's other posts set after a part ("You may also like", "Related
 * recipes", "More pie recipes", "Recipes like this", "Try these next", "Popular posts", "If you
 * liked this, try…", "Das könnte dir auch gefallen", "Vous aimerez aussi"): they end the part they
 * follow, as another part's heading does, and title no group of its lines.
 */
const OTHER_POSTS_HEADING =
  /^(?:you (?:may|might|will|'ll|’ll) (?:also )?(?:like|love|enjoy|be interested in)|(?:more |other |similar )?(?:recipes|posts|dishes) like this(?: one)?|try (?:these|this|one of these) next|(?:popular|latest|recent|trending|featured) (?:recipes|posts|articles)|if you (?:liked?|enjoyed|loved?) this\b[^.!?\d]{0,40}|(?:more|other|similar|related) (?:[\p{L}-]+ )?(?:recipes|posts|articles|ideas)|related(?: (?:recipes?|posts?|articles?|reading))?|more like this|read (?:more|next|also)|keep reading|das könnte (?:dir|ihnen|euch) auch gefallen|(?:weitere|ähnliche|passende) rezepte|vous (?:aimerez|pourriez aimer) aussi|(?:recettes|articles) similaires|à lire aussi|(?:te|le) puede interesar|recetas relacionadas|ti potrebbe (?:anche )?interessare|potrebbe piacerti anche|ricette correlate|você (?:também )?pode gostar|receitas relacionadas|dit vind je (?:misschien )?ook lekker|meer recepten)\s*[:：]?$/iu;

/** A short block that reads as the heading of a part ("<p><strong>PRÉPARATION</strong></p>"). */
export function isPartHeading(element: AnyNode): boolean {
  const text = shortText(element, 40);
  return text !== null && headsPart(text);
}

/**
 * Whether a block opens with the heading of another part than `part` names, set inline in bold
 * or the like before its text (`<p><strong>Method:</strong> Mix the flour…</p>` after the
 * ingredients): the method, notes or equipment start there.
 */
export function opensWithOtherPart(element: AnyNode, part: RegExp): boolean {
  if (!isTag(element)) return false;
  const first = element.children.find((child) => !isText(child) || child.data.trim() !== '');
  if (first === undefined || !isTag(first) || !INLINE_HEADING.has(first.name)) return false;
  const text = shortText(first, 40);
  return (
    text !== null &&
    /^[^\d.!?]*[:：]?$/.test(text) &&
    !part.test(text) &&
    (METHOD_HEADING.test(text) || NOTES_HEADING.test(text) || EQUIPMENT_HEADING.test(text))
  );
}

/** Inline elements a page sets a heading in at the start of a paragraph. */
const INLINE_HEADING = new Set(['strong', 'b', 'em', 'u', 'span']);

/** Whether a short text heads the equipment ("Equipment:", "Utensilien", "Kitchen tools"). */
export function namesEquipment(text: string): boolean {
  return readsAsHeading(text) && EQUIPMENT_HEADING.test(text);
}

/** Whether a text is the equipment's heading and nothing more ("Küchenutensilien", "Equipment:"). */
export const isEquipmentTitle = (text: string): boolean => isOnlyHeading(text, EQUIPMENT_HEADING);

/** Whether a text is short and shaped like a heading: no figure, no sentence's stop, a colon last. */
const readsAsHeading = (text: string): boolean => text.length <= 40 && /^[^\d.!?]*:?$/.test(text);

/** Whether a short text reads as the heading of a part: "Ingredients", "Method:", "Notes". */
export function headsPart(text: string): boolean {
  if (!readsAsHeading(text)) return false;
  return (
    INGREDIENT_HEADING.test(text) ||
    METHOD_HEADING.test(text) ||
    NOTES_HEADING.test(text) ||
    EQUIPMENT_HEADING.test(text) ||
    OTHER_POSTS_HEADING.test(text)
  );
}

/** Headings of what follows a list of ingredients but is not a group of it. */
const NOT_A_GROUP =
  /^(?:equipment|tools|utensils|you(?:'ll| will) need|notes?|tips?|nutrition|variations?|substitutions?|storage|ustensiles|matériel|utensilios|utensili|utensílios|zubehör|utensilien|küchengeräte|materiaal)(?![\p{L}])/iu;

/** Whether a lesser heading inside the ingredients titles a group of them ("For the sauce"). */
export function isGroupTitle(element: AnyNode): boolean {
  const text = shortText(element, 60);
  return text !== null && !isPartHeading(element) && !NOT_A_GROUP.test(text);
}

/**
 * Whether a paragraph's or a bare element's text is a heading: the heading word alone
 * ("Ingredients", "Benodigdheden:"), or a short line that starts with it and ends with a colon
 * ("Ingredients for the pie:"). Running text that starts with it ("Step-by-step courses") is not.
 */
export function isOnlyHeading(text: string, pattern: RegExp): boolean {
  const match = text.match(pattern);
  if (match === null) return false;
  const rest = text.slice(match[0].length);
  return /^\s*[:：]?\s*$/.test(rest) || (text.length <= 40 && /^[^\d.!?]*[:：]$/.test(rest));
}
