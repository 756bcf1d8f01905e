import { describe, expect, it } from 'vitest';
import { ingredientFromText } from '../recipes/recipe.ts';
import { ingredientsByStep, lineGroups } from './step-ingredients.ts';

describe('ingredientsByStep', () => {
  const lines = [
    '2 tbsp olive oil',
    '1 large onion, finely chopped',
    '400g can chopped tomatoes',
    '2 garlic cloves, crushed',
    'a pinch of saffron',
  ];

  it('matches a step to the lines whose ingredient it names', () => {
    expect(
      ingredientsByStep(
        [
          'Heat the oil and fry the onion for 5 minutes.',
          'Add the garlic and the tomatoes; simmer 20 mins.',
          'Serve.',
        ],
        lines,
      ),
    ).toEqual([[0, 1], [2, 3], []]);
  });

  it('leaves a line that no step names out of every step', () => {
    const byStep = ingredientsByStep(['Fry the onion.'], lines);
    expect(byStep.flat()).not.toContain(4);
  });

  it('gives a step a line whose amount is each of several things when it names any of them', () => {
    const each = ['½ bunch each oregano, rosemary, thyme', '2 tbsp each olive oil and lemon juice'];
    expect(
      ingredientsByStep(['Strip the rosemary leaves.', 'Whisk in the oil.', 'Stir.'], each),
    ).toEqual([[0], [1], []]);
    // A seasoning pair is its two seasonings.
    expect(ingredientsByStep(['Season with pepper.'], ['salt and black pepper'])).toEqual([[0]]);
  });

  it('copes with no steps and no lines', () => {
    expect(ingredientsByStep([], lines)).toEqual([]);
    expect(ingredientsByStep(['Boil the kettle.'], [])).toEqual([[]]);
  });

  it('gives a part of a food to a step that names the food alone, when no other line is it', () => {
    const cocktail = ['2 oz bourbon', '¾ oz simple syrup', '¾ oz fresh lemon juice'];
    expect(ingredientsByStep(['Shake the bourbon with the syrup and lemon.'], cocktail)).toEqual([
      [0, 1, 2],
    ]);
    expect(
      ingredientsByStep(
        ['Add the vanilla.', 'Add the chicken.', 'Whisk in the cocoa.'],
        ['1 tsp pure vanilla extract', '2 chicken breasts', '3 tbsp unsweetened cocoa powder'],
      ),
    ).toEqual([[0], [1], [2]]);
    // Which part "the lemon" means is not told when there are two; a whole lemon is itself.
    expect(
      ingredientsByStep(['Add the lemon.'], ['1 tsp lemon zest', '2 tbsp lemon juice']),
    ).toEqual([[]]);
    expect(ingredientsByStep(['Add the lemon.'], ['1 lemon', '2 tbsp lemon juice'])).toEqual([[0]]);
    // "baking" is a use, not a food: the baking sheet is not the baking powder.
    expect(ingredientsByStep(['Line a baking sheet.'], ['1 tsp baking powder'])).toEqual([[]]);
  });

  it('reads a whole name inside a longer one the step gives as the longer one only', () => {
    const lines = [
      '2 tbsp olive oil',
      'olive oil spray',
      '1 tbsp sesame oil',
      'toasted sesame oil',
    ];
    expect(
      ingredientsByStep(
        ['Spray with olive oil spray.', 'Drizzle with olive oil.', 'Add the toasted sesame oil.'],
        lines,
      ),
    ).toEqual([[1], [0], [3]]);
  });

  it('reads a word of a whole name the step gives as that name only', () => {
    const lines = ['2 tbsp apple butter', '2 tbsp unsalted butter', '1 apple, sliced'];
    expect(ingredientsByStep(['Top with apple butter.'], lines)).toEqual([[0]]);
    expect(
      ingredientsByStep(
        ['Top with the parmesan cheese.', 'Season with garlic salt.'],
        ['2 cups mozzarella cheese', '½ cup grated parmesan cheese', 'salt', '1 tsp garlic salt'],
      ),
    ).toEqual([[1], [3]]);
  });

  it('gives lines of one name to one step each, the one beside what the step names', () => {
    const lines = ['1 tsp salt', '2 cups flour', '½ tsp salt', '2 cups icing sugar'];
    expect(
      ingredientsByStep(['Whisk the flour and salt.', 'Beat the icing sugar and salt.'], lines),
    ).toEqual([
      [0, 1],
      [2, 3],
    ]);
    // A first step that names no food leaves the frosting's butter, the one beside it, to the
    // second; its "all the cake ingredients" takes the lines no other step names.
    const cake = ['85g butter, melted', '175g sugar', '85g butter, softened', '200g icing sugar'];
    expect(
      ingredientsByStep(
        ['Beat all the cake ingredients together.', 'Work the butter into the icing sugar.'],
        cake,
      ),
    ).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('knows a food by its British and its American name', () => {
    expect(
      ingredientsByStep(
        ['Fry the zucchini and the eggplant.', 'Scatter over the scallions and prawns.'],
        ['2 courgettes', '1 aubergine', '4 spring onions', '200g shrimp'],
      ),
    ).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('knows a food spelt two ways, with or without its accents', () => {
    expect(
      ingredientsByStep(
        ['Stir in the yogurt and feta.', 'Scatter over the chillies.', 'Add the chilies.'],
        ['150g Greek yoghurt', '100g fetta, crumbled', '2 red chilli, sliced'],
      ),
    ).toEqual([[0, 1], [2], [2]]);
    expect(
      ingredientsByStep(
        ['Add the jalapenos and the creme fraiche.'],
        ['2 jalapeños', 'crème fraîche'],
      ),
    ).toEqual([[0, 1]]);
  });

  it('gives "the cheese" the one cheese line, and only when there is one', () => {
    const pasta = ['400g spaghetti', '50g grated parmesan', '100g chopped walnuts'];
    expect(ingredientsByStep(['Toss the spaghetti with the cheese and the nuts.'], pasta)).toEqual([
      [0, 1, 2],
    ]);
    expect(
      ingredientsByStep(['Sprinkle with the cheese.'], ['50g grated parmesan', '100g mozzarella']),
    ).toEqual([[]]);
    // A line named by the kind itself is the one meant.
    expect(
      ingredientsByStep(['Beat the cheese.'], ['200g cream cheese', '50g grated parmesan']),
    ).toEqual([[0]]);
  });

  it('does not read a mixture made of a food as the food', () => {
    const tart = ['½ cup lemon juice', '2 chicken breasts'];
    expect(
      ingredientsByStep(
        ['Pour the lemon curd into the crust.', 'Shape the chicken mixture into patties.'],
        tart,
      ),
    ).toEqual([[], []]);
    // A verb starting the next sentence is no mixture: the step's words carry no stops.
    expect(ingredientsByStep(['Add the lemon. Mix well.'], tart)).toEqual([[0]]);
  });

  it('gives each line of one name whose amount the step gives', () => {
    const cake = ['3/4 cup sugar', '3 tablespoons sugar', '4 eggs', '1 cup sugar'];
    expect(
      ingredientsByStep(['Beat the 4 eggs, 3/4 cup sugar, and 3 tablespoons sugar.'], cake),
    ).toEqual([[0, 1, 2]]);
  });

  it('takes the line of one name whose amount the step gives, not the first', () => {
    const lines = ['spinach', '2 tablespoons olive oil', '1 eggplant', '1 tablespoon olive oil'];
    expect(
      ingredientsByStep(
        ['Heat 1 tablespoon of olive oil; add the spinach.', 'Toss the eggplant with the oil.'],
        lines,
      ),
    ).toEqual([
      [0, 3],
      [1, 2],
    ]);
  });

  it('reads neither the top of a range nor a part "of the" food as a line\'s amount', () => {
    const milk = ['2 cups whole milk', '1-2 cups additional whole milk'];
    expect(ingredientsByStep(['Add another 1 to 2 cups milk.'], milk)).toEqual([[1]]);
    const water = ['2 cups water, divided', '1 cup water'];
    expect(ingredientsByStep(['Heat 1 cup of the water.'], water)).toEqual([[0]]);
  });

  it('gives "salt and pepper" the plain pepper, not the green or the cayenne', () => {
    const lines = ['2 green peppers', '1 tsp cayenne pepper', 'salt', '½ tsp black pepper', 'rice'];
    const steps = [
      'Season with salt and freshly ground pepper.',
      'Add the salt, pepper and paprika.',
      'Stuff a pepper with rice.',
    ];
    const byStep = ingredientsByStep(steps, lines);
    expect(byStep[0]).toEqual([2, 3]);
    expect(byStep[1]).toEqual([2, 3]);
    // A pepper not beside the salt may be the vegetable.
    expect(byStep[2]).toContain(0);
  });

  it('gives a bare staple ("the sugar") its plain line, not the brown or the powdered', () => {
    const sugars = ['1 cup granulated sugar', '½ cup brown sugar', '2 cups powdered sugar'];
    const steps = ['Cream the butter and sugar.', 'Add the brown sugar.', 'Beat in both sugars.'];
    expect(ingredientsByStep(steps, sugars)).toEqual([[0], [1], [0, 1, 2]]);
    // With no plain line a bare "sugar" is each of them.
    expect(ingredientsByStep(['Add the sugar.'], sugars.slice(1))).toEqual([[0, 1]]);
    // "Peanut butter" names the creamy peanut butter only, "flaky sea salt" the sea salt only (the
    // last two words of a longer name, session 68).
    expect(
      ingredientsByStep(['Add the peanut butter.'], ['1 cup butter', '1 cup creamy peanut butter']),
    ).toEqual([[1]]);
    expect(
      ingredientsByStep(['Top with flaky sea salt.'], ['1 tsp salt', 'flakey sea salt']),
    ).toEqual([[1]]);
  });

  it("reads confectioners' and icing sugar as powdered sugar", () => {
    const sugars = ['1 cup sugar', '2 cups powdered sugar'];
    expect(ingredientsByStep(["Beat in the confectioners' sugar."], sugars)).toEqual([[1]]);
    expect(ingredientsByStep(['Sift the icing sugar.'], sugars)).toEqual([[1]]);
  });

  it('reads a food before "mixture", "sauce", "filling"… as the mixture, not the line', () => {
    const cake = ['2 cups flour', '1 tsp baking powder', '1 cup sugar', '2 eggs'];
    expect(
      ingredientsByStep(
        [
          'Whisk the flour and baking powder.',
          'Beat the sugar and eggs, then add the flour mixture.',
        ],
        cake,
      ),
    ).toEqual([
      [0, 1],
      [2, 3],
    ]);
    // "To" between the food and the mixture's word keeps the food.
    expect(ingredientsByStep(['Add paprika to mixture.'], ['1 tbsp paprika'])).toEqual([[0]]);
    // A buttercream and a ganache are mixtures too.
    const frosting = ['1 cup butter', '½ cup brown sugar', '200g chocolate'];
    expect(
      ingredientsByStep(
        ['For the brown sugar buttercream: beat the butter.', 'Pour over the chocolate ganache.'],
        frosting,
      ),
    ).toEqual([[0], []]);
    // A whole name followed by "mixture" is the mixture too.
    expect(
      ingredientsByStep(
        ['Add the rice and the oyster sauce mixture.'],
        ['¼ cup oyster sauce', '2 cups rice'],
      ),
    ).toEqual([[1]]);
  });

  it('gives "the sauce" alone no line, but "soy sauce" still names "light soy sauce"', () => {
    const sauces = ['2 tbsp light soy sauce', '1 tbsp hoisin sauce'];
    expect(ingredientsByStep(['Serve with the dipping sauce.'], sauces)).toEqual([[]]);
    expect(ingredientsByStep(['Stir in the soy sauce.'], sauces)).toEqual([[0]]);
  });

  it('leaves out a used food named again as coming back ("return the chicken to the pan")', () => {
    const lines = ['2 chicken breasts', '1 onion', '1 cup stock', '3 eggs'];
    const steps = [
      'Brown the chicken, then set aside. Beat the eggs and scramble them.',
      'Fry the onion, add the stock, and return the chicken to the pan.',
      'Add the reserved eggs and the onion back.',
    ];
    expect(ingredientsByStep(steps, lines)).toEqual([[0, 3], [1, 2], []]);
    // A line kept for later ("divided", "reserve") is still shown when it comes back.
    const crumbs = ['1 cup cracker crumbs (reserve 2 tbsp)', '2 tbsp butter'];
    expect(
      ingredientsByStep(['Mix the crumbs and butter.', 'Top with the reserved crumbs.'], crumbs),
    ).toEqual([[0, 1], [0]]);
    // A food named for the first time is used, whatever the words around it.
    expect(ingredientsByStep(['Return the chicken to the pan.'], lines)).toEqual([[0]]);
  });

  it('names "orange slices" and "cracker crumbs" by their food', () => {
    const lines = ['1 cup mandarin orange slices', '1 cup graham cracker crumbs'];
    expect(
      ingredientsByStep(['Mix the graham crackers, then top with the mandarin oranges.'], lines),
    ).toEqual([[0, 1]]);
  });

  it('names a line of three words or more by its last two ("brown sugar", "olive oil")', () => {
    const lines = ['1 cup white sugar', '½ cup light brown sugar', '2 tbsp extra virgin olive oil'];
    expect(ingredientsByStep(['Add the brown sugar and the olive oil.'], lines)).toEqual([[1, 2]]);
    // Not where another line's whole name holds them: "pink candy melts" is not the white ones.
    const melts = ['1 cup white candy melts', '1 cup pink candy melts'];
    expect(ingredientsByStep(['Dip in the pink candy melts.'], melts)).toEqual([[1]]);
  });

  it('names "sharp cheddar cheese" by "the cheddar", "cayenne pepper" by "the cayenne"', () => {
    const lines = ['1 cup sharp cheddar cheese', '¼ tsp cayenne pepper', '1 head romaine lettuce'];
    expect(
      ingredientsByStep(['Add the cheddar and cayenne.', 'Toss with the romaine.'], lines),
    ).toEqual([[0, 1], [2]]);
    // Not when another line is the cheddar itself.
    expect(
      ingredientsByStep(['Add the cheddar.'], ['1 cup cheddar', '1 tbsp cheddar cheese']),
    ).toEqual([[0]]);
  });

  it('reads a food written closed or spaced as one ("corn meal" for "cornmeal")', () => {
    expect(
      ingredientsByStep(['Whisk the corn meal and flour.'], ['1 cup cornmeal', '1 cup flour']),
    ).toEqual([[0, 1]]);
    expect(ingredientsByStep(['Toss in the pine-nuts.'], ['50 g pinenuts'])).toEqual([[0]]);
    expect(ingredientsByStep(['Stir in the breadcrumbs.'], ['1 cup bread crumbs'])).toEqual([[0]]);
    expect(ingredientsByStep(['Top with the blue berries.'], ['1 cup blueberries'])).toEqual([[0]]);
    // Two words are joined only where a line writes them as one.
    expect(ingredientsByStep(['Add the olive oil.'], ['2 tbsp olive oil'])).toEqual([[0]]);
    expect(ingredientsByStep(['Add the pan cake mix.'], ['1 cup cake flour'])).toEqual([[]]);
  });

  it('tells two lines of one food by the state the step gives ("the melted butter")', () => {
    const lines = ['2 tbsp butter, melted', '100 g butter, softened', '1 cup sugar'];
    expect(
      ingredientsByStep(
        ['Brush the pan with the melted butter.', 'Beat the softened butter and sugar.'],
        lines,
      ),
    ).toEqual([[0], [1, 2]]);
    expect(
      ingredientsByStep(['Beat the softened butter.', 'Drizzle with the melted butter.'], lines),
    ).toEqual([[1], [0]]);
    // A state no line says leaves the choice as before: the first line.
    expect(ingredientsByStep(['Add the cold butter.'], lines)).toEqual([[0]]);
  });

  it('reads no state across a comma: the list item before a food is not its state', () => {
    const lines = [
      '2 tsp cornstarch mixed with 1 tbsp water',
      '1 tbsp cornstarch',
      '400 g chicken',
    ];
    // "the water cornstarch" takes the line that says water; in "water, cornstarch" the water is
    // the list's item, and the choice is the one with no word before the cornstarch.
    expect(ingredientsByStep(['Toss the chicken with water cornstarch.'], lines)).toEqual([[0, 2]]);
    expect(ingredientsByStep(['Toss the chicken, water, cornstarch.'], lines)).toEqual([[1, 2]]);
    expect(ingredientsByStep(['Toss the chicken, cornstarch.'], lines)).toEqual([[1, 2]]);
  });
  it('gives a step that uses "all the ingredients" every line no other step names', () => {
    const smoothie = ['1 cup frozen strawberries', '1 banana', '3/4 cup almond milk'];
    expect(ingredientsByStep(['Place all ingredients in a blender and blend.'], smoothie)).toEqual([
      [0, 1, 2],
    ]);
    const salad = ['2 tbsp olive oil', '1 tbsp lemon juice', '1 clove garlic', '200 g pasta'];
    const steps = (first: string) => [first, 'Boil the pasta and toss with the dressing.'];
    // A part the list does not mark: the lines the other steps leave.
    expect(ingredientsByStep(steps('Whisk all the dressing ingredients.'), salad)).toEqual([
      [0, 1, 2],
      [3],
    ]);
    expect(ingredientsByStep(steps('Add the remaining ingredients.'), salad)[0]).toEqual([0, 1, 2]);
    // Not the dry or wet ones (a part the list shares), nor "all" with no putting together.
    expect(ingredientsByStep(steps('Mix all your dry ingredients.'), salad)[0]).toEqual([]);
    expect(
      ingredientsByStep(steps('Scrape the bowl so all ingredients are incorporated.'), salad)[0],
    ).toEqual([]);
  });
  it('gives a later "remaining ingredients" step none of an earlier "all" step\'s lines', () => {
    const salad = [
      '3 tbsp olive oil',
      '1 tbsp vinegar',
      '1 tsp mustard',
      '1 cucumber',
      '1 cup feta',
    ];
    const steps = [
      'Whisk all the dressing ingredients.',
      'Chop the cucumber.',
      'Add all the remaining ingredients and toss.',
    ];
    // The list marks no parts (no group titles reach here): the dressing step takes the feta too.
    expect(ingredientsByStep(steps, salad)).toEqual([[0, 1, 2, 4], [3], []]);
  });
  it('lists the herbs for "extra herbs" without taking them from an "all" step', () => {
    const lines = ['1 cup yogurt', '1 tsp ground cumin', 'small bunch coriander, plus extra'];
    for (const extra of ['extra', 'a little more', 'the remaining']) {
      const steps = ['Mix all the ingredients together.', `Garnish with ${extra} herbs.`];
      expect(ingredientsByStep(steps, lines)).toEqual([[0, 1, 2], [2]]);
    }
    // A first use still takes them.
    const steps = ['Mix all the ingredients together.', 'Garnish with the herbs.'];
    expect(ingredientsByStep(steps, lines)).toEqual([[0, 1], [2]]);
  });
  it('lists "more parsley" without taking it from an "all the ingredients" step', () => {
    const lines = ['1 cup rice', '2 tbsp chopped parsley', '50g parmesan', '1 tbsp olive oil'];
    for (const more of ['more parsley', 'extra parmesan and parsley', 'additional parsley']) {
      const steps = ['Mix all the ingredients.', `Top with ${more} to serve.`];
      const byStep = ingredientsByStep(steps, lines);
      expect(byStep[0]).toEqual([0, 1, 2, 3]);
      expect(byStep[1]).toContain(1);
    }
    // A first use still takes it; "extra virgin olive oil" is the oil's name, not a second use.
    expect(ingredientsByStep(['Mix all the ingredients.', 'Top with parsley.'], lines)).toEqual([
      [0, 2, 3],
      [1],
    ]);
    const oil = ['1 cup rice', '1 tbsp extra virgin olive oil'];
    expect(
      ingredientsByStep(['Mix all the ingredients.', 'Drizzle with extra virgin olive oil.'], oil),
    ).toEqual([[0], [1]]);
  });
  it('leaves out a used food named after what the method did to it ("the grilled paneer")', () => {
    const lines = ['400g paneer', '1 cup yogurt', '1 cup cooked rice', '1 aubergine'];
    const steps = [
      'Grill the paneer and the aubergine.',
      'Stir the grilled paneer into the yogurt.',
      'While the aubergine is hot, spoon it over the cooked rice.',
    ];
    expect(ingredientsByStep(steps, lines)).toEqual([[0, 3], [1], [2]]);
    // Not a first naming: "the cooked rice" of a line that says "cooked" is that line.
    expect(ingredientsByStep(['Add the toasted paneer.'], lines)).toEqual([[0]]);
    // A word of the line's, not a part of one: "uncooked" does not say "cooked".
    const uncooked = ['1 cup uncooked rice', '1 onion'];
    const cook = ['Cook the rice.', 'Fry the onion.', 'Add the cooked rice and stir.'];
    expect(ingredientsByStep(cook, uncooked)).toEqual([[0], [1], []]);
  });
  it('reads plain lines of a staple as lines of one name ("butter", "unsalted butter")', () => {
    const lines = [
      '6 tbsp butter, melted',
      '1 cup graham cracker crumbs',
      '2 tbsp unsalted butter',
    ];
    const steps = ['Mix the graham crackers and melted butter.', 'Whisk in the butter.'];
    expect(ingredientsByStep(steps, lines)).toEqual([[0, 1], [2]]);
  });
  it('names a line "A or B" by either food ("butter or margarine", "white or black pepper")', () => {
    const lines = [
      '3/4 cup butter or margarine',
      '1 cup sour cream or Greek yogurt',
      '1/2 tsp white or black pepper',
      '2 tbsp ghee (or grass fed butter)',
    ];
    expect(ingredientsByStep(['Melt the margarine.'], lines)).toEqual([[0]]);
    expect(ingredientsByStep(['Stir in the sour cream.'], lines)).toEqual([[1]]);
    expect(ingredientsByStep(['Season with black pepper.'], lines)).toEqual([[2]]);
    expect(ingredientsByStep(['Melt the ghee.'], lines)).toEqual([[3]]);
    // "white" alone is no food of the pepper line: "the egg whites" are not it.
    expect(ingredientsByStep(['Whisk the egg whites.'], lines)).toEqual([[]]);
  });
  it('shares the whole end of "A or B C" with a lone kind, never with a food of its own', () => {
    const lines = ['2 tbsp red or white wine vinegar', '1 tsp salt or black pepper', '1 lemon'];
    // "red" is a kind of the wine vinegar: red wine vinegar, not "red vinegar".
    expect(ingredientsByStep(['Whisk in the red wine vinegar.'], lines)).toEqual([[0]]);
    // "salt" is a food of its own: the line is salt or black pepper, not "salt pepper".
    expect(ingredientsByStep(['Season with salt.'], lines)).toEqual([[1]]);
  });
  it('leaves an alternative to the line named so on its own ("canola oil" beside "canola or olive oil")', () => {
    const lines = ['1/4 cup canola oil', '1 tbsp canola oil or olive oil', '1 lemon'];
    expect(ingredientsByStep(['Whisk the lemon juice with the canola oil.'], lines)).toEqual([
      [0, 2],
    ]);
  });
  it('reads "5 more minutes" as no second helping: a food must follow "more"', () => {
    const lines = ['1 cup rice', '100g spinach', '1 tbsp olive oil'];
    const steps = ['Mix all the ingredients.', 'Cook for 5 more minutes and add the spinach.'];
    // The spinach is first used in the second step, so the "all" step does not get it.
    expect(ingredientsByStep(steps, lines)).toEqual([[0, 2], [1]]);
    // "More spinach" is still a second helping.
    const more = ['Mix all the ingredients.', 'Cook for 5 minutes and add more spinach.'];
    expect(ingredientsByStep(more, lines)).toEqual([[0, 1, 2], [1]]);
  });
  it('reads "cream" the verb as no cream line ("Cream the butter and sugar")', () => {
    const lines = ['100g butter', '100g caster sugar', '150ml double cream'];
    for (const creaming of [
      'Cream the butter and sugar until pale.',
      'Beat the eggs, then cream together the butter and sugar.',
      'Put the butter and sugar in a bowl. Cream until light and fluffy.',
    ]) {
      expect(ingredientsByStep([creaming], lines)).toEqual([[0, 1]]);
    }
    // The noun is still the cream: "whip the cream until stiff", "Cream, butter and sugar".
    expect(ingredientsByStep(['Whip the cream until stiff.'], lines)).toEqual([[2]]);
    expect(ingredientsByStep(['Warm the butter and cream together.'], lines)).toEqual([[0, 2]]);
  });
  it('leaves out a food used before and named again as the subject of "until" or "once"', () => {
    const lines = ['200g sugar', '100 ml water', '2 tbsp oil', '1 onion'];
    const steps = [
      'Put the sugar and water in a pan.',
      'Stir until the sugar dissolves.',
      'Heat the oil in a frying pan.',
      'Once the oil is hot, add the onion.',
    ];
    expect(ingredientsByStep(steps, lines)).toEqual([[0, 1], [], [2], [3]]);
    // Not a first naming, nor a line kept for later ("divided").
    expect(ingredientsByStep(['Cook until the onion is soft.'], lines)).toEqual([[3]]);
    const divided = ['200g sugar, divided', '100 ml water'];
    expect(ingredientsByStep(steps.slice(0, 2), divided)).toEqual([[0, 1], [0]]);
  });
  it('reads "extra large eggs", "extra light olive oil" as the grade, not a second use', () => {
    const lines = [
      '2 extra large eggs',
      '100g butter',
      '200g flour',
      '1 tbsp extra light olive oil',
    ];
    const remaining = 'Add all the remaining ingredients and mix.';
    expect(
      ingredientsByStep(['Beat the butter with 2 extra large eggs.', remaining], lines),
    ).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(
      ingredientsByStep(['Brush the tin with extra light olive oil.', remaining], lines),
    ).toEqual([[3], [0, 1, 2]]);
  });
  it('reads "until all the ingredients are combined" as the bowl, not every line', () => {
    const cake = ['225g butter', '225g sugar', '4 eggs', '225g flour', 'pinch of salt'];
    const steps = [
      'Cream the butter and sugar.',
      'Beat in the eggs; stir until all ingredients are combined.',
    ];
    expect(ingredientsByStep(steps, cake)).toEqual([[0, 1], [2]]);
    expect(ingredientsByStep(['Mix until all the ingredients have come together.'], cake)).toEqual([
      [],
    ]);
  });
  it('reads a long step for "all the ingredients" in a moment', () => {
    // A verb-then-anything pattern tried from each of 20,000 verbs took 25 s.
    const long = `${'mix '.repeat(20000)}the ingredients.`;
    const started = Date.now();
    expect(ingredientsByStep([long], ['1 banana'])).toEqual([[]]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
  it('reads a long run of words after "cooked" in a moment', () => {
    // Each word's place counted the words before the run's end again: 1,428 words took 0.9 s.
    const long = `Add the ${'cooked '.repeat(20000)}rice.`;
    const started = Date.now();
    expect(ingredientsByStep(['Cook the rice.', long], ['1 cup rice'])).toEqual([[0], []]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
  it('gives "the spices: cumin and paprika" the spices the step lists, not every spice', () => {
    const lines = ['1 onion', '1 tsp cumin', '1 tsp paprika', '1 tsp turmeric', 'parsley', 'basil'];
    expect(ingredientsByStep(['Add the onion and the spices: cumin and paprika.'], lines)).toEqual([
      [0, 1, 2],
    ]);
    expect(ingredientsByStep(['Scatter over herbs such as parsley.'], lines)).toEqual([[4]]);
    // A heading's colon ("Toast the spices: Heat…") lists nothing.
    expect(ingredientsByStep(['Toast the spices: Heat a pan, add the cumin.'], lines)).toEqual([
      [1, 2, 3],
    ]);
  });
  it('gives "the spices" and "the herbs" the lines of that kind no earlier step took', () => {
    const lines = [
      '1 tsp ground cumin',
      '1 tsp garlic powder',
      '1/2 tsp dried oregano',
      '1 tsp salt',
      '2 tbsp chopped fresh parsley',
      '1 tbsp baking powder',
    ];
    expect(ingredientsByStep(['Add the spices.', 'Stir in the herbs.'], lines)).toEqual([
      [0, 1, 2],
      [4],
    ]);
    // Taken already, they are named again; "pureed seasonings" are a mixture the method made.
    expect(ingredientsByStep(['Fry the cumin.', 'Add the spices.'], lines)).toEqual([[0], [1, 2]]);
    expect(ingredientsByStep(['Add the pureed seasonings.'], lines)).toEqual([[]]);
    // The dried herbs are the dried herbs' lines, not the cumin beside them.
    expect(ingredientsByStep(['Fry the onion.', 'Add the dried herbs.'], lines)).toEqual([[], [2]]);
    expect(ingredientsByStep(['Add the dried herbs and spices.'], lines)).toEqual([[0, 1, 2]]);
    // Chopped herbs are the herbs' lines; mixed (made) ones not.
    const salad = ['small bunch parsley, chopped', 'handful basil leaves', '1 onion'];
    const steps = (herbs: string) => ['Fry the onion.', `Stir in the ${herbs} herbs.`];
    expect(ingredientsByStep(steps('chopped'), salad)).toEqual([[2], [0, 1]]);
    expect(ingredientsByStep(steps('blended'), salad)).toEqual([[2], []]);
    // Coriander is the leaves unless ground (or its seeds).
    const curry = ['1 tsp ground coriander', '1 tsp coriander seeds', 'a small bunch of coriander'];
    expect(ingredientsByStep(['Fry the spices.', 'Scatter over the herbs.'], curry)).toEqual([
      [0, 1],
      [2],
    ]);
  });

  describe('a part of the list named by its title', () => {
    const salad = [
      '6 cups baby spinach',
      '1 cup mixed berries',
      '2 oz goat cheese',
      '3 tbsp olive oil',
      '1 tbsp balsamic vinegar',
      '1 tsp honey',
    ];
    const parts = [
      { title: 'For the salad:', lines: [0, 1, 2] },
      { title: 'For the Dressing', lines: [3, 4, 5] },
    ];

    it('gives "whisk the dressing ingredients" the lines of the part titled so', () => {
      const steps = [
        'Whisk together the dressing ingredients and toss the salad with the dressing.',
        'Scatter over the cheese.',
      ];
      expect(ingredientsByStep(steps, salad, parts)).toEqual([[3, 4, 5], [2]]);
      // Without the titles the step names none of them.
      expect(ingredientsByStep(steps, salad)).toEqual([[], [2]]);
    });

    it('reads "the rest of the salad ingredients" as the part\'s lines no other step names', () => {
      const steps = ['Wash the spinach.', 'Add the rest of the salad ingredients.'];
      expect(ingredientsByStep(steps, salad, parts)[1]).toEqual([1, 2]);
    });

    it('takes the title holding most of the words, and the part "ingredients for the X" names', () => {
      const cake = [
        '1 cup oat flour',
        '1 tsp baking powder',
        '1 cup milk',
        '2 tbsp oil',
        '3 tbsp oats',
        '1 tbsp sugar',
      ];
      const titled = [
        { title: 'Dry cake ingredients', lines: [0, 1] },
        { title: 'Wet cake ingredients', lines: [2, 3] },
        { title: 'Streusel', lines: [4, 5] },
      ];
      expect(ingredientsByStep(['Mix all dry cake ingredients in a bowl.'], cake, titled)).toEqual([
        [0, 1],
      ]);
      // The streusel's dry and wet ingredients are not the cake's parts.
      const streusel = ingredientsByStep(
        [
          'Make the streusel: stir the dry ingredients for the streusel, then add the wet ingredients.',
        ],
        cake,
        titled,
      );
      expect(streusel[0]).not.toContain(0);
      expect(streusel[0]).not.toContain(2);
    });

    it("reads a recipe's groups as parts only when they hold the very lines shown", () => {
      const groups = [
        { title: 'For the salad', items: salad.slice(0, 3).map(ingredientFromText) },
        { title: 'For the dressing', items: salad.slice(3).map(ingredientFromText) },
      ];
      expect(lineGroups(groups, salad)).toEqual([
        { title: 'For the salad', lines: [0, 1, 2] },
        { title: 'For the dressing', lines: [3, 4, 5] },
      ]);
      expect(lineGroups(groups, salad.slice(1))).toEqual([]);
      expect(lineGroups(groups, [...salad].reverse())).toEqual([]);
    });
  });
});
