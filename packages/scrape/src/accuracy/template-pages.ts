/**
 * Hand-written recipe pages without structured data, in the markup of blog and CMS templates that
 * the saved pages seldom show (issue 31): WordPress's classic editor and its blocks, Squarespace,
 * Wix, Blogger, Ghost, Drupal, a Medium-like post, newspaper and supermarket pages, tables,
 * definition lists, columns, sub-headings, nested lists, lists beside the ingredients (equipment,
 * nutrition, shop links, comments, a sidebar) and pages in German, French, Dutch, Spanish and
 * Italian. The text is our own; only the markup's structure follows the templates.
 *
 * Each page names the ingredient lines a cook reads on it (`ingredients`, without group titles)
 * and, where it has groups, their titles. `bench/score-template-pages.ts` scores the extractor on
 * them as written and with every class and id taken out.
 */

import { extractRecipe } from '../extract/extract-recipe.ts';
import { ingredientLineScore } from './score-sets.ts';

export type TemplatePage = {
  name: string;
  html: string;
  ingredients: string[];
  /** The titles of the ingredient groups, in order, when the page sets its lines in groups. */
  groups?: string[];
};

const doc = (title: string, body: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>${body}</body></html>`;

const NAV = `<header class="site-header"><a class="logo" href="/">Crumbs &amp; Co</a><nav class="main-nav"><ul class="menu">
<li class="menu-item"><a href="/">Home</a></li><li class="menu-item"><a href="/recipes/">Recipes</a></li>
<li class="menu-item"><a href="/baking/">Baking</a></li><li class="menu-item"><a href="/about/">About</a></li>
<li class="menu-item"><a href="/contact/">Contact</a></li></ul></nav></header>`;

const SIDEBAR = `<aside class="sidebar widget-area"><section class="widget"><h3 class="widget-title">Popular recipes</h3>
<ul><li><a href="/banana-bread/">Easy banana bread</a></li><li><a href="/lasagne/">Weeknight lasagne</a></li>
<li><a href="/flapjacks/">Chewy flapjacks</a></li><li><a href="/soup/">5 minute tomato soup</a></li></ul></section>
<section class="widget"><h3 class="widget-title">Subscribe</h3><p>Get new recipes by email every Sunday.</p>
<form><input type="email" placeholder="Your email"><button>Sign up</button></form></section></aside>`;

const COMMENTS = `<section id="comments" class="comments-area"><h3 class="comments-title">4 comments</h3>
<ol class="comment-list"><li class="comment"><div class="comment-author"><b>Janet</b> says:</div>
<div class="comment-content"><p>Lovely! I changed a few things:</p><ul><li>2 tbsp honey instead of sugar</li>
<li>1 tsp vanilla extract</li><li>a handful of walnuts</li></ul><p>Will make again.</p></div>
<a class="comment-reply-link" href="#">Reply</a></li>
<li class="comment"><div class="comment-author"><b>Sam</b> says:</div><div class="comment-content">
<p>Can I freeze it?</p></div><a class="comment-reply-link" href="#">Reply</a></li></ol>
<div id="respond"><h3>Leave a Reply</h3><form><textarea></textarea><button>Post Comment</button></form></div></section>`;

const FOOTER = `<footer class="site-footer"><ul class="footer-links"><li><a href="/privacy/">Privacy</a></li>
<li><a href="/terms/">Terms</a></li><li><a href="/contact/">Contact</a></li></ul><p>© 2026 Crumbs &amp; Co</p></footer>`;

const blog = (title: string, content: string, lang = 'en') =>
  doc(
    title,
    `${NAV}<div class="site-content"><main class="content"><article class="post">` +
      `<h1 class="entry-title">${title}</h1><div class="entry-meta">Posted on <time>March 3, 2026</time> by Anna</div>` +
      `${content}</article>${COMMENTS}</main>${SIDEBAR}</div>${FOOTER}`,
    lang,
  );

const INTRO = `<p>This is the cake I make when friends come round at short notice. It keeps for days in a tin, if it lasts that long.</p>
<p><img src="/img/cake-1024x683.jpg" alt="cake on a plate" width="1024" height="683"></p>
<p>A few tips before you start: weigh everything, have the butter soft, and do not open the oven too soon.</p>`;

const LEMON = [
  '225g unsalted butter, softened',
  '225g caster sugar',
  '4 eggs',
  '225g self-raising flour',
  'finely grated zest of 1 lemon',
];
const LEMON_DRIZZLE = ['juice of 1½ lemons', '85g caster sugar'];
const LEMON_STEPS = [
  'Heat the oven to 180C/160C fan. Line a loaf tin with baking parchment.',
  'Beat the butter and sugar until pale, then beat in the eggs one at a time.',
  'Fold in the flour and the zest, spoon into the tin and bake for 45-50 minutes.',
  'Mix the lemon juice and sugar and pour over the warm cake.',
];

const CURRY = [
  '1 tablespoon olive oil',
  '1 large onion, diced',
  '3 cloves garlic, minced',
  '1 tablespoon grated fresh ginger',
  '2 teaspoons garam masala',
  '1 teaspoon ground cumin',
  '1 (14 oz) can diced tomatoes',
  '2 (15 oz) cans chickpeas, drained and rinsed',
  '1 cup coconut milk',
  'salt to taste',
  'fresh cilantro, for serving',
];
const CURRY_STEPS = [
  'Heat the oil in a large pan over medium heat and cook the onion for 5 minutes.',
  'Add the garlic, ginger and spices and cook for 1 minute, stirring.',
  'Add the tomatoes, chickpeas and coconut milk and simmer for 15 minutes.',
  'Season with salt and serve with cilantro and rice.',
];

const PANCAKES = [
  '1 ½ cups all-purpose flour',
  '3 ½ teaspoons baking powder',
  '1 tablespoon white sugar',
  '¼ teaspoon salt',
  '1 ¼ cups milk',
  '1 egg',
  '3 tablespoons butter, melted',
];
const PANCAKE_STEPS = [
  'Whisk the flour, baking powder, sugar and salt in a large bowl.',
  'Make a well in the centre and pour in the milk, egg and melted butter; mix until smooth.',
  'Heat a lightly oiled griddle over medium-high heat and pour about ¼ cup of batter for each pancake.',
  'Cook until bubbles form, flip and cook the other side until golden.',
];

const CHICKEN = [
  '1.6kg whole chicken',
  '1 lemon, halved',
  '4 sprigs thyme',
  '2 tbsp olive oil',
  '1 bulb garlic, halved',
  '500g baby potatoes',
];
const CHICKEN_STEPS = [
  'Preheat the oven to 200°C, gas 6.',
  'Put the lemon, thyme and garlic inside the chicken and rub the skin with the oil.',
  'Roast with the potatoes for 1 hour 20 minutes, until the juices run clear.',
];

const SOUP = [
  '1 tbsp butter',
  '1 large leek, sliced',
  '2 medium potatoes, peeled and diced',
  '750ml chicken stock',
  '100ml double cream',
  'salt and black pepper',
];
const SOUP_STEPS = [
  'Melt the butter and soften the leek for 5 minutes.',
  'Add the potatoes and stock and simmer for 20 minutes.',
  'Blend, stir in the cream and season.',
];

const TACO = [
  '500g beef mince',
  '1 packet taco seasoning',
  '8 taco shells',
  '1 cup grated cheddar',
  '2 tomatoes, diced',
  '1 cup shredded lettuce',
  'sour cream, to serve',
];

const ul = (lines: readonly string[], attrs = '') =>
  `<ul${attrs}>${lines.map((line) => `<li>${line}</li>`).join('\n')}</ul>`;
const ol = (lines: readonly string[], attrs = '') =>
  `<ol${attrs}>${lines.map((line) => `<li>${line}</li>`).join('\n')}</ol>`;

export const TEMPLATE_PAGES: TemplatePage[] = [
  {
    name: 'wordpress-classic-p-br',
    ingredients: [...LEMON, ...LEMON_DRIZZLE],
    groups: ['For the drizzle'],
    html: blog(
      'Lemon drizzle cake',
      `<div class="entry-content">${INTRO}
<p><strong>Ingredients</strong><br>
${LEMON.join('<br>\n')}</p>
<p><strong>For the drizzle</strong><br>
${LEMON_DRIZZLE.join('<br>\n')}</p>
<p><strong>Method</strong><br>
${LEMON_STEPS.map((step, index) => `${index + 1}. ${step}`).join('<br>\n')}</p>
<p>Enjoy with a cup of tea!</p></div>`,
    ),
  },
  {
    name: 'wordpress-classic-p-per-line',
    ingredients: CURRY,
    html: blog(
      'Easy chickpea curry',
      `<div class="entry-content"><p>Ready in 30 minutes and made from the cupboard.</p>
<p>&nbsp;</p><p><span style="font-size: 14pt;"><strong>INGREDIENTS:</strong></span></p>
${CURRY.map((line) => `<p>${line}</p>`).join('\n')}
<p>&nbsp;</p><p><span style="font-size: 14pt;"><strong>DIRECTIONS:</strong></span></p>
${CURRY_STEPS.map((line) => `<p>${line}</p>`).join('\n')}
<p>&nbsp;</p><p>Did you make this? Tag me on Instagram!</p></div>`,
    ),
  },
  {
    name: 'wordpress-classic-plain-label',
    ingredients: PANCAKES,
    html: blog(
      'Fluffy pancakes',
      `<div class="entry-content"><p>Sunday mornings mean pancakes in this house.</p>
<p>Ingredients:<br>
${PANCAKES.join('<br>\n')}</p>
<p>Directions:<br>
${PANCAKE_STEPS.join('<br>\n')}</p></div>`,
    ),
  },
  {
    name: 'gutenberg-list-blocks',
    ingredients: [...LEMON, ...LEMON_DRIZZLE],
    groups: ['For the drizzle'],
    html: blog(
      'Lemon drizzle cake',
      `<div class="entry-content wp-block-post-content">${INTRO}
<h2 class="wp-block-heading" id="ingredients">Ingredients</h2>
<h3 class="wp-block-heading">For the cake</h3>
${ul(LEMON, ' class="wp-block-list"')}
<h3 class="wp-block-heading">For the drizzle</h3>
${ul(LEMON_DRIZZLE, ' class="wp-block-list"')}
<h2 class="wp-block-heading" id="method">Method</h2>
${ol(LEMON_STEPS, ' class="wp-block-list"')}
<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="/shop/">Buy my cookbook</a></div></div></div>`,
    ),
  },
  {
    name: 'gutenberg-you-will-need',
    ingredients: CHICKEN,
    html: blog(
      'Lemon roast chicken',
      `<div class="entry-content"><p>A whole bird, a lemon and an hour.</p>
<p><strong>You will need:</strong></p>
${ul(CHICKEN, ' class="wp-block-list"')}
<p><strong>Here's how:</strong></p>
${ol(CHICKEN_STEPS, ' class="wp-block-list"')}</div>`,
    ),
  },
  {
    name: 'squarespace',
    ingredients: CURRY,
    html: doc(
      'Easy chickpea curry — Green Pantry',
      `<header class="Header"><nav class="Header-nav"><a href="/recipes">Recipes</a><a href="/about">About</a><a href="/shop">Shop</a></nav></header>
<main class="Main"><article class="BlogItem"><h1 class="BlogItem-title">Easy chickpea curry</h1>
<div class="sqs-layout"><div class="row sqs-row"><div class="col sqs-col-12">
<div class="sqs-block html-block"><div class="sqs-block-content"><p class="">Ready in 30 minutes and made from the cupboard.</p></div></div>
<div class="sqs-block image-block"><div class="sqs-block-content"><img data-src="/s/curry.jpg" alt=""></div></div>
<div class="sqs-block html-block"><div class="sqs-block-content"><h3>Ingredients</h3>
<ul data-rte-list="default">${CURRY.map((line) => `<li><p class="">${line}</p></li>`).join('')}</ul></div></div>
<div class="sqs-block html-block"><div class="sqs-block-content"><h3>Method</h3>
<ol data-rte-list="default">${CURRY_STEPS.map((line) => `<li><p class="">${line}</p></li>`).join('')}</ol></div></div>
</div></div></div></article>
<section class="BlogItem-pagination"><a href="/p1"><h4>Previous</h4><span>Lentil soup</span></a><a href="/p2"><h4>Next</h4><span>Miso noodles</span></a></section></main>
<footer class="Footer"><p>Green Pantry</p></footer>`,
    ),
  },
  {
    name: 'wix-rich-text',
    ingredients: PANCAKES,
    html: doc(
      'Fluffy pancakes | My Kitchen',
      `<div id="SITE_CONTAINER"><header id="SITE_HEADER"><nav><ul><li><a href="/">HOME</a></li><li><a href="/blog">BLOG</a></li></ul></nav></header>
<main id="PAGES_CONTAINER"><article><div data-hook="post-title"><h1 class="blog-post-title-font">Fluffy pancakes</h1></div>
<div data-id="rich-content-viewer"><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">Sunday mornings mean pancakes.</span></p>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Ingredients</span></p>
<ul class="font_8 wixui-rich-text__text">${PANCAKES.map((line) => `<li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">${line}</span></p></li>`).join('')}</ul>
<p class="font_8 wixui-rich-text__text"><span style="font-weight:bold;" class="wixui-rich-text__text">Method</span></p>
<ol class="font_8 wixui-rich-text__text">${PANCAKE_STEPS.map((line) => `<li class="wixui-rich-text__text"><p class="font_8 wixui-rich-text__text"><span class="wixui-rich-text__text">${line}</span></p></li>`).join('')}</ol>
</div></article></main></div>`,
    ),
  },
  {
    name: 'blogger-div-lines',
    ingredients: CHICKEN,
    html: doc(
      'Lemon roast chicken',
      `<div class="outer-wrapper"><div class="header"><h1 class="title"><a href="/">Mum's Recipes</a></h1></div>
<div class="main-inner"><div class="post hentry"><h3 class="post-title entry-title">Lemon roast chicken</h3>
<div class="post-body entry-content" id="post-body-8812"><div style="text-align: left;">A whole bird, a lemon and an hour.</div>
<div><br /></div><div><b>Ingredients</b></div>
${CHICKEN.map((line) => `<div>${line}</div>`).join('\n')}
<div><br /></div><div><b>Method</b></div>
${CHICKEN_STEPS.map((line) => `<div>${line}</div>`).join('\n')}
<div style="clear: both;"></div></div>
<div class="post-footer">Posted by Mum at 10:12 <a href="#">3 comments</a></div></div></div>
<div class="sidebar"><h2>Blog Archive</h2><ul class="hierarchy"><li><a href="#">2026 (12)</a></li><li><a href="#">2025 (30)</a></li></ul>
<h2>Labels</h2><ul><li><a href="#">chicken (4)</a></li><li><a href="#">cakes (9)</a></li></ul></div></div>`,
    ),
  },
  {
    name: 'blogger-span-br',
    ingredients: PANCAKES,
    html: doc(
      'Fluffy pancakes',
      `<div class="main-inner"><div class="post hentry"><h3 class="post-title entry-title">Fluffy pancakes</h3>
<div class="post-body entry-content"><span style="font-family: Georgia, serif;">Sunday mornings mean pancakes.<br /><br />
<b><u>Ingredients</u></b><br />${PANCAKES.join('<br />')}<br /><br />
<b><u>Method</u></b><br />${PANCAKE_STEPS.join('<br />')}</span></div></div></div>`,
    ),
  },
  {
    name: 'ghost',
    ingredients: CURRY,
    html: doc(
      'Easy chickpea curry',
      `<div class="gh-site"><header class="gh-head"><nav class="gh-head-menu"><ul class="nav"><li><a href="/">Home</a></li><li><a href="/tag/recipes/">Recipes</a></li></ul></nav></header>
<main class="gh-main"><article class="gh-article post"><header class="gh-article-header"><h1 class="gh-article-title">Easy chickpea curry</h1>
<p class="gh-article-excerpt">Ready in 30 minutes and made from the cupboard.</p></header>
<section class="gh-content gh-canvas"><p>My go-to weeknight dinner.</p>
<div class="kg-card kg-callout-card kg-callout-card-grey"><div class="kg-callout-emoji">💡</div><div class="kg-callout-text">Serves 4. Keeps 3 days in the fridge.</div></div>
<h2 id="ingredients">Ingredients</h2>${ul(CURRY)}
<h2 id="method">Method</h2>${ol(CURRY_STEPS)}
<hr><p>Thanks for reading! Subscribe for more.</p></section></article>
<aside class="gh-read-next"><h3>Read next</h3><article><h4><a href="/dal/">Red lentil dal</a></h4></article><article><h4><a href="/rice/">Jeera rice</a></h4></article></aside></main></div>`,
    ),
  },
  {
    name: 'drupal-fields',
    ingredients: CHICKEN,
    html: doc(
      'Lemon roast chicken | Food Club',
      `<div class="dialog-off-canvas-main-canvas"><header role="banner"><nav role="navigation"><ul class="menu"><li class="menu-item"><a href="/">Home</a></li><li class="menu-item"><a href="/recipes">Recipes</a></li></ul></nav></header>
<main role="main"><article class="node node--type-recipe node--view-mode-full"><h1 class="page-title"><span class="field field--name-title">Lemon roast chicken</span></h1>
<div class="node__content"><div class="field field--name-field-summary field--type-text-long"><p>A whole bird, a lemon and an hour.</p></div>
<div class="field field--name-field-servings field--type-integer field--label-inline"><div class="field__label">Servings</div><div class="field__item">4</div></div>
<div class="field field--name-field-ingredients field--type-string field--label-above"><div class="field__label">Ingredients</div>
<div class="field__items">${CHICKEN.map((line) => `<div class="field__item">${line}</div>`).join('\n')}</div></div>
<div class="field field--name-field-method field--type-text-long field--label-above"><div class="field__label">Method</div>
<div class="field__item">${ol(CHICKEN_STEPS)}</div></div>
<div class="field field--name-field-tags field--type-entity-reference field--label-above"><div class="field__label">Tags</div>
<div class="field__items"><div class="field__item"><a href="/tags/chicken">Chicken</a></div><div class="field__item"><a href="/tags/sunday">Sunday roast</a></div></div></div>
</div></article></main></div>`,
    ),
  },
  {
    name: 'medium-like',
    ingredients: PANCAKES,
    html: doc(
      'Fluffy pancakes. The only recipe you need | by Anna | Medium',
      `<div id="root"><div class="a b c"><nav><a href="/">Medium</a><a href="/m/signin">Sign in</a></nav>
<article><div class="l"><section><div class="m"><h1 id="a1" class="pw-post-title">Fluffy pancakes</h1>
<h2 id="a2" class="pw-subtitle-paragraph">The only recipe you need</h2>
<p id="a3" class="pw-post-body-paragraph">Sunday mornings mean pancakes.</p>
<h2 id="a4" class="pw-post-body-paragraph"><strong>What you need</strong></h2>
${ul(
  PANCAKES.map((line) => `<span class="pw-li">${line}</span>`),
  ' class="pw-list"',
)}
<h2 id="a5" class="pw-post-body-paragraph"><strong>How to make them</strong></h2>
${ol(PANCAKE_STEPS, ' class="pw-list"')}
<p class="pw-post-body-paragraph">If you liked this, clap 👏 and follow me for more.</p></div></section></div></article>
<div><h2>More from Anna</h2><ul><li><a href="/x">5 breakfasts in 5 minutes</a></li><li><a href="/y">Why I stopped buying bread</a></li></ul></div></div></div>`,
    ),
  },
  {
    name: 'newspaper-serves-paragraph',
    ingredients: [
      '50g butter',
      '1 onion, peeled and finely chopped',
      '2 garlic cloves, crushed',
      '300g risotto rice',
      '150ml dry white wine',
      '1.2 litres hot vegetable stock',
      '200g frozen peas',
      '40g parmesan, grated',
    ],
    html: doc(
      'Pea risotto | Food | The Daily Paper',
      `<header><nav><ul><li><a href="/news">News</a></li><li><a href="/sport">Sport</a></li><li><a href="/food">Food</a></li></ul></nav></header>
<main><article><h1>Our cook's pea risotto</h1><div class="standfirst"><p>A bowl of green for the first warm evening</p></div>
<div class="article-body-commercial-selector"><p>Risotto needs attention, not skill. Stir, taste, stir again.</p>
<p><strong>Prep</strong> 10 min<br><strong>Cook</strong> 25 min<br><strong>Serves</strong> 4</p>
<p>50g butter<br>1 onion, peeled and finely chopped<br>2 garlic cloves, crushed<br>300g risotto rice<br>150ml dry white wine<br>1.2 litres hot vegetable stock<br>200g frozen peas<br>40g parmesan, grated</p>
<p>Melt the butter in a wide pan and soften the onion and garlic for 10 minutes.</p>
<p>Add the rice, stir to coat, then pour in the wine and let it bubble away.</p>
<p>Add the stock a ladle at a time, stirring, for 20 minutes, adding the peas with the last ladle. Stir in the parmesan and serve.</p>
</div></article>
<aside><h2>Most viewed</h2><ol><li><a href="/a">The 10 best pizzas in town</a></li><li><a href="/b">How to cook the perfect steak</a></li><li><a href="/c">20 best summer salads</a></li></ol></aside></main>`,
    ),
  },
  {
    name: 'newspaper-spans',
    ingredients: CURRY,
    html: doc(
      'Easy Chickpea Curry Recipe - The Times Cooking',
      `<header><nav><a href="/">Cooking</a><a href="/search">Search</a></nav></header>
<main><div class="recipe"><h1 class="header_recipe-name">Easy Chickpea Curry</h1><p class="topnote">Ready in 30 minutes and made from the cupboard.</p>
<div class="recipe-ingredients-wrap"><h3 class="ingredients-header">Ingredients</h3><p class="recipe-yield-value">4 servings</p>
<ul class="recipe-ingredients">${CURRY.map((line) => {
        const match = /^([\d ()oz.]+?)\s+(.*)$/.exec(line);
        return match
          ? `<li><span class="quantity">${match[1]}</span> <span class="ingredient-name">${match[2]}</span></li>`
          : `<li><span class="quantity"></span> <span class="ingredient-name">${line}</span></li>`;
      }).join('\n')}</ul>
<a class="nutrition-tooltip" href="#">Ingredient Substitution Guide</a></div>
<div class="recipe-steps-wrap"><h3>Preparation</h3><ol class="recipe-steps">${CURRY_STEPS.map((line) => `<li>${line}</li>`).join('')}</ol></div></div></main>`,
    ),
  },
  {
    name: 'supermarket',
    ingredients: CHICKEN,
    html: doc(
      'Lemon roast chicken recipe | FreshMart Recipes',
      `<header><nav><ul><li><a href="/groceries">Groceries</a></li><li><a href="/offers">Offers</a></li><li><a href="/recipes">Recipes</a></li></ul></nav></header>
<main><div class="recipe-hero"><h1>Lemon roast chicken</h1><ul class="recipe-meta"><li>Serves 4</li><li>1 hr 30 mins</li><li>Easy</li></ul></div>
<div class="recipe-content"><div class="recipe-ingredients"><h2>Ingredients</h2>
<ul>${CHICKEN.map((line) => `<li><label><input type="checkbox"> <span>${line}</span></label></li>`).join('')}</ul>
<button>Add all to basket</button></div>
<div class="recipe-method"><h2>Method</h2>${ol(CHICKEN_STEPS)}</div>
<div class="recipe-nutrition"><h2>Nutrition</h2><p>Per serving</p><table><tr><th>Energy</th><td>2456kJ/587kcal</td></tr><tr><th>Fat</th><td>32g</td></tr><tr><th>Saturates</th><td>8g</td></tr><tr><th>Sugars</th><td>3g</td></tr><tr><th>Salt</th><td>0.6g</td></tr></table></div></div>
<section><h2>You might also like</h2><ul><li><a href="/r/1">Chicken traybake</a></li><li><a href="/r/2">Lemon potatoes</a></li></ul></section></main>`,
    ),
  },
  {
    name: 'table-amount-first',
    ingredients: [
      '250 g strong white flour',
      '7 g dried yeast',
      '5 g salt',
      '160 ml warm water',
      '2 tbsp olive oil',
    ],
    html: blog(
      'Simple pizza dough',
      `<div class="entry-content"><p>Enough for two thin pizzas.</p><h2>Ingredients</h2>
<table><tbody><tr><td>250 g</td><td>strong white flour</td></tr><tr><td>7 g</td><td>dried yeast</td></tr><tr><td>5 g</td><td>salt</td></tr>
<tr><td>160 ml</td><td>warm water</td></tr><tr><td>2 tbsp</td><td>olive oil</td></tr></tbody></table>
<h2>Method</h2><p>Mix everything into a soft dough and knead for 10 minutes. Leave to rise for an hour.</p>
<p>Divide in two, roll out thinly and top as you like. Bake at 250°C for 8-10 minutes.</p></div>`,
    ),
  },
  {
    name: 'table-with-header-row',
    ingredients: ['200 g dark chocolate', '200 g butter', '250 g sugar', '4 eggs', '100 g flour'],
    html: blog(
      'Brownies',
      `<div class="entry-content"><p>Fudgy, dark and simple.</p><h2>Ingredients</h2>
<table><thead><tr><th>Amount</th><th>Ingredient</th></tr></thead><tbody><tr><td>200 g</td><td>dark chocolate</td></tr><tr><td>200 g</td><td>butter</td></tr>
<tr><td>250 g</td><td>sugar</td></tr><tr><td>4</td><td>eggs</td></tr><tr><td>100 g</td><td>flour</td></tr></tbody></table>
<h2>Method</h2><ol><li>Melt the chocolate and butter together.</li><li>Whisk in the sugar and eggs, then fold in the flour.</li><li>Bake at 180°C for 25 minutes.</li></ol></div>`,
    ),
  },
  {
    name: 'definition-list',
    ingredients: ['500 g Spliterwten', '2 l Water', '1 Rookworst', '2 Uien', '2 Preien'],
    html: blog(
      'Erwtensoep',
      `<div class="entry-content"><p>Soep voor de winter.</p><h2>Ingrediënten</h2>
<dl class="ingredients"><dt>500 g</dt><dd>Spliterwten</dd><dt>2 l</dt><dd>Water</dd><dt>1</dt><dd>Rookworst</dd><dt>2</dt><dd>Uien</dd><dt>2</dt><dd>Preien</dd></dl>
<h2>Bereiding</h2><p>Breng de erwten met het water aan de kook en laat 1 uur zachtjes koken.</p><p>Voeg de groenten toe en kook nog 30 minuten. Snijd de worst in plakjes en doe die erbij.</p></div>`,
      'nl',
    ),
  },
  {
    name: 'two-columns-ingredients-method',
    ingredients: CURRY,
    html: blog(
      'Easy chickpea curry',
      `<div class="entry-content"><p>Ready in 30 minutes.</p><div class="row"><div class="col-md-5"><h3>Ingredients</h3>${ul(CURRY)}</div>
<div class="col-md-7"><h3>Method</h3>${ol(CURRY_STEPS)}</div></div></div>`,
    ),
  },
  {
    name: 'ingredients-split-in-two-columns',
    ingredients: CURRY,
    html: blog(
      'Easy chickpea curry',
      `<div class="entry-content"><p>Ready in 30 minutes.</p><h2>Ingredients</h2>
<div class="wp-block-columns"><div class="wp-block-column">${ul(CURRY.slice(0, 6))}</div><div class="wp-block-column">${ul(CURRY.slice(6))}</div></div>
<h2>Method</h2>${ol(CURRY_STEPS)}</div>`,
    ),
  },
  {
    name: 'strong-subheadings-in-p',
    ingredients: [...LEMON, ...LEMON_DRIZZLE],
    groups: ['For the cake', 'For the drizzle'],
    html: blog(
      'Lemon drizzle cake',
      `<div class="entry-content">${INTRO}<h2>Ingredients</h2><p><strong>For the cake</strong></p>${ul(LEMON)}
<p><strong>For the drizzle</strong></p>${ul(LEMON_DRIZZLE)}<h2>Method</h2>${ol(LEMON_STEPS)}</div>`,
    ),
  },
  {
    name: 'h4-subheadings',
    ingredients: [...LEMON, ...LEMON_DRIZZLE],
    groups: ['Cake', 'Drizzle'],
    html: blog(
      'Lemon drizzle cake',
      `<div class="entry-content">${INTRO}<h3>Ingredients</h3><h4>Cake</h4>${ul(LEMON)}
<h4>Drizzle</h4>${ul(LEMON_DRIZZLE)}<h3>Instructions</h3>${ol(LEMON_STEPS)}</div>`,
    ),
  },
  {
    name: 'nested-lists',
    ingredients: [...LEMON, ...LEMON_DRIZZLE],
    groups: ['For the cake', 'For the drizzle'],
    html: blog(
      'Lemon drizzle cake',
      `<div class="entry-content">${INTRO}<h2>Ingredients</h2><ul><li>For the cake:${ul(LEMON)}</li>
<li>For the drizzle:${ul(LEMON_DRIZZLE)}</li></ul><h2>Method</h2>${ol(LEMON_STEPS)}</div>`,
    ),
  },
  {
    name: 'equipment-before-and-after',
    ingredients: [...LEMON, ...LEMON_DRIZZLE],
    html: blog(
      'Lemon drizzle cake',
      `<div class="entry-content">${INTRO}<h2>Equipment</h2>${ul(['2lb loaf tin', 'Electric hand whisk', 'Cocktail stick'])}
<h2>Ingredients</h2>${ul([...LEMON, ...LEMON_DRIZZLE])}<h2>Method</h2>${ol(LEMON_STEPS)}</div>`,
    ),
  },
  {
    name: 'equipment-after-ingredients',
    ingredients: CURRY,
    html: blog(
      'Easy chickpea curry',
      `<div class="entry-content"><p>Ready in 30 minutes.</p><h2>Ingredients</h2>${ul(CURRY)}
<h3>Equipment</h3>${ul(['Large frying pan', 'Wooden spoon', 'Sharp knife'])}<h2>Instructions</h2>${ol(CURRY_STEPS)}</div>`,
    ),
  },
  {
    name: 'nutrition-list-after',
    ingredients: PANCAKES,
    html: blog(
      'Fluffy pancakes',
      `<div class="entry-content"><p>Sunday mornings.</p><h2>Ingredients</h2>${ul(PANCAKES)}<h2>Instructions</h2>${ol(PANCAKE_STEPS)}
<h3>Nutrition</h3>${ul(['Calories: 158kcal', 'Carbohydrates: 22g', 'Protein: 4g', 'Fat: 6g', 'Sodium: 385mg'])}</div>`,
    ),
  },
  {
    name: 'nutrition-between',
    ingredients: PANCAKES,
    html: blog(
      'Fluffy pancakes',
      `<div class="entry-content"><p>Sunday mornings.</p><h2>Ingredients</h2>${ul(PANCAKES)}
<p><strong>Nutrition per pancake:</strong></p>${ul(['158 calories', '22g carbohydrate', '4g protein', '6g fat'])}<h2>Instructions</h2>${ol(PANCAKE_STEPS)}</div>`,
    ),
  },
  {
    name: 'you-will-need-paragraph',
    ingredients: [
      '2 ripe bananas',
      '1 cup rolled oats',
      '½ cup peanut butter',
      '¼ cup honey',
      '½ cup chocolate chips',
    ],
    html: blog(
      'Banana oat bars',
      `<div class="entry-content"><p>No-bake bars for lunch boxes.</p><p><em>You will need:</em> a 20cm square tin, lined with baking paper.</p>
<p>2 ripe bananas<br>1 cup rolled oats<br>½ cup peanut butter<br>¼ cup honey<br>½ cup chocolate chips</p>
<p>Mash the bananas, then stir in everything else. Press into the tin and chill for 2 hours before cutting into bars.</p></div>`,
    ),
  },
  {
    name: 'german-zutaten',
    ingredients: [
      '200 g Mehl',
      '100 g Zucker',
      '125 g Butter',
      '1 Ei',
      '1 Päckchen Backpulver',
      '4 Äpfel',
      '1 EL Zitronensaft',
      'Puderzucker zum Bestäuben',
    ],
    html: blog(
      'Einfacher Apfelkuchen',
      `<div class="entry-content"><p>Ein schneller Kuchen für jeden Tag.</p><h2>Zutaten</h2><p>Für eine Springform (26 cm):</p>
${ul(['200 g Mehl', '100 g Zucker', '125 g Butter', '1 Ei', '1 Päckchen Backpulver', '4 Äpfel', '1 EL Zitronensaft', 'Puderzucker zum Bestäuben'])}
<h2>Zubereitung</h2>${ol(['Den Backofen auf 180 °C vorheizen.', 'Mehl, Zucker, Butter, Ei und Backpulver zu einem Teig verkneten.', 'Die Äpfel schälen, in Spalten schneiden und auf dem Teig verteilen.', '45 Minuten backen und mit Puderzucker bestäuben.'])}</div>`,
      'de',
    ),
  },
  {
    name: 'french-ingredients',
    ingredients: [
      '250 g de farine',
      '4 œufs',
      '50 cl de lait',
      '1 pincée de sel',
      '50 g de beurre fondu',
      '1 cuillère à soupe de sucre',
    ],
    html: blog(
      'Pâte à crêpes facile',
      `<div class="entry-content"><p>La recette de ma grand-mère.</p><h2>Ingrédients</h2><p>Pour 15 crêpes :</p>
${ul(['250 g de farine', '4 œufs', '50 cl de lait', '1 pincée de sel', '50 g de beurre fondu', '1 cuillère à soupe de sucre'])}
<h2>Préparation</h2>${ol(['Mettez la farine dans un saladier et faites un puits.', 'Ajoutez les œufs, puis le lait petit à petit en fouettant.', 'Ajoutez le beurre fondu et laissez reposer 1 heure.'])}</div>`,
      'fr',
    ),
  },
  {
    name: 'dutch-ingredienten',
    ingredients: [
      '500 g spliterwten',
      '2 liter water',
      '1 rookworst',
      '1 winterpeen',
      '2 uien',
      '2 preien',
      'peper en zout',
    ],
    html: blog(
      'Erwtensoep',
      `<div class="entry-content"><p>Echte snert, zo dik dat de lepel blijft staan.</p><p><strong>Ingrediënten (4 personen)</strong></p>
${ul(['500 g spliterwten', '2 liter water', '1 rookworst', '1 winterpeen', '2 uien', '2 preien', 'peper en zout'])}
<p><strong>Bereiding</strong></p>${ol(['Was de erwten en breng ze met het water aan de kook.', 'Snijd de groenten klein en voeg ze na een uur toe.', 'Kook nog 30 minuten en breng op smaak met peper en zout.'])}</div>`,
      'nl',
    ),
  },
  {
    name: 'spanish-ingredientes',
    ingredients: [
      '6 huevos',
      '4 patatas medianas',
      '1 cebolla',
      '200 ml de aceite de oliva virgen extra',
      'Sal',
    ],
    html: blog(
      'Tortilla de patatas',
      `<div class="entry-content"><p>La receta de siempre.</p><h3>Ingredientes para 4 personas</h3>
${ul(['6 huevos', '4 patatas medianas', '1 cebolla', '200 ml de aceite de oliva virgen extra', 'Sal'])}
<h3>Elaboración</h3><p>Pelamos y cortamos las patatas y la cebolla. Las freímos a fuego lento durante 20 minutos.</p>
<p>Batimos los huevos, mezclamos con las patatas y cuajamos la tortilla por los dos lados.</p></div>`,
      'es',
    ),
  },
  {
    name: 'italian-ingredienti',
    ingredients: [
      '50 g di basilico',
      '30 g di pinoli',
      '70 g di Parmigiano Reggiano grattugiato',
      "1 spicchio d'aglio",
      "100 ml di olio extravergine d'oliva",
      'sale q.b.',
    ],
    html: blog(
      'Pesto alla genovese',
      `<div class="entry-content"><p>Il pesto fatto in casa.</p><h2>Ingredienti</h2>
${ul(['50 g di basilico', '30 g di pinoli', '70 g di Parmigiano Reggiano grattugiato', "1 spicchio d'aglio", "100 ml di olio extravergine d'oliva", 'sale q.b.'])}
<h2>Procedimento</h2><p>Lavate e asciugate le foglie di basilico. Mettete nel mortaio l'aglio, il sale e le foglie.</p><p>Aggiungete i pinoli e il formaggio e versate l'olio a filo.</p></div>`,
      'it',
    ),
  },
  {
    name: 'italian-ingredienti-p-br',
    ingredients: [
      '320 g di spaghetti',
      '150 g di guanciale',
      '4 tuorli',
      '50 g di pecorino romano',
      'pepe nero q.b.',
    ],
    html: blog(
      'Spaghetti alla carbonara',
      `<div class="entry-content"><p>La carbonara come si deve.</p><p><strong>Ingredienti per 4 persone:</strong><br>
320 g di spaghetti<br>150 g di guanciale<br>4 tuorli<br>50 g di pecorino romano<br>pepe nero q.b.</p>
<p><strong>Preparazione:</strong><br>Tagliate il guanciale a listarelle e rosolatelo in padella.<br>Cuocete gli spaghetti in acqua salata.<br>Sbattete i tuorli con il pecorino e il pepe, poi condite la pasta fuori dal fuoco.</p></div>`,
      'it',
    ),
  },
  {
    name: 'affiliate-shop-list',
    ingredients: PANCAKES,
    html: blog(
      'Fluffy pancakes',
      `<div class="entry-content"><p>Sunday mornings.</p><h2>Ingredients</h2>${ul(PANCAKES)}
<h3>Products I used</h3><ul><li><a href="https://amzn.to/abc" rel="sponsored">Non-stick griddle pan</a></li><li><a href="https://amzn.to/def" rel="sponsored">Balloon whisk</a></li>
<li><a href="https://amzn.to/ghi" rel="sponsored">Set of measuring cups</a></li></ul>
<h2>Instructions</h2>${ol(PANCAKE_STEPS)}</div>`,
    ),
  },
  {
    name: 'sidebar-first',
    ingredients: CHICKEN,
    html: doc(
      'Lemon roast chicken',
      `${NAV}<div class="wrap">${SIDEBAR}<main><article><h1>Lemon roast chicken</h1><p>A whole bird, a lemon and an hour.</p>
<h2>Ingredients</h2>${ul(CHICKEN)}<h2>Method</h2>${ol(CHICKEN_STEPS)}</article>${COMMENTS}</main></div>${FOOTER}`,
    ),
  },
  {
    name: 'bullet-characters-in-p',
    ingredients: CHICKEN,
    html: blog(
      'Lemon roast chicken',
      `<div class="entry-content"><p>A whole bird, a lemon and an hour.</p><h3>Ingredients</h3>
<p>• 1.6kg whole chicken<br>• 1 lemon, halved<br>• 4 sprigs thyme<br>• 2 tbsp olive oil<br>• 1 bulb garlic, halved<br>• 500g baby potatoes</p>
<h3>Method</h3><p>1. Preheat the oven to 200°C, gas 6.<br>2. Put the lemon, thyme and garlic inside the chicken and rub the skin with the oil.<br>3. Roast with the potatoes for 1 hour 20 minutes, until the juices run clear.</p></div>`,
    ),
  },
  {
    name: 'checkbox-squares',
    ingredients: CURRY,
    html: blog(
      'Easy chickpea curry',
      `<div class="entry-content"><p>Ready in 30 minutes.</p><h2>Ingredients</h2>${ul(CURRY.map((line) => `▢ ${line}`))}<h2>Instructions</h2>${ol(CURRY_STEPS)}</div>`,
    ),
  },
  {
    name: 'serves-and-times-before-list',
    ingredients: PANCAKES,
    html: blog(
      'Fluffy pancakes',
      `<div class="entry-content"><p>Sunday mornings.</p><h2>Ingredients</h2><p>Makes 8 pancakes</p><p>Prep time: 5 minutes | Cook time: 15 minutes</p>
${ul(PANCAKES)}<h2>Instructions</h2>${ol(PANCAKE_STEPS)}</div>`,
    ),
  },
  {
    name: 'shopping-list-heading',
    ingredients: CURRY,
    html: blog(
      'Easy chickpea curry',
      `<div class="entry-content"><p>Ready in 30 minutes.</p><h2>Shopping list</h2>${ul(CURRY)}<h2>Let's cook</h2>${ol(CURRY_STEPS)}</div>`,
    ),
  },
  {
    name: 'what-youll-need-heading',
    ingredients: CHICKEN,
    html: blog(
      'Lemon roast chicken',
      `<div class="entry-content"><p>A whole bird, a lemon and an hour.</p><h2>What you'll need</h2>${ul(CHICKEN)}<h2>How to make it</h2>${ol(CHICKEN_STEPS)}</div>`,
    ),
  },
  {
    name: 'no-heading-list-only',
    ingredients: PANCAKES,
    html: blog(
      'Fluffy pancakes',
      `<div class="entry-content"><p>Sunday mornings mean pancakes. Here is what goes in them:</p>${ul(PANCAKES)}
<p>Whisk the flour, baking powder, sugar and salt in a large bowl. Make a well in the centre and pour in the milk, egg and melted butter; mix until smooth.</p>
<p>Heat a lightly oiled griddle over medium-high heat and pour about ¼ cup of batter for each pancake. Cook until bubbles form, flip and cook the other side until golden.</p></div>`,
    ),
  },
  {
    name: 'table-name-first',
    ingredients: ['200 g Flour', '100 g Butter', '50 g Sugar', '2 Eggs', '100 ml Milk'],
    html: blog(
      'Shortcake',
      `<div class="entry-content"><p>An old family recipe.</p><h2>Ingredients</h2>
<table><tr><td>Flour</td><td>200 g</td></tr><tr><td>Butter</td><td>100 g</td></tr><tr><td>Sugar</td><td>50 g</td></tr>
<tr><td>Eggs</td><td>2</td></tr><tr><td>Milk</td><td>100 ml</td></tr></table>
<h2>Method</h2><p>Rub the butter into the flour, stir in the sugar, then the eggs and milk. Bake at 200°C for 15 minutes.</p></div>`,
    ),
  },
  {
    name: 'p-lines-with-bold-groups',
    ingredients: [...LEMON, ...LEMON_DRIZZLE],
    groups: ['For the cake', 'For the drizzle'],
    html: blog(
      'Lemon drizzle cake',
      `<div class="entry-content">${INTRO}<h2>Ingredients</h2><p><strong>For the cake</strong></p>
${LEMON.map((line) => `<p>${line}</p>`).join('\n')}<p><strong>For the drizzle</strong></p>
${LEMON_DRIZZLE.map((line) => `<p>${line}</p>`).join('\n')}<h2>Method</h2>${ol(LEMON_STEPS)}</div>`,
    ),
  },
  {
    name: 'table-of-contents-first',
    ingredients: CURRY,
    html: blog(
      'Easy chickpea curry',
      `<div class="entry-content"><p>Ready in 30 minutes.</p><div class="ez-toc-container"><p class="ez-toc-title">Table of Contents</p>
<ul class="ez-toc-list"><li><a href="#why">Why you'll love it</a></li><li><a href="#ingredients">Ingredients</a></li><li><a href="#how">How to make it</a></li><li><a href="#faq">FAQ</a></li></ul></div>
<h2 id="why">Why you'll love it</h2><ul><li>It is quick</li><li>It uses cupboard staples</li><li>It freezes well</li></ul>
<h2 id="ingredients">Ingredients</h2>${ul(CURRY)}<h2 id="how">How to make it</h2>${ol(CURRY_STEPS)}
<h2 id="faq">FAQ</h2><p><strong>Can I use dried chickpeas?</strong> Yes, soak 200g overnight.</p></div>`,
    ),
  },
  {
    name: 'bold-amounts-and-links',
    ingredients: CURRY,
    html: blog(
      'Easy chickpea curry',
      `<div class="entry-content"><p>Ready in 30 minutes.</p><h3>Ingredients</h3><ul>${CURRY.map(
        (line) => {
          const match = /^(\d+(?: \(\d+ oz\))?(?: \w+)?) (.*)$/.exec(line);
          return match
            ? `<li><strong>${match[1]}</strong> <a href="/ingredient/x">${match[2]}</a></li>`
            : `<li>${line}</li>`;
        },
      ).join('')}</ul><h3>Instructions</h3>${ol(CURRY_STEPS)}</div>`,
    ),
  },
  {
    name: 'details-accordion',
    ingredients: PANCAKES,
    html: blog(
      'Fluffy pancakes',
      `<div class="entry-content"><p>Sunday mornings.</p><details open><summary>Ingredients</summary>${ul(PANCAKES)}</details>
<details open><summary>Method</summary>${ol(PANCAKE_STEPS)}</details></div>`,
    ),
  },
  {
    name: 'image-between-heading-and-list',
    ingredients: CHICKEN,
    html: blog(
      'Lemon roast chicken',
      `<div class="entry-content"><p>A whole bird, a lemon and an hour.</p><h2>Ingredients</h2>
<figure class="wp-block-image"><img src="/img/ingredients.jpg" alt="the ingredients laid out"><figcaption>Everything you need</figcaption></figure>
${ul(CHICKEN)}<h2>Method</h2>${ol(CHICKEN_STEPS)}</div>`,
    ),
  },
  {
    name: 'group-titles-as-items',
    ingredients: [...LEMON, ...LEMON_DRIZZLE],
    groups: ['For the cake', 'For the drizzle'],
    html: blog(
      'Lemon drizzle cake',
      `<div class="entry-content">${INTRO}<h2>Ingredients</h2><ul><li><strong>For the cake:</strong></li>${LEMON.map((line) => `<li>${line}</li>`).join('')}
<li><strong>For the drizzle:</strong></li>${LEMON_DRIZZLE.map((line) => `<li>${line}</li>`).join('')}</ul><h2>Method</h2>${ol(LEMON_STEPS)}</div>`,
    ),
  },
  {
    name: 'heading-with-yield',
    ingredients: PANCAKES,
    html: blog(
      'Fluffy pancakes',
      `<div class="entry-content"><p>Sunday mornings.</p><h2>Ingredients (makes 8)</h2>${ul(PANCAKES)}<h2>Directions</h2>${ol(PANCAKE_STEPS)}</div>`,
    ),
  },
  {
    name: 'notes-list-after-ingredients',
    ingredients: CURRY,
    html: blog(
      'Easy chickpea curry',
      `<div class="entry-content"><p>Ready in 30 minutes.</p><h2>Ingredients</h2>${ul(CURRY)}
<p><em>Notes:</em></p><ul><li>Use 2 cups cooked chickpeas if you cook your own.</li><li>Swap the coconut milk for 1 cup of yoghurt, stirred in at the end.</li></ul>
<h2>Method</h2>${ol(CURRY_STEPS)}</div>`,
    ),
  },
  {
    name: 'related-posts-with-numbers',
    ingredients: CHICKEN,
    html: doc(
      'Lemon roast chicken',
      `${NAV}<main><article><h1>Lemon roast chicken</h1><div class="entry-content"><p>A whole bird, a lemon and an hour.</p>
<h2>Ingredients</h2>${ul(CHICKEN)}<h2>Method</h2>${ol(CHICKEN_STEPS)}</div></article>
<section class="related"><h2>You may also like</h2><ul><li><a href="/a">3 ingredient banana pancakes</a></li><li><a href="/b">5 minute microwave mug cake</a></li><li><a href="/c">2 hour slow cooker beef</a></li></ul></section></main>${FOOTER}`,
    ),
  },
  {
    name: 'emoji-lines',
    ingredients: ['2 eggs', '1 cup milk', '1 cup flour', '1 tbsp sugar', 'pinch of salt'],
    html: blog(
      'Crepes',
      `<div class="entry-content"><p>Quick crepes for two.</p><p>Ingredients:</p><p>🥚 2 eggs<br>🥛 1 cup milk<br>🌾 1 cup flour<br>🍬 1 tbsp sugar<br>🧂 pinch of salt</p>
<p>Method:</p><p>Whisk everything until smooth. Rest 10 minutes. Cook thin crepes in a buttered pan.</p></div>`,
    ),
  },
  {
    name: 'spanish-group-items',
    ingredients: [
      '250 g de harina',
      '125 g de mantequilla',
      '1 huevo',
      '4 manzanas',
      '50 g de azúcar',
      '1 cucharadita de canela',
    ],
    groups: ['Para la masa', 'Para el relleno'],
    html: blog(
      'Tarta de manzana',
      `<div class="entry-content"><p>Una tarta sencilla.</p><p><strong>Ingredientes:</strong></p><ul><li>Para la masa:</li><li>250 g de harina</li><li>125 g de mantequilla</li><li>1 huevo</li>
<li>Para el relleno:</li><li>4 manzanas</li><li>50 g de azúcar</li><li>1 cucharadita de canela</li></ul>
<p><strong>Preparación:</strong></p><p>Mezclamos la harina, la mantequilla y el huevo y dejamos reposar la masa 30 minutos.</p><p>Cubrimos con las manzanas, el azúcar y la canela y horneamos 40 minutos a 180 °C.</p></div>`,
      'es',
    ),
  },
  {
    name: 'german-table-amount-name',
    ingredients: ['500 g Kartoffeln', '1 Zwiebel', '2 EL Öl', '1 TL Salz', '200 ml Brühe'],
    html: doc(
      'Bratkartoffeln Rezept',
      `<header><nav><a href="/">Startseite</a><a href="/rezepte">Rezepte</a></nav></header><main><article><h1>Bratkartoffeln</h1>
<p>Wie bei Oma.</p><h2>Zutaten</h2><p>Portionen: 4</p><table class="ingredients table-header"><tbody>
<tr><td class="td-left"><span>500 g</span></td><td class="td-right"><span><a href="/zutat/kartoffel">Kartoffeln</a></span></td></tr>
<tr><td class="td-left"><span>1</span></td><td class="td-right"><span>Zwiebel</span></td></tr>
<tr><td class="td-left"><span>2 EL</span></td><td class="td-right"><span>Öl</span></td></tr>
<tr><td class="td-left"><span>1 TL</span></td><td class="td-right"><span>Salz</span></td></tr>
<tr><td class="td-left"><span>200 ml</span></td><td class="td-right"><span>Brühe</span></td></tr></tbody></table>
<h2>Zubereitung</h2><p>Arbeitszeit ca. 20 Minuten</p><p>Die Kartoffeln in Scheiben schneiden und im Öl goldbraun braten. Zwiebel dazugeben, salzen und mit der Brühe ablöschen.</p></article></main>`,
      'de',
    ),
  },
  {
    name: 'french-div-spans',
    ingredients: [
      '200 g de chocolat noir',
      '100 g de beurre',
      '3 oeufs',
      '100 g de sucre',
      '50 g de farine',
    ],
    html: doc(
      'Fondant au chocolat : la recette facile',
      `<header><nav><ul><li><a href="/">Accueil</a></li><li><a href="/recettes">Recettes</a></li></ul></nav></header>
<main><h1>Fondant au chocolat</h1><div class="recipe-infos"><span>Temps total : 40 min</span><span>Facile</span></div>
<div class="recipe-ingredients"><h2>Ingrédients</h2><div class="servings"><button>-</button><span>4</span><span>personnes</span><button>+</button></div>
<div class="ingredient-list">${[
        ['200 g', 'de chocolat noir'],
        ['100 g', 'de beurre'],
        ['3', 'oeufs'],
        ['100 g', 'de sucre'],
        ['50 g', 'de farine'],
      ]
        .map(
          ([qty, name]) =>
            `<div class="card-ingredient"><img src="/i.png" alt=""><span class="quantity">${qty}</span> <span class="name">${name}</span></div>`,
        )
        .join('')}</div></div>
<div class="recipe-steps"><h2>Préparation</h2>${ol(['Faites fondre le chocolat avec le beurre.', 'Fouettez les oeufs avec le sucre, puis ajoutez la farine et le chocolat.', 'Versez dans un moule et faites cuire 25 minutes à 180 °C.'])}</div></main>`,
      'fr',
    ),
  },
  {
    name: 'dutch-supermarket-items',
    ingredients: [
      '300 g spaghetti',
      '1 ui',
      '2 teentjes knoflook',
      '400 g tomatenblokjes',
      '50 g Parmezaanse kaas',
    ],
    html: doc(
      'Spaghetti met tomatensaus recept | Supermarkt',
      `<header><nav><a href="/producten">Producten</a><a href="/bonus">Bonus</a><a href="/recepten">Recepten</a></nav></header>
<main><h1>Spaghetti met tomatensaus</h1><p>20 min · 4 personen</p><section><h2>Ingrediënten</h2>
<ul>${[
        ['300 g', 'spaghetti'],
        ['1', 'ui'],
        ['2 teentjes', 'knoflook'],
        ['400 g', 'tomatenblokjes'],
        ['50 g', 'Parmezaanse kaas'],
      ]
        .map(([qty, name]) => `<li><p>${qty}</p><p>${name}</p></li>`)
        .join('')}</ul><button>Alles in je mandje</button></section>
<section><h2>Bereiden</h2>${ol(['Kook de spaghetti volgens de verpakking.', 'Fruit de ui en knoflook en voeg de tomatenblokjes toe.', 'Laat 10 minuten pruttelen en serveer met de kaas.'])}</section></main>`,
      'nl',
    ),
  },
  {
    name: 'italian-dd-name-amount',
    ingredients: [
      'Farina 00 250 g',
      'Burro 125 g',
      'Zucchero 100 g',
      'Uova 2',
      'Lievito per dolci 8 g',
    ],
    html: doc(
      'Ricetta Crostata | Cucina Facile',
      `<header><nav><a href="/">Home</a><a href="/ricette">Ricette</a></nav></header><main><h1>Crostata</h1>
<div><h2>Ingredienti</h2><dl>${[
        ['Farina 00', '250 g'],
        ['Burro', '125 g'],
        ['Zucchero', '100 g'],
        ['Uova', '2'],
        ['Lievito per dolci', '8 g'],
      ]
        .map(([name, qty]) => `<dd><a href="/glossario">${name}</a> ${qty}</dd>`)
        .join('')}</dl></div>
<div><h2>Preparazione</h2><p>Impastate la farina con il burro freddo e lo zucchero, aggiungete le uova e il lievito.</p><p>Stendete la frolla e cuocete a 180 °C per 30 minuti.</p></div></main>`,
      'it',
    ),
  },
  {
    name: 'newspaper-most-read-first',
    ingredients: PANCAKES,
    html: doc(
      'Fluffy pancakes | The Morning Post',
      `<header><nav><a href="/">Home</a><a href="/food">Food</a></nav></header><div class="layout"><aside><h2>Most read</h2>
<ol><li><a href="/1">2 million households face higher bills</a></li><li><a href="/2">The 5 best cafés for brunch</a></li><li><a href="/3">10 cheap eats under £5</a></li></ol></aside>
<main><article><h1>Fluffy pancakes</h1><p class="byline">By Our Food Writer</p><p>Sunday mornings mean pancakes.</p>
<h2>Ingredients</h2>${ul(PANCAKES)}<h2>Method</h2>${ol(PANCAKE_STEPS)}</article></main></div>`,
    ),
  },
  {
    name: 'range-and-or-lines',
    ingredients: [
      '2-3 cloves garlic',
      '1 to 2 red chillies',
      '400g spaghetti',
      '4 tbsp olive oil',
      'a handful of parsley, chopped',
      'parmesan, to serve (optional)',
    ],
    html: blog(
      'Spaghetti aglio e olio',
      `<div class="entry-content"><p>The midnight pasta.</p><h4>Ingredients</h4>${ul(['2-3 cloves garlic', '1 to 2 red chillies', '400g spaghetti', '4 tbsp olive oil', 'a handful of parsley, chopped', 'parmesan, to serve (optional)'])}
<h4>Method</h4>${ol(['Cook the spaghetti.', 'Gently fry the garlic and chilli in the oil.', 'Toss with the pasta and parsley.'])}</div>`,
    ),
  },
  {
    name: 'grid-row-image-and-list',
    ingredients: CHICKEN,
    html: blog(
      'Lemon roast chicken',
      `<div class="entry-content"><p>A whole bird, a lemon and an hour.</p><h2>Ingredients</h2><div class="row"><div class="col-6"><img src="/img/x.jpg" alt=""></div>
<div class="col-6">${ul(CHICKEN)}</div></div><h2>Method</h2>${ol(CHICKEN_STEPS)}</div>`,
    ),
  },
  {
    name: 'no-heading-p-br-after-serves',
    ingredients: [
      '400g can chopped tomatoes',
      '1 red onion, sliced',
      '2 tbsp olive oil',
      '1 tsp smoked paprika',
      '4 eggs',
      'crusty bread, to serve',
    ],
    html: doc(
      'Shakshuka | Weekend recipes',
      `<header><nav><a href="/">Home</a></nav></header><main><article><h1>Five-minute-prep shakshuka</h1>
<p>Breakfast, lunch or supper: eggs poached in a spiced tomato sauce.</p><p><strong>Serves 2</strong></p>
<p>400g can chopped tomatoes<br>1 red onion, sliced<br>2 tbsp olive oil<br>1 tsp smoked paprika<br>4 eggs<br>crusty bread, to serve</p>
<p>Fry the onion in the oil for 5 minutes, add the paprika and tomatoes and simmer for 10 minutes.</p>
<p>Make four wells, crack in the eggs, cover and cook for 5 minutes. Serve with bread.</p></article></main>`,
    ),
  },
  {
    name: 'italic-group-titles',
    ingredients: [...LEMON, ...LEMON_DRIZZLE],
    groups: ['For the cake', 'For the drizzle'],
    html: blog(
      'Lemon drizzle cake',
      `<div class="entry-content">${INTRO}<h2>Ingredients</h2><p><em>For the cake</em></p>${ul(LEMON)}
<p><em>For the drizzle</em></p>${ul(LEMON_DRIZZLE)}<h2>Method</h2>${ol(LEMON_STEPS)}</div>`,
    ),
  },
  {
    name: 'colon-group-titles-plain-p',
    ingredients: [...LEMON, ...LEMON_DRIZZLE],
    groups: ['Cake', 'Drizzle'],
    html: blog(
      'Lemon drizzle cake',
      `<div class="entry-content">${INTRO}<h2>Ingredients</h2><p>Cake:</p>${ul(LEMON)}
<p>Drizzle:</p>${ul(LEMON_DRIZZLE)}<h2>Method</h2>${ol(LEMON_STEPS)}</div>`,
    ),
  },
  {
    name: 'numbered-ingredients-ol',
    ingredients: CHICKEN,
    html: blog(
      'Lemon roast chicken',
      `<div class="entry-content"><p>A whole bird, a lemon and an hour.</p><h2>Ingredients</h2>${ol(CHICKEN)}
<h2>Method</h2>${CHICKEN_STEPS.map((step) => `<p>${step}</p>`).join('')}</div>`,
    ),
  },
  {
    name: 'bold-amounts-p-br',
    ingredients: CHICKEN,
    html: blog(
      'Lemon roast chicken',
      `<div class="entry-content"><p>A whole bird, a lemon and an hour.</p><h3>Ingredients</h3>
<p><b>1.6kg</b> whole chicken<br><b>1</b> lemon, halved<br><b>4</b> sprigs thyme<br><b>2 tbsp</b> olive oil<br><b>1</b> bulb garlic, halved<br><b>500g</b> baby potatoes</p>
<h3>Method</h3>${CHICKEN_STEPS.map((step) => `<p>${step}</p>`).join('')}</div>`,
    ),
  },
  {
    name: 'gutenberg-groups-h4',
    ingredients: [...LEMON, ...LEMON_DRIZZLE],
    groups: ['Cake', 'Drizzle'],
    html: blog(
      'Lemon drizzle cake',
      `<div class="entry-content">${INTRO}<h3 class="wp-block-heading">Ingredients</h3>
<div class="wp-block-group"><div class="wp-block-group__inner-container"><h4 class="wp-block-heading">Cake</h4>${ul(LEMON, ' class="wp-block-list"')}</div></div>
<div class="wp-block-group"><div class="wp-block-group__inner-container"><h4 class="wp-block-heading">Drizzle</h4>${ul(LEMON_DRIZZLE, ' class="wp-block-list"')}</div></div>
<h3 class="wp-block-heading">Method</h3>${ol(LEMON_STEPS, ' class="wp-block-list"')}</div>`,
    ),
  },
  {
    name: 'weebly-div-paragraph',
    ingredients: PANCAKES,
    html: doc(
      'Fluffy pancakes - Home cooking',
      `<div class="wsite-header"><ul class="wsite-menu-default"><li><a href="/">Home</a></li><li><a href="/blog">Blog</a></li></ul></div>
<div id="wsite-content"><div class="blog-post"><h2 class="blog-title"><a href="/blog/pancakes">Fluffy pancakes</a></h2>
<div class="blog-content"><div class="paragraph">Sunday mornings mean pancakes.<br><br><strong>Ingredients</strong><br>${PANCAKES.join('<br>')}<br><br><strong>Method</strong><br>${PANCAKE_STEPS.join('<br>')}</div></div></div></div>`,
    ),
  },
  {
    name: 'jimdo-german',
    ingredients: [
      '250 g Quark',
      '2 Eier',
      '80 g Zucker',
      '1 Päckchen Vanillezucker',
      '40 g Grieß',
      '1 Prise Salz',
    ],
    html: doc(
      'Quarkauflauf - Omas Küche',
      `<div class="jtpl-navigation"><nav><ul><li><a href="/">Start</a></li><li><a href="/rezepte/">Rezepte</a></li></ul></nav></div>
<div class="jtpl-content"><div class="j-module n j-header"><h1>Quarkauflauf</h1></div>
<div class="j-module n j-text"><p>Schnell gemacht und lecker.</p><p><strong>Zutaten für 4 Personen:</strong></p>
${ul(['250 g Quark', '2 Eier', '80 g Zucker', '1 Päckchen Vanillezucker', '40 g Grieß', '1 Prise Salz'])}
<p><strong>Zubereitung:</strong></p><p>Alle Zutaten verrühren und in eine gefettete Form geben. Bei 180 °C etwa 40 Minuten backen.</p></div></div>`,
      'de',
    ),
  },
  {
    name: 'share-bar-before-list',
    ingredients: CURRY,
    html: blog(
      'Easy chickpea curry',
      `<div class="entry-content"><p>Ready in 30 minutes.</p><h2>Ingredients</h2><ul class="share"><li><a href="https://facebook.com/share">Facebook</a></li><li><a href="https://twitter.com/share">Twitter</a></li><li><a href="https://pinterest.com/pin">Pinterest</a></li></ul>
${ul(CURRY)}<h2>Method</h2>${ol(CURRY_STEPS)}</div>`,
    ),
  },
  {
    name: 'unit-toggle-and-servings',
    ingredients: PANCAKES,
    html: blog(
      'Fluffy pancakes',
      `<div class="entry-content"><p>Sunday mornings.</p><div class="recipe"><h3>Ingredients</h3><div class="controls"><button>US</button><button>Metric</button><span>Servings:</span><input type="number" value="4"></div>
${ul(PANCAKES)}<h3>Instructions</h3>${ol(PANCAKE_STEPS)}</div></div>`,
    ),
  },
  {
    name: 'heading-in-span-with-anchor',
    ingredients: CURRY,
    html: blog(
      'Easy chickpea curry',
      `<div class="entry-content"><p>Ready in 30 minutes.</p><h2><a name="ingredients"></a><span style="color:#c0392b">Ingredients</span></h2>${ul(CURRY)}
<h2><span style="color:#c0392b">Instructions</span></h2>${ol(CURRY_STEPS)}</div>`,
    ),
  },
  {
    name: 'times-multiplier-lines',
    ingredients: [
      '2 x 400g tins chopped tomatoes',
      '1 x 400g tin kidney beans, drained',
      '500g beef mince',
      '1 onion, chopped',
      '2 tsp chilli powder',
    ],
    html: blog(
      'Chilli con carne',
      `<div class="entry-content"><p>A big pot for the freezer.</p><h2>What you need</h2>${ul(['2 x 400g tins chopped tomatoes', '1 x 400g tin kidney beans, drained', '500g beef mince', '1 onion, chopped', '2 tsp chilli powder'])}
<h2>What to do</h2>${ol(['Brown the mince with the onion.', 'Add the chilli powder, tomatoes and beans and simmer for 40 minutes.'])}</div>`,
    ),
  },
  {
    name: 'ingredient-notes-then-recipe',
    ingredients: PANCAKES,
    html: blog(
      'Fluffy pancakes',
      `<div class="entry-content"><p>Sunday mornings.</p><h2>Ingredient notes</h2><ul><li><strong>Flour</strong> – plain flour works best; self-raising makes them too puffy.</li>
<li><strong>Baking powder</strong> – check it is fresh, or the pancakes will be flat.</li><li><strong>Milk</strong> – any milk, even oat milk, is fine.</li></ul>
<h2>How to make fluffy pancakes</h2><p>Whisk the dry things, then the wet things, then bring them together. Do not overmix!</p>
<div class="recipe-card"><h2>Fluffy pancakes</h2><h3>Ingredients</h3>${ul(PANCAKES)}<h3>Instructions</h3>${ol(PANCAKE_STEPS)}</div></div>`,
    ),
  },
  {
    name: 'blockquote-list',
    ingredients: CHICKEN,
    html: blog(
      'Lemon roast chicken',
      `<div class="entry-content"><p>A whole bird, a lemon and an hour.</p><blockquote><p><strong>Ingredients</strong></p>${ul(CHICKEN)}</blockquote>
<p><strong>Method</strong></p>${ol(CHICKEN_STEPS)}</div>`,
    ),
  },
  {
    name: 'method-first-then-ingredients',
    ingredients: PANCAKES,
    html: blog(
      'Fluffy pancakes',
      `<div class="entry-content"><p>Sunday mornings.</p><h2>Method</h2>${ol(PANCAKE_STEPS)}<h2>Ingredients</h2>${ul(PANCAKES)}<p>Enjoy!</p></div>`,
    ),
  },
  {
    name: 'p-lines-colon-titles-no-bold',
    ingredients: [
      '300g plain flour',
      '1 tsp salt',
      '200ml water',
      '1 egg',
      '250g ricotta',
      '100g spinach',
    ],
    groups: ['For the dough', 'For the filling'],
    html: blog(
      'Ricotta ravioli',
      `<div class="entry-content"><p>Sunday project.</p><h3>Ingredients</h3><p>For the dough:</p><p>300g plain flour</p><p>1 tsp salt</p><p>200ml water</p>
<p>For the filling:</p><p>1 egg</p><p>250g ricotta</p><p>100g spinach</p><h3>Method</h3><p>Make the dough and rest it for 30 minutes.</p><p>Mix the filling, roll the dough thin and fill.</p></div>`,
    ),
  },
  {
    name: 'wix-recipes-app',
    ingredients: [
      '2 cups flour',
      '1 tsp baking soda',
      '1 cup butter',
      '1 cup brown sugar',
      '2 eggs',
      '2 cups chocolate chips',
    ],
    html: doc(
      'Chocolate chip cookies | Recipes',
      `<div id="SITE_CONTAINER"><main><div data-hook="recipe-page"><h1 data-hook="recipe-title">Chocolate chip cookies</h1>
<section data-hook="ingredients-section"><h2 data-hook="section-title">Ingredients</h2>
<ul data-hook="ingredients-list">${[
        '2 cups flour',
        '1 tsp baking soda',
        '1 cup butter',
        '1 cup brown sugar',
        '2 eggs',
        '2 cups chocolate chips',
      ]
        .map(
          (line) =>
            `<li data-hook="ingredient-item"><div><span data-hook="ingredient-text">${line}</span></div></li>`,
        )
        .join('')}</ul></section>
<section data-hook="instructions-section"><h2 data-hook="section-title">Instructions</h2><ol>${['Cream the butter and sugar.', 'Beat in the eggs, then the flour and soda.', 'Stir in the chips and bake at 180°C for 10 minutes.'].map((line) => `<li><div><span>${line}</span></div></li>`).join('')}</ol></section></div></main></div>`,
    ),
  },
  {
    name: 'dry-and-wet-headings',
    ingredients: [
      '2 cups flour',
      '1 tsp baking soda',
      '½ tsp salt',
      '1 cup buttermilk',
      '2 eggs',
      '¼ cup melted butter',
    ],
    groups: ['Dry ingredients', 'Wet ingredients'],
    html: blog(
      'Buttermilk muffins',
      `<div class="entry-content"><p>Quick muffins.</p><h3>Dry ingredients</h3>${ul(['2 cups flour', '1 tsp baking soda', '½ tsp salt'])}
<h3>Wet ingredients</h3>${ul(['1 cup buttermilk', '2 eggs', '¼ cup melted butter'])}<h3>Instructions</h3>${ol(['Mix the dry ingredients.', 'Whisk the wet ingredients and fold them in.', 'Bake at 200°C for 20 minutes.'])}</div>`,
    ),
  },
  {
    name: 'old-table-layout',
    ingredients: [
      '1 lb ground beef',
      '1 onion, chopped',
      '1 can tomato sauce',
      '1 tsp oregano',
      '8 oz spaghetti',
    ],
    html: doc(
      "Grandma's Spaghetti",
      `<table width="100%"><tr><td colspan="2"><font size="5"><b>Grandma's Spaghetti</b></font></td></tr>
<tr><td valign="top" width="40%"><b>Ingredients:</b><br>1 lb ground beef<br>1 onion, chopped<br>1 can tomato sauce<br>1 tsp oregano<br>8 oz spaghetti</td>
<td valign="top"><b>Directions:</b><br>Brown the beef with the onion.<br>Add the sauce and oregano and simmer 30 minutes.<br>Serve over the spaghetti.</td></tr>
<tr><td colspan="2"><a href="index.html">Back to recipes</a> | <a href="mailto:me@example.com">Email me</a></td></tr></table>`,
    ),
  },
  {
    name: 'name-dash-amount',
    ingredients: ['Flour – 200 g', 'Butter – 100 g', 'Sugar – 80 g', 'Eggs – 2', 'Milk – 50 ml'],
    html: blog(
      'Simple sponge',
      `<div class="entry-content"><p>A plain sponge for any filling.</p><h2>Ingredients</h2>${ul(['Flour – 200 g', 'Butter – 100 g', 'Sugar – 80 g', 'Eggs – 2', 'Milk – 50 ml'])}
<h2>Method</h2><p>Cream the butter and sugar, beat in the eggs, fold in the flour and milk. Bake at 180°C for 25 minutes.</p></div>`,
    ),
  },
  {
    name: 'nested-options-under-item',
    ingredients: [
      '1 cup grated cheese',
      '4 flour tortillas',
      '1 can black beans, drained',
      '1 cup salsa',
    ],
    html: blog(
      'Bean quesadillas',
      `<div class="entry-content"><p>Lunch in ten minutes.</p><h2>Ingredients</h2><ul><li>1 cup grated cheese<ul><li>cheddar or Monterey Jack</li></ul></li><li>4 flour tortillas</li><li>1 can black beans, drained</li><li>1 cup salsa</li></ul>
<h2>Instructions</h2>${ol(['Fill the tortillas with beans, cheese and salsa.', 'Fold and cook in a dry pan until golden on both sides.'])}</div>`,
    ),
  },
  {
    name: 'portuguese-ingredientes',
    ingredients: [
      '2 xícaras de farinha de trigo',
      '3 ovos',
      '1 xícara de açúcar',
      '1 xícara de leite',
      '1 colher de sopa de fermento',
    ],
    html: blog(
      'Bolo simples',
      `<div class="entry-content"><p>Bolo da vovó.</p><h2>Ingredientes</h2>${ul(['2 xícaras de farinha de trigo', '3 ovos', '1 xícara de açúcar', '1 xícara de leite', '1 colher de sopa de fermento'])}
<h2>Modo de preparo</h2>${ol(['Bata os ovos com o açúcar.', 'Junte o leite e a farinha e por último o fermento.', 'Asse por 40 minutos a 180 °C.'])}</div>`,
      'pt',
    ),
  },
  {
    name: 'section-header-h2',
    ingredients: CURRY,
    html: doc(
      'Easy chickpea curry',
      `${NAV}<main><article><header><h1>Easy chickpea curry</h1><p>Ready in 30 minutes.</p></header>
<section><header><h2>Ingredients</h2></header>${ul(CURRY)}</section><section><header><h2>Method</h2></header>${ol(CURRY_STEPS)}</section></article></main>${FOOTER}`,
    ),
  },
  {
    name: 'spans-no-spaces',
    ingredients: ['200 g flour', '100 g sugar', '2 eggs', '1 tsp vanilla'],
    html: blog(
      'Sponge fingers',
      `<div class="entry-content"><p>For trifle.</p><h2>Ingredients</h2><ul>${[
        ['200', 'g', 'flour'],
        ['100', 'g', 'sugar'],
        ['2', '', 'eggs'],
        ['1', 'tsp', 'vanilla'],
      ]
        .map(
          ([a, u, n]) =>
            `<li><span class="amount">${a}</span><span class="unit">${u}</span><span class="name">${n}</span></li>`,
        )
        .join(
          '',
        )}</ul><h2>Method</h2>${ol(['Whisk the eggs and sugar until thick.', 'Fold in the flour and vanilla and pipe into fingers.', 'Bake for 10 minutes.'])}</div>`,
    ),
  },
  {
    name: 'fraction-sup-sub',
    ingredients: ['1 1/2 cups milk', '1/2 cup sugar', '2 eggs', '1/4 tsp nutmeg'],
    html: blog(
      'Baked custard',
      `<div class="entry-content"><p>Old-fashioned and wobbly.</p><h3>Ingredients</h3><ul><li>1 <sup>1</sup>/<sub>2</sub> cups milk</li><li><sup>1</sup>/<sub>2</sub> cup sugar</li><li>2 eggs</li><li><sup>1</sup>/<sub>4</sub> tsp nutmeg</li></ul>
<h3>Directions</h3>${ol(['Whisk everything together.', 'Pour into cups and bake in a water bath at 160°C for 40 minutes.'])}</div>`,
    ),
  },
  {
    name: 'bold-group-items-german',
    ingredients: ['250 g Mehl', '125 g Butter', '1 Ei', '500 g Rhabarber', '100 g Zucker'],
    groups: ['Für den Teig', 'Für die Füllung'],
    html: blog(
      'Rhabarberkuchen',
      `<div class="entry-content"><p>Frühling!</p><h2>Zutaten</h2><ul><li><strong>Für den Teig:</strong></li><li>250 g Mehl</li><li>125 g Butter</li><li>1 Ei</li><li><strong>Für die Füllung:</strong></li><li>500 g Rhabarber</li><li>100 g Zucker</li></ul>
<h2>Zubereitung</h2><p>Teig kneten und 30 Minuten kühlen. Rhabarber schneiden, mit Zucker mischen und auf dem Teig verteilen. 45 Minuten bei 180 °C backen.</p></div>`,
      'de',
    ),
  },
  {
    name: 'checkbox-label-p-lines',
    ingredients: PANCAKES,
    html: blog(
      'Fluffy pancakes',
      `<div class="entry-content"><p>Sunday mornings.</p><h2>Ingredients</h2><div>${PANCAKES.map((line, index) => `<p><input type="checkbox" id="i${index}"><label for="i${index}">${line}</label></p>`).join('')}</div>
<h2>Instructions</h2>${ol(PANCAKE_STEPS)}</div>`,
    ),
  },
  // Written after the rules above were made, and scored once before any rule was changed for
  // them: how the rules fare on layouts they were not made on.
  {
    name: 'wp-classic-ingredients-label-p-then-ul',
    ingredients: SOUP,
    html: blog(
      'Leek and potato soup',
      `<div class="entry-content"><p>Proper comfort food.</p><p>Ingredients</p>${ul(SOUP)}<p>Method</p>${ol(SOUP_STEPS)}</div>`,
    ),
  },
  {
    name: 'h3-strong-inside',
    ingredients: SOUP,
    html: blog(
      'Leek and potato soup',
      `<div class="entry-content"><p>Proper comfort food.</p><h3><strong>Ingredients:</strong></h3>${ul(SOUP)}<h3><strong>Method:</strong></h3>${ol(SOUP_STEPS)}</div>`,
    ),
  },
  {
    name: 'lines-in-one-p-no-heading-after-intro-list',
    ingredients: SOUP,
    html: blog(
      'Leek and potato soup',
      `<div class="entry-content"><p>Why you'll love it:</p><ul><li>Ready in 40 minutes</li><li>Freezes well</li><li>Costs under £3</li></ul>
<p>Here is what you need:</p><p>${SOUP.join('<br>')}</p><p>Melt the butter and soften the leek for 5 minutes. Add the potatoes and stock and simmer for 20 minutes.</p><p>Blend, stir in the cream and season.</p></div>`,
    ),
  },
  {
    name: 'squarespace-p-lines',
    ingredients: SOUP,
    html: doc(
      'Leek and potato soup — The Soup Shed',
      `<header class="Header"><nav><a href="/recipes">Recipes</a><a href="/about">About</a></nav></header><main><article class="BlogItem"><h1>Leek and potato soup</h1>
<div class="sqs-layout"><div class="sqs-block html-block"><div class="sqs-block-content"><p class="">Proper comfort food.</p></div></div>
<div class="sqs-block html-block"><div class="sqs-block-content"><h4>Ingredients</h4>${SOUP.map((line) => `<p class="">${line}</p>`).join('')}</div></div>
<div class="sqs-block html-block"><div class="sqs-block-content"><h4>Method</h4>${SOUP_STEPS.map((line) => `<p class="">${line}</p>`).join('')}</div></div></div></article></main>`,
    ),
  },
  {
    name: 'ghost-toggle-cards',
    ingredients: SOUP,
    html: doc(
      'Leek and potato soup',
      `<main class="gh-main"><article><h1>Leek and potato soup</h1><section class="gh-content"><p>Proper comfort food.</p>
<div class="kg-card kg-toggle-card" data-kg-toggle-state="open"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text">Ingredients</h4><button class="kg-toggle-card-icon"><svg></svg></button></div>
<div class="kg-toggle-content">${ul(SOUP)}</div></div>
<div class="kg-card kg-toggle-card" data-kg-toggle-state="open"><div class="kg-toggle-heading"><h4 class="kg-toggle-heading-text">Method</h4><button class="kg-toggle-card-icon"><svg></svg></button></div>
<div class="kg-toggle-content">${ol(SOUP_STEPS)}</div></div></section></article></main>`,
    ),
  },
  {
    name: 'drupal-paragraph-groups',
    ingredients: [...LEMON, ...LEMON_DRIZZLE],
    groups: ['Cake', 'Drizzle'],
    html: doc(
      'Lemon drizzle cake | Bake Club',
      `<main role="main"><article class="node node--type-recipe"><h1>Lemon drizzle cake</h1>
<div class="field field--name-field-ingredient-groups"><div class="field__label">Ingredients</div><div class="field__items">
<div class="paragraph paragraph--type-ingredient-group"><div class="field field--name-field-title">Cake</div><div class="field field--name-field-items">${LEMON.map((line) => `<div class="field__item">${line}</div>`).join('')}</div></div>
<div class="paragraph paragraph--type-ingredient-group"><div class="field field--name-field-title">Drizzle</div><div class="field field--name-field-items">${LEMON_DRIZZLE.map((line) => `<div class="field__item">${line}</div>`).join('')}</div></div></div></div>
<div class="field field--name-field-method"><div class="field__label">Method</div><div class="field__item">${ol(LEMON_STEPS)}</div></div></article></main>`,
    ),
  },
  {
    name: 'newspaper-bold-groups-p-br',
    ingredients: [
      '250g strong flour',
      '7g yeast',
      '150ml warm milk',
      '50g butter',
      '75g brown sugar',
      '2 tsp cinnamon',
    ],
    groups: ['For the dough', 'For the filling'],
    html: doc(
      'Cinnamon buns | Weekend | The Daily Paper',
      `<main><article><h1>Our cook's cinnamon buns</h1><div class="article-body"><p>Worth the wait.</p><p><strong>Makes</strong> 8</p>
<p><strong>For the dough</strong><br>250g strong flour<br>7g yeast<br>150ml warm milk</p>
<p><strong>For the filling</strong><br>50g butter<br>75g brown sugar<br>2 tsp cinnamon</p>
<p>Mix the dough, knead for 10 minutes and leave to rise for an hour.</p><p>Roll out, spread with the filling, roll up, slice and bake at 200C for 20 minutes.</p></div></article></main>`,
    ),
  },
  {
    name: 'supermarket-table-qty-name',
    ingredients: SOUP,
    html: doc(
      'Leek and potato soup | ValueMart Recipes',
      `<header><nav><a href="/shop">Shop</a><a href="/recipes">Recipes</a></nav></header><main><h1>Leek and potato soup</h1><p>Serves 4 · 40 mins</p>
<section><h2>You'll need</h2><table><tbody>${SOUP.map((line) => {
        const match = /^(\d+\S*(?: tbsp| large| medium)?) (.*)$/.exec(line);
        return match
          ? `<tr><td>${match[1]}</td><td>${match[2]}</td></tr>`
          : `<tr><td></td><td>${line}</td></tr>`;
      }).join('')}</tbody></table><a href="/basket/add-all">Add all to basket</a></section>
<section><h2>Method</h2>${ol(SOUP_STEPS)}</section></main>`,
    ),
  },
  {
    name: 'medium-bold-para-list',
    ingredients: SOUP,
    html: doc(
      'Leek and potato soup | Medium',
      `<article><h1>Leek and potato soup</h1><p>Proper comfort food.</p><p><strong>Ingredients</strong></p>${ul(SOUP)}<p><strong>Steps</strong></p>${ol(SOUP_STEPS)}
<p>Thanks for reading.</p></article><div><h2>Recommended from Medium</h2><ul><li><a href="/a">7 soups for winter</a></li><li><a href="/b">I ate soup for 30 days</a></li></ul></div>`,
    ),
  },
  {
    name: 'french-p-br-tirets',
    ingredients: [
      '200 g de lardons',
      '4 oeufs',
      '20 cl de crème fraîche',
      '1 pâte brisée',
      '100 g de gruyère râpé',
    ],
    html: blog(
      'Quiche lorraine',
      `<div class="entry-content"><p>Un classique.</p><p><strong>Ingrédients (6 personnes) :</strong><br>- 200 g de lardons<br>- 4 oeufs<br>- 20 cl de crème fraîche<br>- 1 pâte brisée<br>- 100 g de gruyère râpé</p>
<p><strong>Préparation :</strong><br>Faites revenir les lardons.<br>Battez les oeufs avec la crème.<br>Garnissez la pâte et faites cuire 35 minutes à 180 °C.</p></div>`,
      'fr',
    ),
  },
  {
    name: 'dutch-h3-benodigdheden',
    ingredients: ['250 g bloem', '2 eieren', '500 ml melk', 'snufje zout', 'boter om te bakken'],
    html: blog(
      'Pannenkoeken',
      `<div class="entry-content"><p>Zondagmiddag.</p><h3>Benodigdheden</h3>${ul(['250 g bloem', '2 eieren', '500 ml melk', 'snufje zout', 'boter om te bakken'])}<h3>Zo maak je het</h3>${ol(['Meng de bloem met het zout en de eieren.', 'Klop de melk er beetje bij beetje door.', 'Bak dunne pannenkoeken in de boter.'])}</div>`,
      'nl',
    ),
  },
  {
    name: 'italian-bold-amount-after',
    ingredients: [
      '320 g Riso Carnaroli',
      '1 bustina Zafferano',
      '1 l Brodo vegetale',
      '50 g Burro',
      '60 g Parmigiano',
    ],
    html: blog(
      'Risotto alla milanese',
      `<div class="entry-content"><p>Il risotto giallo.</p><h2>Ingredienti</h2><ul>${[
        ['Riso Carnaroli', '320 g'],
        ['Zafferano', '1 bustina'],
        ['Brodo vegetale', '1 l'],
        ['Burro', '50 g'],
        ['Parmigiano', '60 g'],
      ]
        .map(([name, qty]) => `<li>${name} <strong>${qty}</strong></li>`)
        .join(
          '',
        )}</ul><h2>Preparazione</h2><p>Tostate il riso nel burro, poi portatelo a cottura con il brodo e lo zafferano. Mantecate con burro e parmigiano.</p></div>`,
      'it',
    ),
  },
  {
    name: 'spanish-p-lines-guion',
    ingredients: [
      '1 kg de mejillones',
      '1 cebolla',
      '2 dientes de ajo',
      '1 vaso de vino blanco',
      'Perejil',
    ],
    html: blog(
      'Mejillones a la marinera',
      `<div class="entry-content"><p>Un aperitivo clásico.</p><h2>Ingredientes</h2><p>- 1 kg de mejillones</p><p>- 1 cebolla</p><p>- 2 dientes de ajo</p><p>- 1 vaso de vino blanco</p><p>- Perejil</p>
<h2>Preparación</h2><p>Limpiamos los mejillones. Sofreímos la cebolla y el ajo, añadimos el vino y los mejillones y tapamos hasta que se abran.</p></div>`,
      'es',
    ),
  },
  {
    name: 'two-recipes-one-post',
    ingredients: [
      '2 cups flour',
      '1 cup sugar',
      '2 eggs',
      '1 cup cream cheese',
      '2 cups icing sugar',
    ],
    groups: ['Cake', 'Frosting'],
    html: blog(
      'Carrot cake with cream cheese frosting',
      `<div class="entry-content"><p>The best carrot cake.</p><h2>Ingredients</h2><h3>Cake</h3>${ul(['2 cups flour', '1 cup sugar', '2 eggs'])}<h3>Frosting</h3>${ul(['1 cup cream cheese', '2 cups icing sugar'])}
<h2>Instructions</h2><h3>Cake</h3>${ol(['Mix and bake at 180°C for 35 minutes.'])}<h3>Frosting</h3>${ol(['Beat together until smooth.'])}</div>`,
    ),
  },
  {
    name: 'instagram-caption-style',
    ingredients: ['2 ripe bananas', '2 eggs', '½ cup oats', '1 tsp cinnamon'],
    html: blog(
      '3-ingredient banana pancakes',
      `<div class="entry-content"><p>Saw these on my feed and had to try! 🍌</p><p>✨ INGREDIENTS ✨</p><p>2 ripe bananas<br>2 eggs<br>½ cup oats<br>1 tsp cinnamon</p><p>✨ METHOD ✨</p><p>Blend everything. Fry spoonfuls in a hot pan for 2 minutes a side.</p></div>`,
    ),
  },
  // Written last, after every rule above, and scored once with no rule changed for them.
  {
    name: 'blogger-table-two-columns',
    ingredients: TACO,
    html: doc(
      'Taco night',
      `<div class="post-body entry-content"><div>Friday tradition.</div><table border="0"><tbody><tr><td valign="top"><b>Ingredients</b><br />${TACO.join('<br />')}</td>
<td valign="top"><b>Method</b><br />Brown the mince and stir in the seasoning with a splash of water.<br />Warm the shells and fill them.</td></tr></tbody></table></div>`,
    ),
  },
  {
    name: 'heading-h5-inside-card-div',
    ingredients: TACO,
    html: blog(
      'Taco night',
      `<div class="entry-content"><p>Friday tradition.</p><div><div><h2>Taco night</h2><p>Serves 4</p></div><div><h5>INGREDIENTS</h5>${ul(TACO)}</div><div><h5>INSTRUCTIONS</h5>${ol(['Brown the mince with the seasoning.', 'Warm the shells and fill them.'])}</div></div></div>`,
    ),
  },
  {
    name: 'p-lines-under-h2-with-spacer-p',
    ingredients: TACO,
    html: blog(
      'Taco night',
      `<div class="entry-content"><p>Friday tradition.</p><h2>Ingredients</h2><p>&nbsp;</p>${TACO.map((line) => `<p>${line}</p>`).join('')}<p>&nbsp;</p><h2>Method</h2><p>Brown the mince with the seasoning. Warm the shells and fill them.</p></div>`,
    ),
  },
  {
    name: 'list-with-inline-notes-em',
    ingredients: [
      '500g beef mince (or turkey mince)',
      '1 packet taco seasoning',
      '8 taco shells',
      '1 cup grated cheddar',
    ],
    html: blog(
      'Taco night',
      `<div class="entry-content"><p>Friday tradition.</p><h3>Ingredients</h3><ul><li>500g beef mince <em>(or turkey mince)</em></li><li>1 packet taco seasoning</li><li>8 taco shells</li><li>1 cup grated cheddar</li></ul><h3>Method</h3>${ol(['Brown the mince with the seasoning.', 'Warm the shells and fill them.'])}</div>`,
    ),
  },
  {
    name: 'german-strong-groups-p-br',
    ingredients: [
      '300 g Mehl',
      '1 Würfel Hefe',
      '200 ml Milch',
      '2 EL Zucker',
      '100 g Butter',
      '1 Prise Salz',
    ],
    groups: ['Für den Teig', 'Für die Streusel'],
    html: blog(
      'Hefezopf mit Streuseln',
      `<div class="entry-content"><p>Für das Sonntagsfrühstück.</p><p><strong>Zutaten</strong></p><p><strong>Für den Teig</strong><br>300 g Mehl<br>1 Würfel Hefe<br>200 ml Milch</p><p><strong>Für die Streusel</strong><br>2 EL Zucker<br>100 g Butter<br>1 Prise Salz</p><p><strong>Zubereitung</strong></p><p>Teig kneten, eine Stunde gehen lassen, Streusel darauf verteilen und 30 Minuten backen.</p></div>`,
      'de',
    ),
  },
  {
    name: 'french-ul-in-div-after-h3-span',
    ingredients: [
      '2 aubergines',
      '3 tomates',
      '1 oignon',
      "2 c. à soupe d'huile d'olive",
      'Sel, poivre',
    ],
    html: blog(
      'Caviar d’aubergine',
      `<div class="entry-content"><p>Pour l'apéro.</p><h3><span>Ingrédients</span> <span>(pour 4 personnes)</span></h3><div class="ingredients-box">${ul(['2 aubergines', '3 tomates', '1 oignon', "2 c. à soupe d'huile d'olive", 'Sel, poivre'])}</div><h3><span>Préparation</span></h3><p>Faites cuire les aubergines au four 40 minutes, puis mixez avec le reste.</p></div>`,
      'fr',
    ),
  },
  {
    name: 'supermarket-ul-with-prices',
    ingredients: ['400g spaghetti', '1 jar pesto', '200g cherry tomatoes', '1 ball mozzarella'],
    html: doc(
      'Pesto pasta | ShopRight Recipes',
      `<main><h1>Pesto pasta</h1><p>Serves 4 · 15 mins</p><h2>Ingredients</h2><ul>${[
        ['400g spaghetti', '£0.95'],
        ['1 jar pesto', '£2.10'],
        ['200g cherry tomatoes', '£1.20'],
        ['1 ball mozzarella', '£0.89'],
      ]
        .map(
          ([line, price]) =>
            `<li><span>${line}</span> <a href="/product/x" class="btn">Add <span class="price">${price}</span></a></li>`,
        )
        .join(
          '',
        )}</ul><h2>Method</h2>${ol(['Cook the pasta.', 'Stir through the pesto, tomatoes and torn mozzarella.'])}</main>`,
    ),
  },
  {
    name: 'recipe-after-long-faq-with-lists',
    ingredients: TACO,
    html: blog(
      'Taco night',
      `<div class="entry-content"><p>Friday tradition.</p><h2>Frequently asked questions</h2><h3>What can I add?</h3><ul><li>1 diced avocado</li><li>2 tbsp pickled jalapeños</li><li>a squeeze of lime</li></ul>
<h3>How do I store leftovers?</h3><p>Keep the mince in the fridge for 3 days.</p><h2>Taco night</h2><h3>Ingredients</h3>${ul(TACO)}<h3>Instructions</h3>${ol(['Brown the mince with the seasoning.', 'Warm the shells and fill them.'])}</div>`,
    ),
  },
];

/**
 * How the extractor reads a template page's `html` (the page as written, or stripped): whether
 * its lines read right (`ingredientLineScore` of 1, as the scorers count them), whether its group
 * titles are read too, and the lines it gave, each group's title marked `## `.
 */
export function readTemplatePage(
  page: TemplatePage,
  html: string,
): { right: boolean; linesRight: boolean; got: string[] } {
  const draft = extractRecipe(html, `https://recipes.example/${page.name}`);
  const lines = draft?.ingredients ?? [];
  const titles = (draft?.ingredientGroups ?? []).flatMap((group) => group.title ?? []);
  const linesRight = ingredientLineScore(page.ingredients, lines) === 1;
  const groupsRight = page.groups === undefined || page.groups.every((t) => titles.includes(t));
  const got = (draft?.ingredientGroups ?? [{ title: null, items: lines }]).flatMap((group) => [
    ...(group.title === null ? [] : [`## ${group.title}`]),
    ...group.items,
  ]);
  return { right: linesRight && groupsRight, linesRight, got };
}
