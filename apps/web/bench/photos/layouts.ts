/**
 * The wide set's layouts as printed pages (issue 31): numbered lists, headings inside a list,
 * a list in two columns, a printed web page (site header, "Jump to Recipe", checkbox squares,
 * the browser's print header and footer), a book page (running head, serif, ingredients in a side
 * column, justified numbered paragraphs) and a typed index card on lined paper.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Card } from './cards.ts';

export const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The ingredient groups as markup: each group's title (when it has one) by `title`, then its
 * items by `item`, wrapped by `wrap`. Title before items, so a caller's numbering or seeded
 * wobble runs in reading order.
 */
const groupMarkup = (
  card: Card,
  title: (text: string) => string,
  item: (text: string) => string,
  wrap = (items: string) => items,
) =>
  card.recipe.groups
    .map(
      (group) => `${group.title ? title(group.title) : ''}${wrap(group.items.map(item).join(''))}`,
    )
    .join('');

/** Each group of the ingredients: its title as a heading, its items in `open` … `close`. */
export const groupsHtml = (card: Card, open: string, close: string) =>
  groupMarkup(
    card,
    (text) => `<h3>${escape(text)}</h3>`,
    (text) => `<li>${escape(text)}</li>`,
    (items) => `${open}${items}${close}`,
  );

/** A book's ingredient groups: a small-capital title, a paragraph an item. */
const bookGroups = (card: Card) =>
  groupMarkup(
    card,
    (text) => `<p class="grp">${escape(text)}</p>`,
    (text) => `<p class="ing">${escape(text)}</p>`,
  );

/** A small seeded choice from the card's id, so the clutter differs from card to card. */
const choose = <T>(card: Card, list: readonly T[], salt = 0): T => {
  let hash = salt;
  for (const char of card.id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return list[hash % list.length]!;
};

const SITES = ['The Hungry Larder', 'Pinch of Thyme', 'Kitchen Notes', 'Supper Club Online'];
const CHAPTERS = ['SUNDAY SUPPERS', 'Quick Suppers', 'BAKING DAY', 'Soups & Salads'];
const INTROS = [
  'A dependable recipe for a weeknight, and better the next day.',
  'This one has been made in our kitchen more times than we can count.',
  '',
];

function baseCss(card: Card): string {
  const { look } = card;
  return `body { margin: 0; background: ${look.paper}; color: ${look.ink}; }
main { width: ${look.width}px; padding: 40px 52px; box-sizing: border-box;
  font-family: '${look.font}'; font-size: ${look.bodySize}px; line-height: 1.4; }
h1 { font-family: '${look.titleFont}'; font-size: ${look.titleSize}px; font-style: ${look.titleStyle};
  text-transform: ${look.titleCase}; line-height: 1.15; margin: 0 0 22px; max-width: ${Math.round(look.width * 0.8)}px; }
h2 { font-size: ${look.bodySize + 4}px; margin: 18px 0 8px; }
h3 { font-size: ${look.bodySize}px; margin: 12px 0 4px; }
ul, ol { margin: 0; }
li { margin: 3px 0; }
p.step { text-align: ${look.justify ? 'justify' : 'left'}; margin: 0 0 10px; }`;
}

const page = (card: Card, css: string, body: string) =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><style>${embeddedFaces(card)}${baseCss(card)}
${css}</style></head><body><main>${body}</main></body></html>`;

const stepsList = (card: Card) =>
  `<ol>${card.recipe.steps.map((step) => `<li>${escape(step)}</li>`).join('')}</ol>`;

export const BULLETS: Record<Card['look']['bullet'], string> = {
  none: 'list-style: none; padding-left: 0;',
  disc: 'list-style: disc; padding-left: 1.4em;',
  square: 'list-style: square; padding-left: 1.4em;',
  dash: "list-style: '– '; padding-left: 1.4em;",
  box: "list-style: '▢  '; padding-left: 1.6em;",
};

/** Ingredients numbered "1." or "1)" on through the groups; the method numbered too. */
function numbered(card: Card): string {
  const suffix = card.look.marker === '1)' ? ')' : '.';
  const groups = groupsHtml(card, '<ol class="ing">', '</ol>');
  return page(
    card,
    `main { counter-reset: n; }
ol.ing { list-style: none; padding-left: 0; }
ol.ing li { counter-increment: n; }
ol.ing li::before { content: counter(n) "${suffix}"; display: inline-block; min-width: 2em; }`,
    `<h1>${escape(card.recipe.title)}</h1><h2>Ingredients</h2>${groups}<h2>Method</h2>${stepsList(card)}`,
  );
}

/** Group headings as items of one list ("For the dressing" inside the list, no bullet). */
function sections(card: Card): string {
  const style = choose(card, [
    'font-style: italic;',
    'font-weight: bold;',
    'font-variant: small-caps;',
  ]);
  const items = groupMarkup(
    card,
    (text) => `<li class="head">${escape(text)}</li>`,
    (text) => `<li>${escape(text)}</li>`,
  );
  return page(
    card,
    `ul { ${BULLETS[card.look.bullet]} }
li.head { list-style: none; ${style} margin-top: 10px; margin-left: -1.2em; }`,
    `<h1>${escape(card.recipe.title)}</h1><h2>Ingredients</h2><ul>${items}</ul><h2>Method</h2>${stepsList(card)}`,
  );
}

/** The ingredient list flowing over two columns, the method under it across the page. */
function columns(card: Card): string {
  const groups = groupsHtml(card, '<ul>', '</ul>');
  return page(
    card,
    `.cols { column-count: 2; column-gap: 48px; }
h3 { break-after: avoid; }
li { break-inside: avoid; }
ul { ${BULLETS[card.look.bullet]} }`,
    `<h1>${escape(card.recipe.title)}</h1><h2>Ingredients</h2><div class="cols">${groups}</div><h2>Method</h2>${stepsList(card)}`,
  );
}

/** A recipe web page as a browser prints it. */
function web(card: Card): string {
  const site = choose(card, SITES);
  const slug = card.recipe.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-|-$/gu, '');
  const logo = Math.round(card.look.titleSize * choose(card, [0.6, 0.7, 0.8], 1));
  const groups = groupsHtml(card, '<ul class="check">', '</ul>');
  return page(
    card,
    `.print { font-family: 'Liberation Sans'; font-size: 13px; color: #444; display: flex; justify-content: space-between; margin: -24px 0 14px; }
header { display: flex; align-items: baseline; gap: 28px; border-bottom: 2px solid #c44; padding-bottom: 10px; margin-bottom: 14px; }
.logo { font-family: 'DejaVu Serif'; font-weight: bold; font-size: ${logo}px; }
nav { font-family: 'Liberation Sans'; font-size: 15px; word-spacing: 14px; }
.jump { font-family: 'Liberation Sans'; font-size: 15px; margin: 0 0 16px; }
.jump span { border: 1px solid #888; padding: 4px 10px; margin-right: 12px; }
.crumbs, .meta { font-size: 15px; color: #555; margin: 0 0 10px; }
ul.check { list-style: none; padding-left: 0; }
ul.check li::before { content: ''; display: inline-block; width: 0.7em; height: 0.7em; border: 2px solid currentColor; margin-right: 0.6em; vertical-align: -0.05em; }
footer { font-family: 'Liberation Sans'; font-size: 13px; color: #444; display: flex; justify-content: space-between; margin-top: 24px; }`,
    `<div class="print"><span>28/11/2026, 12:44</span><span>${escape(card.recipe.title)} | ${site}</span></div>
<header><span class="logo">${site}</span><nav>Recipes Dinners Baking About Search</nav></header>
<div class="jump"><span>Jump to Recipe</span><span>Print Recipe</span></div>
<p class="crumbs">Home » Recipes » Dinners</p>
<h1>${escape(card.recipe.title)}</h1>
<p class="meta">★★★★★ 4.8 from 126 votes · Prep Time 15 mins · Cook Time 30 mins · Servings 4</p>
<h2>Ingredients</h2>${groups}<h2>Instructions</h2>${stepsList(card)}
<footer><span>https://www.${site.toLowerCase().replace(/\s+/gu, '')}.co.uk/${slug}/</span><span>1/2</span></footer>`,
  );
}

/** A cookbook page: running head, title, intro, ingredients in a side column, numbered paragraphs. */
function book(card: Card): string {
  const chapter = choose(card, CHAPTERS);
  const intro = choose(card, INTROS, 2);
  const groups = bookGroups(card);
  const steps = card.recipe.steps
    .map((step, index) => `<p class="step"><b>${index + 1}</b>&ensp;${escape(step)}</p>`)
    .join('');
  return page(
    card,
    `.head { font-size: ${Math.round(card.look.bodySize * 0.7)}px; letter-spacing: 0.12em; display: flex; justify-content: space-between; margin-bottom: 28px; }
h1 { text-align: center; margin-left: auto; margin-right: auto; }
.intro { font-style: italic; text-align: center; margin: 0 0 22px; }
.cols { display: grid; grid-template-columns: 32% 1fr; gap: 34px; }
.side { font-size: ${Math.round(card.look.bodySize * 0.88)}px; }
p.ing { margin: 0 0 4px; }
p.grp { font-variant: small-caps; font-weight: bold; margin: 10px 0 4px; }
.folio { text-align: center; margin-top: 26px; font-size: ${Math.round(card.look.bodySize * 0.75)}px; }`,
    `<div class="head"><span>${chapter}</span><span>${escape(card.recipe.title)}</span></div>
<h1>${escape(card.recipe.title)}</h1>${intro ? `<p class="intro">${intro}</p>` : ''}
<div class="cols"><section class="side">${groups}</section><section>${steps}</section></div>
<div class="folio">142</div>`,
  );
}

/** A typed index card on lined paper: markers typed in the text ("- ", "1) ", "* "). */
function index(card: Card): string {
  let n = 0;
  const marker = () => {
    n += 1;
    const kind = card.look.marker ?? '–';
    return kind === '1.' || kind === '1)'
      ? `${n}${kind.slice(1)} `
      : kind === '•'
        ? '- '
        : `${kind} `;
  };
  const groups = groupMarkup(
    card,
    (text) => `<p>${escape(text)}:</p>`,
    (text) => `<p>${escape(marker() + text)}</p>`,
  );
  const steps = card.recipe.steps.map((step, at) => `<p>${at + 1}. ${escape(step)}</p>`).join('');
  const line = Math.round(card.look.bodySize * 1.5);
  return page(
    card,
    `main { line-height: ${line}px; background-image: linear-gradient(#d9534f, #d9534f), repeating-linear-gradient(to bottom, transparent 0, transparent ${line - 1}px, #9fc3e6 ${line - 1}px, #9fc3e6 ${line}px);
  background-size: 100% 2px, 100% 100%; background-repeat: no-repeat, repeat; background-position: 0 ${line * 2 + 36}px, 0 40px; }
h1 { line-height: ${line * 2}px; margin: 0; font-size: ${Math.min(card.look.titleSize, line * 1.6)}px; }
p { margin: 0; }`,
    `<h1>${escape(card.recipe.title)}</h1><p>Ingredients:</p>${groups}<p>Method:</p>${steps}`,
  );
}

/**
 * A cookbook page with the ingredients in two columns across the page under the title and
 * introduction (group headings inside the columns), the method's numbered paragraphs under them.
 */
function bookColumns(card: Card): string {
  const chapter = choose(card, CHAPTERS);
  const intro = choose(card, INTROS, 2);
  const groups = bookGroups(card);
  const steps = card.recipe.steps
    .map((step, index) => `<p class="step"><b>${index + 1}.</b> ${escape(step)}</p>`)
    .join('');
  return page(
    card,
    `.head { font-size: ${Math.round(card.look.bodySize * 0.7)}px; letter-spacing: 0.12em; display: flex; justify-content: space-between; margin-bottom: 24px; }
.intro { font-style: italic; margin: 0 0 18px; }
.ings { column-count: 2; column-gap: 44px; margin: 0 0 18px; padding: 10px 0; border-top: 1px solid currentColor; border-bottom: 1px solid currentColor; }
p.ing { margin: 0 0 4px; break-inside: avoid; }
p.grp { font-variant: small-caps; font-weight: bold; margin: 6px 0 4px; break-after: avoid; }
.folio { text-align: right; margin-top: 22px; font-size: ${Math.round(card.look.bodySize * 0.75)}px; }`,
    `<div class="head"><span>${chapter}</span><span>${escape(card.recipe.title)}</span></div>
<h1>${escape(card.recipe.title)}</h1>${intro ? `<p class="intro">${intro}</p>` : ''}
<div class="ings">${groups}</div>${steps}
<div class="folio">87</div>`,
  );
}

/**
 * A magazine card: the ingredient list (headings inside it, bulleted or numbered) in a tinted
 * panel on one side and the method on the other, each under its own heading.
 */
function beside(card: Card): string {
  const numbered = card.look.marker === '1.' || card.look.marker === '1)';
  const items = groupMarkup(
    card,
    (text) => `<li class="head">${escape(text)}</li>`,
    (text) => `<li>${escape(text)}</li>`,
  );
  const list = numbered ? `<ol class="ing">${items}</ol>` : `<ul class="ing">${items}</ul>`;
  const panel = `<section class="panel"><h2>Ingredients</h2>${list}</section>`;
  const method = `<section><h2>Method</h2>${stepsList(card)}</section>`;
  const right = card.look.side === 'right';
  return page(
    card,
    `.cols { display: grid; grid-template-columns: ${right ? '1fr 36%' : '36% 1fr'}; gap: 30px; }
.panel { background: rgba(0, 0, 0, 0.05); padding: 10px 14px; }
ul.ing { ${BULLETS[card.look.bullet]} }
ol.ing { padding-left: 1.6em; counter-reset: n; list-style: none; }
ol.ing li:not(.head) { counter-increment: n; }
ol.ing li:not(.head)::before { content: counter(n) "${card.look.marker === '1)' ? ')' : '.'}"; display: inline-block; min-width: 1.6em; margin-left: -1.6em; }
li.head { list-style: none; font-weight: bold; margin: 10px 0 2px -1.2em; }
ol.ing li.head { margin-left: -1.6em; }`,
    `<h1>${escape(card.recipe.title)}</h1><div class="cols">${right ? method + panel : panel + method}</div>`,
  );
}

/**
 * A recipe card lettered by hand on ruled paper, as near as the machine's faces come: an
 * italic face, each line a little turned, lifted and moved, the words spaced unevenly; group
 * headings underlined inside the list.
 */
function hand(card: Card): string {
  const line = Math.round(card.look.bodySize * 1.6);
  // Each line's own wobble, seeded from the card and the line's place.
  let n = 0;
  const wobble = () => {
    n += 1;
    const turn = (choose(card, [-9, -6, -4, -2, 0, 2, 3, 5, 8], n) / 10).toFixed(1);
    const lift = choose(card, [-3, -2, -1, 0, 1, 2], n + 50);
    const shift = choose(card, [0, 4, 8, 12, 2, 6], n + 100);
    const spacing = choose(card, [0, 1, 2, 3], n + 150);
    return `style="transform: translate(${shift}px, ${lift}px) rotate(${turn}deg); word-spacing: ${spacing}px"`;
  };
  let count = 0;
  const marker = () => {
    const kind = card.look.marker ?? '–';
    count += 1;
    return kind === '1.' || kind === '1)'
      ? `${count}${kind.slice(1)} `
      : kind === '•'
        ? ''
        : `${kind} `;
  };
  const groups = groupMarkup(
    card,
    (text) => `<p class="grp" ${wobble()}>${escape(text)}</p>`,
    (text) => `<p ${wobble()}>${escape(marker() + text)}</p>`,
  );
  const steps = card.recipe.steps
    .map((step, at) => `<p ${wobble()}>${at + 1}. ${escape(step)}</p>`)
    .join('');
  return page(
    card,
    `main { font-style: italic; line-height: ${line}px; background-image: repeating-linear-gradient(to bottom, transparent 0, transparent ${line - 1}px, #a9c6e2 ${line - 1}px, #a9c6e2 ${line}px); background-position: 0 ${line * 2 + 40 - 6}px; }
h1 { line-height: ${line * 2}px; margin: 0; font-style: italic; font-size: ${Math.min(card.look.titleSize, line * 1.5)}px; }
p { margin: 0; transform-origin: left center; }
p.grp { text-decoration: underline; }
p.sub { margin-top: ${line}px; }`,
    `<h1 ${wobble()}>${escape(card.recipe.title)}</h1><p class="sub" ${wobble()}>Ingredients</p>${groups}<p class="sub" ${wobble()}>Method</p>${steps}`,
  );
}

/**
 * A magazine card with the ingredients in a ruled box under a heading reversed out of a dark band
 * ("INGREDIENTS" in the paper's colour), the list flowing over two columns inside the box with
 * its group headings in small capitals, the method numbered under the box across the page.
 */
function boxed(card: Card): string {
  const groups = groupMarkup(
    card,
    (text) => `<p class="grp">${escape(text)}</p>`,
    (text) => `<p class="ing">${escape(text)}</p>`,
  );
  return page(
    card,
    `.box { border: 2px solid currentColor; margin: 0 0 20px; }
.band { background: ${card.look.ink}; color: ${card.look.paper}; font-weight: bold; letter-spacing: 0.1em; padding: 6px 14px; }
.list { column-count: 2; column-gap: 40px; padding: 10px 14px; }
p.ing { margin: 0 0 5px; break-inside: avoid; }
p.grp { font-variant: small-caps; font-weight: bold; margin: 8px 0 4px; break-after: avoid; }
h2 { text-transform: uppercase; letter-spacing: 0.08em; }`,
    `<h1>${escape(card.recipe.title)}</h1><div class="box"><div class="band">INGREDIENTS</div><div class="list">${groups}</div></div><h2>Method</h2>${stepsList(card)}`,
  );
}

/** An amount at a line's head (figures, fractions, a range, "x 400g") with its unit, and the rest. */
const AMOUNT_HEAD =
  /^((?:[\d½¼¾⅓⅔⅛][\d½¼¾⅓⅔⅛./⁄]*(?:\s?[-–]\s?[\d½¼¾⅓⅔⅛./⁄]+)?(?:\s?x\s?\d+\s?(?:g|ml)\b)?\s?)+(?:(?:kg|g|ml|l|oz|lb|lbs|tsp|tbsp|teaspoons?|tablespoons?|cups?|cloves?|pinch(?:es)?|tins?|cans?)\b\.?)?)\s+(.+)$/iu;

/**
 * A cookbook's ingredients as a table: the amount in a column of its own, right-aligned, and the
 * food beside it, group headings across both; the method's numbered paragraphs under it.
 */
function grid(card: Card): string {
  const row = (text: string) => {
    const split = AMOUNT_HEAD.exec(text);
    return split
      ? `<tr><td class="amt">${escape(split[1]!.trim())}</td><td>${escape(split[2]!)}</td></tr>`
      : `<tr><td class="amt"></td><td>${escape(text)}</td></tr>`;
  };
  const groups = groupMarkup(
    card,
    (text) => `<tr><td colspan="2" class="grp">${escape(text)}</td></tr>`,
    row,
  );
  const steps = card.recipe.steps
    .map((step, index) => `<p class="step"><b>${index + 1}.</b> ${escape(step)}</p>`)
    .join('');
  return page(
    card,
    `table { border-collapse: collapse; margin: 0 0 20px; }
td { padding: 2px 0; vertical-align: top; }
td.amt { text-align: right; padding-right: 18px; white-space: nowrap; font-weight: bold; }
td.grp { font-style: italic; padding-top: 10px; }`,
    `<h1>${escape(card.recipe.title)}</h1><h2>Ingredients</h2><table>${groups}</table><h2>Method</h2>${steps}`,
  );
}

/** Built-up fractions ("1⁄2", session 56's kinds set) set as a superscript, the slash, a subscript. */
const builtUp = (html: string) => html.replace(/(\d)⁄(\d)/gu, '<sup>$1</sup>⁄<sub>$2</sub>');
const BUILT_UP_CSS = `sup, sub { font-size: 0.62em; line-height: 0; }
sup { vertical-align: 0.42em; } sub { vertical-align: -0.08em; }`;

/**
 * A recipe plugin's card as a browser prints it (session 56): a bordered card, the amount at each
 * item's head in bold, the servings in a box, "US Customary | Metric" and "1x 2x 3x" buttons over
 * the list, group headings in small capitals, a coloured disc a bullet, notes under the method.
 */
function plugin(card: Card): string {
  const accent = choose(card, ['#b5462f', '#2f6db5', '#3c8a4a', '#8a3c7a']);
  const item = (text: string) => {
    const split = AMOUNT_HEAD.exec(text);
    return split
      ? `<li><b>${escape(split[1]!.trim())}</b> ${escape(split[2]!)}</li>`
      : `<li>${escape(text)}</li>`;
  };
  const groups = groupMarkup(
    card,
    (text) => `<h3>${escape(text)}</h3>`,
    item,
    (items) => `<ul class="ing">${items}</ul>`,
  );
  const serves = choose(card, [2, 4, 6, 8], 3);
  return page(
    card,
    `${BUILT_UP_CSS}
.card { border: 2px solid ${accent}; border-radius: 8px; padding: 18px 24px; }
.card h1 { text-align: center; }
.meta { display: flex; justify-content: center; gap: 26px; font-size: ${Math.max(11, Math.round(card.look.bodySize * 0.8))}px; text-transform: uppercase; letter-spacing: 0.06em; margin: 0 0 14px; }
.meta b { color: ${accent}; }
.meta .box { border: 1px solid currentColor; padding: 0 6px; }
h2 { color: ${accent}; border-bottom: 1px solid #ccc; padding-bottom: 4px; }
.buttons { font-family: 'Liberation Sans'; font-size: 14px; margin: 4px 0 8px; }
.buttons span { border: 1px solid ${accent}; padding: 2px 8px; margin-right: 4px; }
.buttons .gap { border: 0; margin-right: 24px; }
h3 { font-variant: small-caps; font-size: ${card.look.bodySize + 1}px; }
ul.ing { list-style: disc; padding-left: 1.3em; }
ul.ing li::marker { color: ${accent}; }
.notes { font-style: italic; color: #555; font-size: ${Math.max(11, Math.round(card.look.bodySize * 0.85))}px; }`,
    builtUp(`<div class="card"><h1>${escape(card.recipe.title)}</h1>
<p class="meta"><span><b>Prep</b> 15 mins</span><span><b>Cook</b> 25 mins</span><span><b>Servings</b> <span class="box">${serves}</span></span></p>
<h2>Ingredients</h2><p class="buttons"><span>US Customary</span><span class="gap">Metric</span><span>1x</span><span>2x</span><span>3x</span></p>${groups}
<h2>Instructions</h2>${stepsList(card)}
<h2>Notes</h2><p class="notes">Keeps for two days in the fridge.</p></div>`),
  );
}

/**
 * A landscape card (session 56): the title over a rule, the ingredients over three columns with
 * their group headings inside the columns in letter-spaced capitals, the method over two columns.
 */
function columns3(card: Card): string {
  const groups = groupMarkup(
    card,
    (text) => `<h3>${escape(text)}</h3>`,
    (text) => `<li>${escape(text)}</li>`,
    (items) => `<ul>${items}</ul>`,
  );
  return page(
    card,
    `${BUILT_UP_CSS}
h1 { border-bottom: 3px double currentColor; padding-bottom: 8px; max-width: none; }
.three { column-count: 3; column-gap: 36px; column-rule: 1px solid #bbb; }
.two { column-count: 2; column-gap: 40px; }
h3 { text-transform: uppercase; letter-spacing: 0.1em; font-size: ${Math.max(11, card.look.bodySize - 2)}px; break-after: avoid; }
li { break-inside: avoid; }
ul { ${BULLETS[card.look.bullet]} }`,
    builtUp(
      `<h1>${escape(card.recipe.title)}</h1><h2>Ingredients</h2><div class="three">${groups}</div><h2>Method</h2><div class="two">${stepsList(card)}</div>`,
    ),
  );
}

/**
 * A magazine page (session 56): a strap line, the title, an italic standfirst, a photo's place
 * with its caption, then the ingredients in a tinted box ruled row by row beside the method's
 * paragraphs, each step's number in a dark circle.
 */
function magazine(card: Card): string {
  const groups = groupMarkup(
    card,
    (text) => `<p class="grp">${escape(text)}</p>`,
    (text) => `<p class="ing">${escape(text)}</p>`,
  );
  const steps = card.recipe.steps
    .map((step, index) => `<p class="step"><span class="n">${index + 1}</span> ${escape(step)}</p>`)
    .join('');
  const strap = choose(card, [
    'EASY · SERVES 4 · 40 MINS',
    'VEGETARIAN · SERVES 6',
    'WEEKNIGHT · 30 MINUTES',
  ]);
  return page(
    card,
    `${BUILT_UP_CSS}
.strap { font-family: 'Liberation Sans'; font-size: ${Math.max(10, Math.round(card.look.bodySize * 0.8))}px; letter-spacing: 0.14em; font-weight: bold; margin: 0 0 6px; }
.stand { font-style: italic; font-size: ${Math.round(card.look.bodySize * 1.15)}px; margin: 0 0 14px; }
.photo { height: ${Math.round(card.look.width * 0.28)}px; background: linear-gradient(135deg, #a7b59a, #6d5f4b 60%, #c9b28a); }
.credit { font-size: ${Math.max(9, Math.round(card.look.bodySize * 0.7))}px; text-align: right; margin: 2px 0 14px; }
.cols { display: grid; grid-template-columns: 38% 1fr; gap: 26px; }
.box { background: rgba(0, 0, 0, 0.06); padding: 8px 12px; }
p.ing { margin: 0; padding: 3px 0; border-bottom: 1px solid rgba(0, 0, 0, 0.25); }
p.grp { font-weight: bold; margin: 10px 0 2px; }
.n { display: inline-block; width: 1.4em; height: 1.4em; line-height: 1.4em; text-align: center; border-radius: 50%; background: ${card.look.ink}; color: ${card.look.paper}; font-weight: bold; font-size: 0.85em; }`,
    builtUp(`<p class="strap">${strap}</p><h1>${escape(card.recipe.title)}</h1>
<p class="stand">${choose(card, INTROS.filter(Boolean), 4)}</p><div class="photo"></div><p class="credit">Photograph: Sam Field</p>
<div class="cols"><section class="box"><h2>Ingredients</h2>${groups}</section><section><h2>Method</h2>${steps}</section></div>`),
  );
}

/**
 * The wider set (session 71): a cookbook spread photographed open, the facing page's edge and
 * its cut-off lines of text on one side of the gutter, the recipe's page a book page (running
 * head, title, ingredients over the method, a folio).
 */
function spread(card: Card): string {
  const facing = card.look.side === 'right' ? 'right' : 'left';
  const filler = [
    'Serve warm with crusty bread and a green salad on the side.',
    'Keeps for three days in the fridge; freeze in portions.',
    'If you cannot find it, use the same weight of the other.',
    'Heat the oven to 200°C/180°C fan/gas 6 before you begin.',
    'Season to taste and scatter over the herbs just before serving.',
  ];
  const lines = Array.from({ length: 26 }, (_, at) => `<p>${filler[at % filler.length]}</p>`).join(
    '',
  );
  const groups = bookGroups(card);
  const steps = card.recipe.steps
    .map((step, index) => `<p class="step"><b>${index + 1}.</b> ${escape(step)}</p>`)
    .join('');
  const edge = Math.round(card.look.width * 0.13);
  return page(
    card,
    `main { position: relative; padding-${facing}: ${edge + 70}px; }
.facing { position: absolute; top: 0; bottom: 0; ${facing}: 0; width: ${edge}px; overflow: hidden; padding: 40px 0; box-sizing: border-box;
  background: linear-gradient(to ${facing === 'left' ? 'right' : 'left'}, rgba(0,0,0,0) 60%, rgba(0,0,0,0.35)); }
.facing p { margin: 0 0 4px; white-space: nowrap; ${facing === 'left' ? 'direction: rtl; text-align: right;' : ''} }
.gutter { position: absolute; top: 0; bottom: 0; ${facing}: ${edge}px; width: 60px;
  background: linear-gradient(to ${facing === 'left' ? 'right' : 'left'}, rgba(0,0,0,0.45), rgba(0,0,0,0)); }
.head { font-size: ${Math.round(card.look.bodySize * 0.7)}px; letter-spacing: 0.12em; margin-bottom: 22px; text-align: ${facing === 'left' ? 'right' : 'left'}; }
p.ing { margin: 0 0 4px; }
p.grp { font-variant: small-caps; font-weight: bold; margin: 10px 0 4px; }
.ings { margin: 0 0 18px; }
.folio { text-align: ${facing === 'left' ? 'right' : 'left'}; margin-top: 20px; font-size: ${Math.round(card.look.bodySize * 0.75)}px; }`,
    `<div class="facing">${lines}</div><div class="gutter"></div>
<div class="head">${choose(card, CHAPTERS)}</div>
<h1>${escape(card.recipe.title)}</h1><div class="ings">${groups}</div>${steps}<div class="folio">${choose(card, [57, 113, 204])}</div>`,
  );
}

/**
 * The wider set: a recipe web page printed with its clutter — a sidebar of popular recipes and a
 * newsletter box beside the recipe, advertisements ("ADVERTISEMENT") between the parts, a cookie
 * notice — and its list bulleted.
 */
function ads(card: Card): string {
  const site = choose(card, SITES, 3);
  const groups = groupsHtml(card, '<ul class="ing">', '</ul>');
  const ad = (text: string) =>
    `<div class="ad"><span class="tag">ADVERTISEMENT</span><b>${text}</b></div>`;
  return page(
    card,
    `main { display: grid; grid-template-columns: 1fr 30%; gap: 28px; }
.top { grid-column: 1 / 3; font-family: 'Liberation Sans'; font-size: 14px; display: flex; justify-content: space-between; border-bottom: 1px solid #999; padding-bottom: 6px; }
.ad { font-family: 'Liberation Sans'; background: #eae4d8; border: 1px solid #bbb; padding: 10px; margin: 14px 0; font-size: 18px; text-align: center; }
.tag { display: block; font-size: 10px; letter-spacing: 0.1em; color: #666; margin-bottom: 4px; }
aside { font-family: 'Liberation Sans'; font-size: 14px; border-left: 1px solid #ccc; padding-left: 16px; }
aside h4 { font-size: 15px; margin: 0 0 8px; text-transform: uppercase; }
aside p { margin: 0 0 8px; }
ul.ing { ${BULLETS[card.look.bullet]} }
.cookie { grid-column: 1 / 3; font-family: 'Liberation Sans'; font-size: 13px; background: #333; color: #eee; padding: 8px 12px; }`,
    `<div class="top"><span>${site}</span><span>Recipes · Collections · Shop · Log in</span></div>
<section><h1>${escape(card.recipe.title)}</h1>
<p class="meta">By the ${site} team · Serves 4 · 45 mins</p>
${ad('Fresh boxes delivered weekly — 50% off your first order')}
<h2>Ingredients</h2>${groups}
${ad('Upgrade your kitchen: pans from £19.99')}
<h2>Method</h2>${stepsList(card)}</section>
<aside><h4>Popular now</h4><p>10 best one-pot dinners</p><p>Easy banana bread</p><p>Slow cooker beef stew</p><p>Crispy roast potatoes</p>
<h4>Newsletter</h4><p>Get new recipes every Friday.</p><p>[ Your email ] Sign up</p>${ad('Win a stand mixer worth £400')}</aside>
<div class="cookie">We use cookies to improve your experience. Accept all · Manage settings</div>`,
  );
}

/** The Caveat face (a handwriting face, `@fontsource/caveat`), embedded so the page needs no file access. */
let caveatCss: string | undefined;
function caveat(): string {
  if (caveatCss !== undefined) return caveatCss;
  const require = createRequire(import.meta.url);
  const file = require.resolve('@fontsource/caveat/files/caveat-latin-400-normal.woff2');
  const bold = require.resolve('@fontsource/caveat/files/caveat-latin-700-normal.woff2');
  const face = (path: string, weight: number) =>
    `@font-face { font-family: 'Caveat'; font-weight: ${weight}; src: url(data:font/woff2;base64,${fs.readFileSync(path).toString('base64')}) format('woff2'); }`;
  caveatCss = `${face(file, 400)}\n${face(bold, 700)}`;
  return caveatCss;
}

/**
 * Faces no machine has, from npm's `@fontsource` packages (dev dependencies of the web app), each
 * with the files (weight, style) embedded: the wider set's held-out half (session 75).
 */
const EMBEDDED: Record<string, { file: string; cuts: [number, 'normal' | 'italic'][] }> = {
  Merriweather: {
    file: 'merriweather',
    cuts: [
      [400, 'normal'],
      [400, 'italic'],
      [700, 'normal'],
    ],
  },
  'Patrick Hand': { file: 'patrick-hand', cuts: [[400, 'normal']] },
};
const embeddedCss = new Map<string, string>();

/** The @font-face rules for `family` when it is an embedded face, else nothing. */
function embedded(family: string): string {
  const face = EMBEDDED[family];
  if (face === undefined) return '';
  const known = embeddedCss.get(family);
  if (known !== undefined) return known;
  const require = createRequire(import.meta.url);
  const css = face.cuts
    .map(([weight, style]) => {
      const file = require.resolve(
        `@fontsource/${face.file}/files/${face.file}-latin-${weight}-${style}.woff2`,
      );
      return `@font-face { font-family: '${family}'; font-weight: ${weight}; font-style: ${style}; src: url(data:font/woff2;base64,${fs.readFileSync(file).toString('base64')}) format('woff2'); }\n`;
    })
    .join('');
  embeddedCss.set(family, css);
  return css;
}

/** The card's body and title faces embedded where the machine has not got them. */
const embeddedFaces = (card: Card) =>
  [...new Set([card.look.font, card.look.titleFont])].map(embedded).join('');

/**
 * The wider set: a recipe written out by hand in a handwriting face (Caveat) on plain or squared
 * paper, the lines a little turned, headings underlined, a dash before each food.
 */
function script(card: Card): string {
  const size = Math.round(card.look.bodySize * 1.25);
  let n = 0;
  const wobble = () => {
    n += 1;
    const turn = (choose(card, [-12, -7, -3, 0, 4, 6, 10], n) / 10).toFixed(1);
    const shift = choose(card, [0, 5, 10, 3, 8], n + 40);
    return `style="transform: translate(${shift}px, 0) rotate(${turn}deg)"`;
  };
  const dash = choose(card, ['- ', '', '~ '], 5);
  const groups = groupMarkup(
    card,
    (text) => `<p class="grp" ${wobble()}>${escape(text)}</p>`,
    (text) => `<p ${wobble()}>${escape(dash + text)}</p>`,
  );
  const steps = card.recipe.steps
    .map((step, at) => `<p ${wobble()}>${at + 1}. ${escape(step)}</p>`)
    .join('');
  const squared = choose(card, [true, false], 6);
  const hand = card.look.hand ?? 'Caveat';
  return page(
    card,
    `${hand === 'Caveat' ? caveat() : embedded(hand)}
main { font-family: '${hand}'; font-size: ${size}px; line-height: 1.35;
  ${squared ? 'background-image: linear-gradient(#c9d6e4 1px, transparent 1px), linear-gradient(90deg, #c9d6e4 1px, transparent 1px); background-size: 24px 24px;' : ''} }
h1 { font-family: '${hand}'; font-weight: 700; font-style: normal; text-transform: none; font-size: ${Math.round(size * 1.6)}px; }
p { margin: 0 0 2px; transform-origin: left center; }
p.grp, p.sub { text-decoration: underline; margin-top: 10px; }`,
    `<h1 ${wobble()}>${escape(card.recipe.title)}</h1><p class="sub" ${wobble()}>Ingredients</p>${groups}<p class="sub" ${wobble()}>Method</p>${steps}`,
  );
}

/**
 * The wider set: a two-column book page with a photograph in one column — the photo over the
 * ingredients on the left, or at the foot of the method on the right — the title across the
 * page, the method's paragraphs justified.
 */
function photoColumn(card: Card): string {
  const groups = bookGroups(card);
  const steps = card.recipe.steps
    .map((step, index) => `<p class="step"><b>${index + 1}</b>&ensp;${escape(step)}</p>`)
    .join('');
  const photo = `<div class="photo"></div><p class="cap">${choose(card, ['Serve straight from the pan.', 'Pictured: served with rice.', 'Photograph: J. Marsh'], 7)}</p>`;
  const left = card.look.side !== 'right';
  return page(
    card,
    `.cols { display: grid; grid-template-columns: 1fr 1fr; gap: 30px; }
.photo { height: ${Math.round(card.look.width * 0.32)}px; margin: 0 0 4px;
  background: radial-gradient(circle at 40% 45%, #e9d7b0 0 18%, #b4552f 19% 30%, #6f7d4d 31% 42%, #d8d2c4 43% 60%, #5c4a3a 61%); }
.cap { font-size: ${Math.round(card.look.bodySize * 0.7)}px; font-style: italic; margin: 0 0 14px; }
p.ing { margin: 0 0 4px; }
p.grp { font-variant: small-caps; font-weight: bold; margin: 10px 0 4px; }
.folio { text-align: center; margin-top: 18px; font-size: ${Math.round(card.look.bodySize * 0.75)}px; }`,
    `<h1>${escape(card.recipe.title)}</h1><div class="cols">${
      left
        ? `<section>${photo}${groups}</section><section>${steps}</section>`
        : `<section>${groups}</section><section>${steps}${photo}</section>`
    }</div><div class="folio">${choose(card, [66, 178, 231], 8)}</div>`,
  );
}

/**
 * The wider set: a phone's screenshot of a recipe app — the status bar (time, signal, battery),
 * the app's bar with a back arrow and a heart, the title, a servings stepper, "Ingredients" and
 * "Method" tabs, the amounts in bold in a column of their own beside the foods, a round check
 * box on each row, and the tab bar at the foot.
 */
function app(card: Card): string {
  const dark = choose(card, [false, false, true], 9);
  const amount =
    /^((?:about |approx\. )?[\d½¼¾⅓⅔⅛⁄/.\s-]+(?:\s?(?:g|kg|ml|l|tsp|tbsp|teaspoons?|tablespoons?|cups?|oz|lb|cloves?|x)\b\.?)?)\s*(.*)$/iu;
  const row = (text: string) => {
    const match = amount.exec(text);
    const [lead, rest] = match && match[1]!.trim() ? [match[1]!.trim(), match[2]!] : ['', text];
    return `<div class="row"><span class="tick"></span><b>${escape(lead)}</b><span>${escape(rest)}</span></div>`;
  };
  const groups = groupMarkup(card, (text) => `<p class="grp">${escape(text)}</p>`, row);
  const bg = dark ? '#121212' : '#ffffff';
  const fg = dark ? '#eeeeee' : '#1b1b1b';
  return page(
    card,
    `body { background: ${bg}; color: ${fg}; }
main { width: ${card.look.width}px; padding: 0 18px 0; font-family: '${card.look.font}'; }
.status { display: flex; justify-content: space-between; font-family: 'DejaVu Sans'; font-weight: bold; font-size: 14px; padding: 10px 4px 6px; }
.bar { display: flex; justify-content: space-between; font-size: 22px; padding: 4px 0 10px; }
h1 { max-width: none; margin: 0 0 8px; }
.meta { font-size: 13px; opacity: 0.7; margin: 0 0 12px; }
.serv { display: flex; align-items: center; gap: 14px; margin: 0 0 12px; font-size: 15px; }
.serv span { border: 1px solid currentColor; border-radius: 50%; width: 26px; height: 26px; display: inline-flex; align-items: center; justify-content: center; }
.tabs { display: flex; border-bottom: 1px solid #8886; margin: 0 0 8px; font-size: 15px; }
.tabs span { flex: 1; text-align: center; padding: 8px 0; }
.tabs span.on { border-bottom: 3px solid #e0604a; font-weight: bold; }
.row { display: grid; grid-template-columns: 26px 34% 1fr; gap: 8px; padding: 8px 0; border-bottom: 1px solid #8883; align-items: start; }
.tick { width: 16px; height: 16px; border: 2px solid #999; border-radius: 50%; margin-top: 2px; }
p.grp { font-weight: bold; margin: 14px 0 2px; text-transform: uppercase; font-size: 0.8em; letter-spacing: 0.06em; }
.foot { display: flex; justify-content: space-around; font-size: 12px; border-top: 1px solid #8885; margin-top: 16px; padding: 10px 0 18px; }`,
    `<div class="status"><span>9:41</span><span>▂▄▆ 4G ▮▮▮▯ 82%</span></div>
<div class="bar"><span>←</span><span>♡ ⋮</span></div>
<h1>${escape(card.recipe.title)}</h1><p class="meta">★ 4.7 (212) · 35 min · Easy</p>
<div class="serv">Servings <span>−</span> 4 <span>+</span></div>
<div class="tabs"><span class="on">Ingredients</span><span>Method</span></div>${groups}
<div class="foot"><span>Discover</span><span>Search</span><span>Saved</span><span>Shopping list</span></div>`,
  );
}

/**
 * The wider set: a list marked with glyphs typed into the text — check boxes ("☐", "□", "✓"),
 * arrows and bullets ("➤", "▪", "●", "◦", "»") — one glyph a card, the method numbered.
 */
function glyphs(card: Card): string {
  const glyph = choose(card, ['☐', '□', '✓', '➤', '▪', '●', '◦', '»', '✔', '❑'], 10);
  const groups = groupMarkup(
    card,
    (text) => `<h3>${escape(text)}</h3>`,
    (text) => `<p class="ing">${glyph}&nbsp; ${escape(text)}</p>`,
  );
  return page(
    card,
    `p.ing { margin: 2px 0; }`,
    `<h1>${escape(card.recipe.title)}</h1><h2>Ingredients</h2>${groups}<h2>Method</h2>${stepsList(card)}`,
  );
}

export function wideCardHtml(card: Card): string {
  switch (card.look.layout) {
    case 'numbered':
      return numbered(card);
    case 'sections':
      return sections(card);
    case 'columns':
      return columns(card);
    case 'web':
      return web(card);
    case 'book':
      return book(card);
    case 'index':
      return index(card);
    case 'book-columns':
      return bookColumns(card);
    case 'beside':
      return beside(card);
    case 'hand':
      return hand(card);
    case 'boxed':
      return boxed(card);
    case 'grid':
      return grid(card);
    case 'plugin':
      return plugin(card);
    case 'columns3':
      return columns3(card);
    case 'magazine':
      return magazine(card);
    case 'spread':
      return spread(card);
    case 'ads':
      return ads(card);
    case 'script':
      return script(card);
    case 'photo-column':
      return photoColumn(card);
    case 'app':
      return app(card);
    case 'glyphs':
      return glyphs(card);
    default:
      throw new Error(`no layout ${card.look.layout}`);
  }
}
