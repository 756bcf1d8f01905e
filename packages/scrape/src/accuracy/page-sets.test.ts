import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../extract/extract-recipe.ts';
import {
  hasStructuredRecipe,
  siteHalf,
  stripAllClasses,
  stripCardClasses,
  stripShareImages,
  stripStructuredData,
} from './page-sets.ts';
import { expectedInstructions, squash } from './score-fixtures.ts';
import { samePicture } from './score-images.ts';
import {
  amountFirst,
  canonicalLine,
  ingredientLineScore,
  sameIngredientList,
} from './score-sets.ts';

const page = `<html><head><meta property="og:image" content="https://x.test/pie.jpg">
<script type="application/ld+json">{"@type":"Recipe","name":"Pie","recipeIngredient":["1 egg"]}</script>
</head><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pie</h1>
<ul class="ingredients"><li itemprop="recipeIngredient">1 egg</li><li itemprop="recipeIngredient">200 g flour</li></ul>
</div></body></html>`;

describe('the page sets of issue 31', () => {
  it('takes the JSON-LD and the microdata out of a page and keeps what a reader sees', () => {
    expect(hasStructuredRecipe(page)).toBe(true);
    const stripped = stripStructuredData(page);
    expect(hasStructuredRecipe(stripped)).toBe(false);
    expect(stripped).not.toMatch(/itemprop|itemscope|itemtype|ld\+json/);
    expect(stripped).toContain('<li>200 g flour</li>');
    expect(stripped).toContain('og:image');
    expect(extractRecipe(stripped, 'https://x.test/pie')?.ingredients).toEqual([
      '1 egg',
      '200 g flour',
    ]);
  });

  it('takes the class and id values that name a recipe card out too, and keeps the others', () => {
    const cardless = stripCardClasses(
      page
        .replace('<h1 ', '<h1 class="wprm-recipe-name" id="title" ')
        .replace('<ul ', '<article class="post"><ul '),
    );
    expect(cardless).not.toMatch(/ingredients|wprm|itemprop/);
    expect(cardless).toContain('<h1 id="title">Pie</h1>');
    expect(cardless).toContain('<article class="post"><ul><li>1 egg</li>');
  });

  it('takes the share pictures out too, and keeps the pictures a reader sees', () => {
    const shareless = stripShareImages(
      page
        .replace(
          '</head>',
          `<meta property="og:image:width" content="1200"><meta name="twitter:image" content="https://x.test/t.jpg">
        <link rel="image_src" href="https://x.test/s.jpg"><meta property="og:title" content="Pie"></head>`,
        )
        .replace('</ul>', '</ul><img src="https://x.test/pie-photo.jpg">'),
    );
    expect(shareless).not.toMatch(/og:image|twitter:image|image_src|ld\+json|itemprop/);
    expect(shareless).toContain('og:title');
    expect(extractRecipe(shareless, 'https://x.test/pie')?.imageUrl).toBe(
      'https://x.test/pie-photo.jpg',
    );
  });

  it('takes every class and id out too, but for the class words that hide an element', () => {
    const classless = stripAllClasses(
      page
        .replace('<h1 ', '<h1 class="entry-title" id="title" ')
        .replace('<ul ', '<span class=\'sr-only text-xs\'>Jump</span><article class="post"><ul '),
    );
    expect(classless).not.toMatch(/ingredients|entry-title|text-xs|post|id=|itemprop/);
    expect(classless).toContain('<h1>Pie</h1>');
    expect(classless).toContain('<span class="sr-only">Jump</span><article><ul><li>1 egg</li>');
  });

  it('puts every page of a site in the same half, and about half the sites in each', () => {
    const sites = Array.from({ length: 400 }, (_, index) => `site${index}.example`);
    const tuned = sites.filter((site) => siteHalf(site) === 'tune').length;
    expect(tuned).toBeGreaterThan(160);
    expect(tuned).toBeLessThan(240);
    expect(siteHalf('bbcgoodfood.com')).toBe(siteHalf('bbcgoodfood.com'));
  });

  it('scores ingredient lines one by one: missing and extra lines both cost', () => {
    expect(ingredientLineScore(['1 egg', '200 g flour'], ['1 Egg.', '200g flour'])).toBe(1);
    expect(ingredientLineScore(['1 egg', '200 g flour'], ['1 egg'])).toBe(0.5);
    expect(ingredientLineScore(['1 egg'], ['1 egg', 'Print recipe'])).toBe(0.5);
    // Nearly the whole line: a dropped note still counts.
    expect(ingredientLineScore(['2 cups chopped onion'], ['2 cups chopped onions'])).toBe(1);
    expect(ingredientLineScore(['1 egg'], [])).toBe(0);
  });

  it('scores one amount and unit written two ways as one line, and no two amounts as one', () => {
    // WPRM's data says "tsp" and "1/4" where its page prints "teaspoon" and "¼".
    expect(ingredientLineScore(['1/4 tsp salt, (divided)'], ['¼ teaspoon salt, divided'])).toBe(1);
    expect(ingredientLineScore(['1 Tbsp. butter'], ['1 tablespoon butter'])).toBe(1);
    expect(ingredientLineScore(['.5 cup dry white wine'], ['½ cup dry white wine'])).toBe(1);
    expect(ingredientLineScore(['1.25 pounds chicken'], ['1 ¼ lbs chicken'])).toBe(1);
    expect(ingredientLineScore(['0.75 teaspoon kosher salt'], ['¾ tsp kosher salt'])).toBe(1);
    expect(ingredientLineScore(['1,5 tl korianderpoeder'], ['1½ tl korianderpoeder'])).toBe(1);
    expect(canonicalLine('1 1⁄2 tablespoons oil')).toBe('1 1/2 tbsp oil');
    expect(ingredientLineScore(['600.0 g flapsteak'], ['600 g flapsteak'])).toBe(1);
    // Other amounts stay apart: a rounded decimal, a thousand, another unit.
    expect(ingredientLineScore(['0.25 botte persil'], ['0.3 botte persil'])).toBe(0);
    expect(ingredientLineScore(['1 cup sugar'], ['½ cup sugar'])).toBe(0);
    expect(canonicalLine('1,125 g flour')).toBe('1,125 g flour');
    expect(canonicalLine('8 oz spaghetti (Barilla No.5)')).toBe('8 oz spaghetti (Barilla No.5)');
    expect(ingredientLineScore(['1 tsp salt'], ['1 tbsp salt'])).toBe(0);
    // A multiplication sign between numbers is the "x" typed for it; elsewhere a symbol.
    expect(squash('Grease a 9×13 pan')).toBe(squash('Grease a 9x13 pan'));
    expect(squash('a 9 × 13-inch dish')).toBe(squash('a 9 x 13-inch dish'));
    expect(squash('2 × 400g tins')).toBe(squash('2 x 400g tins'));
    expect(squash('× Close')).toBe('close');
    // A soft hyphen or a zero-width space is not shown: the same line with or without one.
    expect(squash('Italian \u00adsausage')).toBe(squash('Italian sausage'));
    expect(squash('Berg\u00adkäse')).toBe('bergkäse');
    expect(squash('olive\u200boil')).toBe('oliveoil');
    // A line found as written stays found though its short form is under the ratio.
    const oil = ['2 tablespoons olive oil'];
    expect(ingredientLineScore(oil, ['2 tablespoons olive oil, extra'])).toBe(1);
  });

  it('judges a whole list read right the same list when the data writes its amounts another way', () => {
    // A CMS's data says "0.25 cup" and "225.0g" where the page prints "¼ cup" and "225g".
    const data = ['0.25 cup olive oil', '225.0g smoked tofu drained', '1 tbsp orange juice'];
    const page = ['¼ cup olive oil', '225g smoked tofu, drained', '1 tablespoon orange juice'];
    expect(sameIngredientList(data, page)).toBe(true);
    // Another amount, a missing line or another order is another list.
    expect(sameIngredientList(['0.25 cup olive oil'], ['½ cup olive oil'])).toBe(false);
    expect(sameIngredientList(data, page.slice(0, 2))).toBe(false);
    expect(sameIngredientList(data, [...page].reverse())).toBe(false);
  });

  it("finds the data's group title among our draft's group titles, at no cost of a line", () => {
    const expected = ['For the sauce:', '1 tbsp fish sauce', '1 tsp honey'];
    const lines = ['1 tbsp fish sauce', '1 tsp honey'];
    expect(ingredientLineScore(expected, lines)).toBe(2 / 3);
    expect(ingredientLineScore(expected, lines, ['For the sauce'])).toBe(1);
    // A title the data does not keep costs nothing either; a line is never found as a title.
    expect(ingredientLineScore(lines, lines, ['For the sauce'])).toBe(1);
    expect(ingredientLineScore(['1 tsp honey'], [], ['1 tsp honey'])).toBe(1);
  });

  it('scores steps one by one from the expected list, else from the lines of the text', () => {
    const steps = expectedInstructions({ instructions: 'Mix the flour.\nBake for 20 min.' });
    expect(steps).toEqual(['Mix the flour.', 'Bake for 20 min.']);
    expect(ingredientLineScore(steps, ['Mix the flour', 'Bake for 20 min.', 'Enjoy!'])).toBe(2 / 3);
    const listed = expectedInstructions({
      instructions_list: ['Mix.'],
      instructions: 'Mix.\nBake.',
    });
    expect(ingredientLineScore(listed, ['Mix.'])).toBe(1);
  });

  it("finds a line the data writes name first, its amount after, as the page's amount-first line", () => {
    expect(amountFirst('Schweinefilet 600 g')).toBe('600 g Schweinefilet');
    expect(amountFirst('вода — 250 мл.')).toBe('250 мл. вода');
    expect(amountFirst('веточки свежей мяты — 4-5 шт.')).toBe('4-5 шт. веточки свежей мяты');
    expect(amountFirst('2 cups flour')).toBe('2 cups flour');
    expect(amountFirst('Salt to taste')).toBe('Salt to taste');
    expect(
      ingredientLineScore(
        ['Schweinefilet 600 g', 'Kartoffeln, vorw. festk. 1 kg', 'Butter 3 EL'],
        ['600 g Schweinefilet', '1 kg Kartoffeln, vorw. festk.', '3 EL Butter'],
      ),
    ).toBe(1);
    // Another amount stays another line.
    expect(ingredientLineScore(['Butter 3 EL'], ['2 EL Butter'])).toBe(0);
  });

  it('judges the picture as the same file at any size, not as any file of the site', () => {
    const base = 'https://site.test/recipe/pie';
    const same = (a: string, b: string) => samePicture(a, b, base);
    expect(same('https://site.test/up/pie-683x1024.jpg', 'http://www.site.test/up/pie.jpg')).toBe(
      true,
    );
    expect(same('/up/pie.jpg?resize=440,400', 'https://site.test/up/pie.jpg?w=1200')).toBe(true);
    expect(
      same('https://i.test/f_auto,q_auto,w_1200/s3/pie.jpg', 'https://i.test/s3/pie.jpg'),
    ).toBe(true);
    expect(
      same('https://site.test/files/styles/square/public/pie.jpg?itok=1', '/files/pie.jpg'),
    ).toBe(true);
    expect(same('https://site.test/up/pie.jpg', 'https://site.test/up/tart.jpg')).toBe(false);
    expect(same('https://site.test/up/pie.jpg', 'https://other.test/up/pie.jpg')).toBe(false);
    expect(same('https://site.test/a/1.jpg', 'https://site.test/b/1.jpg')).toBe(false);
    expect(same('https://site.test/up/pie-2.jpg', 'https://site.test/up/pie.jpg')).toBe(false);
  });

  it("judges WordPress's scaled copy, another format and a CDN's options as the same picture", () => {
    const base = 'https://site.test/recipe/pie';
    const same = (a: string, b: string) => samePicture(a, b, base);
    expect(same('/up/pie-scaled-683x1024.jpg', '/up/pie.jpg')).toBe(true);
    expect(same('/up/pie-scaled.jpg', '/up/pie-1200x800.jpg')).toBe(true);
    expect(same('/up/pie.jpg.webp', '/up/pie.jpg')).toBe(true);
    expect(same('/r/36724_w1.webp', '/r/36724_w1.jpg')).toBe(true);
    expect(same('/cdn-cgi/image/width=800,quality=75/up/pie.jpg', '/up/pie.jpg')).toBe(true);
    expect(
      same('/files/styles/large/public/styles/teaser/public/pie.jpg?itok=2', '/files/pie.jpg'),
    ).toBe(true);
    expect(same('/up/pie-scaled.jpg', '/up/tart-scaled.jpg')).toBe(false);
    expect(same('/up/pie.jpg', '/up/pie.pdf')).toBe(false);
  });

  it('judges the renditions of one photo that other paths name as the same picture', () => {
    const base = 'https://site.test/recipe/pie';
    const same = (a: string, b: string) => samePicture(a, b, base);
    // A crop box's folder (the Guardian): two crops of one master.
    const media = 'https://i.test/img/media/a322';
    expect(
      same(
        `${media}/0_0_3670_2202/master/3670.jpg?width=1200`,
        `${media}/0_0_3670_4328/master/3670.jpg`,
      ),
    ).toBe(true);
    expect(
      same(
        `${media}/0_0_3670_2202/master/3670.jpg`,
        'https://i.test/img/media/77ff/0_0_3670_2202/master/3670.jpg',
      ),
    ).toBe(false);
    // Adobe Experience Manager: `_jcr_content` for `jcr:content`, an image component's selectors,
    // a DAM file's rendition.
    expect(
      same(
        '/pie/jcr:content/par/image.img10.jpg/1610381008015.jpg',
        '/pie/_jcr_content/par/image.img.jpg/1610381008015.jpg',
      ),
    ).toBe(true);
    expect(
      same(
        '/pie/jcr:content/par/image.img.jpg/1610381008015.jpg',
        '/tart/jcr:content/par/image.img.jpg/1610381008015.jpg',
      ),
    ).toBe(false);
    expect(
      same(
        '/dam/pie_3840x2880.jpg',
        '/dam/pie_3840x2880.jpg/jcr:content/renditions/original.transform/1817w/img.1730287668911.jpg',
      ),
    ).toBe(true);
    expect(
      same(
        '/dam/pie_3840x2880.jpg',
        '/dam/pie_Stage_3840x1200.jpg/jcr:content/renditions/original.transform/1817w/img.1.jpg',
      ),
    ).toBe(false);
    // A picture service's asset number, crop token and version before the name.
    expect(
      same('/13778662/t/x0/v1/w1440/r1/-/salad.jpg', '/13778662/t/_3/v1/w960/r1/-/salad.jpg'),
    ).toBe(true);
    expect(
      same('/13778662/t/x0/v1/w1440/r1/-/salad.jpg', '/13778663/t/x0/v1/w1440/r1/-/salad.jpg'),
    ).toBe(false);
    // Static Media's large copy in a gallery; TYPO3's processed copy of a file.
    expect(
      same('/img/gallery/soup/l-intro-1775745727.jpg', '/img/gallery/soup/intro-1775745727.jpg'),
    ).toBe(true);
    expect(same('/img/gallery/soup/l-intro-1.jpg', '/img/gallery/stew/intro-1.jpg')).toBe(false);
    expect(
      same(
        '/fileadmin/_processed_/4/8/csm_pancakes_a_195740f1a6.png',
        '/fileadmin/data/rezepte/pancakes_a.png',
      ),
    ).toBe(true);
    expect(
      same(
        '/fileadmin/_processed_/4/8/csm_pancakes_a_195740f1a6.png',
        '/fileadmin/data/pancakes_b.png',
      ),
    ).toBe(false);
  });

  it("judges an image service's crop, rendition and Thumbor folders as the same picture", () => {
    const base = 'https://site.test/recipe/pie';
    const same = (a: string, b: string) => samePicture(a, b, base);
    // Condé Nast: the uncropped original and a 2:1 crop of it.
    expect(same('/photos/5ca2/2:1/w_400%2Ch_200/pie.jpg', '/photos/5ca2/master/pass/pie.jpg')).toBe(
      true,
    );
    expect(same('/photos/5ca2/master/pass/pie.jpg', '/photos/77ff/master/pass/pie.jpg')).toBe(
      false,
    );
    // Thumbor (Dotdash Meredith): another signature and size of one file.
    expect(
      same(
        '/thmb/ykL10j6SXoItlEIDp-8AIj4J27s=/2693x1515/smart/filters:no_upscale()/pie-99dc.jpg',
        '/thmb/wrnHbwMWJpdfB-MWP6Nuzzd4ax8=/2693x1795/filters:fill(auto,1)/pie-99dc.jpg',
      ),
    ).toBe(true);
    expect(same('/thmb/ykL10j6SXoItlEIDp-8AIj4J27s=/1500x0/a.jpg', '/thmb/b.jpg')).toBe(false);
    // A rendition folder, a size as w…h…, a watermarked copy, a named crop in a size folder.
    expect(same('/img/57e6/original/pie.jpg', '/img/57e6/large/pie.jpg')).toBe(true);
    expect(same('/up/recipes/public-thumbnail/pie.jpg', '/up/recipes/pie.jpg')).toBe(true);
    expect(same('/r/1360_w1024h1024c1cx1181.webp', '/r/1360_w1024h768c1cx1181.jpg')).toBe(true);
    expect(same('/i/pie_1200x800.jpg', '/i/pie_650x433_wm.jpg')).toBe(true);
    expect(same('/a/17/1280x640/landscape-1496-pie.jpg?resize=640:*', '/a/17/1496-pie.jpg')).toBe(
      true,
    );
    expect(same('/a/17/landscape-pie.jpg', '/a/17/pie.jpg')).toBe(false);
    // Future's CDN: a width and a quality after the name.
    expect(same('/DktD3Cp7PGCvFn7PVVgKKT-1200-80.jpeg', '/DktD3Cp7PGCvFn7PVVgKKT.jpeg')).toBe(true);
    expect(same('/DktD3Cp7PGCvFn7PVVgKKT-1200-80.jpeg', '/Qq9xD3Cp7PGCvFn7PVVgKK.jpeg')).toBe(
      false,
    );
    expect(same('/up/pie-2020-12.jpg', '/up/pie.jpg')).toBe(false);
    // A layout's named size at a pixel density (Sunset's `marquee_large_2x`).
    expect(same('/2019-03/marquee_large_2x/chili-0219.jpg', '/2019-03/chili-0219.jpg')).toBe(true);
    expect(same('/2019-03/marquee_large_2x/chili-0219.jpg', '/2019-03/tart-0219.jpg')).toBe(false);
    expect(same('/img/57e6/large/pie.jpg', '/img/57e6/large/tart.jpg')).toBe(false);
  });

  it('judges a proxied copy as the file it serves, so two proxied files are not one', () => {
    const base = 'https://site.test/recipe/pie';
    const same = (a: string, b: string) => samePicture(a, b, base);
    expect(same('https://i0.wp.com/site.test/up/pie.jpg?fit=600%2C800&ssl=1', '/up/pie.jpg')).toBe(
      true,
    );
    expect(same('/_next/image?url=%2Fup%2Fpie.jpg&w=3840', '/up/pie-1200x800.jpg')).toBe(true);
    expect(
      same('/_next/image?url=%2Fup%2Fpie.jpg&w=3840', '/_next/image?url=%2Fup%2Ftart.jpg'),
    ).toBe(false);
    expect(
      same(
        'https://res.test/s/image/fetch/w_1600,c_fill/https://api.site.test/up/pie-2560x1707.jpg',
        'https://res.test/s/image/fetch/w_1200,h_630/https://api.site.test/up/pie-2560x1707.jpg',
      ),
    ).toBe(true);
    const optimised =
      'https://cdn-ab.cdn.test/XyZ/assets/images/optimized/rev-1a2b/www.site.test/up/pie-683x1024.jpg';
    expect(same(optimised, 'https://www.site.test/up/pie.jpg')).toBe(true);
    expect(same(optimised, 'https://www.site.test/up/tart.jpg')).toBe(false);
    expect(same('/c/recipes/2017/pie/header/image.img10.jpg/16.jpg', '/c/recipes/16.jpg')).toBe(
      false,
    );
  });

  it("judges an image handler's base64 request as the bucket's file it serves", () => {
    const base = 'https://site.test/recipe/pie';
    const same = (a: string, b: string) => samePicture(a, b, base);
    const request = (json: object) =>
      `https://d1.cloudfront.test/${Buffer.from(JSON.stringify(json)).toString('base64')}`;
    const s3 = 'https://photos-bucket.s3.eu-west-1.amazonaws.com/pie_3bd.jpg';
    const edits = { jpeg: { quality: 80 } };
    expect(same(request({ bucket: 'photos-bucket', key: 'pie_3bd.jpg', edits }), s3)).toBe(true);
    // The key may be the file's full URL, and a width asked for is a size.
    expect(same(request({ bucket: 'photos-bucket', key: s3, edits: { width: 1000 } }), s3)).toBe(
      true,
    );
    expect(same(request({ bucket: 'photos-bucket', key: 'tart_1.jpg', edits }), s3)).toBe(false);
    expect(same(request({ bucket: 'other-bucket', key: 'pie_3bd.jpg', edits }), s3)).toBe(false);
    // A path that only looks like a request (base64 of no JSON) is judged as the file it names.
    expect(same('https://d1.cloudfront.test/eyJub3QganNvbg==', s3)).toBe(false);
    expect(
      same(
        'https://d1.cloudfront.test/eyJub3QganNvbg==',
        'https://d1.cloudfront.test/eyJub3QganNvbg==',
      ),
    ).toBe(true);
  });
});
