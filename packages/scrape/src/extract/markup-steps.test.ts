// The method read from a page's markup alone (no structured data): labels, wrappers and boxes.
import { describe, expect, it } from 'vitest';
import { extractRecipe } from './extract-recipe.ts';

const URL_ = 'https://recipes.example/pie';
const STEPS = ['Mix the flour and salt in a bowl.', 'Beat in the eggs.', 'Bake for 20 minutes.'];
const page = (method: string) =>
  '<!doctype html><html><head><title>Pie</title></head><body><article><h1>Pie</h1>' +
  '<p>This pie is lovely.</p><h2>Ingredients</h2><ul><li>200 g flour</li><li>1 tsp salt</li>' +
  `<li>2 eggs</li></ul>${method}</article></body></html>`;
const stepsOf = (method: string) => extractRecipe(page(method), URL_)?.instructions ?? [];

describe('a step label set alone on its line', () => {
  it("leaves out a bold label over each step's paragraph and keeps the step", () => {
    const method = STEPS.map((step, at) => `<p><strong>Step ${at + 1}</strong></p><p>${step}</p>`);
    expect(stepsOf(`<h2>Method</h2>${method.join('')}`)).toEqual(STEPS);
  });

  it('leaves out labels with a colon, in capitals or in another language', () => {
    for (const word of ['STEP', 'Schritt', 'Étape']) {
      const method = STEPS.map((step, at) => `<p><b>${word} ${at + 1}:</b></p><p>${step}</p>`);
      expect(stepsOf(`<h2>Method</h2>${method.join('')}`)).toEqual(STEPS);
    }
  });

  it('leaves out labels set as list items of their own between the steps', () => {
    const items = STEPS.map((step, at) => `<li>Step ${at + 1}</li><li>${step}</li>`);
    expect(stepsOf(`<h2>Instructions</h2><ol>${items.join('')}</ol>`)).toEqual(STEPS);
  });

  it("leaves out an item's label heading and the number its text types again", () => {
    const items = STEPS.map(
      (step, at) => `<li><h6>Step ${at + 1}</h6><p>${at + 1}. ${step}</p></li>`,
    );
    expect(stepsOf(`<h2>Instructions</h2><ul>${items.join('')}</ul>`)).toEqual(STEPS);
  });

  it('keeps a label that titles its step', () => {
    const method = '<p><strong>Step 1: Make the dough</strong></p><p>Mix the flour.</p>';
    expect(stepsOf(`<h2>Method</h2>${method}<p>Bake it.</p>`)).toContain('Step 1: Make the dough');
  });
});

describe('step headings in a wrapper of their own', () => {
  it("reads the steps under labelled headings inside the block after the method's heading", () => {
    const method = STEPS.map((step, at) => `<h3>Step ${at + 1}</h3><p>${step}</p>`).join('');
    expect(stepsOf(`<h2>Method</h2><div>${method}</div>`)).toEqual(STEPS);
  });

  it('reads no such block that does not open with a step label', () => {
    const method = `<div><h3>Serving ideas</h3><p>With cream.</p><h3>Step 1</h3><p>Mix.</p></div>`;
    expect(stepsOf(`<h2>Method</h2>${method}`)).not.toContain('Mix.');
  });
});

describe('boxes after the method', () => {
  const method = `<h2>Instructions</h2>${STEPS.map((step) => `<p>${step}</p>`).join('')}`;

  it('ends the method at nutrition facts under a bold line of their own', () => {
    for (const title of ['Nutrition', 'Nutrition Facts', 'Nutrition information:', 'Nährwerte']) {
      const box = `<p><strong>${title}</strong></p><p>Calories: 250kcal | Fat: 10g</p>`;
      expect(stepsOf(method + box)).toEqual(STEPS);
    }
  });

  it('reads no tips, questions or storage notes after the steps as steps', () => {
    for (const box of [
      '<p><strong>Tips</strong></p><p>Use cold butter for a flakier crust.</p>',
      '<h3>FAQ</h3><h4>Can I freeze it?</h4><p>Yes, for up to three months.</p>',
      '<p><strong>Storage</strong></p><p>Keep it covered in the fridge for three days.</p>',
      '<h3>Notes</h3><ul><li>Use butter instead of oil.</li><li>Store it covered.</li></ul>',
    ]) {
      expect(stepsOf(method + box)).toEqual(STEPS);
    }
  });
});

describe("a box of facts as the method list's first item", () => {
  it('leaves out an item whose blocks are only times, a difficulty and a yield', () => {
    const box = '<li><div>Total 25 mins</div><div>Easy</div><div>Serves 4</div></li>';
    const items = STEPS.map((step) => `<li>${step}</li>`).join('');
    expect(stepsOf(`<h2>Method</h2><ol>${box}${items}</ol>`)).toEqual(STEPS);
  });

  it('leaves out an item of two times set side by side', () => {
    const box = '<li><span>Prep 10 min</span> <span>Cook 15 min</span></li>';
    const items = STEPS.map((step) => `<li>${step}</li>`).join('');
    expect(stepsOf(`<h2>Method</h2><ul>${box}${items}</ul>`)).toEqual(STEPS);
  });

  it('keeps a short first step that is one time, or facts with no time among them', () => {
    const items = STEPS.map((step) => `<li>${step}</li>`).join('');
    expect(stepsOf(`<h2>Method</h2><ol><li>Rest 10 min</li>${items}</ol>`)[0]).toBe('Rest 10 min');
    expect(stepsOf(`<h2>Method</h2><ol><li>Easy Serves 4</li>${items}</ol>`)[0]).toBe(
      'Easy Serves 4',
    );
  });

  it('keeps a terse first step whose clauses each end on a time, run on in lower case', () => {
    const items = STEPS.map((step) => `<li>${step}</li>`).join('');
    for (const first of [
      'Soak the rice 30 min then cook 15 min',
      'Marinate the chicken 2 hours or grill 10 minutes',
    ]) {
      expect(stepsOf(`<h2>Method</h2><ol><li>${first}</li>${items}</ol>`)[0]).toBe(first);
    }
  });
});

describe('a method that runs on in the next section', () => {
  const sectioned = (sections: string) =>
    '<!doctype html><html><head><title>Pie</title></head><body><main><h1>Pie</h1>' +
    '<section><h2>Ingredients</h2><ul><li>200 g flour</li><li>1 tsp salt</li><li>2 eggs</li>' +
    `</ul></section>${sections}</main></body></html>`;
  const stepsIn = (sections: string) =>
    extractRecipe(sectioned(sections), URL_)?.instructions ?? [];
  const [mix, beat, bake] = STEPS as [string, string, string];

  it("reads the paragraphs of the sections after the method heading's own", () => {
    const sections =
      `<section><h2>Method</h2><p>${mix}</p></section><section><p>${beat}</p></section>` +
      `<section><p>${bake}</p></section>`;
    expect(stepsIn(sections)).toEqual(STEPS);
  });

  it('stops at a section that opens with a heading or holds something else first', () => {
    const method = `<section><h2>Method</h2><p>${mix}</p><p>${beat}</p></section>`;
    expect(stepsIn(`${method}<section><h2>Comments</h2><p>Lovely pie!</p></section>`)).toEqual([
      mix,
      beat,
    ]);
    expect(stepsIn(`${method}<section><ul><li>Apple pie</li></ul><p>More.</p></section>`)).toEqual([
      mix,
      beat,
    ]);
    expect(
      stepsIn(`${method}<section><p><strong>Notes</strong></p><p>Keep.</p></section>`),
    ).toEqual([mix, beat]);
  });

  it('reads no section of a box, a story, a question or a note after the method', () => {
    const method = `<section><h2>Method</h2><p>${mix}</p><p>${beat}</p></section>`;
    for (const after of [
      '<section class="ad-slot"><p>Advertisement</p></section>',
      '<section id="comments"><p>3 comments</p><p>Jane: Lovely pie!</p></section>',
      '<section><p>I first made this pie for my grandmother.</p><p>She loved it.</p></section>',
      '<section><p><strong>Can I freeze it?</strong></p><p>Yes, for three months.</p></section>',
      '<section><p><strong>Notes:</strong> Use tart apples if you can.</p></section>',
    ]) {
      expect(stepsIn(method + after)).toEqual([mix, beat]);
    }
  });
});

describe("paragraphs under a heading of the post's own words after the ingredients", () => {
  it('reads them as the method when they name the ingredients', () => {
    const method = STEPS.map((step) => `<p>${step}</p>`).join('');
    expect(stepsOf(`<h2>Let's bake!</h2>${method}`)).toEqual(STEPS);
  });

  it('reads no story, no questions and nothing under a heading of tips', () => {
    const story = '<p>My grandmother made this every Sunday.</p><p>We ate it in the garden.</p>';
    expect(stepsOf(`<h2>A family favourite</h2>${story}`)).toEqual([]);
    const asks = '<p>Can I use rye flour?</p><p>Yes, and the eggs can be duck eggs.</p>';
    expect(stepsOf(`<h2>Your questions</h2>${asks}`)).toEqual([]);
    const tips = '<p>Sift the flour twice.</p><p>Use eggs at room temperature.</p>';
    expect(stepsOf(`<h2>Tips</h2>${tips}`)).toEqual([]);
  });

  it('reads them only under a heading that calls to cook, not one about the dish', () => {
    const method = STEPS.map((step) => `<p>${step}</p>`).join('');
    for (const heading of ['Time to cook', "Here's how", 'To make it']) {
      expect(stepsOf(`<h2>${heading}</h2>${method}`)).toEqual(STEPS);
    }
    const about = '<p>The flour gives a crisp crust.</p><p>The eggs make it rich.</p>';
    for (const heading of ["Why you'll love it", 'About the ingredients', '12 Comments']) {
      expect(stepsOf(`<h2>${heading}</h2>${about}`)).toEqual([]);
    }
    const ahead = '<p>Mix the flour a day ahead.</p><p>Keep the eggs cold.</p>';
    expect(stepsOf(`<h2>Make ahead</h2>${ahead}`)).toEqual([]);
  });
});

describe('the numbered steps after a list of amounts that nothing names', () => {
  const bare = (between: string) =>
    '<!doctype html><html><head><title>Pie</title></head><body><article><h1>Pie</h1>' +
    '<p>This pie is lovely.</p><ul><li>200 g flour</li><li>1 tsp salt</li><li>2 eggs</li></ul>' +
    `${between}<ol>${STEPS.map((step) => `<li>${step}</li>`).join('')}</ol></article></body></html>`;
  const read = (between: string) => extractRecipe(bare(between), URL_)?.instructions ?? [];

  it('reads them after a short line that leads into them', () => {
    expect(read('<p>Now for the method:</p>')).toEqual(STEPS);
    expect(read('')).toEqual(STEPS);
  });

  it('reads none after a sentence or a line that gives a figure', () => {
    expect(read('<p>You can swap the flour for spelt.</p>')).toEqual([]);
    expect(read('<p>Serves 4:</p>')).toEqual([]);
  });
});
