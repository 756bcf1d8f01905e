import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe.ts';
import {
  backgroundImage,
  isDecoration,
  largestImage,
  markupImage,
  metaImageCandidates,
  originalOf,
  parseSrcset,
  sizeFromUrl,
} from './page-image.ts';

const PAGE = 'https://cook.example/pie';

/** A recipe page with the given head tags and JSON-LD image, as sites write them. */
function page({ head = '', image, body = '' }: { head?: string; image?: unknown; body?: string }) {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Apple Pie',
    recipeIngredient: ['6 apples', '200g flour'],
    recipeInstructions: ['Bake it.'],
    ...(image === undefined ? {} : { image }),
  };
  return `<html><head>${head}<script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body>${body}</body></html>`;
}

const imageOf = (html: string) => extractRecipe(html, PAGE)?.imageUrl;

describe('the size a URL names', () => {
  it.each([
    ['https://s.example/wp-content/uploads/pie-225x225.jpg', { width: 225, height: 225 }],
    ['https://s.example/pie_300x200.png', { width: 300, height: 200 }],
    ['https://s.example/pie-150x150.webp?v=2', { width: 150, height: 150 }],
    ['https://res.example/image/upload/w_800,h_600,c_fill/pie.jpg', { width: 800, height: 600 }],
    ['https://res.example/image/upload/w_800/pie.jpg', { width: 800 }],
    ['https://img.example/660x660/2014/pie.jpeg', { width: 660, height: 660 }],
    ['https://ghost.example/content/images/size/w1200/pie.jpg', { width: 1200 }],
    ['https://cdn.example/pie.jpg?w=1200', { width: 1200 }],
    ['https://cdn.example/pie.jpg?width=1200&height=630', { width: 1200, height: 630 }],
    ['https://i0.wp.com/s.example/pie.jpg?resize=1080%2C565&ssl=1', { width: 1080, height: 565 }],
    ['https://s.example/pie.jpg?quality=70&resize=1080,565', { width: 1080, height: 565 }],
  ])('%s is %o', (url, size) => {
    expect(sizeFromUrl(url)).toEqual(size);
  });

  it('names no size for a plain file or a year in the path', () => {
    expect(sizeFromUrl('https://s.example/2024/05/pie.jpg')).toBeUndefined();
    expect(sizeFromUrl('https://s.example/pie-2x.jpg')).toBeUndefined();
  });

  it("knows a resized copy's original", () => {
    expect(originalOf('https://s.example/pie-225x225.jpg')).toBe('https://s.example/pie.jpg');
    expect(originalOf('https://s.example/pie.jpg')).toBeUndefined();
  });
});

describe('srcset and meta tags', () => {
  it('reads the widths of a srcset', () => {
    expect(parseSrcset('a.jpg 300w, b.jpg 1200w, c.jpg 2x')).toEqual([
      { url: 'a.jpg', width: 300 },
      { url: 'b.jpg', width: 1200 },
    ]);
  });

  it('reads a srcset written with no space after its commas, and commas inside a URL', () => {
    expect(parseSrcset('/mini/ab12.jpg 350w,/small/ab12.jpg 800w,/large/ab12.jpg 1600w')).toEqual([
      { url: '/mini/ab12.jpg', width: 350 },
      { url: '/small/ab12.jpg', width: 800 },
      { url: '/large/ab12.jpg', width: 1600 },
    ]);
    expect(parseSrcset('/pie.jpg?resize=300,200 300w, /pie.jpg?resize=1200,800 1200w')).toEqual([
      { url: '/pie.jpg?resize=300,200', width: 300 },
      { url: '/pie.jpg?resize=1200,800', width: 1200 },
    ]);
    expect(parseSrcset('https://res.example/w_400,h_300/pie.jpg 400w')).toEqual([
      { url: 'https://res.example/w_400,h_300/pie.jpg', width: 400 },
    ]);
  });

  it('gives each og:image the width and height that follow it, and reads Twitter images', () => {
    const $ = load(`
      <meta property="og:image" content="https://s.example/a.jpg">
      <meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">
      <meta property="og:image" content="https://s.example/b.jpg">
      <meta name="twitter:image:src" content="https://s.example/c.jpg">`);
    expect(metaImageCandidates($)).toEqual([
      { url: 'https://s.example/a.jpg', source: 'og', width: 1200, height: 630 },
      { url: 'https://s.example/b.jpg', source: 'og' },
      { url: 'https://s.example/c.jpg', source: 'twitter' },
    ]);
  });
});

describe("the page's main picture", () => {
  it('takes the largest ImageObject by its declared width and height', () => {
    const html = page({
      image: [
        { '@type': 'ImageObject', url: 'https://s.example/small.jpg', width: 300, height: 300 },
        { '@type': 'ImageObject', url: 'https://s.example/big.jpg', width: '1200px', height: 900 },
      ],
    });
    expect(imageOf(html)).toBe('https://s.example/big.jpg');
  });

  it('weighs declared sizes by their pixels: a portrait photo named first is not lost to its landscape crop', () => {
    const head =
      '<meta property="og:image" content="https://s.example/pie-tall.jpg">' +
      '<meta property="og:image:width" content="820"><meta property="og:image:height" content="1230">' +
      '<meta property="og:image" content="https://s.example/pie-wide.jpg">' +
      '<meta property="og:image:width" content="1230"><meta property="og:image:height" content="820">';
    expect(imageOf(page({ head }))).toBe('https://s.example/pie-tall.jpg');
    const banner =
      '<meta property="og:image" content="https://s.example/pie.jpg">' +
      '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="1200">' +
      '<meta property="og:image" content="https://s.example/banner.jpg">' +
      '<meta property="og:image:width" content="1400"><meta property="og:image:height" content="300">';
    expect(imageOf(page({ head: banner }))).toBe('https://s.example/pie.jpg');
  });

  it('takes the thumbnail a page names for search results when it names no other picture', () => {
    // A meal kit's page: its photo drawn by a script above the title, the first picture after the
    // title a step's photo; the page's `<meta name="thumbnail">` names the dish.
    const head =
      '<meta name="thumbnail" content="https://img.s.example/image/thai-pork-rice-bowl-f48c1ef8.jpg">';
    const body =
      '<h1>Thai Pork Rice Bowl</h1><h2>Instructions</h2>' +
      '<div><img alt="Cook the rice" width="340" height="250" src="https://img.s.example/step-878b4d00.jpg"></div>';
    expect(imageOf(page({ head, body }))).toBe(
      'https://img.s.example/image/thai-pork-rice-bowl-f48c1ef8.jpg',
    );
    // A share picture named as well wins; a thumbnail too small for a photo gives way to the markup.
    const shared = `${head}<meta property="og:image" content="https://img.s.example/pork-bowl-share.jpg">`;
    expect(imageOf(page({ head: shared, body }))).toBe('https://img.s.example/pork-bowl-share.jpg');
    const small =
      '<meta name="thumbnail" content="https://s.example/media/CauliflowerSteaks-146x128.jpg">';
    expect(imageOf(page({ head: small, body }))).toBe('https://img.s.example/step-878b4d00.jpg');
  });

  it("takes the post's featured image a plugin names when no share picture is named", () => {
    // The recipe card's square comes first in the markup; the post's featured image (the one its
    // SEO plugin would share) is named by Slickstream's meta tag.
    const head =
      '<meta property="slick:featured_image" content="https://s.example/up/pizzelles-1.jpg">';
    const body =
      '<h1>Pizzelles</h1><div class="wprm-recipe-image">' +
      '<img width="500" height="500" src="https://s.example/up/pizzelles-13-500x500.jpg"></div>';
    expect(imageOf(page({ head, body }))).toBe('https://s.example/up/pizzelles-1.jpg');
    // A share picture named as well wins.
    const shared = `${head}<meta property="og:image" content="https://s.example/up/pizzelles-fb.jpg">`;
    expect(imageOf(page({ head: shared, body }))).toBe('https://s.example/up/pizzelles-fb.jpg');
    expect(imageOf(page({ body }))).toBe('https://s.example/up/pizzelles-13-500x500.jpg');
  });

  it("takes the head's itemprop image when nothing else names a picture, not an item's", () => {
    const body =
      '<h1>Pie</h1><div><img alt="Step" width="340" src="https://s.example/step.jpg"></div>';
    const head = '<meta itemprop="image" content="https://s.example/apple-pie.jpg">';
    expect(imageOf(page({ head, body }))).toBe('https://s.example/apple-pie.jpg');
    const shared = `${head}<meta property="og:image" content="https://s.example/pie-share.jpg">`;
    expect(imageOf(page({ head: shared, body }))).toBe('https://s.example/pie-share.jpg');
    const publisher = `<div itemscope itemtype="https://schema.org/Organization"><meta itemprop="image" content="https://s.example/brand.jpg"></div>`;
    expect(imageOf(page({ body: publisher + body }))).toBe('https://s.example/step.jpg');
  });

  it('reads a QuantitativeValue width', () => {
    const html = page({
      image: [
        { '@type': 'ImageObject', url: 'https://s.example/a.jpg', width: { value: 400 } },
        { '@type': 'ImageObject', url: 'https://s.example/b.jpg', width: { value: 1600 } },
      ],
    });
    expect(imageOf(html)).toBe('https://s.example/b.jpg');
  });

  it('never takes a 225×225 thumbnail when Open Graph names a larger picture', () => {
    const html = page({
      head: `<meta property="og:image" content="https://s.example/pie-hero.jpg">
        <meta property="og:image:width" content="1200"><meta property="og:image:height" content="800">`,
      image: ['https://s.example/pie-225x225.jpg', 'https://s.example/pie-260x195.jpg'],
    });
    expect(imageOf(html)).toBe('https://s.example/pie-hero.jpg');
  });

  it('takes the Open Graph picture over a schema image of unknown size', () => {
    const html = page({
      head: `<meta property="og:image" content="https://s.example/pie-fb.jpg">
        <meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">`,
      image: 'https://s.example/pie-square.jpg',
    });
    expect(imageOf(html)).toBe('https://s.example/pie-fb.jpg');
  });

  it('takes a Twitter picture whose file name says it is larger', () => {
    const html = page({
      head: `<meta name="twitter:image" content="https://s.example/pie-1200x800.jpg">`,
      image: 'https://s.example/pie-300x200.jpg',
    });
    expect(imageOf(html)).toBe('https://s.example/pie-1200x800.jpg');
  });

  it('reads sizes from URL parameters: ?w=1200 beats /w_400/', () => {
    const html = page({
      head: `<meta property="og:image" content="https://cdn.example/pie.jpg?w=1200">`,
      image: 'https://res.example/upload/w_400/pie.jpg',
    });
    expect(imageOf(html)).toBe('https://cdn.example/pie.jpg?w=1200');
  });

  it("takes a share picture's declared size over a width only a srcset gives another", () => {
    // The shape of a WordPress page: the data names the post's photo unsized, a srcset shows it
    // 1102 px wide (height unnamed), the share picture is a 735×1102 pin whose size is declared.
    // Labels (recipe-scrapers' BestImagePlugin) take the sized pin; so do we.
    const head = `<meta property="og:image" content="https://s.example/bowl-01.jpg">
      <meta property="og:image:width" content="735"><meta property="og:image:height" content="1102">`;
    const html = page({
      head,
      image: ['https://s.example/bowl-04.jpg', 'https://s.example/bowl-04-500x500.jpg'],
      body: `<img src="https://s.example/bowl-04.jpg" srcset="https://s.example/bowl-04-768x512.jpg 768w, https://s.example/bowl-04.jpg 1102w">`,
    });
    expect(imageOf(html)).toBe('https://s.example/bowl-01.jpg');
  });

  it("takes a declared width over a lazy loader's srcset width (WP Rocket's data-lazy-srcset)", () => {
    const html = page({
      head: `<meta property="og:image" content="https://s.example/social.jpg">
        <meta property="og:image:width" content="1200">`,
      image: 'https://s.example/hero.jpg',
      body: `<img src="data:image/svg+xml,%3Csvg%3E" data-lazy-src="https://s.example/hero.jpg"
        data-lazy-srcset="https://s.example/small.jpg 320w, https://s.example/hero.jpg 1600w">`,
    });
    expect(imageOf(html)).toBe('https://s.example/social.jpg');
  });

  it('takes the original over its thumbnails when only thumbnails carry a size', () => {
    const html = page({
      image: [
        'https://s.example/pie-225x225.jpg',
        'https://s.example/pie-320x180.jpg',
        'https://s.example/pie.jpg',
      ],
    });
    expect(imageOf(html)).toBe('https://s.example/pie.jpg');
  });

  it('keeps the first named picture when no size is known (structured data first)', () => {
    const html = page({
      head: `<meta property="og:image" content="https://s.example/og.jpg">`,
      image: 'https://s.example/schema.jpg',
    });
    expect(imageOf(html)).toBe('https://s.example/schema.jpg');
  });

  it('reads the image_src link of a page that names no other picture', () => {
    const head = '<link rel="image_src" href="//cdn.example/rec/pie-hero.jpg">';
    expect(imageOf(page({ head }))).toBe('https://cdn.example/rec/pie-hero.jpg');
  });

  it("leaves out a site's default share picture", () => {
    const head = `<meta property="og:image" content="https://s.example/img/og-default.jpg">
      <meta property="og:image:width" content="1200">`;
    const body = '<h1>Apple Pie</h1><img src="/up/apple-pie.jpg" width="900" height="600">';
    expect(imageOf(page({ head, body }))).toBe('https://cook.example/up/apple-pie.jpg');
  });

  it("reads a microdata recipe's lazy-loaded image, not its loader's stand-in", () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe">
      <img itemprop="image" src="data:image/gif;base64,R0lGOD" data-lazy-src="/up/apple-pie.jpg">
      <h1 itemprop="name">Apple Pie</h1><p><img src="/up/peeling-apples.jpg"></p>
      <ul><li itemprop="recipeIngredient">6 apples</li><li itemprop="recipeIngredient">200g flour</li></ul>
      <div itemprop="recipeInstructions">Bake it.</div></div></body></html>`;
    expect(imageOf(html)).toBe('https://cook.example/up/apple-pie.jpg');
  });

  it('uses Open Graph when the structured data has no image', () => {
    const html = page({ head: `<meta property="og:image" content="/img/pie.jpg">` });
    expect(imageOf(html)).toBe('https://cook.example/img/pie.jpg');
  });

  it("reads a relative picture against the page's <base href>, as a browser does", () => {
    const head = `<base href="https://cdn.example/recipes/"><meta property="og:image" content="img/pie.jpg">`;
    expect(imageOf(page({ head }))).toBe('https://cdn.example/recipes/img/pie.jpg');
    const blank = `<base href=""><meta property="og:image" content="img/pie.jpg">`;
    expect(imageOf(page({ head: blank }))).toBe('https://cook.example/img/pie.jpg');
  });

  it("reads an ImageObject's contentUrl when its url is left empty", () => {
    const image = [{ '@type': 'ImageObject', url: '', contentUrl: 'https://s.example/pie.jpg' }];
    expect(imageOf(page({ image }))).toBe('https://s.example/pie.jpg');
  });

  it("decodes the HTML entities a template left in the data's picture URL", () => {
    const image = 'https://s.example/pie.jpg?w=1200&amp;h=800&#038;crop=1&copy=2';
    expect(imageOf(page({ image }))).toBe('https://s.example/pie.jpg?w=1200&h=800&crop=1&copy=2');
  });

  it('gives an address the surest size the page names it with, under every name', () => {
    // Two share pictures of one size; the structured data's is the second, which a srcset shows
    // smaller: the page's own size for that file makes it as large, and the data's comes first.
    const srcset = new Map([['https://s.example/ribs-featured.jpg', 800]]);
    expect(
      largestImage(
        [
          { url: 'https://s.example/ribs-featured.jpg', source: 'schema' },
          { url: 'https://s.example/ribs-hero.jpg', source: 'og', width: 1200, height: 1200 },
          { url: 'https://s.example/ribs-featured.jpg', source: 'og', width: 1200, height: 1200 },
        ],
        srcset,
      ),
    ).toBe('https://s.example/ribs-featured.jpg');
  });

  it("keeps the share picture when the data names the card's photo and the share is another", () => {
    // The shape of a WordPress recipe page (365daysofbakingandmore): the data lists the card's
    // photo in its crops, the share picture is the post's first photo at 1200 px. Labels take
    // either (recipe-scrapers' the share picture, a page's own data the card's); the largest named
    // stays. Guards against a card-photo rule on named pictures (reverted 431df5a1).
    const head = `<meta property="og:image" content="https://s.example/up/pizzelles-1.jpg">
      <meta property="og:image:width" content="1200"><meta property="og:image:height" content="1800">`;
    const body = `<article><h1>Pizzelles</h1><p><img src="https://s.example/up/pizzelles-1-683x1024.jpg"
      width="683" height="1024"></p><div class="wprm-recipe"><div class="wprm-recipe-image">
      <img src="https://s.example/up/pizzelles-13-450x450.jpg" width="450" height="450"></div></div></article>`;
    const image = [
      'https://s.example/up/pizzelles-13.jpg',
      'https://s.example/up/pizzelles-13-500x500.jpg',
      'https://s.example/up/pizzelles-13-500x375.jpg',
    ];
    expect(imageOf(page({ head, image, body }))).toBe('https://s.example/up/pizzelles-1.jpg');
  });

  it("mends a URL a site's template broke", () => {
    expect(largestImage([{ url: 'https//cdn.example/a.jpg', source: 'og' }])).toBe(
      'https://cdn.example/a.jpg',
    );
    expect(
      largestImage([{ url: 'http://site.examplehttps://cdn.example/a.jpg', source: 'og' }]),
    ).toBe('https://cdn.example/a.jpg');
  });
});

describe('the picture the markup shows (no picture named, or only an icon or a thumbnail)', () => {
  const body = (inner: string) => load(`<html><body>${inner}</body></html>`);

  it('tells logos, icons, spinners and avatars from photos', () => {
    expect(isDecoration('https://s.example/wp-content/uploads/cropped-Site-Icon.png')).toBe(true);
    expect(isDecoration('https://s.example/img/logo-2017.png')).toBe(true);
    expect(isDecoration('https://s.example/img/arrow.svg')).toBe(true);
    expect(isDecoration('https://secure.gravatar.com/avatar/abc?s=60')).toBe(true);
    expect(isDecoration('data:image/gif;base64,R0lGOD')).toBe(true);
    expect(isDecoration('https://s.example/images/newrecipeicon/gol-gappay.jpg')).toBe(false);
    expect(isDecoration('https://s.example/uploads/lemon-iced-tea.jpg')).toBe(false);
  });

  it("tells a file in a layout's icons or logos folder from a photo", () => {
    expect(isDecoration('https://s.example/icons/share.png')).toBe(true);
    expect(isDecoration('https://s.example/static/logos/brand/main.png')).toBe(true);
    expect(isDecoration('https://s.example/uploads/iconic-lemon-tart/share.jpg')).toBe(false);
    expect(isDecoration('https://s.example/images/newrecipeicon/gol-gappay.jpg')).toBe(false);
    const head = '<meta property="og:image" content="https://cook.example/icons/share.png">';
    const body = '<h1>Apple Pie</h1><img src="/up/apple-pie.jpg" width="900" height="600">';
    expect(imageOf(page({ head, body }))).toBe('https://cook.example/up/apple-pie.jpg');
  });

  it('tells a social network\'s "like" or "share" button from a photo a site names for sharing', () => {
    expect(isDecoration('https://s.example/images/elements/fb_like.jpg')).toBe(true);
    expect(isDecoration('https://s.example/img/facebook-share.png')).toBe(true);
    expect(isDecoration('https://s.example/uploads/dill-pickles-fb-1.jpg')).toBe(false);
    expect(isDecoration('https://s.example/uploads/cookies-like-grandmas.jpg')).toBe(false);
  });

  it("tells a photo's default rendition (soup-default.jpg) from a template's default picture", () => {
    expect(
      isDecoration('https://s.example/media/recipe/107/conv/spargelcremesuppe-default.jpg'),
    ).toBe(false);
    expect(isDecoration('https://s.example/media/lemon_tart_default.webp')).toBe(false);
    expect(isDecoration('https://s.example/img/og-default.jpg')).toBe(true);
    expect(isDecoration('https://s.example/img/recipe-image-default.png')).toBe(true);
    expect(isDecoration('https://s.example/img/site-logo-default.png')).toBe(true);
    expect(isDecoration('https://s.example/img/default.jpg')).toBe(true);
    expect(isDecoration('https://s.example/img/default-soup.jpg')).toBe(true);
  });

  it("tells a template's fallback picture, named in camel case or behind an image proxy", () => {
    expect(isDecoration('https://s.example/static/recipeImgFallback.593c.jpg')).toBe(true);
    expect(isDecoration('/api/image?src=%2Fstatic%2Fmedia%2FrecipeImgFallback.59.jpg&w=1200')).toBe(
      true,
    );
    expect(isDecoration('/_next/image?url=%2Fuploads%2Flemon-tart.jpg&w=1200')).toBe(false);
    expect(isDecoration('https://s.example/uploads/IconicLemonTart.jpg')).toBe(false);
  });

  it("takes the first photo after the title, past the site's logo and the author's avatar", () => {
    const $ = body(`<header><img src="/logo.png" width="600" height="200"></header>
      <img src="/banner-photo.jpg" width="1200" height="300">
      <article><h1>Cinnamon oatmeal</h1><img class="avatar" src="/me.jpg" width="60" height="60">
      <p><img src="/oatmeal-1.jpg" width="614" height="921"></p><p><img src="/oatmeal-2.jpg"></p></article>`);
    expect(markupImage($)).toBe('/oatmeal-1.jpg');
  });

  it("leaves out a byline's portrait, named by its class, for the recipe's photo", () => {
    const $ = body(`<h1>Stuffed peppers</h1><div class="post-meta"><span class="tip">
      <img class="site-author-card__image" src="/thumbs/200x200/jane-doe.jpg" width="200" height="200">
      </span></div><figure><img class="primary-image" src="/thumbs/1500x0/stuffed-peppers.jpg"></figure>`);
    expect(markupImage($)).toBe('/thumbs/1500x0/stuffed-peppers.jpg');
  });

  it("takes the header's photo set beside the title, though written before it, over a later step's picture", () => {
    const $ =
      body(`<div class="site-banner"><img src="/promo-photo.jpg" width="1200" height="300"></div>
      <div class="recipe-header"><div class="row">
      <div class="col"><div class="picture-header"><img src="/files/860942960gaspacho.jpg" alt="Gazpacho"></div></div>
      <div class="col"><div class="infos"><div class="infos-content"><h1>Gazpacho</h1></div></div></div>
      </div></div>
      <div class="recipe-body"><ol><li>Blend.<div class="expert"><img src="/files/cookexpert/blend_program.png"></div></li></ol></div>`);
    expect(markupImage($)).toBe('/files/860942960gaspacho.jpg');
  });

  it("does not take a banner written before the title with an author's note between them", () => {
    const $ =
      body(`<div class="details"><div class="banner"><div class="picture"><img src="/agent-banner.jpg"></div>
      <div class="note"><p>Welcome to my blog. Here I answer your questions about the machine and cook with you every day: desserts, vegetarian dishes, tricks and news.</p></div></div>
      <div class="content"><div class="head"><h1>Chickpeas with cod</h1></div>
      <p><img src="/chickpeas-with-cod.png" alt="chickpeas"></p></div></div>`);
    expect(markupImage($)).toBe('/chickpeas-with-cod.png');
  });

  it("prefers the recipe card's photo, and skips sidebars, related recipes and comments", () => {
    const $ =
      body(`<aside class="sidebar-main"><img src="/about-me.jpg" width="600" height="600"></aside>
      <h1>Sugar cookies</h1><div class="entry"><img src="/cookies-party.jpg" width="1200" height="800"></div>
      <div class="wprm-recipe"><div class="wprm-recipe-image"><img src="/cookies-3-350x350.jpg" width="250" height="250"></div></div>
      <div class="related-posts"><img src="/other.jpg" width="500" height="500"></div>`);
    expect(markupImage($)).toBe('/cookies-3-350x350.jpg');
  });

  it("prefers the post's featured image (WordPress's wp-post-image) to the recipe card's photo", () => {
    const url = 'https://cook.example/mantou';
    const $ = body(`<h1>Mantou</h1><main>
      <img class="attachment-post-thumbnail size-post-thumbnail wp-post-image" src="/up/mantou-9.jpg" width="600" height="803">
      <div class="entry"><img src="/up/mantou-3.jpg" width="1200" height="800"></div>
      <div class="wprm-recipe"><div class="wprm-recipe-image"><img src="/up/mantou-9-1-599x599.jpg" width="599" height="599"></div></div>
      <div class="related"><a href="/bao"><img class="wp-post-image" src="/up/bao.jpg" width="599" height="719"></a></div>
      <ul><li><a href="/buns"><img class="wp-post-image" src="/up/buns.jpg" width="599" height="719"></a></li></ul>
      </main>`);
    expect(markupImage($, url)).toBe('/up/mantou-9.jpg');
    // Featured images that only link to other posts are teasers: the card's photo stays.
    const teasers = body(`<h1>Mantou</h1><main>
      <div class="wprm-recipe"><div class="wprm-recipe-image"><img src="/up/mantou-9-1-599x599.jpg" width="599" height="599"></div></div>
      <ul><li><a href="/buns"><img class="wp-post-image" src="/up/buns.jpg" width="599" height="719"></a></li>
      <li><a href="/bao"><img class="wp-post-image" src="/up/bao.jpg" width="599" height="719"></a></li></ul></main>`);
    expect(markupImage(teasers, url)).toBe('/up/mantou-9-1-599x599.jpg');
    // Two featured images shown unlinked are a list's, not one post's: the card's photo stays.
    const list = body(`<h1>Mantou</h1><main>
      <img class="wp-post-image" src="/up/buns.jpg" width="600" height="800">
      <img class="wp-post-image" src="/up/bao.jpg" width="600" height="800">
      <div class="wprm-recipe-image"><img src="/up/mantou-9-1-599x599.jpg" width="599" height="599"></div></main>`);
    expect(markupImage(list, url)).toBe('/up/mantou-9-1-599x599.jpg');
  });

  it("takes the card's photo shown as a small square when its srcset lists a photo's size", () => {
    const $ = body(`<h1>Pasta salad</h1><div class="entry">
      <img src="/up/salad-6.jpg" width="800" height="1200"></div>
      <div class="tasty-recipes"><div class="tasty-recipes-image">
      <img src="/up/salad-4-150x150.jpg" width="150" height="150"
        srcset="/up/salad-4-150x150.jpg 150w, /up/salad-4-500x500.jpg 500w, /up/salad-4-125x125.jpg 125w">
      </div></div>`);
    expect(markupImage($)).toBe('/up/salad-4-500x500.jpg');
    // Shown small without a larger copy listed, or outside the card, it stays a thumbnail.
    const thumbnails = body(`<h1>Pasta salad</h1><div class="entry">
      <img src="/up/salad-6.jpg" width="800" height="1200">
      <img src="/up/salad-4-150x150.jpg" width="150" height="150"
        srcset="/up/salad-4-150x150.jpg 150w, /up/salad-4-500x500.jpg 500w"></div>
      <div class="tasty-recipes-image"><img src="/up/salad-4-150x150.jpg" width="150" height="150"
        srcset="/up/salad-4-150x150.jpg 150w, /up/salad-4-125x125.jpg 125w"></div>`);
    expect(markupImage(thumbnails)).toBe('/up/salad-6.jpg');
  });

  it("takes the widest copy of the shown photo that the image's own srcset lists", () => {
    // A recipe card's 360 px copy whose srcset lists the same file up to 720 px.
    const card = body(`<h1>Enchiladas</h1><div class="wprm-recipe-image">
      <img width="200" height="200" src="/up/ench-01-360x361.jpg"
        srcset="/up/ench-01-360x361.jpg 360w, /up/ench-01-640x640.jpg 640w, /up/ench-01-720x722.jpg 720w, /up/ench-01-500x500.jpg 500w">
      </div>`);
    expect(markupImage(card)).toBe('/up/ench-01-720x722.jpg');
    // A lazy loader's list, the original among its copies; a query-sized copy.
    const lazy = body(`<h1>Steak</h1><img src="/up/steak-300x375.jpg"
      data-srcset="/up/steak-240x300.jpg 240w, /up/steak.jpg 1200w, /up/steak-768x960.jpg 768w">`);
    expect(markupImage(lazy)).toBe('/up/steak.jpg');
    const query = body(`<h1>Stew</h1><img src="https://cdn.example/stew.jpg?w=300&q=80"
      srcset="https://cdn.example/stew.jpg?w=300&q=80 300w, https://cdn.example/stew.jpg?w=1000&q=80 1000w">`);
    expect(markupImage(query)).toBe('https://cdn.example/stew.jpg?w=1000&q=80');
  });

  it('takes no listed copy wider than 2048 px unless none between is listed, nor another photo', () => {
    const capped = body(`<h1>Stew</h1><img src="/up/stew-300x200.jpg"
      srcset="/up/stew-300x200.jpg 300w, /up/stew-1536x1024.jpg 1536w, /up/stew-2048x1365.jpg 2048w, /up/stew.jpg 4000w">`);
    expect(markupImage(capped)).toBe('/up/stew-2048x1365.jpg');
    const onlyHuge = body(`<h1>Stew</h1><img src="/up/stew-300x200.jpg"
      srcset="/up/stew-300x200.jpg 300w, /up/stew-3000x2000.jpg 3000w, /up/stew.jpg 4000w">`);
    expect(markupImage(onlyHuge)).toBe('/up/stew-3000x2000.jpg');
    // Another photo's copy in the list, or a shown copy of unknown width, stays as shown.
    const other = body(`<h1>Stew</h1><img src="/up/stew-300x200.jpg"
      srcset="/up/stew-300x200.jpg 300w, /up/stew-crop-1200x800.jpg 1200w">`);
    expect(markupImage(other)).toBe('/up/stew-300x200.jpg');
    const unknown = body(`<h1>Stew</h1><img src="/up/stew.jpg" width="300"
      srcset="/up/stew-300x200.jpg 300w, /up/stew-1024x683.jpg 1024w">`);
    expect(markupImage(unknown)).toBe('/up/stew.jpg');
  });

  it("takes the original of the card's resized copy when the page shows the original too", () => {
    const $ = body(`<h1>Sugar cookies</h1><div class="entry">
      <img src="/up/cookies-party.jpg" width="1200" height="800">
      <img src="/up/cookies-3.jpg" width="800" height="1200"></div>
      <div class="wprm-recipe"><div class="wprm-recipe-image"><img src="/up/cookies-3-350x350.jpg"></div></div>`);
    expect(markupImage($)).toBe('/up/cookies-3.jpg');
  });

  it("does not take a list's tiles for the card's photo when a recipe card's class names each", () => {
    // A related-recipes list whose tiles are named `RecipeThumbnail_image` (a recipe word, then
    // an image word): the class of three different pictures names tiles, not the one card.
    const tile = (name: string) => `<div class="RecipeThumbnail_container">
      <div class="RecipeThumbnail_image_container"><img src="/img/${name}.jpg" class="RecipeThumbnail_image"></div>
      <div class="RecipeThumbnail_text"><a href="/recipes/${name}">${name}</a></div></div>`;
    const $ = body(`<div class="Jumbotron"><div class="JumbotronDetails"><picture>
      <img src="/img/beef-stew.jpg" alt="Beef stew" class="JumbotronDetails_img"></picture></div>
      <div class="Jumbotron_text"><h1>Beef stew</h1></div></div>
      <div class="Steps"><p>Brown the beef.</p></div>
      <div class="RecipeDetails_right"><h3>Other ideas</h3>${tile('pork')}${tile('leeks')}${tile('tart')}</div>`);
    expect(markupImage($, 'https://cook.example/recipes/beef-stew')).toBe('/img/beef-stew.jpg');
    // The card's photo shown twice (a layout for phones and one for desktops) is still the card's.
    const twice =
      body(`<h1>Beef stew</h1><div class="entry"><img src="/img/beef-stew-pot.jpg"></div>
      <div class="wprm-recipe"><div class="wprm-recipe-image"><img src="/img/beef-stew-4.jpg"></div>
      <div class="wprm-recipe-image"><img src="/img/beef-stew-4.jpg"></div></div>`);
    expect(markupImage(twice)).toBe('/img/beef-stew-4.jpg');
  });

  it("leaves out a card's picture that an empty link to another page covers (a cookbook's card)", () => {
    const cards = body(`<h1>Coffee baklava</h1><div class="intro"><div class="card">
      <figure><img src="/up/cookbook-cover.jpg"></figure><header><h6>A Greek Feast</h6></header>
      <a href="/cookbook-corner/a-greek-feast"></a></div></div>
      <div class="image"><figure><img src="/up/coffee-baklava.jpg"></figure></div>`);
    expect(markupImage(cards, 'https://cook.example/recipes/coffee-baklava')).toBe(
      '/up/coffee-baklava.jpg',
    );
    // An empty Pinterest button or a link within the page beside the photo is no such card.
    const buttons = body(`<h1>Coffee baklava</h1><div class="photo">
      <img src="/up/coffee-baklava.jpg"><a href="https://pinterest.example/pin?url=x"></a>
      <a href="#comments"></a></div>`);
    expect(markupImage(buttons, 'https://cook.example/recipes/coffee-baklava')).toBe(
      '/up/coffee-baklava.jpg',
    );
  });

  it("leaves out a picture inside a button: a video's play button or an app's banner", () => {
    const $ = body(`<h1>Gazpacho</h1><button class="video-btn" data-target="#video">
      <img src="/cms/app-banner.jpg" width="800" height="450"></button>
      <div class="picture-header"><img src="/rec/gazpacho.jpg" width="900" height="600"></div>`);
    expect(markupImage($)).toBe('/rec/gazpacho.jpg');
  });

  it('leaves out a picture that links to another site, not one linked to its own file', () => {
    const $ = body(`<h1>Gazpacho</h1>
      <a href="https://apps.example-store.com/app/cook"><img src="/cms/app-badge.jpg" width="400" height="300"></a>
      <a href="https://shop.example/blender?ref=cook"><span><img src="/p/blender.jpg" width="500" height="500"></span></a>
      <a href="https://cdn.example/img/gazpacho"><img src="https://cdn.example/img/gazpacho" width="900" height="600"></a>`);
    expect(markupImage($, 'https://recipes.example/gazpacho')).toBe(
      'https://cdn.example/img/gazpacho',
    );
    const own = body(
      `<h1>Gazpacho</h1><a href="/gazpacho/print"><img src="/rec/gazpacho.jpg" width="900"></a>`,
    );
    expect(markupImage(own, 'https://www.recipes.example/gazpacho')).toBe('/rec/gazpacho.jpg');
  });

  it("leaves out the site's logo (an image linking to the home page, or named a logo by its text)", () => {
    const $ =
      body(`<div class="brand"><a href="https://www.recipes.example/"><img src="/up/mark-2024.png" width="600" height="240"></a></div>
      <h1>Gazpacho</h1><div><a href="/de/"><img src="/up/wordmark.jpg" width="500" height="200"></a></div>
      <img src="/up/brand.jpg" alt="Recipes Example logo" width="400" height="400">
      <a href="#"><img class="zoom" src="/rec/gazpacho.jpg" width="900" height="600"></a>`);
    expect(markupImage($, 'https://recipes.example/gazpacho')).toBe('/rec/gazpacho.jpg');
  });

  it("leaves out a block's sidebar and promotions named as BEM elements (post__sidebar-pocket)", () => {
    // The header's photo before the title, then a subscription's promotion in the post's sidebar.
    const $ =
      body(`<main><section class="post__header"><div class="container"><div><div class="post-header__hero">
      <div class="hero-image"><div class="image"><picture>
      <img src="/rec/meatballs.jpg?resize=440,400" width="440" height="400"></picture></div></div></div></div></div>
      <h1>Summer meatballs</h1></section>
      <div class="post__body"><div class="layout__main"><p>Mix the mince.</p></div>
      <div class="layout-rail__secondary"><div class="post__sidebar-pocket"><div class="cards">
      <a class="card__link"><img src="/promo/all-access-1080x1080.png" width="1080" height="1080"></a></div></div></div>
      <div class="pocket"><div class="promotion-cards"><img src="/promo/app.png" width="1000" height="1000"></div></div>
      </div></main>`);
    expect(markupImage($)).toBe('/rec/meatballs.jpg?resize=440,400');
    // A block's sidebar element that holds the title is the page's wrapper, not a sidebar.
    const wrapper = body(`<div class="layout__sidebar-wrap"><h1>Summer meatballs</h1>
      <div><img src="/rec/meatballs.jpg" width="900" height="600"></div></div>`);
    expect(markupImage(wrapper)).toBe('/rec/meatballs.jpg');
    // A BEM element named by other words is read as before (`recipe__image`), and an article's
    // teaser element is its own lead picture.
    const card = body(`<h1>Summer meatballs</h1><div class="recipe__image">
      <img src="/rec/meatballs-2.jpg" width="900" height="600"></div>`);
    expect(markupImage(card)).toBe('/rec/meatballs-2.jpg');
    const teaser = body(`<h1>Summer meatballs</h1><div class="article__teaser-image">
      <img src="/rec/meatballs-3.jpg" width="900" height="600"></div>`);
    expect(markupImage(teaser)).toBe('/rec/meatballs-3.jpg');
  });

  it('leaves out the parts a page marks by their role: its banner, menus, sidebar and footer', () => {
    const $ =
      body(`<div role="banner"><img src="/up/header-photo.jpg" width="1200" height="400"></div>
      <h1>Gazpacho</h1><div role="complementary"><img src="/up/about-me.jpg" width="600" height="600"></div>
      <div class="entry"><img src="/rec/gazpacho.jpg" width="900" height="600"></div>`);
    expect(markupImage($)).toBe('/rec/gazpacho.jpg');
  });

  it('leaves out an image the layout repeats four times or more (a level or rating mark)', () => {
    const hat = '<img src="/modules/recipe/img/level.png">';
    const $ = body(`<div class="level">${hat.repeat(4)}</div><h1>Gazpacho</h1>
      <div class="facts">${hat}</div><img src="/rec/gazpacho-hero.jpg">`);
    expect(markupImage($)).toBe('/rec/gazpacho-hero.jpg');
    const twice = body(
      `<h1>Gazpacho</h1><img src="/rec/gazpacho.jpg"><noscript><img src="/rec/gazpacho.jpg"></noscript>`,
    );
    expect(markupImage(twice)).toBe('/rec/gazpacho.jpg');
  });

  it("takes the recipe's photo shown four times or more (header, gallery, sticky bar) when offered at a photo's size", () => {
    const photo = `<img class="main-image" src="/cdn/medium_169/ab12cd.jpg"
      srcset="/cdn/mini_169/ab12cd.jpg 350w,/cdn/small_169/ab12cd.jpg 800w">`;
    const $ = body(`<h1>Courgette rolls</h1>${photo.repeat(4)}
      <div class="more"><img src="/cdn/small_169/other-dish.jpg" width="350" height="197"></div>`);
    expect(markupImage($)).toBe('/cdn/medium_169/ab12cd.jpg');
    // A mark repeated with a srcset of small copies only stays a mark.
    const star = '<img src="/img/star.png" srcset="/img/star.png 24w, /img/star@2x.png 48w">';
    const marks = body(`<h1>Courgette rolls</h1>${star.repeat(5)}<img src="/cdn/rolls.jpg">`);
    expect(markupImage(marks)).toBe('/cdn/rolls.jpg');
  });

  it("does not count a lazy photo's <noscript> copies as showings: one photo in two layouts is no mark", () => {
    const lazy = `<img width="1024" height="683" class="lazyload" src="data:image/gif;base64,R0lGOD"
      data-src="/up/plum-cake-1024x683.jpg"><noscript><img width="1024" height="683" src="/up/plum-cake-1024x683.jpg"></noscript>`;
    // Read as the extractor reads pages (htmlparser2), which keeps a <noscript>'s tags as tags.
    const $ = load(
      `<html><body><h1>Plum cake</h1><div class="mobile-only">${lazy}</div>
      <div class="desktop-only">${lazy}</div><p>Method</p><img src="/up/step-one.jpg" width="800"></body></html>`,
      { xml: { xmlMode: false, decodeEntities: true } },
    );
    expect(markupImage($)).toBe('/up/plum-cake-1024x683.jpg');
  });

  it("reads a loader's lazy attributes named without data- (nitro-lazy-src, nitro-lazy-srcset)", () => {
    const $ = body(`<h1>Pea soup</h1><img width="800" height="1200" alt="Pea soup"
      nitro-lazy-src="https://cdn.example/pea-soup.jpg" src="data:image/svg+xml;nitro-empty-id=1">`);
    expect(markupImage($)).toBe('https://cdn.example/pea-soup.jpg');
    const srcset = body(`<h1>Pea soup</h1><img width="800" height="1200" alt="Pea soup"
      nitro-lazy-srcset="/up/pea-soup-400.jpg 400w, /up/pea-soup.jpg 800w">`);
    expect(markupImage(srcset)).toBe('/up/pea-soup.jpg');
  });

  it('takes an image the page preloads when its pictures are drawn by scripts (src "//:0")', () => {
    const html = page({
      head: `<link rel="preload" href="/s/images/logo.svg" as="image">
        <link rel="preload" href="https://img.example/recipe/7/1.jpg?w=920" as="image">`,
      body: `<h1>Onsen egg</h1><img src="//:0" class="v-lazy-image"><img src="//:0" class="v-lazy-image">`,
    });
    expect(imageOf(html)).toBe('https://img.example/recipe/7/1.jpg?w=920');
  });

  it('reads lazy-loaded images and leaves out thumbnails declared small', () => {
    const $ = body(`<h1>Pie</h1><img src="/pie-150x150.jpg" width="150" height="150">
      <img src="data:image/gif;base64,R0lGOD" data-src="/pie-big.jpg" width="800">`);
    expect(markupImage($)).toBe('/pie-big.jpg');
  });

  it("takes a lazy loader's URL over the blurred stand-in its src shows until then", () => {
    // A stand-in named a few pixels wide would be passed over as a thumbnail, and the step's
    // photo taken instead.
    const named = body(`<h1>Pie</h1><img class="lazyload" src="/up/pie-30x20.jpg"
      data-src="/up/pie-1200x800.jpg"><p>Mix.</p><img src="/up/step-one.jpg" width="800">`);
    expect(markupImage(named)).toBe('/up/pie-1200x800.jpg');
    const query = body(`<h1>Pie</h1><img class="lazyload" src="/up/pie.jpg?w=20"
      data-src="/up/pie.jpg?w=1200"><p>Mix.</p><img src="/up/step-one.jpg" width="800">`);
    expect(markupImage(query)).toBe('/up/pie.jpg?w=1200');
    const sized = body(`<h1>Pie</h1><img src="/up/pie-tiny.jpg" width="1200" height="800"
      data-lazy-src="/up/pie.jpg">`);
    expect(markupImage(sized)).toBe('/up/pie.jpg');
  });

  it('takes the photo a hero banner draws behind the title when no <img> shows the recipe', () => {
    const hero = page({
      body: `<nav><a href="/"><img src="/up/site-logo.svg"></a></nav>
        <header class="single-hero" style="background-image: url(https://cdn.example/up/bagels-2220x1000.jpg)">
        <h1>Bagels</h1></header><div style="background: url('/up/other-700x400.jpg') no-repeat"></div>`,
    });
    expect(imageOf(hero)).toBe('https://cdn.example/up/bagels-2220x1000.jpg');
    // A photo box whose <img> is hidden, the photo drawn by its style; a lazy loader's data-bg.
    const box =
      body(`<div class="left"><div class="image-abs" style="background-image: url('/up/soup.jpg');">
      <img style="display: none;" src="/up/soup.jpg" alt=""></div></div><div class="right"><h1>Soup</h1>
      <article><a href="/stew/">Stew</a><div style="background-image: url('/up/stew.jpg')"></div></article></div>`);
    expect(backgroundImage(box)).toBe('/up/soup.jpg');
    const lazy = body(`<h1>Soup</h1><div class="hero lazyload" data-bg="/up/soup-1600.jpg"></div>`);
    expect(backgroundImage(lazy)).toBe('/up/soup-1600.jpg');
  });

  it("takes no decoration, backdrop, thumbnail or sidebar's background for the photo", () => {
    const $ =
      body(`<h1>Soup</h1><span class="star" style="background-image: url('/img/star_2.svg')"></span>
      <div style="background-image: url(/up/soup-150x150.jpg)"></div>
      <aside><div style="background-image: url(/up/promo.jpg)"></div></aside>
      <div style="display: none; background-image: url(/up/pin.jpg)"></div>`);
    expect(backgroundImage($)).toBeUndefined();
    const backdrop = load(
      `<html><body style="background: url(/img/paper.jpg)"><h1>Soup</h1></body></html>`,
    );
    expect(backgroundImage(backdrop)).toBeUndefined();
    // A photo the markup shows as an <img> comes first.
    const html = page({
      body: `<div style="background-image: url(/up/banner.jpg)"></div><h1>Soup</h1>
        <img src="/up/soup.jpg" width="800">`,
    });
    expect(imageOf(html)).toBe('https://cook.example/up/soup.jpg');
  });

  it("passes over a lazy loader's stand-in file for the photo it puts in its place", () => {
    const $ = body(`<h1>Pie</h1><img class="image-lazy" src="/images/common/default.svg"
      data-src="/rec/pie-large.jpg"><img src="/img/spacer.gif" srcset="/rec/tart-400.jpg 400w, /rec/tart-900.jpg 900w">`);
    expect(markupImage($)).toBe('/rec/pie-large.jpg');
    const spacer = body(
      `<h1>Tart</h1><img src="/img/spacer.gif" srcset="/rec/tart-400.jpg 400w, /rec/tart-900.jpg 900w">`,
    );
    expect(markupImage(spacer)).toBe('/rec/tart-900.jpg');
  });

  it("reads a <picture>'s sources when its <img> names no photo", () => {
    const $ = body(`<h1>Pie</h1><picture><source type="image/webp"
      data-srcset="/rec/pie-800.webp 800w, /rec/pie-1600.webp 1600w"><img src="data:image/gif;base64,R0lGOD"></picture>`);
    expect(markupImage($)).toBe('/rec/pie-1600.webp');
  });

  it('reads a srcset written by pixel density (1x, 2x) when it names no width', () => {
    const $ = body(`<h1>Pie</h1><img src="data:image/gif;base64,R0lGOD"
      data-srcset="/rec/pie.jpg 1x, /rec/pie@2x.jpg 2x" width="600">`);
    expect(markupImage($)).toBe('/rec/pie@2x.jpg');
    const bare = body(
      `<h1>Pie</h1><img src="data:image/gif;base64,R0lGOD" data-srcset="/rec/tart.jpg">`,
    );
    expect(markupImage(bare)).toBe('/rec/tart.jpg');
  });

  it("reads a lazy loader's own attribute holding the URL (data-splide-lazy), not other data", () => {
    const $ = body(`<h1>Pie</h1><img data-pin-media="/pin.jpg" data-id="7"
      data-splide-lazy="https://cdn.example/pie-large.jpg" alt="Pie" width="800">`);
    expect(markupImage($)).toBe('https://cdn.example/pie-large.jpg');
  });

  it('takes the larger copy a thumbnail links to, though the thumbnail is too small itself', () => {
    const $ = body(`<h1>Pie</h1><a href="/up/pie.jpg"><img src="/up/pie-150x150.jpg" width="150"
      height="150"></a><img src="/up/step-one.jpg" width="800">`);
    expect(markupImage($)).toBe('/up/pie.jpg');
    const sized = body(
      `<h1>Pie</h1><a href="/up/pie-1024x683.jpg"><img src="/up/pie-300x200.jpg"></a>`,
    );
    expect(markupImage(sized)).toBe('/up/pie-1024x683.jpg');
    // A link to another file is not the thumbnail's larger copy.
    const other = body(`<h1>Pie</h1><a href="/up/tart.jpg"><img src="/up/pie-300x200.jpg"></a>`);
    expect(markupImage(other)).toBe('/up/pie-300x200.jpg');
    // A photo of a fair size is the picture shown, whatever its link opens.
    const fair = body(`<h1>Pie</h1><a href="/up/pie.jpg"><img src="/up/pie-1024x683.jpg"></a>`);
    expect(markupImage(fair)).toBe('/up/pie-1024x683.jpg');
  });

  it("leaves out a picture hidden from the reader (a Pinterest-only pin), by its or its parent's style", () => {
    const $ = body(`<h1>Pie</h1><div style="display: none;"><img src="/up/pie-pin.jpg"
      width="735" height="1102"></div><img hidden src="/up/pie-pin-2.jpg" width="735">
      <img src="/up/pie.jpg" width="1200" height="800">`);
    expect(markupImage($)).toBe('/up/pie.jpg');
  });

  it('leaves out an image whose URL names a small size when its attributes name none', () => {
    const $ = body(`<h1>Gazpacho</h1><div><img src="/product/120x135_Blender.jpg"></div>
      <img src="/thumbs/gazpacho-150x150.jpg"><img src="/rec/gazpacho.jpg">`);
    expect(markupImage($)).toBe('/rec/gazpacho.jpg');
    expect(sizeFromUrl('/product/120x135_Blender.jpg')).toEqual({ width: 120, height: 135 });
  });

  it('is used when the page names only a site icon or a thumbnail, and not otherwise', () => {
    const recipeBody = `<h1>Pie</h1><img src="/pie-photo.jpg" width="900" height="600">`;
    expect(
      imageOf(
        page({
          head: `<meta property="og:image" content="https://cook.example/cropped-Site-Icon.png">`,
          body: recipeBody,
        }),
      ),
    ).toBe('https://cook.example/pie-photo.jpg');
    expect(
      imageOf(
        page({
          head: `<meta property="og:image" content="https://cook.example/146x128-pie-146x128.jpg">`,
          body: recipeBody,
        }),
      ),
    ).toBe('https://cook.example/pie-photo.jpg');
    expect(imageOf(page({ body: recipeBody }))).toBe('https://cook.example/pie-photo.jpg');
    expect(
      imageOf(
        page({
          head: `<meta property="og:image" content="https://cook.example/pie-social.jpg">`,
          body: recipeBody,
        }),
      ),
    ).toBe('https://cook.example/pie-social.jpg');
  });

  it("reads the photo inside ASP.NET's one <form> around the page, not a form beside the recipe", () => {
    const wrapped = body(`<form id="aspnetForm" action="/recipes/pie"><h1>Gol gappay</h1>
      <img src="/images/gol-gappay.jpg" width="612" height="345"></form>`);
    expect(markupImage(wrapped)).toBe('/images/gol-gappay.jpg');
    const beside = body(`<h1>Gol gappay</h1><form action="/subscribe">
      <img src="/images/newsletter.jpg" width="612" height="345"></form>`);
    expect(markupImage(beside)).toBeUndefined();
  });

  it("leaves out a tracker's pixel in a <noscript> with no image beside it", () => {
    const read = (html: string) =>
      markupImage(load(html, { xml: { xmlMode: false, decodeEntities: true } }));
    const html = `<html><body><h1>Ram-don</h1><noscript><img src="https://stats.example/p?c1=2&c2=60"></noscript>
      <main><div><figure><img src="https://img.example/media/ram-don.jpg?width=465" width="465"></figure></div></main></body></html>`;
    expect(read(html)).toBe('https://img.example/media/ram-don.jpg?width=465');
    // A lazy photo's scriptless copy beside its <img> is still the photo.
    const lazy = `<html><body><h1>Ram-don</h1><a href="#"><img class="lazy" src="data:image/gif;base64,R0lGOD">
      <noscript><img src="/up/ram-don.jpg" width="800"></noscript></a></body></html>`;
    expect(read(lazy)).toBe('/up/ram-don.jpg');
  });

  it('leaves out an avatar whose class is named in camel case (MuiAvatar-img)', () => {
    const $ = body(`<h1>Vol-au-vent</h1><div class="MuiAvatar-root"><img class="MuiAvatar-img"
      src="/authors/ann.jpg"></div><img src="/recipes/vol-au-vent.jpg" width="900">`);
    expect(markupImage($)).toBe('/recipes/vol-au-vent.jpg');
  });

  it('takes a picture made for Pinterest only when the page shows no other', () => {
    const $ = body(`<h1>Smash burgers</h1>
      <img src="/up/Smash-Burger-PIN2.jpg" width="735" height="1102">
      <img src="/up/smash-burgers-tray.jpg" width="1200" height="1800" alt="Smash burgers for Pinterest">
      <img src="/up/smash-burgers.jpg" width="1200" height="800">
      <img src="/up/rolling-pin-dough.jpg" width="1200" height="800">`);
    expect(markupImage($)).toBe('/up/smash-burgers.jpg');
    const only = body(
      `<h1>Smash burgers</h1><img src="/up/smash-burgers-pinterest-1.jpg" width="735">`,
    );
    expect(markupImage(only)).toBe('/up/smash-burgers-pinterest-1.jpg');
    const rolling = body(
      `<h1>Pie crust</h1><img src="/up/pie-crust-rolling-pin.jpg" width="1200">`,
    );
    expect(markupImage(rolling)).toBe('/up/pie-crust-rolling-pin.jpg');
  });

  it('leaves out a list of related posts named in a compound class word, not a wrapper holding the title', () => {
    const $ =
      body(`<h1>Pear tart</h1><div class="jp-relatedposts"><img src="/up/plum-tart.jpg" width="600"></div>
      <img src="/up/pear-tart.jpg" width="1200">`);
    expect(markupImage($)).toBe('/up/pear-tart.jpg');
    const wrapper = body(`<article class="with-related-articles"><h1>Pear tart</h1>
      <img src="/up/pear-tart.jpg" width="1200"></article>`);
    expect(markupImage(wrapper)).toBe('/up/pear-tart.jpg');
  });

  it("takes a hero banner's photo drawn behind the title before a photo further down", () => {
    const $ = body(`<header class="hero" style="background-image: url('/up/pear-tart-hero.jpg')">
      <h1>Pear tart</h1></header><p>Our favourite.</p><img src="/up/step-1.jpg" width="600">`);
    expect(markupImage($)).toBe('/up/pear-tart-hero.jpg');
    // The recipe card's photo still comes first.
    const card =
      body(`<header style="background-image: url('/up/pear-tart-hero.jpg')"><h1>Pear tart</h1></header>
      <div class="wprm-recipe-image"><img src="/up/pear-tart-card.jpg" width="500"></div>`);
    expect(markupImage(card)).toBe('/up/pear-tart-card.jpg');
  });

  it("leaves out an author's portrait in a post's line of details (entry-meta), named no size", () => {
    const $ =
      body(`<h1>Pear tart</h1><div class="entry-meta"><img src="/up/jane-smith.jpg" alt="Jane Smith">
      <span>By Jane Smith</span></div><img src="/up/pear-tart.jpg" alt="Pear tart">`);
    expect(markupImage($)).toBe('/up/pear-tart.jpg');
  });
});

describe("other pages' teasers", () => {
  const body = (html: string) => load(`<html><body>${html}</body></html>`);
  const PIE = 'https://recipes.example/recipes/pear-tart';

  it("takes a photo before the title over other recipes' linked photos after it", () => {
    const $ =
      body(`<div class="hero"><img alt="Pear tart" srcset="/up/pear-tart.jpg?width=989 989w"></div>
      <p>Home / Tarts</p><p>A short note on this tart, long enough to part it from the title block.</p>
      <h1>Pear tart</h1><ul><li>2 pears</li></ul><ol><li>Bake it.</li></ol>
      <div class="tiles"><a href="/recipes/plum-cake"><img src="/up/plum-cake.jpg" width="744" height="496"></a>
      <a href="/recipes/apple-pie"><img src="/up/apple-pie.jpg" width="744" height="496"></a></div>`);
    expect(markupImage($, PIE)).toBe('/up/pear-tart.jpg?width=989');
  });

  it('takes no photo of another recipe when the page has none of its own', () => {
    const $ = body(`<h1>Pear tart</h1><ul><li>2 pears</li></ul><ol><li>Bake it.</li></ol>
      <h2>More recipes</h2><ul><li><a href="https://www.recipes.example/recipes/plum-cake/">
      <img src="/up/plum-cake.jpg" width="600" height="400"></a></li></ul>`);
    expect(markupImage($, PIE)).toBeUndefined();
  });

  it('keeps a photo linked to its own page, a place within it, its picture page or its file', () => {
    for (const href of [
      'https://recipes.example/recipes/pear-tart/',
      '#recipe',
      '/recipes/pear-tart/pear-tart-sliced/',
      '/?attachment_id=12',
      '/up/pear-tart-full.jpg',
    ]) {
      const $ =
        body(`<h1>Pear tart</h1><a href="${href}"><img src="/up/pear-tart.jpg" width="900"></a>
        <p>Bake it.</p><a href="/recipes/plum-cake"><img src="/up/plum-cake.jpg" width="600"></a>`);
      expect(markupImage($, PIE)).toBe('/up/pear-tart.jpg');
    }
  });
});

describe('the picture a browser shows, and share buttons laid over a photo', () => {
  const body = (html: string) => load(`<html><body>${html}</body></html>`);

  it("reads an <img>'s srcset over a src naming another file (the browser never shows that src)", () => {
    const $ = body(`<h1>Pear tart</h1><picture>
      <source media="(min-width: 1024px)" srcset="https://cdn.example/photos/ab12/w_620/pear-tart.jpg">
      <img src="page_files/background.png" srcset="https://cdn.example/photos/ab12/w_274/pear-tart.jpg">
      </picture>`);
    expect(markupImage($)).toBe('https://cdn.example/photos/ab12/w_274/pear-tart.jpg');
  });

  it('keeps a src whose file the srcset lists in other sizes, or whose srcset names no photo', () => {
    const sized = body(`<h1>Pear tart</h1><img src="/up/pear-tart.jpg"
      srcset="/up/pear-tart-300x200.jpg 300w, /up/pear-tart-1024x683.jpg 1024w">`);
    expect(markupImage(sized)).toBe('/up/pear-tart.jpg');
    const scaled = body(`<h1>Pear tart</h1><img src="/up/pear-tart-scaled.jpg"
      srcset="/up/pear-tart-768x512.jpg 768w">`);
    expect(markupImage(scaled)).toBe('/up/pear-tart-scaled.jpg');
    const thumb = body(`<h1>Pear tart</h1><img src="//wiki.example/thumb/a/Pear.jpg/300px-Pear.jpg"
      srcset="//wiki.example/thumb/a/Pear.jpg/450px-Pear.jpg 1.5x, //wiki.example/thumb/a/Pear.jpg/600px-Pear.jpg 2x">`);
    expect(markupImage(thumb)).toBe('//wiki.example/thumb/a/Pear.jpg/300px-Pear.jpg');
    const placeholder = body(`<h1>Pear tart</h1><img src="/up/pear-tart.jpg"
      srcset="data:image/svg+xml,%3Csvg%3E%3C/svg%3E">`);
    expect(markupImage(placeholder)).toBe('/up/pear-tart.jpg');
  });

  it('takes the photo in a block named as the picture for sharing (social-img), not as a share bar', () => {
    const $ = body(`<h1>Pear tart</h1><div class="social-img">
      <img src="/up/pear-tart.jpg" alt="Pear tart"><div class="social-buttons"></div></div>
      <p>Bake it.</p><img src="/up/step-1.jpg" width="600">`);
    expect(markupImage($)).toBe('/up/pear-tart.jpg');
    for (const bar of ['social', 'share-buttons', 'social-images', 'author-img']) {
      const aside =
        body(`<h1>Pear tart</h1><div class="${bar}"><img src="/up/badge-photo.jpg"></div>
        <p>Bake it.</p><img src="/up/pear-tart.jpg" width="600">`);
      expect(markupImage(aside)).toBe('/up/pear-tart.jpg');
    }
  });
});
