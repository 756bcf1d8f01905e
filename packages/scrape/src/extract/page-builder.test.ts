// Pages whose ingredient list a script draws in the browser (issue 31): the template's rows are no
// lines, a tools' box styled as the ingredients' is none either, and the widget's data gives them.
import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe.ts';

const URL_ = 'https://recipes.example/pork';
const page = (body: string) =>
  `<!doctype html><html><head><title>Pork</title></head><body><h1>Pork</h1>${body}</body></html>`;
const method =
  '<h2>Method</h2><ol><li>Heat the oven and roast the potatoes.</li><li>Fry the pork in butter.</li></ol>';
const attribute = (data: unknown) => JSON.stringify(data).replace(/"/g, '&quot;');

describe('a client-side template', () => {
  const template =
    '<h2>Ingredients</h2><table class="ingredients-table"><tr v-for="ingredient in ingredients">' +
    '<td><span class="ingredient__name">[[ ingredient.name ]]</span>' +
    '<div class="ingredient__promotion" v-if="ingredient.offer">ON OFFER <div>In your store this week</div></div>' +
    '<a class="ingredient__promotion" v-if="ingredient.offerUrl" :href="ingredient.offerUrl">ON OFFER <div>See the offer</div></a></td>' +
    '<td class="ingredient__quantity">[[ quantityOf(ingredient) ]]</td></tr></table>';

  it('reads no line from a row repeated over a script’s data', () => {
    const draft = extractRecipe(page(template + method), URL_);
    expect(draft?.ingredients).toEqual([]);
  });

  it('reads the lines from the data the template is drawn from', () => {
    const script =
      "<script>new RecipeHelper({ selector: '.recipe', basePortions: '4', baseIngredients: " +
      `'[{\\"id\\":564,\\"name\\":\\"Salt\\",\\"value\\":\\"\\",\\"unit\\":\\"pinch\\"},` +
      `{\\"id\\":5563,\\"name\\":\\"Pork fillet\\",\\"value\\":\\"600\\",\\"unit\\":\\"g\\"},` +
      `{\\"id\\":665,\\"name\\":\\"Potatoes, waxy\\",\\"value\\":\\"1\\",\\"unit\\":\\"kg\\"}]', ` +
      'nutritionalValues: \'{"kcal":558}\' });</script>';
    const draft = extractRecipe(page(template + method + script), URL_);
    expect(draft?.ingredients).toEqual(['pinch Salt', '600 g Pork fillet', '1 kg Potatoes, waxy']);
  });
});

describe('a component’s props in a data- attribute', () => {
  const data = [
    {
      id: 'a',
      quantity: 100.0,
      unit: { name: 'gram', shortName: 'g' },
      singular: {
        ingredientText: 'prawns with garlic',
        lineText: 'g prawns with garlic',
        unitText: 'g',
      },
    },
    {
      id: 'b',
      quantity: 0.5,
      unit: { name: 'plant', shortName: 'plant' },
      singular: { ingredientText: 'flat parsley', unitText: 'bunch' },
    },
    { id: 'c', quantity: 4, singular: { ingredientText: 'olive oil', unitText: 'tbsp' } },
    { id: 'd', singular: { ingredientText: 'salt', unitText: '' } },
  ];

  it('joins each entry’s amount, its unit as written and its name', () => {
    const widget = `<div data-vue="IngredientList" data-title="Ingredients" data-quantity="4" data-ingredient-data="${attribute(data)}"></div>`;
    const draft = extractRecipe(page(widget + method), URL_);
    expect(draft?.ingredients).toEqual([
      '100 g prawns with garlic',
      '½ bunch flat parsley',
      '4 tbsp olive oil',
      'salt',
    ]);
  });

  it('reads a list of strings under an ingredients key in generic props', () => {
    const props = {
      recipe: { title: 'Pork', ingredients: ['600 g pork fillet', '1 kg potatoes'] },
    };
    const widget = `<div data-props="${attribute(props)}"></div>`;
    const draft = extractRecipe(page(widget + method), URL_);
    expect(draft?.ingredients).toEqual(['600 g pork fillet', '1 kg potatoes']);
  });

  it('titles groups that the data gives as objects holding their own lines, notes and all', () => {
    const props = {
      recipe: {
        ingredientGroups: [
          {
            title: 'For the pork',
            ingredients: [{ amount: 600, unit: 'g', name: 'pork fillet', note: 'in medallions' }],
          },
          {
            title: 'For the potatoes:',
            ingredients: [
              {
                amount: 1,
                unit: { name: 'kilogram', abbreviation: 'kg' },
                ingredient: { name: 'potatoes' },
              },
              { amount: 1.5, unit: 'tbsp', name: 'olive oil' },
            ],
          },
        ],
      },
    };
    const widget = `<div data-props="${attribute(props)}"></div>`;
    const draft = extractRecipe(page(widget + method), URL_);
    expect(draft?.ingredients).toEqual([
      '600 g pork fillet, in medallions',
      '1 kg potatoes',
      '1½ tbsp olive oil',
    ]);
    expect(draft?.ingredientGroups?.map((group) => group.title)).toEqual([
      'For the pork',
      'For the potatoes',
    ]);
  });

  it('leaves the data alone when the markup gives the lines', () => {
    const widget = `<div data-ingredient-data="${attribute(data)}"></div>`;
    const list = '<h2>Ingredients</h2><ul><li>2 eggs</li><li>200 g flour</li></ul>';
    const draft = extractRecipe(page(list + widget + method), URL_);
    expect(draft?.ingredients).toEqual(['2 eggs', '200 g flour']);
  });

  it('reads no list whose entries are prose or markup, nor one under another key', () => {
    const prose = {
      ingredients: [
        `<p>${'A long story about where these potatoes came from. '.repeat(4)}</p>`,
        '<p>More</p>',
      ],
    };
    const tags = { tags: ['pork', 'potatoes', 'dinner'] };
    const widgets = `<div data-props="${attribute(prose)}"></div><div data-props="${attribute(tags)}"></div>`;
    const draft = extractRecipe(page(widgets + method), URL_);
    expect(draft?.ingredients).toEqual([]);
  });
});

describe('a tools’ box styled as the ingredients’ box', () => {
  it('reads no tool as a line, even when the items share an ingredient class', () => {
    const list = '<h2>Ingredients</h2><ul><li>600 g pork fillet</li><li>1 kg potatoes</li></ul>';
    const tools =
      '<section class="preparation"><div class="ingredients"><div class="ingredients__box">' +
      '<div> Küchenutensilien </div></div><div class="ingredients__data"><div class="ingredients__list">' +
      '<span class="ingredients__text">große Schüssel</span><span class="ingredients__text">mittlerer Topf</span>' +
      '</div></div></div></section>';
    const draft = extractRecipe(page(list + tools + method), URL_);
    expect(draft?.ingredients).toEqual(['600 g pork fillet', '1 kg potatoes']);
  });

  it('still reads items after a box whose heading only starts with a tool’s word', () => {
    const items =
      '<div class="recipe"><div>Equipment we used: none</div><div class="ingredients__list">' +
      '<span class="ingredients__text">600 g pork fillet</span><span class="ingredients__text">1 kg potatoes</span>' +
      '</div></div>';
    const draft = extractRecipe(page(items + method), URL_);
    expect(draft?.ingredients).toEqual(['600 g pork fillet', '1 kg potatoes']);
  });
});
