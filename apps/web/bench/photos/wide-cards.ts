/**
 * The wide card set (issue 31): cards unlike the first 60 and unlike each other. Each card is a
 * layout (numbered lists, headings inside lists, a list in two columns, a printed web page, a
 * book page, an index card), a face and size, a way of writing fractions, and photo effects
 * (glare, a hard shadow, paper texture, a steep perspective, motion blur or defocus, warm dim
 * light), all drawn from the card's seed.
 *
 * The held-out half is unlike the tuning half as a whole: its layouts, its photo effects and its
 * recipe sources (sites and hand-written recipes) are never in the tuning half.
 */
import { seededRandom } from '@plateful/core';
import { between, pick, type Card, type CardLook, type CardShot } from './cards.ts';
import { recipePools, type SourcedRecipe } from './wide-recipes.ts';

export type Layout =
  | 'numbered'
  | 'sections'
  | 'columns'
  | 'web'
  | 'book'
  | 'index'
  | 'book-columns'
  | 'beside'
  | 'hand'
  | 'boxed'
  | 'grid'
  | 'plugin'
  | 'columns3'
  | 'magazine'
  | 'spread'
  | 'ads'
  | 'script'
  | 'photo-column'
  | 'app'
  | 'glyphs';
export type Effect =
  | 'glare'
  | 'shadow'
  | 'texture'
  | 'perspective'
  | 'motion'
  | 'defocus'
  | 'dim'
  | 'skew'
  | 'curl'
  | 'lowres'
  | 'crease'
  | 'noise'
  | 'focus'
  | 'cast'
  | 'screenshot';
export type FractionForm =
  'as-written' | 'slash' | 'glyph' | 'glyph-spaced' | 'decimal' | 'built-up' | 'mixed';

const TUNING_LAYOUTS: Layout[] = ['numbered', 'sections', 'columns', 'web'];
const HELD_OUT_LAYOUTS: Layout[] = ['book', 'index'];
const TUNING_EFFECTS: Effect[] = ['glare', 'shadow', 'texture', 'perspective'];
const HELD_OUT_EFFECTS: Effect[] = ['motion', 'defocus', 'dim'];

const random = seededRandom;

const GLYPH: Record<string, string> = {
  '1/2': '½',
  '1/4': '¼',
  '3/4': '¾',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/8': '⅛',
};
const WRITTEN: Record<string, string> = Object.fromEntries(
  Object.entries(GLYPH).map(([written, glyph]) => [glyph, written]),
);
const DECIMAL: Record<string, number> = { '1/2': 0.5, '1/4': 0.25, '3/4': 0.75 };
const AMOUNT = /(?<![\d/.])(?:(\d{1,2}) ?)?(?:([½¼¾⅓⅔⅛])|([1-7]\/[2348]))(?![\d/])/gu;

/**
 * A line with its fractions written one way (½, 1/2, 1½, "1 ½", 0.5, or built up from a figure,
 * the fraction slash U+2044 and a figure, "1 1⁄2", which the page sets as a superscript and a
 * subscript); others stay. A card of mixed forms (`mixed`) is written line by line by
 * `withFractions`.
 */
export function writeFractions(line: string, form: FractionForm): string {
  if (form === 'as-written' || form === 'mixed') return line;
  return line.replace(AMOUNT, (all, whole: string | undefined, glyph?: string, slash?: string) => {
    const written = slash ?? WRITTEN[glyph!]!;
    if (!GLYPH[written]) return all;
    switch (form) {
      case 'slash':
        return whole ? `${whole} ${written}` : written;
      case 'glyph':
        return `${whole ?? ''}${GLYPH[written]}`;
      case 'glyph-spaced':
        return whole ? `${whole} ${GLYPH[written]}` : GLYPH[written]!;
      case 'built-up': {
        const built = written.replace('/', '⁄');
        return whole ? `${whole} ${built}` : built;
      }
      case 'decimal': {
        const decimal = DECIMAL[written];
        if (decimal === undefined) return all;
        return String(Number(whole ?? 0) + decimal);
      }
    }
  });
}

const BODY_FONTS = [
  'DejaVu Serif',
  'Liberation Serif',
  'DejaVu Sans',
  'Liberation Sans',
  'DejaVu Serif Condensed',
  'DejaVu Sans Condensed',
  'Liberation Sans Narrow',
  'Liberation Mono',
  'DejaVu Sans Mono',
];
const TITLE_FONTS = [...BODY_FONTS, 'DejaVu Sans Light'];
const BOOK_FONTS = ['Liberation Serif', 'DejaVu Serif', 'DejaVu Serif Condensed'];
const INDEX_FONTS = ['Liberation Mono', 'DejaVu Sans Mono', 'DejaVu Sans Condensed'];
const PAPERS = ['#fdfcf8', '#fbf6ea', '#ffffff', '#f4efe2', '#eef0f2'];

function look(next: () => number, layout: Layout): CardLook {
  const font =
    layout === 'book'
      ? pick(next, BOOK_FONTS)
      : layout === 'index'
        ? pick(next, INDEX_FONTS)
        : pick(next, BODY_FONTS);
  return {
    font,
    titleFont: layout === 'book' ? pick(next, BOOK_FONTS) : pick(next, TITLE_FONTS),
    titleSize: Math.round(between(next, layout === 'index' ? 24 : 30, 52)),
    titleStyle: next() < 0.25 ? 'italic' : 'normal',
    titleCase: next() < 0.2 ? 'uppercase' : 'none',
    bodySize: Math.round(between(next, layout === 'index' ? 16 : 17, 27)),
    bullet: pick(next, ['none', 'disc', 'square', 'dash', 'box'] as const),
    columns: layout === 'book' ? 2 : 1,
    width: Math.round(
      between(next, layout === 'columns' ? 900 : 720, layout === 'web' ? 980 : 920),
    ),
    paper: pick(next, PAPERS),
    ink: pick(next, ['#1a1a1a', '#2b2118', '#222833', '#3a3a3a']),
    layout,
    marker: pick(next, ['1.', '1)', '•', '–', '*'] as const),
    justify: layout === 'book' || next() < 0.2,
  };
}

function shot(next: () => number, effects: Effect[]): CardShot {
  return {
    angle: between(next, -5, 5),
    blur: between(next, 0.3, 1.0),
    shade: between(next, 0.1, 0.45),
    shear: between(next, -0.05, 0.05),
    quality: Math.round(between(next, 40, 80)),
    scale: between(next, 1.2, 1.8),
    effects,
    effectSeed: Math.floor(next() * 1e9),
  };
}

/** The recipes in a seeded order of their own. */
function shuffled(list: SourcedRecipe[], seed: number): SourcedRecipe[] {
  const next = random(seed);
  return list
    .map((recipe) => ({ recipe, key: next() }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.recipe);
}

/** A card's photo effects (one, a second by `secondChance`) and how its fractions are written. */
function effectsAndForm(next: () => number, effects: Effect[], secondChance: number) {
  const chosen = [pick(next, effects)];
  if (next() < secondChance) {
    const second = pick(next, effects);
    if (!chosen.includes(second)) chosen.push(second);
  }
  const form = pick(next, [
    'as-written',
    'slash',
    'glyph',
    'glyph-spaced',
    'decimal',
  ] as const satisfies readonly FractionForm[]);
  return { chosen, form };
}

/** The forms a card of `mixed` fractions takes in turn, a line with a fraction at a time. */
const MIXED_FORMS: FractionForm[] = ['glyph-spaced', 'slash', 'built-up', 'glyph'];

/**
 * The recipe as the card prints it: its amounts' fractions written in `form`; with `mixed`, each
 * line that has a fraction in the next of `MIXED_FORMS` (as a page pasted from several sources).
 */
function withFractions(source: SourcedRecipe, form: FractionForm): Card['recipe'] {
  let turn = 0;
  const write = (item: string) => {
    if (form !== 'mixed') return writeFractions(item, form);
    if (item.search(AMOUNT) < 0) return item;
    turn += 1;
    return writeFractions(item, MIXED_FORMS[(turn - 1) % MIXED_FORMS.length]!);
  };
  return {
    title: source.title,
    groups: source.groups.map((group) => ({
      title: group.title,
      items: group.items.map(write),
    })),
    steps: source.steps,
  };
}

/** One card's draw: its half, its own random numbers, its turn in its half and its half's recipes. */
interface Draw {
  readonly half: 'tuning' | 'held-out';
  readonly next: () => number;
  readonly turn: number;
  readonly hand: readonly SourcedRecipe[];
  readonly pages: readonly SourcedRecipe[];
}

/**
 * `count` cards, alternately tuning and held-out, each made by `make` from its draw. Each half
 * walks its own pool (the tuning or the held-out recipes) in a seeded order, so a half's cards
 * come from many sites; `cardSeed` gives each card its own random numbers.
 */
function drawCards(
  count: number,
  poolSeeds: readonly [number, number],
  cardSeed: (index: number) => number,
  make: (draw: Draw, index: number) => Card,
): Card[] {
  const pools = recipePools();
  const tuning = shuffled(pools.tuning, poolSeeds[0]);
  const heldOut = shuffled(pools.heldOut, poolSeeds[1]);
  const used = { tuning: 0, heldOut: 0 };
  return Array.from({ length: count }, (_, index) => {
    const half = index % 2 === 0 ? 'tuning' : 'held-out';
    const next = random(cardSeed(index));
    const pool = half === 'tuning' ? tuning : heldOut;
    const turn = used[half === 'tuning' ? 'tuning' : 'heldOut']++;
    const hand = pool.filter((recipe) => recipe.source.startsWith('hand-'));
    const pages = pool.filter((recipe) => !recipe.source.startsWith('hand-'));
    return make({ half, next, turn, hand, pages }, index);
  });
}

/** The wide set: `count` cards, alternately tuning and held-out. */
export function wideCards(count = 80): Card[] {
  const cardSeed = (index: number) => 31_2026 + index * 104_729;
  return drawCards(
    count,
    [31_001, 31_002],
    cardSeed,
    ({ half, next, turn, hand, pages }, index) => {
      const layouts = half === 'tuning' ? TUNING_LAYOUTS : HELD_OUT_LAYOUTS;
      const effects = half === 'tuning' ? TUNING_EFFECTS : HELD_OUT_EFFECTS;
      // Every fourth card of a half is hand-written (its fractions and headings), the rest pages.
      const source = turn % 4 === 0 ? hand[(turn / 4) % hand.length]! : pages[turn % pages.length]!;
      const layout = layouts[turn % layouts.length]!;
      const { chosen, form } = effectsAndForm(next, effects, 0.5);
      const recipe = withFractions(source, form);
      return {
        id: `wide-${String(index + 1).padStart(3, '0')}`,
        half,
        set: 'wide',
        style: `${layout}+${chosen.join('+')}`,
        source: source.source,
        fractions: form,
        recipe,
        look: look(next, layout),
        shot: shot(next, chosen),
      } satisfies Card;
    },
  );
}

/**
 * The layouts set (issue 31): the layouts the wide set's tuning half lacks, in both its halves —
 * a book page with the ingredients in a side column beside the method, a book page with them in
 * two columns across the page, a magazine card with the method beside the list (on either side,
 * headings inside the list), and a card lettered by hand on ruled paper. The halves share the
 * layouts and the code but not the faces (alternate faces of the nine), the seeds or the recipe
 * sources (the wide set's tuning pool, or its held-out pool); the held-out half draws every
 * photo effect, the tuning half only the wide tuning half's effects.
 */
const LAYOUTS_SET: Layout[] = ['book', 'book-columns', 'beside', 'hand'];
const ALL_EFFECTS: Effect[] = [...TUNING_EFFECTS, ...HELD_OUT_EFFECTS];

export function layoutCards(count = 40): Card[] {
  const cardSeed = (index: number) => 31_3031 + index * 7_919;
  return drawCards(
    count,
    [31_101, 31_102],
    cardSeed,
    ({ half, next, turn, hand, pages }, index) => {
      const source =
        turn % 4 === 1 ? hand[Math.floor(turn / 4) % hand.length]! : pages[turn % pages.length]!;
      const layout = LAYOUTS_SET[turn % LAYOUTS_SET.length]!;
      const effects = half === 'tuning' ? TUNING_EFFECTS : ALL_EFFECTS;
      const { chosen, form } = effectsAndForm(next, effects, 0.4);
      const faces = BODY_FONTS.filter((_, at) => at % 2 === (half === 'tuning' ? 0 : 1));
      const font = pick(next, faces);
      const base = look(next, layout);
      return {
        id: `lay-${String(index + 1).padStart(3, '0')}`,
        half,
        set: 'layouts',
        style: `${layout}+${chosen.join('+')}`,
        source: source.source,
        fractions: form,
        recipe: withFractions(source, form),
        look: {
          ...base,
          font,
          titleFont: layout === 'hand' ? font : pick(next, faces),
          width: Math.round(between(next, 760, 980)),
          columns: layout === 'book' || layout === 'beside' ? 2 : 1,
          side: layout === 'beside' && next() < 0.35 ? 'right' : 'left',
        },
        shot: shot(next, chosen),
      } satisfies Card;
    },
  );
}

/**
 * The effects set (issue 31, session 20): every layout of the other sets, each photo taken with
 * one of the effects the wide set keeps for its held-out half (motion blur, defocus, warm dim
 * light) and maybe one more of any kind, so that rules for blurred and dim photos and for index
 * cards have a tuning half to be found on. Its halves share the code but not the seeds, the
 * faces (alternate faces of the nine) or the recipe sources (the wide set's tuning pool, or its
 * held-out pool); its held-out half is never tuned on.
 */
const EVERY_LAYOUT: Layout[] = [
  ...new Set<Layout>([...TUNING_LAYOUTS, ...HELD_OUT_LAYOUTS, ...LAYOUTS_SET]),
];

/**
 * One of the held-out halves' effects and, on two cards in five, one more of any kind, with the
 * card's fraction form: the effects set's draw, and the fresh set's.
 */
function heldOutEffectAndMore(next: () => number): { effects: Effect[]; form: FractionForm } {
  const first = pick(next, HELD_OUT_EFFECTS);
  const { chosen, form } = effectsAndForm(next, ALL_EFFECTS, 0);
  const second = chosen[0]!;
  return { effects: next() < 0.4 && second !== first ? [first, second] : [first], form };
}

/**
 * A layout's `base` look made the card's: a body face from `faces` (a book page and an index card
 * keep their own), two columns for a book page and a list beside its method, and the side of the
 * method for the latter.
 */
function cardLook(
  next: () => number,
  layout: Layout,
  base: CardLook,
  faces: readonly string[],
): CardLook {
  const bookish = layout === 'book' || layout === 'index';
  return {
    ...base,
    ...(bookish ? {} : { font: pick(next, faces) }),
    columns: layout === 'book' || layout === 'beside' ? 2 : base.columns,
    ...(layout === 'beside' ? { side: next() < 0.35 ? 'right' : 'left' } : {}),
  };
}

export function effectCards(count = 40): Card[] {
  const cardSeed = (index: number) => 31_4041 + index * 6_661;
  return drawCards(
    count,
    [31_201, 31_202],
    cardSeed,
    ({ half, next, turn, hand, pages }, index) => {
      const source =
        turn % 4 === 2
          ? hand[Math.floor(turn / 4) % hand.length]!
          : pages[(turn * 3) % pages.length]!;
      const layout = EVERY_LAYOUT[turn % EVERY_LAYOUT.length]!;
      const { effects, form } = heldOutEffectAndMore(next);
      const faces = BODY_FONTS.filter((_, at) => at % 2 === (half === 'tuning' ? 0 : 1));
      return {
        id: `fx-${String(index + 1).padStart(3, '0')}`,
        half,
        set: 'effects',
        style: `${layout}+${effects.join('+')}`,
        source: source.source,
        fractions: form,
        recipe: withFractions(source, form),
        look: cardLook(next, layout, look(next, layout), faces),
        shot: shot(next, effects),
      } satisfies Card;
    },
  );
}

/**
 * The novel set (issue 31, session 37): cards unlike every other set's, to find rules on that
 * were not made for the committed halves. Two layouts no other set has — the list in a ruled
 * box under a heading reversed out of a dark band, over two columns with small-capital headings
 * (`boxed`), and a cookbook's table of amounts right-aligned beside their foods (`grid`) — among
 * the held-out halves' layouts (book, book-columns, beside, hand, index, sections, columns); and
 * shots no other set takes: turned 6-11° and sheared up to 0.1 (`skew`), a page curled up
 * towards one edge (`curl`), a small photo (`lowres`), each alone or with motion blur, defocus
 * or dim light. Both halves are drawn the usual way (the tuning or held-out recipe pool); its
 * held-out half is for totals only.
 */
const NOVEL_LAYOUTS: Layout[] = [
  'boxed',
  'grid',
  'book',
  'book-columns',
  'beside',
  'hand',
  'index',
  'sections',
  'columns',
];
const NOVEL_EFFECTS: Effect[] = ['skew', 'curl', 'lowres'];

export function novelCards(count = 40): Card[] {
  const cardSeed = (index: number) => 37_5051 + index * 5_113;
  return drawCards(
    count,
    [37_301, 37_302],
    cardSeed,
    ({ half, next, turn, hand, pages }, index) => {
      const source =
        turn % 4 === 3
          ? hand[Math.floor(turn / 4) % hand.length]!
          : pages[(turn * 5 + 1) % pages.length]!;
      const layout = NOVEL_LAYOUTS[turn % NOVEL_LAYOUTS.length]!;
      const first = NOVEL_EFFECTS[Math.floor(turn / 3) % NOVEL_EFFECTS.length]!;
      const { form } = effectsAndForm(next, ALL_EFFECTS, 0);
      const second = pick(next, HELD_OUT_EFFECTS);
      const effects: Effect[] = next() < 0.5 ? [first, second] : [first];
      const faces = BODY_FONTS.filter((_, at) => at % 2 === (half === 'tuning' ? 0 : 1));
      const base = look(next, layout);
      const taken = shot(next, effects);
      const steep = effects.includes('skew');
      const sign = next() < 0.5 ? -1 : 1;
      return {
        id: `nov-${String(index + 1).padStart(3, '0')}`,
        half,
        set: 'novel',
        style: `${layout}+${effects.join('+')}`,
        source: source.source,
        fractions: form,
        recipe: withFractions(source, form),
        look: cardLook(next, layout, base, faces),
        shot: steep
          ? {
              ...taken,
              angle: sign * between(next, 6, 11),
              shear: -sign * between(next, 0.04, 0.1),
            }
          : taken,
      } satisfies Card;
    },
  );
}

/**
 * The fresh set (session 39): tuning cards that behave like unseen ones. The committed tuning
 * halves now read 95-99% of their lines while their held-out halves read 72-77%: the rules fit
 * the tuning cards. These 24 cards are drawn like the effects set (every layout, motion blur,
 * defocus or dim light, on some one more effect of any kind) but with seeds of their own, any of
 * the nine faces, and recipes from the wide set's tuning pool that no other set's tuning card
 * prints (the least used ones when those run out), so no rule was made on them. Every card is
 * tuning (there is no held-out half): their misses may be read and tuned on, and a rule found on
 * them is then checked on the other sets' tuning halves.
 */
const recipeKey = (recipe: { source: string; title: string }) =>
  `${recipe.source}\n${recipe.title}`;

/** How many of `cards` of `half` print each recipe, by `recipeKey`. */
function printedCounts(cards: readonly Card[], half: Card['half']): Map<string, number> {
  const printed = new Map<string, number>();
  for (const card of cards) {
    if (card.half !== half || card.source === undefined) continue;
    const key = recipeKey({ source: card.source, title: card.recipe.title });
    printed.set(key, (printed.get(key) ?? 0) + 1);
  }
  return printed;
}

/** `recipes` least printed first (never printed before all others), in their order within each count. */
function leastPrintedFirst<R extends { source: string; title: string }>(
  recipes: readonly R[],
  printed: ReadonlyMap<string, number>,
): R[] {
  return recipes
    .map((recipe, at) => ({ recipe, at, times: printed.get(recipeKey(recipe)) ?? 0 }))
    .sort((a, b) => a.times - b.times || a.at - b.at)
    .map((entry) => entry.recipe);
}

export function freshCards(count = 24): Card[] {
  const printed = printedCounts(
    [...wideCards(), ...layoutCards(), ...effectCards(), ...novelCards()],
    'tuning',
  );
  // Least printed first, in a seeded order within each count.
  const pool = leastPrintedFirst(shuffled(recipePools().tuning, 39_401), printed);
  return Array.from({ length: count }, (_, index) => {
    const next = random(39_6061 + index * 4_481);
    const source = pool[index % pool.length]!;
    const layout = EVERY_LAYOUT[index % EVERY_LAYOUT.length]!;
    const { effects, form } = heldOutEffectAndMore(next);
    return {
      id: `fr-${String(index + 1).padStart(3, '0')}`,
      half: 'tuning',
      set: 'fresh',
      style: `${layout}+${effects.join('+')}`,
      source: source.source,
      fractions: form,
      recipe: withFractions(source, form),
      look: cardLook(next, layout, look(next, layout), BODY_FONTS),
      shot: shot(next, effects),
    } satisfies Card;
  });
}

/**
 * The varied set (session 53): 40 cards that are **all held-out**, a measure of unseen cards
 * that no rule is tuned on. Every layout of every set in turn (numbered and bulleted lists,
 * headings inside lists, two columns, web and book pages, index and hand-lettered cards, the
 * boxed list, the table of amounts), every way of writing fractions in turn, any of the ten
 * faces (the nine and DejaVu Sans Light) at 15-30 px, and one to three photo effects drawn
 * from all ten (glare, shadow, texture, perspective, motion blur, defocus, dim light, a steep
 * turn, a curled page, a small photo). Recipes from the held-out pool only, those no other
 * set's held-out card prints first, so its cards share neither a recipe nor a seed with any
 * tuning card. Its tuning twin (`half` 'tuning', `vt-001` …) is drawn the same way with seeds of
 * its own from the tuning pool (recipes no other tuning card, fresh ones too, prints first):
 * cards like the varied set's whose misses may be read and tuned on.
 */
const VARIED_LAYOUTS: Layout[] = [...new Set<Layout>([...EVERY_LAYOUT, ...NOVEL_LAYOUTS])];
const VARIED_EFFECTS: Effect[] = [...ALL_EFFECTS, ...NOVEL_EFFECTS];
const VARIED_FORMS: FractionForm[] = ['as-written', 'slash', 'glyph', 'glyph-spaced', 'decimal'];
const VARIED_FACES = [...BODY_FONTS, 'DejaVu Sans Light'];

export function variedCards(count = 40, half: 'held-out' | 'tuning' = 'held-out'): Card[] {
  const twin = half === 'tuning';
  // The fresh cards are all tuning: the twin does not print their recipes again first.
  const printed = printedCounts(
    [
      ...wideCards(),
      ...layoutCards(),
      ...effectCards(),
      ...novelCards(),
      ...(twin ? freshCards() : []),
    ],
    half,
  );
  const pools = recipePools();
  const pool = leastPrintedFirst(
    shuffled(twin ? pools.tuning : pools.heldOut, twin ? 53_402 : 53_401),
    printed,
  );
  return Array.from({ length: count }, (_, index) => {
    const next = random((twin ? 53_9091 : 53_7071) + index * 3_571);
    const source = pool[index % pool.length]!;
    const layout = VARIED_LAYOUTS[index % VARIED_LAYOUTS.length]!;
    const form = VARIED_FORMS[index % VARIED_FORMS.length]!;
    const effects: Effect[] = [pick(next, VARIED_EFFECTS)];
    for (const chance of [0.5, 0.2]) {
      const more = pick(next, VARIED_EFFECTS);
      if (next() < chance && !effects.includes(more)) effects.push(more);
    }
    const base = look(next, layout);
    const taken = shot(next, effects);
    const sign = next() < 0.5 ? -1 : 1;
    const bodySize = Math.round(between(next, 15, 30));
    return {
      id: `${twin ? 'vt' : 'var'}-${String(index + 1).padStart(3, '0')}`,
      half,
      set: 'varied',
      style: `${layout}+${effects.join('+')}`,
      source: source.source,
      fractions: form,
      recipe: withFractions(source, form),
      look: { ...cardLook(next, layout, base, VARIED_FACES), bodySize },
      shot: effects.includes('skew')
        ? { ...taken, angle: sign * between(next, 6, 11), shear: -sign * between(next, 0.04, 0.1) }
        : taken,
    } satisfies Card;
  });
}

/**
 * The kinds set (session 56): card kinds no other set has, each in both halves. Three layouts —
 * a recipe plugin's card as a browser prints it (amounts in bold, "US Customary | Metric" and
 * "1x 2x 3x" buttons, a servings box, group headings in small capitals; `plugin`), a landscape
 * card with the ingredients over three columns and the method over two (`columns3`), and a
 * magazine page with a photo's place, its caption, a standfirst and small type, the list ruled
 * row by row in a tinted box (`magazine`); three photo effects — a fold across the card, its two
 * sides shaded apart and moved a little (`crease`), a phone's high-ISO noise in poor light
 * (`noise`), and the focus on one part of the card, the rest softer and softer (`focus`); and two
 * ways of writing fractions — built up from a superscript, the fraction slash and a subscript
 * ("1 ¹⁄₂", `built-up`) and a different form on each line (`mixed`). Every layout meets every
 * effect and form in turn (nine cards), with a second effect of any earlier kind on some cards;
 * faces are the ten and DejaVu Math TeX Gyre, body sizes small (12-14 px), middling (15-24) or
 * large (30-36). Both halves are drawn the same way, with seeds of their own, the tuning half
 * from the tuning pool and the held-out half from the held-out pool, recipes no other card of
 * its half prints first; the held-out half (`kh-`) is for totals only, the tuning half (`kt-`)
 * for tuning.
 */
const KIND_LAYOUTS: Layout[] = ['plugin', 'columns3', 'magazine'];
const KIND_EFFECTS: Effect[] = ['crease', 'noise', 'focus'];
const KIND_FORMS: FractionForm[] = ['built-up', 'mixed', 'glyph'];
const KIND_FACES = [...VARIED_FACES, 'DejaVu Math TeX Gyre'];
const KIND_SIZES: [number, number][] = [
  [12, 14],
  [15, 24],
  [30, 36],
];

export function kindCards(count = 16, half: 'held-out' | 'tuning' = 'tuning'): Card[] {
  const tuning = half === 'tuning';
  const printed = printedCounts(
    [
      ...wideCards(),
      ...layoutCards(),
      ...effectCards(),
      ...novelCards(),
      ...freshCards(),
      ...variedCards(40, half),
    ],
    half,
  );
  const pools = recipePools();
  const pool = leastPrintedFirst(
    shuffled(tuning ? pools.tuning : pools.heldOut, tuning ? 56_402 : 56_401)
      // Recipes with a fraction to write and more than a few lines.
      .filter((recipe) => {
        const items = recipe.groups.flatMap((group) => group.items);
        return items.length >= 5 && items.some((item) => item.search(AMOUNT) >= 0);
      }),
    printed,
  );
  return Array.from({ length: count }, (_, turn) => {
    const next = random((tuning ? 56_1011 : 56_2027) + turn * 2_687);
    const source = pool[turn % pool.length]!;
    const layout = KIND_LAYOUTS[turn % KIND_LAYOUTS.length]!;
    const effect = KIND_EFFECTS[Math.floor(turn / 3) % KIND_EFFECTS.length]!;
    const form = KIND_FORMS[(turn + Math.floor(turn / 3)) % KIND_FORMS.length]!;
    const more = pick(next, VARIED_EFFECTS);
    const effects: Effect[] = next() < 0.35 ? [effect, more] : [effect];
    const [low, high] = KIND_SIZES[Math.floor(turn / 2) % KIND_SIZES.length]!;
    const bodySize = Math.round(between(next, low, high));
    const base = look(next, layout);
    const taken = shot(next, effects);
    const font = pick(next, KIND_FACES);
    return {
      id: `${tuning ? 'kt' : 'kh'}-${String(turn + 1).padStart(3, '0')}`,
      half,
      set: 'kinds',
      style: `${layout}+${effects.join('+')}`,
      source: source.source,
      fractions: form,
      recipe: withFractions(source, form),
      look: {
        ...base,
        font,
        bodySize,
        width: Math.round(
          layout === 'columns3' ? between(next, 1080, 1240) : between(next, 760, 960),
        ),
      },
      // A noisy photo is a dim one, and its JPEG is coarser.
      shot: effects.includes('noise')
        ? { ...taken, quality: Math.round(between(next, 35, 60)) }
        : taken,
    } satisfies Card;
  });
}

/**
 * The wider set (session 71, `wd-001` … `wd-040`, tuning; a held-out half since session 75):
 * kinds of card no other set has, drawn from tuning recipes with a fraction that no other tuning
 * card prints first. Six layouts —
 * a cookbook spread photographed open with the facing page's edge and gutter in view (`spread`),
 * a web page printed with its advertisements, sidebar and cookie notice (`ads`), a recipe written
 * in a handwriting face (`script`), a two-column book page with a photograph in one column
 * (`photo-column`), a phone's screenshot of a recipe app (`app`: status bar, tabs, amounts in a
 * column of their own, round check boxes) and a list marked with typed glyphs and check boxes
 * (`glyphs`: "☐", "✓", "➤", "▪" …) — and one photo effect more: a lamp's low light, a strong
 * warm cast, a vignette and grain (`cast`). A spread is always taken at an angle (perspective,
 * and a curl towards the gutter); a screenshot is not photographed at all (`screenshot`).
 * Fractions alternate between glyphs ("⅓", "1½") and slashes ("1/3", "1 1/2"), now and then
 * as written or spaced ("1 ½"). Like the fresh draws, these are tuning cards that no rule was
 * made on: their figures estimate unseen cards, and their misses may be read.
 *
 * Its held-out half (session 75, `wh-001` … `wh-040`, totals only, never tuned on) is drawn by
 * the same generator with seeds of its own, from the held-out recipe pool (recipes with a fraction
 * that no other set's held-out card prints first), in faces no tuning card of the set has: the
 * body in Merriweather (`@fontsource/merriweather`) or DejaVu Math TeX Gyre, and the handwritten
 * cards in Patrick Hand (`@fontsource/patrick-hand`, a printed hand) instead of Caveat.
 */
const WIDER_LAYOUTS: Layout[] = ['spread', 'ads', 'script', 'photo-column', 'app', 'glyphs'];
const WIDER_FORMS: FractionForm[] = [
  'glyph',
  'slash',
  'glyph',
  'slash',
  'glyph-spaced',
  'as-written',
];

/** The held-out half's faces: none of them on a tuning card of the wider set. */
const WIDER_HELD_OUT_FACES = ['Merriweather', 'DejaVu Math TeX Gyre'];
const WIDER_HELD_OUT_HAND = 'Patrick Hand';

export function widerCards(count = 40, half: 'held-out' | 'tuning' = 'tuning'): Card[] {
  const tuning = half === 'tuning';
  const printed = printedCounts(
    tuning
      ? [
          ...wideCards(),
          ...layoutCards(),
          ...effectCards(),
          ...novelCards(),
          ...freshCards(),
          ...variedCards(120, 'tuning'),
          ...kindCards(16, 'tuning'),
        ]
      : [
          ...wideCards(),
          ...layoutCards(),
          ...effectCards(),
          ...novelCards(),
          ...variedCards(40, 'held-out'),
          ...kindCards(16, 'held-out'),
        ],
    half,
  );
  const pools = recipePools();
  const pool = leastPrintedFirst(
    shuffled(tuning ? pools.tuning : pools.heldOut, tuning ? 71_402 : 75_402).filter((recipe) =>
      recipe.groups.flatMap((group) => group.items).some((item) => item.search(AMOUNT) >= 0),
    ),
    printed,
  );
  return Array.from({ length: count }, (_, index) => {
    const next = random((tuning ? 71_8081 : 75_3023) + index * 2_909);
    const source = pool[index % pool.length]!;
    const layout = WIDER_LAYOUTS[index % WIDER_LAYOUTS.length]!;
    const form =
      WIDER_FORMS[Math.floor(index / WIDER_LAYOUTS.length + index) % WIDER_FORMS.length]!;
    const effects: Effect[] =
      layout === 'app' ? ['screenshot'] : layout === 'spread' ? ['perspective', 'curl'] : [];
    if (layout !== 'app') {
      // The lamp-lit cast on one card in three, else one effect of any earlier kind on most.
      if (next() < 0.35) effects.push('cast');
      else if (next() < 0.7) {
        const more = pick(next, VARIED_EFFECTS);
        if (!effects.includes(more)) effects.push(more);
      }
    }
    const base = look(next, layout);
    const taken = shot(next, effects);
    const bodySize = Math.round(
      between(next, layout === 'app' ? 15 : 16, layout === 'app' ? 19 : 26),
    );
    const width =
      layout === 'app' ? Math.round(between(next, 360, 430)) : Math.round(between(next, 760, 1000));
    return {
      id: `${tuning ? 'wd' : 'wh'}-${String(index + 1).padStart(3, '0')}`,
      half,
      set: 'wider',
      style: `${layout}+${effects.join('+')}`,
      source: source.source,
      fractions: form,
      recipe: withFractions(source, form),
      look: {
        ...cardLook(next, layout, base, tuning ? VARIED_FACES : WIDER_HELD_OUT_FACES),
        bodySize,
        width,
        side: next() < 0.5 ? 'left' : 'right',
        ...(tuning ? {} : { hand: WIDER_HELD_OUT_HAND }),
      },
      shot:
        layout === 'app'
          ? { ...taken, angle: 0, shear: 0, scale: between(next, 2.6, 3) }
          : layout === 'spread'
            ? { ...taken, angle: (next() < 0.5 ? -1 : 1) * between(next, 3, 8) }
            : taken,
    } satisfies Card;
  });
}
