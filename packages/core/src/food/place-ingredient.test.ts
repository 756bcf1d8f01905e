import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from './food-table.ts';
import { recipeNutrition } from './nutrition.ts';
import { MAX_LINE_GRAMS, placeEachThing, placeIngredient } from './place-ingredient.ts';
import { US_FLUID_MEASURES_ML, US_SIZES } from '../ingredients/recipe-measures.ts';
import { splitListLine } from '../ingredients/clean-ingredient-line.ts';

// The rules on the shipped table: its figures are CoFID's and USDA's, so the expected grams are
// what a kitchen scale says within a few per cent.
let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});
const place = (line: string) => placeIngredient(table, line);
const grams = (line: string) => place(line).grams;
const food = (line: string) => place(line).food?.id ?? null;

describe('placeIngredient: densities', () => {
  it('weighs poured liquids near 1 g/ml (cream from its fluid, not whipped, measure)', () => {
    expect(grams('200ml double cream')).toBeCloseTo(200, -1);
    expect(grams('1 cup heavy cream')).toBeGreaterThan(230);
    // A US cup of a poured liquid is the 236.6 ml USDA weighs (below).
    expect(grams('2 cups chicken broth')).toBeCloseTo(473, 0);
    expect(grams('1 pint milk')).toBeCloseTo(585, -1);
    expect(grams('500ml water')).toBe(500);
  });

  it('weighs a volume by its recipe’s size of the measure (a US pint, a 20 ml tablespoon)', () => {
    expect(placeIngredient(table, '1 pint heavy cream', US_FLUID_MEASURES_ML).grams).toBeCloseTo(
      473,
      -1,
    );
    expect(placeIngredient(table, '1 quart whole milk', US_FLUID_MEASURES_ML).grams).toBeCloseTo(
      975,
      -1,
    );
    expect(placeIngredient(table, '1 tbsp olive oil', { tbsp: 20 }).grams).toBeCloseTo(17.6, 1);
    // The author's own millilitres beside the measure say which it is.
    expect(placeIngredient(table, '1 pint (570 ml) milk', US_FLUID_MEASURES_ML).grams).toBeCloseTo(
      587,
      -1,
    );
    expect(grams('10fl oz/275ml milk')).toBeCloseTo(283, 0);
    // A volume far from the measure's is another thing's; a spoon's millilitres are a label.
    expect(grams('1 pint milk (makes 2 litres)')).toBeCloseTo(585, -1);
    expect(grams('¼ cup (50 mL) milk')).toBeCloseTo(60.9, 0);
    // Measures the recipe does not change keep the table's size.
    expect(placeIngredient(table, '1 cup milk', US_FLUID_MEASURES_ML).grams).toBeCloseTo(243.7, 0);
  });

  it('weighs a sized egg of a US recipe by USDA’s US sizes, a UK one by the table’s', () => {
    const us = { [US_SIZES]: 1 };
    // USDA 01123, 01124: a large egg 50 g, its white 33 g. A yolk keeps the table's 19 g: US
    // authors weigh a large yolk at 18-20 g, above USDA's 17.
    expect(placeIngredient(table, '2 large eggs', us).grams).toBe(100);
    expect(placeIngredient(table, '3 extra-large eggs, beaten', us).grams).toBe(168);
    expect(placeIngredient(table, '4 large egg whites', us).grams).toBe(132);
    expect(placeIngredient(table, '2 large egg yolks', us).grams).toBe(38);
    expect(grams('2 large eggs')).toBe(116);
    // A size the US table lacks keeps the table's; an egg of no size is 50 g either way.
    expect(placeIngredient(table, '2 eggs', us).grams).toBe(100);
  });

  it('weighs oils lighter and syrups heavier than water', () => {
    expect(grams('2 tbsp olive oil')).toBeCloseTo(26.4, 0);
    expect(grams('1/3 cup honey')).toBeCloseTo(112, 0);
  });

  it('weighs oil and Greek yogurt by the cup recipe authors use', () => {
    // King Arthur's 1/2 cup of oil is 99 g, a label's 8 tablespoons 112 g: both within 10%.
    const oil = grams('1/2 cup vegetable oil') ?? 0;
    expect(oil).toBeGreaterThanOrEqual(99 / 1.1);
    expect(oil).toBeLessThanOrEqual(99 * 1.1);
    expect(oil).toBeGreaterThanOrEqual(112 * 0.9);
    // US tubs' labels: 3/4 cup is 170 g, so a cup 227 g (not 252 g by USDA's density).
    expect(grams('1 cup Greek yogurt')).toBeCloseTo(227, -1);
    expect(grams('1 cup nonfat Greek yogurt')).toBeCloseTo(227, -1);
  });

  it('weighs cornflour between King Arthur’s chart and the packs’ labels', () => {
    // King Arthur: a quarter cup 28 g; Argo's label: a tablespoon 8 g (128 g a cup).
    const cup = grams('1 cup cornstarch') ?? 0;
    expect(cup).toBeGreaterThanOrEqual(112 / 1.1);
    expect(cup).toBeLessThanOrEqual(112 * 1.1);
    expect(cup).toBeGreaterThanOrEqual(128 * 0.9);
    expect(grams('1 tbsp cornflour')).toBeCloseTo(7.5, 1);
  });

  it('weighs bread flour by USDA’s cup and cake flour by King Arthur’s', () => {
    expect(grams('1 cup bread flour')).toBeCloseTo(137, 0);
    expect(food('2 cups cake flour')).toBe('cake-flour');
    expect(grams('2 cups cake flour')).toBeCloseTo(240, 0);
  });

  it('weighs spelt flour and potato starch by King Arthur’s chart', () => {
    // King Arthur: a cup of spelt flour 99 g (plain flour's 125 g before), of potato starch
    // 152 g (cornflour's 120 g; tapioca starch's 113 g stays near cornflour's).
    expect(food('1 cup spelt flour')).toBe('spelt-flour');
    expect(grams('1 cup spelt flour')).toBeCloseTo(98.4, 1);
    expect(food('2 cups wholemeal spelt flour')).toBe('spelt-flour');
    // The chart's spelt flour is whole grain; white spelt flour, which it does not weigh, stays plain.
    expect(food('1 cup white spelt flour')).toBe('plain-flour');
    expect(food('1 cup potato starch')).toBe('potato-starch');
    expect(grams('1 cup potato starch')).toBeCloseTo(151.2, 1);
    expect(grams('2 tbsp potato starch')).toBeCloseTo(18.9, 1);
    expect(food('1 cup tapioca starch')).toBe('cornflour');
  });

  it('weighs espresso powder by King Arthur’s chart, not as instant coffee', () => {
    // The chart: a tablespoon of espresso powder 7 g; instant coffee's 0.3 g/ml gave 4.5 g.
    expect(food('1 tbsp espresso powder')).toBe('espresso-powder');
    expect(grams('1 tbsp espresso powder')).toBeCloseTo(7, 0);
    expect(food('2 tsp instant espresso powder')).toBe('espresso-powder');
    expect(grams('2 tsp instant espresso powder')).toBeCloseTo(4.7, 1);
    // Instant coffee keeps its own weight.
    expect(food('1 tbsp instant coffee')).toBe('instant-coffee');
    expect(grams('1 tbsp instant coffee')).toBeCloseTo(4.5, 1);
  });

  it('weighs a cup measured after sifting by the food’s sifted cup', () => {
    // USDA's sifted, spooned cups: cake flour 96 g, plain flour 115 g, icing sugar 100 g.
    expect(grams('2 cups sifted cake flour')).toBeCloseTo(192, 0);
    expect(grams('1 cup sifted all-purpose flour')).toBeCloseTo(115, 0);
    expect(grams('1 cup (sifted) flour')).toBeCloseTo(115, 0);
    expect(grams('1/2 cup sifted powdered sugar')).toBeCloseTo(50, 0);
    // Measured, then sifted: the cup as it comes.
    expect(grams('1 cup flour, sifted')).toBeCloseTo(125, 0);
    expect(grams('1 cup unsifted flour')).toBeCloseTo(125, 0);
    // A food without a sifted cup, and a weight, are as written.
    expect(grams('1 cup sifted cocoa powder')).toBe(grams('1 cup cocoa powder'));
    expect(grams('100g sifted icing sugar')).toBe(100);
  });

  it('weighs ground flaxseed by USDA’s ground spoon and whole seeds by the whole one', () => {
    // USDA's flaxseed row: 1 tbsp ground 7 g, 1 cup whole 168 g.
    expect(food('2 tbsp finely ground flax seeds')).toBe('ground-flaxseed');
    expect(grams('2 tbsp finely ground flax seeds')).toBeCloseTo(14, 0);
    expect(grams('1 tbsp flaxseed meal')).toBeCloseTo(7, 0);
    expect(grams('1 tbsp flax seeds, ground')).toBeCloseTo(7, 0);
    expect(food('1/4 cup flax seeds')).toBe('flaxseed');
    expect(grams('1/4 cup flax seeds')).toBeCloseTo(42, 0);
  });

  it('weighs a cup of mashed potato by USDA’s mashed cup, a counted potato mashed as potatoes', () => {
    // USDA's home-made mashed potato, 210 g a cup (diced raw potato is 150 g).
    expect(food('4 cups freshly made Mashed Potatoes')).toBe('mashed-potato');
    expect(grams('1/2 cup mashed potatoes (prepared with milk and butter)')).toBeCloseTo(105, 0);
    expect(grams('2 cups potatoes, mashed')).toBeCloseTo(420, 0);
    // Two potatoes, mashed, are two potatoes.
    expect(food('2 large potatoes, peeled and mashed')).toBe('potato');
    expect(grams('2 large potatoes, peeled and mashed')).toBe(600);
  });

  it('passes over only the words before a food’s own name to find its form', () => {
    // "sweet potatoes", mashed, are not mashed potato; "instant potatoes" are potato flakes.
    expect(food('3 cups cold mashed sweet potatoes')).toBe('sweet-potato');
    expect(food('1 cup instant mashed potatoes')).toBe('potato-flakes');
    // "elbow macaroni" and "macaroni" are one food, so "elbow" may go before "cooked".
    expect(food('2 cups elbow macaroni, cooked')).toBe('cooked-pasta');
    expect(food('2 cups cold cooked brown rice')).toBe('cooked-brown-rice');
    expect(food('2 cups vermicelli noodles, cooked')).toBe('cooked-pasta');
  });

  it('weighs malt powder and malted barley flour as USDA’s barley malt flour (162 g a cup)', () => {
    expect(food('½ teaspoon malt powder (optional)')).toBe('malt');
    expect(grams('1 tsp diastatic malt powder')).toBeCloseTo(3.4, 1);
    expect(grams('1 cup malted barley flour')).toBe(162);
    expect(food('2 tbsp malted milk powder')).toBe('milk-powder');
    expect(food('1 tbsp malt vinegar')).toBe('vinegar');
  });

  it('weighs Dutch-process cocoa by USDA’s cup of the alkalised powder (86 g)', () => {
    expect(food('2/3 cup Dutch process cocoa powder')).toBe('dutch-cocoa');
    expect(grams('1/3 cup Dutch-processed cocoa powder')).toBeCloseTo(28.7, 0);
    expect(food('2 tbsp black cocoa powder')).toBe('dutch-cocoa');
    // Natural cocoa keeps the authors' usual 100 g cup.
    expect(food('1/2 cup unsweetened cocoa powder')).toBe('cocoa');
    expect(grams('1/2 cup unsweetened cocoa powder')).toBeCloseTo(50.4, 0);
  });

  it('weighs currants by USDA’s cup of dried currants, not raisins’', () => {
    expect(food('3/4 cup currants or raisins, black or golden')).toBe('currants');
    expect(grams('1 cup dried currants')).toBeCloseTo(144, 0);
    expect(food('1 cup raisins')).toBe('raisins');
    expect(food('2 tbsp redcurrant jelly')).toBe('jam');
  });

  it('weighs prunes as their own food: USDA’s pitted cup (174 g) and prune (9.5 g)', () => {
    expect(food('1 cup prunes')).toBe('prunes');
    expect(grams('1 cup pitted prunes')).toBeCloseTo(174, -1);
    expect(grams('10 prunes')).toBeCloseTo(95, 0);
    expect(food('100g dried apricots')).toBe('dried-apricots');
  });

  it('weighs counted cayennes as fresh chillies, a teaspoon as the ground spice', () => {
    expect(place('3 cayenne peppers')).toMatchObject({ grams: 45, unplaced: null });
    expect(food('3 cayenne peppers')).toBe('chilli');
    expect(food('1 tsp cayenne pepper')).toBe('cayenne');
    expect(grams('4 ancho chiles, stemmed and seeded')).toBe(40);
  });

  it('weighs US pantry packs and cups by their own measures', () => {
    // A cup of Cool Whip is mostly air: USDA's 75 g, not cream's 240 g.
    expect(grams('1 cup Cool Whip')).toBeCloseTo(75, 0);
    expect(grams('1 container Cool Whip, thawed')).toBe(226);
    expect(grams('1 box Jiffy corn muffin mix')).toBe(241);
    expect(grams('1 can Rotel')).toBe(283);
    expect(grams('1 can green chiles')).toBe(113);
    expect(grams('1 cup M&Ms')).toBeCloseTo(208, 0);
    expect(grams('2 cups tater tots')).toBeCloseTo(240, 0);
  });

  it('weighs a bag as the food’s pack and a pack as its bag', () => {
    expect(grams('1 bag frozen prawns')).toBe(grams('1 pack prawns'));
    expect(grams('1 pack spinach')).toBe(grams('1 bag spinach'));
    expect(grams('1 bag frozen peas')).toBe(900);
    expect(grams('1 pack chicken thighs')).toBe(500);
    expect(grams('1 pack salmon fillets')).toBe(240);
    expect(grams('1 tin mackerel in tomato sauce')).toBe(125);
  });

  it('weighs a shot as 25 ml', () => {
    expect(place('1 shot espresso')).toMatchObject({ grams: 25, unplaced: null });
    expect(grams('2 shots vodka')).toBe(50);
  });

  it('weighs buckwheat, millet and sorghum flour by their own USDA cups, not oat flour’s', () => {
    // USDA 20011, 20647, 20648: 120, 119 and 121 g a cup (oat flour 91 g).
    expect(food('¼ c buckwheat flour')).toBe('buckwheat-flour');
    expect(grams('¼ c buckwheat flour')).toBeCloseTo(30, 0);
    expect(food('1 cup millet flour')).toBe('millet-flour');
    expect(grams('1 cup millet flour')).toBeCloseTo(119, 0);
    expect(food('1 cup jowar flour')).toBe('sorghum-flour');
    expect(grams('1 cup sorghum flour')).toBeCloseTo(121, 0);
    expect(food('1 cup oat flour')).toBe('oat-flour');
  });

  it('weighs sprouted lentils by USDA’s sprouted row, not as dry lentils', () => {
    // USDA 11248 lentils, sprouted, raw: a cup 77 g at 106 kcal a 100 g (dry: 192 g, 352 kcal).
    expect(food('1 cup sprouted green lentils')).toBe('sprouted-lentils');
    expect(grams('1 cup sprouted green lentils')).toBeCloseTo(77, 0);
    expect(food('1 cup lentils')).toBe('green-lentils');
    // Sprouted mung beans are bean sprouts (11043, 104 g a cup).
    expect(food('1 cup sprouted mung beans')).toBe('beansprout');
  });

  it('weighs whole grains by their own USDA cups, not bulgur’s 140 g', () => {
    // USDA 20005 pearled barley 200 g a cup, 20031 millet 200, 20008 buckwheat 170, 20001
    // amaranth 193, 20140 spelt 174, 20074 hard white wheat 192; bulgur (20012) keeps its 140.
    expect(food('1 cup pearl barley')).toBe('pearl-barley');
    expect(grams('1 cup pearl barley')).toBeCloseTo(200, 0);
    expect(grams('½ cup barley')).toBeCloseTo(100, 0);
    expect(food('1 cup millet')).toBe('millet');
    expect(grams('1 cup millet')).toBeCloseTo(200, 0);
    expect(food('1 cup buckwheat groats')).toBe('buckwheat');
    expect(grams('1 cup buckwheat groats')).toBeCloseTo(170, 0);
    expect(grams('1 cup amaranth')).toBeCloseTo(193, 0);
    // Amaranth's leaves are the vegetable (callaloo), not the grain.
    expect(food('25g/1oz red amaranth leaves')).toBe('callaloo');
    expect(food('1 bunch amaranth leaves')).toBe('callaloo');
    expect(grams('1 cup spelt berries')).toBeCloseTo(174, 0);
    expect(food('1 cup wheat berries')).toBe('wheat-grain');
    expect(grams('1 cup wheat berries')).toBeCloseTo(192, 0);
    expect(grams('1 cup bulgur')).toBeCloseTo(140, 0);
    expect(food('1 cup barley flour')).toBe('barley-flour');
  });

  it('takes a cooked named form of a food as that food’s cooked food, when its words name none', () => {
    // "cooked fettuccine" is no food's name, but fettuccine is pasta and "cooked pasta" a food.
    expect(food('2 cups hot cooked fettuccine')).toBe('cooked-pasta');
    expect(food('1 cup cooked elbow macaroni')).toBe('cooked-pasta');
    expect(food('3 cups hot cooked cellophane noodles')).toBe('cooked-rice-noodles');
    expect(food('2 cups cooked, chopped turkey meat')).toBe('cooked-turkey');
    // A food with no cooked food of its own stays itself.
    expect(food('1 cup cooked bacon, crumbled')).toBe('bacon');
    // A leftover is cooked: "cold leftover white rice" is no food's name, but cooked rice.
    expect(food('4 cups cold leftover white rice, crumbled into individual grains')).toBe(
      'cooked-rice',
    );
  });

  it('takes meat the name says was roasted, grilled or poached as its cooked food', () => {
    // The words between keep "roasted … chicken breasts" from "roasted chicken breast", a name of
    // cooked breast; raw breast is a third heavier for the same meat (CoFID grilled 148 kcal, 120
    // g a breast, against raw 106 kcal, 170 g).
    expect(food('2 cups chopped roasted skinless, boneless chicken breasts')).toBe(
      'cooked-chicken-breast',
    );
    expect(food('2 roasted boneless chicken breasts')).toBe('cooked-chicken-breast');
    expect(grams('2 roasted boneless chicken breasts')).toBe(240);
    expect(food('2 cups shredded rotisserie chicken breast')).toBe('cooked-chicken-breast');
    expect(food('1 lb roasted turkey breast')).toBe('cooked-turkey');
    expect(food('1 lb grilled boneless skinless chicken thighs')).toBe('cooked-chicken-thigh');
    // A food the word names already, or a food that is no meat, stays itself; "roast" is as
    // often the joint or the bird to roast.
    expect(food('2 cups shredded rotisserie chicken')).toBe('cooked-chicken');
    expect(food('1/2 cup roasted red peppers')).toBe('roasted-pepper');
    expect(food('1 cup roasted peanuts')).toBe('peanuts');
    expect(food('1 roast chicken')).toBe('whole-chicken');
    expect(food('4 boneless chicken breasts')).toBe('chicken-breast');
  });

  it('weighs cooked and pulled pork by a roast’s row, not raw pork', () => {
    // CoFID roasted pork leg, lean and fat, 261 kcal a 100 g (raw lean pork 116); USDA 10009
    // weighs a cup of it diced at 135 g.
    expect(food('2 cups shredded cooked pork')).toBe('cooked-pork');
    expect(grams('2 cups shredded cooked pork')).toBeCloseTo(270, 0);
    expect(food('2 cups pulled pork')).toBe('cooked-pork');
    expect(food('3 cups leftover roast pork, shredded')).toBe('cooked-pork');
    expect(food('2 cups diced roasted pork loin')).toBe('cooked-pork');
    expect(place('1 lb pulled pork').food?.per100g.energyKcal).toBe(261);
    // A weight or count of the cut, cooked after, is the raw cut as bought.
    expect(food('2 lb pork shoulder, cooked and shredded')).toBe('pork-shoulder');
    expect(food('4 pork chops, cooked')).toBe('pork');
  });

  it('weighs a cup of orzo and other rice-sized pasta as a packed grain, not open shapes', () => {
    // US pasta labels: 2 oz (56 g) of orzo is about ⅓ cup; penne or elbows fill a cup at ~100 g.
    expect(food('1/2 cup dry Orzo')).toBe('orzo');
    expect(grams('1/2 cup dry Orzo')).toBeCloseTo(85, 0);
    expect(grams('1 cup acini de pepe pasta')).toBeCloseTo(170, 0);
    expect(food('1 cup stelline')).toBe('orzo');
    expect(place('200g risoni').food?.per100g.energyKcal).toBe(
      place('200g penne').food?.per100g.energyKcal,
    );
    // Open shapes keep the pasta's cup; cooked orzo stays cooked pasta.
    expect(grams('1 cup elbow macaroni')).toBeCloseTo(101, 0);
    expect(food('2 cups cooked orzo')).toBe('cooked-pasta');
  });

  it('weighs a cup of cooked spinach as USDA’s boiled spinach, not the raw leaves', () => {
    // USDA 11458 boiled spinach, drained, 180 g a cup; raw baby leaves are 30 g a cup.
    expect(food('1 cup cooked spinach, very well drained and squeezed dry')).toBe('cooked-spinach');
    expect(grams('1 cup cooked spinach')).toBeCloseTo(180, 0);
    expect(food('2 cups wilted spinach')).toBe('cooked-spinach');
    // A weight or pack cooked after is the leaves as bought; raw leaves stay raw.
    expect(food('200g spinach, cooked')).toBe('spinach');
    expect(food('10 oz frozen spinach, cooked and drained')).toBe('frozen-spinach');
    expect(grams('4 cups baby spinach')).toBeCloseTo(120, 0);
  });

  it('weighs a counted sweet potato as authors who weigh theirs do, not USDA’s smaller piece', () => {
    // Authors' weighed lines (bbc, cookstr, tastecooking): a medium 343-350 g, one unsized
    // 250-350 g, a large 450-500 g, a small 150-200 g; USDA 11507's medium is 130 g.
    expect(grams('1 sweet potato')).toBeCloseTo(300, 0);
    expect(grams('1 medium sweet potato, peeled')).toBeCloseTo(300, 0);
    expect(grams('2 large sweet potatoes')).toBeCloseTo(900, 0);
    expect(grams('1 small sweet potato')).toBeCloseTo(170, 0);
    // By the cup or the weight, as before.
    expect(grams('500g sweet potato, cubed')).toBeCloseTo(500, 0);
  });

  it('weighs a cup of a cooked vegetable by USDA’s cup of it cooked, not the raw cup', () => {
    // USDA 11091 boiled broccoli, 78 g a half cup chopped; the raw florets' cup is 91 g.
    expect(food('2 cups cooked broccoli')).toBe('cooked-broccoli');
    expect(grams('2 cups cooked broccoli')).toBeCloseTo(312, 0);
    expect(grams('1 cup steamed broccoli')).toBeCloseTo(156, 0);
    expect(grams('1 cup cooked carrots')).toBeCloseTo(156, 0); // USDA 11125, raw 128
    expect(grams('1 cup cooked cauliflower')).toBeCloseTo(124, 0); // USDA 11136, raw 107
    expect(grams('1 cup cooked green beans')).toBeCloseTo(125, 0); // USDA 11053, raw 100
    expect(grams('1 cup cooked peas')).toBeCloseTo(160, 0); // USDA 11313, frozen 134
    expect(grams('1 cup cooked kale')).toBeCloseTo(130, 0); // USDA 11234, raw 67
    expect(grams('1 cup shredded cooked cabbage')).toBeCloseTo(150, 0); // USDA 11110, raw 70
    expect(grams('1 cup cooked butternut squash')).toBeCloseTo(205, 0); // USDA 11486, raw 140
    expect(grams('1 cup cooked sweet potato')).toBeCloseTo(200, 0); // USDA 11508, raw 133
    expect(grams('1 cup mashed cooked sweet potato')).toBeCloseTo(328, 0); // USDA 11510
    // By the food's shown name, and said cooked after a cup.
    expect(food('1 cup cooked calabrese')).toBe('cooked-broccoli');
    expect(food('2 cups cabbage, boiled')).toBe('cooked-cabbage');
    // Raw by the cup stays raw; a count, head or spear cooked is the vegetable as bought.
    expect(food('1 cup broccoli florets')).toBe('broccoli');
    expect(grams('1 cup broccoli florets')).toBeCloseTo(91, 0);
    expect(food('2 cooked sweet potatoes')).toBe('sweet-potato');
    expect(food('1 roasted butternut squash')).toBe('butternut-squash');
    expect(grams('1 small head cabbage, boiled')).toBeCloseTo(900, 0);
    expect(food('3 steamed broccoli spears')).toBe('broccoli');
    expect(food('250g broccoli, steamed')).toBe('broccoli');
  });

  it('reads a cooked form followed by "until" as a step done to the food as measured', () => {
    // A cup of raw beans cooked until tender, not a cup of cooked beans.
    expect(food('1 cup green beans, ends trimmed and cooked until tender')).toBe('green-bean');
    expect(food('1 cup rice, boiled till soft')).toBe('rice');
    // Said cooked with no step after, the cup is of the cooked food.
    expect(food('1 cup green beans, cooked')).toBe('cooked-green-bean');
    expect(food('3 cups rice, cooked')).toBe('cooked-rice');
  });

  it('weighs a pack of a food said after it to be cooked as bought, not cooked', () => {
    // A pound of spaghetti is a pound of dry pasta (1,556 kcal), not of cooked pasta (767).
    expect(food('1 (16 ounce) package spaghetti, cooked and drained')).toBe('pasta');
    expect(food('1 (12 ounce) package linguine, cooked')).toBe('pasta');
    expect(food('1 box spaghetti, cooked')).toBe('pasta');
    expect(food('1 (8 ounce) package wide egg noodles, cooked and drained')).toBe('egg-noodles');
    // A measure of it is of the cooked food.
    expect(food('2 cups rice, cooked')).toBe('cooked-rice');
  });

  it('weighs puffed grains by USDA’s puffed rows, not the dry grain or a crisped cereal', () => {
    // USDA 08156 puffed rice 14 g a cup, 08157 puffed wheat 12 g, 43483 puffed millet 21 g.
    expect(food('1 cup puffed rice')).toBe('puffed-rice');
    expect(grams('2 cups murmura')).toBeCloseTo(28, 0);
    expect(grams('1 cup puffed wheat')).toBeCloseTo(12, 0);
    expect(food('1 cup puffed amaranth')).toBe('puffed-millet');
    expect(grams('1 cup puffed millet')).toBeCloseTo(21, 0);
    expect(food('1 cup rice krispies')).toBe('cereal');
  });

  it('weighs cooked barley, millet, buckwheat, amaranth and spelt by their cooked USDA rows', () => {
    // USDA 20006 pearled barley cooked 157 g a cup, 123 kcal a 100 g; 20032 millet 174 g; 20010
    // buckwheat groats 168 g; 20002 amaranth 246 g; 20141 spelt 194 g: not the dry grain's cup.
    expect(food('2 cups cooked pearl barley')).toBe('cooked-barley');
    expect(grams('1 cup cooked barley')).toBeCloseTo(157, 0);
    expect(place('1 cup cooked barley').food?.per100g.energyKcal).toBe(120);
    expect(food('1 cup cooked millet')).toBe('cooked-millet');
    expect(grams('1 cup cooked millet')).toBeCloseTo(174, 0);
    expect(grams('1 cup cooked buckwheat groats')).toBeCloseTo(168, 0);
    expect(grams('1 cup cooked amaranth')).toBeCloseTo(246, 0);
    expect(food('1 cup cooked spelt')).toBe('cooked-spelt');
    expect(food('1 cup cooked wheat berries')).toBe('cooked-spelt');
    expect(food('1 cup cooked bulgur')).toBe('cooked-bulgur');
  });

  it('weighs a head of butter, Boston or bibb lettuce as USDA 11250’s 163 g, not an iceberg’s', () => {
    expect(food('1 head butter lettuce')).toBe('butter-lettuce');
    expect(grams('2 heads Boston lettuce')).toBeCloseTo(326, 0);
    expect(grams('1 cup bibb lettuce, torn')).toBeCloseTo(55, 0);
    expect(food('1 head iceberg lettuce')).toBe('lettuce');
  });

  it('weighs a pack of crescent roll dough as the 8 oz can it is sold in, not a 375 g pastry pack', () => {
    // US crescent dough is sold in 8 oz (227 g) cans of 8 rolls; a UK puff pastry pack is 375 g.
    expect(food('2 packages refrigerated crescent dinner rolls')).toBe('crescent-dough');
    expect(grams('2 packages refrigerated crescent dinner rolls')).toBeCloseTo(454, 0);
    expect(grams('8 crescent rolls')).toBeCloseTo(224, 0);
    expect(grams('1 (375g) pack puff pastry')).toBe(375);
    expect(grams('1 pack puff pastry')).toBe(375);
  });

  it('weighs a package of frozen peas as USDA 11312’s 10 oz package, not a 900 g bag', () => {
    // "package" is the US word and its frozen peas come in 10-16 oz packages; a UK bag is 900 g.
    expect(grams('1 package frozen peas')).toBe(284);
    expect(grams('1 bag frozen peas')).toBe(900);
    expect(grams('1 (16 ounce) package frozen peas')).toBeCloseTo(453.6, 1);
  });

  it('places peas and carrots on USDA 11322’s mix, not on the carrots the name ends with', () => {
    const mix = place('1 package frozen peas and carrots');
    expect(mix.food?.id).toBe('peas-carrots');
    expect(mix.grams).toBe(284);
    expect(food('2 cups peas & carrots')).toBe('peas-carrots');
    expect(food('2 carrots')).toBe('carrot');
  });

  it('reads "corn ears" as ears of sweetcorn, as "ears of corn" are', () => {
    expect(food('2 corn ears')).toBe('sweetcorn');
    expect(grams('2 corn ears')).toBe(200);
    expect(grams('Corn kernels from 2 corn ears')).toBe(200);
  });

  it('weighs a serrano by USDA 11977’s 6.1 g pepper, not a chilli’s 15 g', () => {
    expect(food('2 serrano chiles')).toBe('serrano');
    expect(grams('2 serrano chiles')).toBeCloseTo(12.2, 1);
    expect(grams('1/4 cup chopped serrano chiles')).toBeCloseTo(26.3, 1);
    expect(food('1 red chilli')).toBe('chilli');
  });

  it('weighs blackberries, gooseberries and loganberries by their own rows, not raspberry’s', () => {
    // USDA 09042 blackberries 144 g a cup, 09107 gooseberries 150, 09167 loganberries 147;
    // raspberries (09302) 123. A counted blackberry keeps raspberry's piece (no source weighs one).
    expect(food('1 cup blackberries')).toBe('blackberry');
    expect(grams('1 cup blackberries')).toBeCloseTo(144, 0);
    expect(grams('1 cup gooseberries')).toBeCloseTo(150, 0);
    expect(food('1 cup boysenberries')).toBe('loganberry');
    expect(grams('1 cup boysenberries')).toBeCloseTo(147, 0);
    expect(grams('1 cup raspberries')).toBeCloseTo(123, 0);
    expect(grams('8 blackberries')).toBeCloseTo(15.2, 1);
    expect(food('1 cup blackberry jam')).toBe('jam');
  });

  it('weighs frisée, curly endive and escarole as USDA 11213’s leafy endive, not a chicory head', () => {
    // USDA 11213: a head 513 g, ½ cup chopped 25 g; Belgian endive (witloof) keeps its 150 g head.
    expect(food('2 heads frisée, woody ends trimmed')).toBe('curly-endive');
    expect(grams('2 heads escarole, cut into 2-inch pieces')).toBe(1026);
    expect(grams('2 cups escarole, torn')).toBeCloseTo(100, 0);
    expect(food('1 head Belgian endive')).toBe('chicory');
    expect(grams('1 head Belgian endive')).toBe(150);
  });

  it('weighs dry goods by their own cup', () => {
    expect(grams('1 cup flour')).toBeCloseTo(125, 0);
    expect(grams('1 cup granulated sugar')).toBeCloseTo(199, 0);
    expect(grams('1 cup packed brown sugar')).toBeCloseTo(204, 0);
    expect(grams('1/2 cup powdered sugar')).toBeCloseTo(60, 0);
    expect(grams('1/2 cup chopped walnuts')).toBeCloseTo(58.8, 0);
    expect(grams('1 cup shredded mozzarella')).toBeCloseTo(112, 0);
    expect(grams('2 cups fresh spinach, packed')).toBeCloseTo(60, 0);
  });
});

describe('placeIngredient: foods and measures from the wider pages', () => {
  it('weighs a cup of pretzels as ten twists, a stick of shortening as its cup', () => {
    // USDA: 10 twists are 60 g, about a cup; a Crisco baking stick is one cup.
    expect(grams('1 cup pretzels, crushed')).toBe(60);
    expect(grams('1/2 stick butter flavored crisco')).toBeCloseTo(102.5, 0);
    expect(grams('1 cup shortening')).toBeCloseTo(208.8, 0);
  });

  it('takes a round steak as the lean cut, not a marbled sirloin', () => {
    for (const line of [
      '1 pound top round steak',
      '1 lb eye of round steak',
      '2 lb london broil',
    ]) {
      expect(food(line)).toBe('stewing-beef');
    }
    expect(food('1 lb sirloin steak')).toBe('beef-steak');
  });

  it('reads a bare "beef" as a cut for stewing, not mince; "ground" anywhere in the name as mince', () => {
    expect(food('1 pound beef, cut for stir-frying')).toBe('stewing-beef');
    expect(food('1 pound cubed beef')).toBe('stewing-beef');
    expect(food('900g/2lb fillet of beef')).toBe('stewing-beef');
    expect(food('1 pound ground beef')).toBe('beef-mince');
    expect(food('3 lb coarsely ground beef')).toBe('beef-mince');
    expect(food('1 pound ground sirloin beef')).toBe('beef-mince');
    expect(food('2 pounds ground round beef (85% lean)')).toBe('beef-mince');
    // Ground sausage is sausage meat, the sausage's filling, not lean mince.
    expect(food('1 pound ground spicy pork sausage')).toBe('sausage-meat');
    // A ground spice is the spice, not mince: a ground dried chile is chilli powder.
    expect(food('1 tsp ground dried chipotle pepper')).toBe('chilli-powder');
    expect(food('1 tsp ground cumin')).toBe('cumin');
  });

  it('reads a range of a size in the notes at its middle, as a range of the amount is', () => {
    // As "6-8 oz chicken breast" is 7 oz, not 8.
    expect(grams('4 chicken breasts (6-8 oz each)')).toBeCloseTo(4 * 7 * 28.35, 0);
    expect(grams('4 chicken breasts, 6 to 8 oz each')).toBeCloseTo(4 * 7 * 28.35, 0);
    // Each piece's weight after "of" in the name: 4 × 200 g.
    expect(grams('4 courgettes of about 200 g each')).toBe(800);
    expect(food('4 courgettes of about 200 g each')).toBe('courgette');
    // "each" in the languages the parser reads it in: each piece's weight, though the total is
    // nearer the food's own piece.
    expect(grams('3 courgettes (1 kg each)')).toBe(3000);
    expect(grams('3 courgettes (1 kg chacune)')).toBe(3000);
    expect(grams("3 courgettes (1 kg l'una)")).toBe(3000);
    expect(grams('3 courgettes (1 kg cada una)')).toBe(3000);
    expect(grams('3 courgettes (je 1 kg)')).toBe(3000);
    expect(grams('3 courgettes (à ca. 1 kg)')).toBe(3000);
    // Without it the weight nearer the food's piece wins: all of them.
    expect(grams('3 courgettes (1 kg)')).toBe(1000);
    expect(grams('1 whole chicken (3 1/2-4 lb)')).toBeCloseTo(3.75 * 453.6, 0);
    expect(grams('1 (1-1½ lb) pork tenderloin')).toBeCloseTo(1.25 * 453.6, 0);
    expect(grams('2 medium carrots (approx. 200-250g/7-9oz)')).toBe(225);
    // One size, with or without a hyphen before its unit, is as written.
    expect(grams('1 (4 1/2-pound) chicken')).toBeCloseTo(4.5 * 453.6, 0);
    expect(grams('2 (6-ounce) salmon fillets')).toBeCloseTo(340.2, 1);
  });

  it('reads a size in brackets between a count and its unit as each piece’s: "4 (8-oz.) bars"', () => {
    expect(grams('4 (8-oz.) bars cream cheese, softened')).toBeCloseTo(907.2, 1);
    expect(grams('2 (8-ounce) wheels Brie')).toBeCloseTo(453.6, 1);
    expect(grams('2 (5.5-ounce) servings fresh or dried ramen noodles')).toBeCloseTo(311.8, 1);
    expect(grams('1 (8-ounce) wheel Brie')).toBeCloseTo(226.8, 1);
    // After the unit, the bracket is all of them.
    expect(grams('2 bars (200g) dark chocolate')).toBe(200);
    expect(grams('2 fillets salmon (about 1 lb)')).toBeCloseTo(453.6, 1);
  });

  it('reads sausage meat, bulk and breakfast sausage as sausage meat, a breakfast link 25 g', () => {
    expect(food('400g sausagemeat')).toBe('sausage-meat');
    expect(food('1 pound bulk pork breakfast sausage (I like Jimmy Dean Regular)')).toBe(
      'sausage-meat',
    );
    expect(food('1 lb ground italian sausage')).toBe('italian-sausage');
    expect(food('1 lb turkey breakfast sausage')).toBe('poultry-sausage');
    expect(food('500g pork mince')).toBe('pork-mince');
    // USDA 07063's breakfast link.
    expect(grams('8 breakfast sausages')).toBe(200);
  });

  it('reads the food before a describing word written after it, when the whole names none', () => {
    expect(food('1 (4-ounce can) diced green chilies mild')).toBe('chilli');
    expect(food('8 oz cheddar sharp')).toBe('cheddar');
    expect(grams('8 oz cheddar sharp')).toBeCloseTo(226.8, 1);
    // Without the word there must still be a food; a word that is no describing word stays.
    expect(place('1 cup unobtainium mild').unplaced).toBe('unknown-food');
    expect(place('2 cups gravel bright').unplaced).toBe('unknown-food');
  });

  it('reads Shaoxing as the rice wine and pasta water as water', () => {
    expect(food('2 tbsp Shaoxing')).toBe('rice-wine');
    expect(food('1 cup reserved pasta water')).toBe('water');
    expect(grams('1/2 cup starchy pasta water')).toBe(118.3);
  });
});

describe('placeIngredient: portions and sizes', () => {
  it('finds the food "a little" names', () => {
    expect(food('a little butter, for greasing')).toBe(food('butter'));
    expect(food('a little lemon juice')).toBe(food('lemon juice'));
  });

  it('reads an amount the parser left after the name, in "dozen", or as a bare T or t', () => {
    expect(place('Eggs - 2')).toMatchObject({ grams: 100, unplaced: null });
    expect(grams('Onions: 2')).toBe(grams('2 onions'));
    expect(grams('Eggs 2')).toBe(100);
    expect(grams('eggs - 2 large')).toBe(grams('2 large eggs'));
    expect(grams('a dozen eggs')).toBe(grams('12 eggs'));
    // A capital T is the tablespoon, a small t the teaspoon.
    expect(grams('1 T. butter')).toBe(grams('1 tbsp butter'));
    expect(grams('2 T sugar')).toBe(grams('2 tbsp sugar'));
    expect(grams('1 t. salt')).toBe(grams('1 tsp salt'));
    expect(food('1 T-bone steak')).toBe('beef-steak');
    // A note that is no count is not read as one.
    expect(place('Salt, to taste').unplaced).toBe('no-amount');
  });

  it('finds the food an adverb follows once its participle went to the notes', () => {
    expect(place('4 eggs beaten well')).toMatchObject({ grams: 200, unplaced: null });
    expect(food('4 eggs beaten well')).toBe('egg');
  });

  it('weighs counted things by their portion, edible weight', () => {
    expect(grams('2 eggs')).toBe(100);
    expect(grams('2 large eggs')).toBe(116);
    expect(grams('1 stick butter')).toBe(113);
    expect(grams('2 pats of butter')).toBe(10);
    expect(grams('2 cloves garlic, minced')).toBe(10);
    expect(grams('1 bunch coriander')).toBe(30);
    expect(grams('a handful of basil')).toBe(20);
  });

  it('weighs a size written with the count', () => {
    const small = grams('1 small onion') ?? 0;
    const medium = grams('1 onion') ?? 0;
    const large = grams('1 large onion') ?? 0;
    expect(small).toBeLessThan(medium);
    expect(medium).toBeLessThan(large);
  });

  it('weighs an extra-large piece of a food without that size as its jumbo or large one', () => {
    // Was the medium piece, as a size the food lacks: an extra-large onion lighter than a large.
    expect(grams('1 extra-large onion')).toBe(grams('1 large onion'));
    expect(grams('2 extra large potatoes')).toBe(grams('2 large potatoes'));
    expect(grams('16 jumbo shrimp')).toBe(480); // the prawns' jumbo piece, 30 g
    // A food with an extra-large size keeps its own.
    expect(grams('2 extra-large eggs')).toBe(132);
  });

  it('weighs a size written in the notes by its word, the larger size first, and none without one', () => {
    expect(grams('2 eggs, extra large')).toBe(132);
    expect(grams('2 eggs, jumbo')).toBe(132);
    expect(grams('2 eggs, XL')).toBe(132);
    expect(grams('2 eggs, large')).toBe(116);
    expect(grams('2 eggs, medium')).toBe(100);
    expect(grams('2 eggs, little')).toBe(86);
    expect(grams('2 eggs, small or large')).toBe(116);
    expect(grams('2 eggs, beaten')).toBe(100);
    expect(grams('1 large pot natural yogurt')).toBe(500);
  });

  it('weighs a piece between two neighbouring sizes as the mean of the two', () => {
    // A carrot between its medium 80 g and large 120 g; had been the large one alone.
    expect(grams('10 medium-large carrots')).toBe(1000);
    expect(grams('10 medium-big carrots')).toBe(1000);
    expect(grams('1 medium to large onion')).toBe(170);
    expect(grams('2 small-medium onions')).toBe(215);
    expect(grams('2 medium/large eggs')).toBe(108);
    // Two sizes apart are either one, read by the larger; "medium-sized" is medium.
    expect(grams('2 eggs, small or large')).toBe(116);
    expect(grams('3 medium-sized carrots')).toBe(240);
  });

  it('weighs a size before a piece unit as the food’s piece of that size, where the unit is its medium', () => {
    // Celery's stalk is its medium, 40 g; USDA's large stalk 64 g, small 17 g.
    expect(grams('2 large celery stalks')).toBe(128);
    expect(grams('2 large stalks celery')).toBe(128);
    expect(grams('2 small celery ribs')).toBe(34);
    expect(grams('12 large asparagus spears')).toBe(240);
    expect(grams('2 small ears corn')).toBe(146);
    // Unchanged: no size, a medium one, a size in a later note, a unit that is not the medium piece.
    expect(grams('2 celery stalks')).toBe(80);
    expect(grams('2 medium celery stalks')).toBe(80);
    expect(grams('2 celery stalks, cut into large pieces')).toBe(80);
    expect(grams('4 large slices of bread')).toBe(grams('4 slices of bread'));
  });

  it('weighs a rib of rhubarb as its stalk (USDA 09307, 51 g), as a rib of celery is', () => {
    expect(grams('12 rhubarb ribs (1/2 inch x 7 inches)')).toBe(600);
    expect(grams('3 ribs rhubarb')).toBe(grams('3 stalks rhubarb'));
  });

  it('weighs the shorthand sizes as the words they stand for', () => {
    expect(grams('3 lg eggs')).toBe(grams('3 large eggs'));
    expect(grams('2 lrg eggs, beaten')).toBe(grams('2 large eggs, beaten'));
    expect(grams('1 lge onion')).toBe(grams('1 large onion'));
    expect(grams('1 sm onion, sliced')).toBe(grams('1 small onion, sliced'));
    expect(grams('1 sml leek')).toBe(grams('1 small leek'));
    expect(grams('2 med. potatoes')).toBe(grams('2 medium potatoes'));
    // Not inside other words: "smoked", "medjool".
    expect(grams('2 eggs, smoked')).toBe(grams('2 eggs'));
  });

  it('takes the author’s own weight beside another measure', () => {
    expect(grams('1 cup (125 g) flour')).toBe(125);
    expect(grams('2 (150g) chicken breasts')).toBe(300);
    // A weight of all the pieces, read so by the food's own piece (a thigh is ~110 g).
    expect(grams('8 chicken thighs, boneless, skinless (about 2 pounds)')).toBeCloseTo(907.2, 0);
  });

  it('reads a weight beside a count by the piece the count is weighed by', () => {
    // A nest of noodles is 60 g: "about 100g" is both nests' (BBC Good Food), as it is after
    // "2 nests" as the unit; the food has no piece of its own, which read it as each nest's.
    expect(grams('2 wholemeal noodle nests (about 100g)')).toBe(100);
    expect(grams('2 wholemeal noodle nests (about 100g)')).toBe(
      grams('2 nests egg noodles (about 100g)'),
    );
    // A large potato is 300 g: "(ca. 300 g)" is each one's; beside a medium (200 g) or a small
    // one (120 g) it is both together.
    expect(grams('2 large potatoes (ca. 300 g)')).toBe(600);
    expect(grams('2 big potatoes (ca. 300 g)')).toBe(600);
    expect(grams('2 potatoes (ca. 300 g)')).toBe(300);
    expect(grams('2 small potatoes (ca. 300 g)')).toBe(300);
  });

  it('weighs a piece by the diameter its notes give, where the food is weighed so', () => {
    // USDA 18364's flour tortillas: 30 g at 6", 49 g at 7-8", 72 g at 10", 117 g at 12".
    expect(grams('8 (6-inch) flour tortillas, cut into 1/2-inch strips')).toBe(240);
    expect(grams('4 (10-inch) flour tortillas')).toBe(288);
    expect(grams('6 8-inch flour tortillas')).toBe(294);
    expect(grams('2 large flour tortillas (10 inch)')).toBe(144);
    // The nearest within an inch (the smaller at a tie); none nearer, the food's own piece.
    expect(grams('4 (9-inch) flour tortillas')).toBe(196);
    expect(grams('2 (16-inch) flour tortillas')).toBe(100);
    // A length in a longer note is the cut's, not the piece's.
    expect(grams('2 flour tortillas, cut into 1-inch strips')).toBe(100);
    // USDA 18041's pitas: 28 g at 4", 60 g at 6½".
    expect(grams('4 (4-inch) pitas')).toBe(112);
    expect(grams('2 (6-inch) pita breads')).toBe(120);
    expect(grams('2 (8-inch) pitas')).toBe(120);
    // USDA 18290's pancakes: 38 g at 4", 77 g at 6"; without a diameter, the 40 g piece.
    expect(food('8 (4-inch) pancakes')).toBe('pancake');
    expect(grams('8 (4-inch) pancakes')).toBe(304);
    expect(grams('4 6-inch buttermilk pancakes')).toBe(308);
    expect(grams('4 pancakes')).toBe(160);
    // A crêpe, thinner, is its own food and weighed by no diameter.
    expect(food('4 (6-inch) crepes')).toBe('crepe');
    expect(grams('4 (6-inch) crepes')).toBe(160);
    // A food weighed by no diameter keeps its piece.
    expect(grams('1 (9-inch) pie crust')).toBe(194);
  });

  it('takes a bracketed weight before a joined measure as the first part’s, and scales it', () => {
    // 140 g a cup, and 2 tablespoons more: 1⅛ cups.
    expect(grams('1 cup (140g) plus 2 tablespoons flour')).toBeCloseTo(157.5, 1);
    expect(grams('1 cup (140 g) + 2 tbsp flour')).toBeCloseTo(157.5, 1);
    // The spoon first, the cup joined: 1 1/16 cups are 17 spoons of 8 g.
    expect(grams('1 tablespoon (8g) plus 1 cup flour')).toBeCloseTo(136, 0);
    expect(grams('1 cup (140 g) flour, plus 2 tablespoons for dusting')).toBe(140);
  });

  it('does not take the weight of an extra after "plus" for the line (session 64, food19)', () => {
    // The 15 g is the dusting flour's: the line is its 2 cups (125 g a cup), not 15 g.
    expect(grams('2 cups flour, plus 2 tablespoons (15 g) for dusting')).toBeCloseTo(250, 0);
    expect(grams('4 cups bread flour, plus about 30g for dusting')).toBeCloseTo(548, 0);
    expect(grams('2 cups flour (plus 2 tablespoons, 15 g, for dusting)')).toBeCloseTo(250, 0);
    // A weight before the "plus" is still the line's own.
    expect(grams('2 cups (250 g) flour, plus 2 tablespoons (15 g) for dusting')).toBe(250);
    // A "plus" in a bracket that closes before the weight leaves the weight the cup's.
    expect(grams('½ cup (plus four for shaping)/ 2.5 ounces/ 71 grams durum flour')).toBeCloseTo(
      71,
      0,
    );
    // A "plus" joined to the amount is the amount's: the weight after it is the whole's.
    expect(grams('1 cup plus 2 tablespoons (155 g) flour')).toBe(155);
    // So is a weight said to be the line's total.
    expect(grams('1 cup flour, plus more for dusting (about 150 g in all)')).toBe(150);
  });

  it('weighs a stick joined to spoons as the butter stick and more', () => {
    // 1¼ sticks of 113.4 g.
    expect(grams('1 stick plus 2 tablespoons butter')).toBeCloseTo(141.75, 0);
    expect(grams('1 stick plus 2 tablespoons butter')).toBeGreaterThan(
      grams('1 stick butter') ?? 0,
    );
  });
});

describe('placeIngredient: pieces of breads, meats and packets', () => {
  it('weighs a baguette, a ciabatta loaf, a naan and a pork tenderloin whole', () => {
    expect(grams('1 baguette')).toBe(250);
    expect(grams('1 ciabatta loaf')).toBe(270);
    expect(grams('2 naan breads')).toBe(260);
    expect(grams('1 pork tenderloin')).toBe(450);
    expect(grams('4 hash browns')).toBe(180);
  });

  it('weighs a leg of lamb by weight as its meat, a rack of lamb and a whole duck as bought', () => {
    // A leg by weight is bought boned as often as not ("1.5 kg boned leg of lamb"): its meat, lean
    // and fat. A leg counted is the joint on the bone, CoFID's whole leg weighed with bone.
    expect(place('1.5 kg leg of lamb').food?.per100g.energyKcal).toBeGreaterThan(180);
    expect(grams('1 leg of lamb')).toBe(2000);
    expect(place('1 leg of lamb').food?.per100g.energyKcal).toBe(160);
    // A rack and a whole duck are always sold on the bone: rows weighed with it.
    expect(grams('1 rack of lamb')).toBe(400);
    expect(grams('1 whole duck')).toBe(2200);
    expect(place('600g rack of lamb').food?.per100g.energyKcal).toBeLessThan(220);
    expect(grams('2 duck breasts')).toBe(400);
    expect(grams('4 lamb chops')).toBe(340);
  });

  it('weighs a cup of crushed flaked cereal or chips as their crumbs, by USDA measures', () => {
    // USDA 28162's corn flake crumbs, 33 g in 6 tbsp: 88 g a cup, not the whole flakes' 29 g.
    expect(grams('1 cup crushed corn flakes')).toBeCloseTo(88, 0);
    expect(grams('1/2 cup finely crushed cornflakes')).toBeCloseTo(44, 0);
    expect(food('1 cup corn flake crumbs')).toBe('cornflake-crumbs');
    expect(grams('1 cup corn flake crumbs')).toBeCloseTo(88, 0);
    // Measured whole, then crushed: the flakes' own cup.
    expect(grams('1 cup corn flakes, crushed')).toBeCloseTo(28.8, 0);
    expect(grams('1 cup corn flakes')).toBeCloseTo(28.8, 0);
    // USDA 43566's tortilla chips, "cup, crushed" 63 g.
    expect(grams('1 cup crushed tortilla chips')).toBeCloseTo(63, 0);
    expect(grams('1 cup tortilla chips')).toBeCloseTo(28.8, 0);
    // Corn chips (Fritos) are their own row, USDA 19003, crushed by 43447's "cup, crushed" 88 g.
    expect(food('1 cup crushed Fritos')).toBe('corn-chips');
    expect(grams('1 cup crushed Fritos')).toBeCloseTo(88, 0);
    expect(grams('1 cup crushed corn chips')).toBeCloseTo(88, 0);
    expect(grams('1 cup Fritos corn chips')).toBeCloseTo(28.8, 0);
    expect(place('1 oz corn chips').food?.per100g.energyKcal).toBe(538);
    // Ground is crushed where USDA weighs no ground cup of the food; a ground cup stays first.
    expect(grams('1 cup ground corn flakes')).toBeCloseTo(88, 0);
    expect(grams('1/2 cup finely ground tortilla chips')).toBeCloseTo(31.5, 0);
    expect(grams('1 cup corn flakes, ground')).toBeCloseTo(28.8, 0);
    // Crackers and biscuits are weighed as crumbs already, by their own density.
    expect(grams('1 cup crushed saltines')).toBeCloseTo(72, 0);
    expect(grams('1 cup crushed graham crackers')).toBeCloseTo(108, 0);
  });

  it('weighs crushed crackers, granola, toffee bits, frosting and packets by USDA measures', () => {
    expect(grams('1/2 cup crushed saltines')).toBeCloseTo(35, -1);
    expect(food('2 cups crushed Ritz crackers')).toBe('cracker');
    expect(grams('1 cup granola')).toBeCloseTo(122, 0);
    expect(grams('1 cup butterscotch chips')).toBeCloseTo(170, 0);
    expect(grams('1 (16 oz) container vanilla frosting')).toBeCloseTo(454, 0);
    expect(grams('1 packet onion soup mix')).toBe(39);
    expect(grams('8 taco shells')).toBe(104);
    expect(grams('1 cup artichoke hearts, chopped')).toBeCloseTo(168, -1);
    expect(grams('1/2 cup wheat germ')).toBeCloseTo(56.5, 0);
  });

  it('weighs chicken on the bone with its skin, as bought, whether the name or its notes say so', () => {
    expect(food('8 bone-in, skin-on chicken thighs')).toBe('bone-in-chicken-thigh');
    expect(food('6 chicken thighs, bone-in and skin-on')).toBe('bone-in-chicken-thigh');
    expect(food('3 chicken thighs (skin on)')).toBe('bone-in-chicken-thigh');
    expect(grams('8 bone-in, skin-on chicken thighs')).toBe(1360);
    expect(food('6 boneless skinless chicken thighs')).toBe('chicken-thigh');
    // Boneless with its skin: thigh meat and skin (USDA's 221 kcal/100 g), no bone weighed in.
    for (const line of [
      '450 grams boneless skin-on chicken thighs (cut into 1.5-inch pieces)',
      '4 skin-on boneless chicken thighs',
      '1 lb boneless chicken thighs, skin on',
      '1 kg boneless chicken thighs (skin on)',
    ]) {
      expect(food(line), line).toBe('boneless-skin-on-chicken-thigh');
    }
    expect(place('1 lb boneless skin-on chicken thighs').food?.per100g.energyKcal).toBe(221);
    expect(grams('8 chicken drumsticks')).toBe(880);
    expect(grams('4 chicken leg quarters')).toBe(1200);
    // Meat, skin and bone as bought: more energy a gram than skinless thigh meat's.
    const kcal = (line: string) => place(line).food?.per100g.energyKcal ?? 0;
    expect(kcal('2 lb bone-in chicken thighs')).toBeGreaterThan(kcal('2 lb chicken thighs'));
    // A form after a comma in the name counts as one in the notes, "fresh" never.
    expect(food('2 cups brown rice, cooked')).toBe('cooked-brown-rice');
    expect(food('basil leaves, fresh')).toBe('basil');
  });

  it('weighs a medjool date by its own 24 g, a jar of roasted peppers and a cup of sweetener', () => {
    expect(grams('2 medjool dates')).toBe(48);
    expect(grams('2 dates')).toBe(16);
    expect(grams('1 jar roasted peppers')).toBe(290);
    expect(grams('1 cup cauliflower rice')).toBeCloseTo(107, 0);
    // Granulated erythritol and monk fruit blends weigh about as sugar does, 0.8 g/ml.
    expect(grams('1/4 cup erythritol')).toBeCloseTo(48, 0);
  });

  it('weighs joints, shanks, hocks and racks counted whole, not as a chop or a slice', () => {
    expect(grams('4 lamb shanks')).toBe(1000);
    expect(grams('1 lamb shoulder')).toBe(1600);
    expect(grams('1 pork shoulder')).toBe(2000);
    expect(grams('1 beef brisket')).toBe(1500);
    expect(grams('1 gammon joint')).toBe(1000);
    expect(grams('1 ham hock')).toBe(450);
    expect(grams('1 whole turkey')).toBe(4500);
    expect(grams('1 rack baby back ribs')).toBe(1000);
    // A chop, a steak and a slice keep their own weights.
    expect(grams('4 lamb chops')).toBe(340);
    expect(grams('4 slices ham')).toBe(80);
    expect(grams('500g beef brisket')).toBe(500);
  });

  it('weighs burgers, meatballs, fish fingers and fishcakes by the piece', () => {
    expect(grams('4 beef burgers')).toBe(452);
    expect(grams('12 meatballs')).toBe(360);
    expect(grams('8 fish fingers')).toBe(224);
    expect(grams('4 fish cakes')).toBe(340);
    expect(food('4 burger buns')).toBe('burger-bun');
  });

  it('weighs a burger or hot dog bun and a dinner roll by USDA’s roll, not a 60 g bread roll', () => {
    // USDA 18350 (hamburger or hot dog rolls): a roll 42 g, a package 328 g.
    expect(grams('4 hamburger buns')).toBe(168);
    expect(grams('8 hot dog buns, split and toasted')).toBe(336);
    expect(grams('4 sesame seed hamburger buns')).toBe(168);
    expect(grams('1 package hamburger buns')).toBe(328);
    // USDA 18342 (dinner rolls): a pan, dinner or small roll 25 g; a slider bun is one.
    expect(grams('12 dinner rolls')).toBe(300);
    expect(grams('8 slider buns')).toBe(200);
    // By the cup, cubed, as bread is.
    expect(grams('2 cups cubed dinner rolls')).toBe(grams('2 cups cubed bread'));
    // Brioche and potato buns and plain bread rolls stay bread's 60 g roll.
    expect(grams('6 brioche burger buns')).toBe(360);
    expect(grams('4 potato hamburger buns')).toBe(240);
    expect(grams('2 crusty bread rolls')).toBe(120);
  });

  it('weighs a candy bar, a pretzel and a tin of pears', () => {
    expect(grams('2 Snickers bars')).toBe(100);
    expect(grams('10 pretzels')).toBe(60);
    expect(grams('1 can pears in juice')).toBe(250);
    expect(food('1 can peaches in syrup')).toBe('peach');
    // A comma may list the words of one name: the oil, not the corn.
    expect(food('3 tablespoons corn, peanut or vegetable oil')).toBe('vegetable-oil');
  });

  it('reads a list before "or" whose commas were lost by its first food', () => {
    // As "raisins, currants or dried cranberries" is raisins (115 g), not the cranberries' 90 g.
    expect(food('3/4 cup raisins currants or dried cranberries')).toBe('raisins');
    expect(grams('3/4 cup raisins currants or dried cranberries')).toBe(
      grams('3/4 cup raisins, currants or dried cranberries'),
    );
    expect(food('1 cup pecans walnuts or almonds')).toBe('pecans');
    // Not a name whose first word says what it is made of, nor a list of foods in the singular.
    expect(food('¼ cup mushroom dashi or water')).not.toBe('mushroom');
    expect(food('1/4 cup sherry wine vinegar or red-wine vinegar')).toBe('wine-vinegar');
  });

  it('weighs a bunch of carrots or beetroot, a slice of turkey or roast beef, and a yam', () => {
    expect(grams('1 bunch carrots')).toBe(450);
    expect(grams('1 bunch beets')).toBe(450);
    expect(grams('4 slices turkey breast')).toBe(112);
    expect(grams('6 slices roast beef')).toBe(180);
    expect(grams('1 yam')).toBe(300);
    expect(grams('3 carrots')).toBe(240);
  });

  it('weighs salad greens by a loose cup of leaf lettuce, not as cooking greens or iceberg', () => {
    expect(food('2 cups mixed greens')).toBe('salad-leaves');
    expect(grams('2 cups mixed greens')).toBe(72);
    expect(food('1 (12-ounce) bag mesclun greens')).toBe('salad-leaves');
    expect(food('1 bunch collard greens')).toBe('spring-greens');
    expect(food('1 cup chopped scallion greens')).toBe('spring-onion');
    expect(grams('2 cups shredded iceberg lettuce')).toBe(144);
  });

  it('weighs a portobello, a little gem and a spoon of chocolate spread as themselves', () => {
    expect(grams('4 portobello mushrooms')).toBe(336);
    expect(grams('2 little gem lettuces')).toBe(200);
    expect(grams('1 iceberg lettuce')).toBe(400);
    expect(grams('1 tbsp Nutella')).toBeCloseTo(18.5, 0);
  });

  it('weighs a cup of shrimp and of frozen mixed vegetables by USDA cups', () => {
    expect(grams('1 cup cooked shrimp')).toBeCloseTo(128, -1);
    expect(grams('2 cups frozen mixed vegetables')).toBeCloseTo(370, -1);
  });

  it('weighs a stock cube as a cube and a packet of taco seasoning', () => {
    expect(grams('1 cube chicken bouillon')).toBe(10);
    expect(grams('1 packet taco seasoning')).toBe(30);
  });
});

describe('placeIngredient: session 23 slices, loaves and cooked grains', () => {
  it('counts a cured sausage by the slice, as USDA weighs one, never the whole sausage', () => {
    // USDA's hard salami slice is 10 g, its pepperoni slice 2 g.
    expect(food('16 salami')).toBe('salami');
    expect(grams('16 salami')).toBe(160);
    expect(grams('4 slices salami')).toBe(40);
    expect(grams('25 pepperoni')).toBe(50);
    expect(food('1/4 pound Genoa salami, thinly sliced')).toBe('salami');
    // A chorizo counted is still a whole sausage.
    expect(grams('2 chorizo sausages')).toBe(200);
  });

  it('weighs a loaf named as the loaf and French bread as the French stick, not a 60 g roll', () => {
    expect(grams('1 loaf')).toBe(800);
    expect(grams('2 loaves')).toBe(1600);
    expect(food('1 French bread')).toBe('baguette');
    expect(grams('1 French bread')).toBe(250);
    expect(grams('1 ciabatta loaf')).toBe(270);
    // A piece of a French stick is a slice (USDA's small slice, 32 g); a cup of cubes as bread's
    // (USDA 18069's cup of cubes, 35 g).
    expect(grams('8 pieces of French bread')).toBe(256);
    expect(grams('2 cups French bread cubes')).toBeCloseTo(70, 0);
    expect(grams('4 bread rolls')).toBe(240);
  });

  it('reads a weight said after the name to be cooked as the food weighed dry, then cooked', () => {
    // "200g basmati rice, cooked according to the packet" is 200 g of dry rice (CoFID's 351 kcal
    // /100 g), not 200 g of cooked rice at a third of it.
    expect(food('200g basmati rice, cooked according to packet instructions')).toBe('rice');
    expect(food('8 oz spaghetti, cooked and drained')).toBe('pasta');
    expect(food('300g/10½oz jasmine rice, steamed')).toBe('rice');
    // Cooked before the name, or by the cup, it is the cooked food.
    expect(food('300g cooked rice')).toBe('cooked-rice');
    expect(food('250g cooked and cooled basmati rice')).toBe('cooked-rice');
    expect(food('1 cup rice, cooked')).toBe('cooked-rice');
    // Cooked before the name and named again in a note after it: the weight is still cooked rice's.
    expect(
      food(
        '555 g cooked, cold jasmine rice, or any rice of choice (see note 2 for freshly cooked rice)',
      ),
    ).toBe('cooked-rice');
    expect(food('300 g cooked rice (see the note for how long the rice is cooked)')).toBe(
      'cooked-rice',
    );
  });

  it('weighs a cooked grain or pulse by the cup as its cooked form, not the dry one', () => {
    // USDA's cup of oats cooked with water, 234 g at 71 kcal/100 g, not 96 g of dry oats.
    const oatmeal = place('1 cup cooked oatmeal');
    expect(oatmeal.food?.id).toBe('cooked-oats');
    expect(oatmeal.grams).toBe(234);
    expect(food('1 cup rolled oats, cooked')).toBe('cooked-oats');
    expect(food('2 cups cooked steel cut oats')).toBe('cooked-oats');
    expect(food('1 cup oatmeal')).toBe('oats');
    // CoFID's boiled red lentils (102 kcal), not the dry ones (311).
    expect(food('1 cup cooked red lentils')).toBe('cooked-red-lentils');
    expect(place('1 cup cooked red lentils').food?.per100g.energyKcal).toBeLessThan(120);
    // Ready-made polenta is CoFID's hydrated polenta (68 kcal), not dry cornmeal.
    expect(food('12 ounces prepared polenta, sliced')).toBe('cooked-polenta');
    expect(food('1 cup cooked grits')).toBe('cooked-polenta');
    expect(food('1 cup cooked quinoa')).toBe('cooked-quinoa');
  });
});

describe('placeIngredient: containers', () => {
  it('weighs a tin by its usual size, drained where the food is weighed drained', () => {
    expect(grams('1 tin chopped tomatoes')).toBe(400);
    expect(grams('1 can chickpeas, drained')).toBe(240);
    expect(grams('2 x 400g tins chopped tomatoes')).toBe(800);
  });

  it('reads a count of packs before the notes’ size: all of them beside a volume, each pack’s beside packs (session 58)', () => {
    // Beside a volume the packs are the same amount again: 2 x 10 oz, not one package.
    expect(grams('4 cups or 2 x 10oz packages frozen peas')).toBeCloseTo(567, 0);
    expect(grams('4 cups frozen peas (2 x 10oz packages)')).toBeCloseTo(567, 0);
    expect(grams('1 cup peas (1 x 10 oz package)')).toBeCloseTo(283.5, 0);
    // A pack of two: the pack weighs both; the line's own count said again is each pack's.
    expect(grams('1 pack (2 x 200g) halloumi')).toBe(400);
    expect(grams('2 (2 x 400g) tins chopped tomatoes')).toBe(800);
  });

  it('reads a pack size of zero as no size, never a pack of 0 g (session 61)', () => {
    // A page that lost its can's size ("1 (0-ounce) can") is a usual can, as "1 can" is.
    expect(grams('1 (0-ounce) can tomatoes')).toBe(grams('1 can tomatoes'));
    expect(grams('1 (0-ounce) can tomatoes')).toBeGreaterThan(0);
    expect(grams('1 can (0 oz) tomatoes')).toBe(grams('1 can tomatoes'));
    expect(grams('2 (0 g) tins chickpeas, drained')).toBe(grams('2 tins chickpeas, drained'));
    // With no usual pack weight, unweighed rather than nothing.
    expect(grams('2 (0 g) packs butter')).toBeNull();
  });

  it('scales a tin’s stated label weight to its drained contents', () => {
    expect(grams('1 (14 oz) can chickpeas, drained')).toBeCloseTo(238, 0);
    expect(grams('1 x 400g tin kidney beans')).toBe(240);
    expect(grams('400g tin chickpeas, drained and rinsed')).toBe(240);
    expect(grams('400g tin chopped tomatoes')).toBe(400);
    expect(grams('400g chickpeas')).toBe(400);
    expect(grams('1 (5 oz) can tuna, drained')).toBeCloseTo(99.7, 0);
  });

  it('takes the drained weight an author gives beside a tin’s weight (session 55)', () => {
    // A sausage and lentil soup's "400 grams lentils (canned, 250 grams drained and rinsed.)".
    expect(grams('400 grams lentils (canned, 250 grams drained and rinsed. )')).toBe(250);
    expect(grams('400 g canned chickpeas (240 g drained)')).toBe(240);
    // A weight in the notes not said to be drained is not the food's.
    expect(grams('400g chickpeas (about 240g)')).toBe(400);
  });

  it('weighs a weight less than the tin its notes name as the food itself, not a tin label', () => {
    // The 200 g is the drained chickpeas taken from the tin, not a 200 g tin's drained share.
    expect(grams('200 g chickpeas (400 g tin, drained)')).toBe(200);
    expect(grams('200g chickpeas (from a 400g tin), drained and rinsed')).toBe(200);
    // A tin's own label weight is still scaled to what it holds drained.
    expect(grams('400g tin chickpeas (drained)')).toBe(240);
  });

  it('reads a tin of a fresh variety the table has no tin of as the tinned food of its last words', () => {
    expect(food('2 cans roma tomatoes')).toBe('chopped-tomatoes');
    expect(grams('2 cans roma tomatoes')).toBe(800);
    expect(food('4 cans Italian plum tomato (with the juice)')).toBe('chopped-tomatoes');
    // Counted, the variety is still the fresh one.
    expect(food('4 roma tomatoes')).toBe('plum-tomato');
  });

  it('reads a tin of green beans as tinned green beans, and a tin of a variety never as a pulse', () => {
    // USDA 11056, drained: 262 g of a 423 g can (21 kcal a 100 g, white beans' 100 or so).
    expect(food('1 (15 oz) can cut green beans, drained')).toBe('tinned-green-bean');
    expect(grams('1 (15 oz) can cut green beans, drained')).toBeCloseTo(263, 0);
    expect(food('1 can yellow wax beans')).toBe('tinned-green-bean');
    // No tin of runner beans: the fresh vegetable (unweighed by the tin), not tinned "beans".
    expect(food('1 can runner beans')).toBe('green-bean');
  });

  it('reads a tin of a dried pulse given by its label weight as the tinned pulse, drained', () => {
    expect(food('400g tin green lentils, drained')).toBe('tinned-lentils');
    expect(grams('400g tin green lentils, drained')).toBe(265);
    expect(food('400g can lentils')).toBe('tinned-lentils');
    // Without a tin, a weight of lentils is the dried pulse.
    expect(food('100g green lentils')).toBe('green-lentils');
    expect(grams('100g green lentils')).toBe(100);
  });

  it('weighs a pouch as the food’s pack and a sleeve of crackers by its own weight', () => {
    expect(food('1 pouch ready cooked rice')).toBe('cooked-rice');
    expect(grams('1 pouch ready cooked rice')).toBe(250);
    expect(grams('250g pouch microwave basmati rice')).toBe(250);
    expect(grams('1 sleeve saltine crackers')).toBe(113);
  });

  it('weighs a container by the food’s pot or tub, a box by its carton, a carton by its punnet', () => {
    expect(grams('1 container sour cream')).toBe(300); // its tub
    expect(grams('1 container plain yogurt')).toBe(170); // a yogurt's single pot, not the tub
    expect(grams('1 box chicken broth')).toBe(500); // its carton
    expect(grams('1 carton strawberries')).toBe(400); // its punnet
    expect(grams('1 container cherry tomatoes')).toBe(250); // its punnet
    expect(grams('1 container feta')).toBe(200); // its pack
    // A size the line gives still wins.
    expect(grams('1 (16 ounce) container sour cream')).toBeCloseTo(453.6, 1);
    // No portion to stand for it: still unweighed.
    expect(place('1 carton eggs').unplaced).toBe('unknown-weight');
  });

  it('weighs a piece named before its food without a number as one piece', () => {
    expect(food('thumb-sized piece of ginger, grated')).toBe('ginger');
    expect(grams('thumb-sized piece of ginger, grated')).toBe(15);
    expect(grams('2 thumbs of ginger')).toBe(30);
    expect(grams('knob of ginger')).toBe(15);
    // A chunk is a piece of the food, never a whole one.
    expect(grams('2 chunks of ginger')).toBe(30);
  });

  it('weighs a link of sausage as one sausage', () => {
    expect(food('2 links sausage')).toBe('pork-sausage');
    expect(grams('2 links sausage')).toBe(grams('2 sausages'));
    expect(place('2 links sausage').confidence).toBe('high');
  });

  it('weighs a grain sold cooked as the cooked food', () => {
    expect(food('250g pouch microwave basmati rice')).toBe('cooked-rice');
    expect(food('250g pack ready cooked quinoa')).toBe('cooked-quinoa');
    expect(food('200g pre-cooked rice')).toBe('cooked-rice');
    // Nothing is taken for cooked that the table has no cooked form of.
    expect(food('1 bag microwave popcorn')).toBe('popcorn');
  });

  it('reads a size after a times sign, or before "each", as each piece’s', () => {
    // The food's own piece (57 g) is nearer 200 g than 100 g; the line still says each.
    expect(grams('2 x 200g gammon steaks')).toBe(400);
    expect(grams('2 gammon steaks (200g each)')).toBe(400);
    expect(grams('2 x 120g chipolatas')).toBe(240);
    // Without either, the nearer reading: all of them.
    expect(grams('2 gammon steaks (200g)')).toBe(200);
    // A counted unit after the size: each ball's, each sheet's.
    expect(grams('2 x 125g balls mozzarella')).toBe(250);
    expect(grams('2 x 320g sheets ready-rolled puff pastry')).toBe(640);
  });

  it('weighs a mini one as the food’s small one', () => {
    expect(grams('12 mini tortillas')).toBe(grams('12 small tortillas'));
    expect(grams('6 mini croissants')).toBe(grams('6 small croissants'));
    expect(grams('6 mini croissants')).toBeLessThan(grams('6 croissants')!);
    // A food that is the mini kind keeps its own piece.
    expect(grams('2 mini cucumbers')).toBe(220);
  });

  it('weighs a baby or miniature one as the food’s small one', () => {
    expect(grams('12 baby leeks, trimmed')).toBe(grams('12 small leeks'));
    expect(grams('12 baby leeks, trimmed')).toBeLessThan(grams('12 leeks')!);
    expect(grams('4 baby aubergines')).toBe(grams('4 small aubergines'));
    expect(grams('6 miniature naan breads')).toBe(grams('6 small naan breads'));
    // A food that is the baby kind keeps its own piece.
    expect(food('12 baby carrots')).toBe('baby-carrot');
    expect(grams('12 baby carrots')).toBe(120);
  });

  it('weighs a mini one as small when the food has other mini names but the line names none', () => {
    // The pitta row's own "mini naan" is its 60 g piece; a mini pitta is its small one.
    expect(grams('4 mini pittas')).toBe(grams('4 small pittas'));
    expect(grams('4 mini pittas')).toBeLessThan(grams('4 pittas')!);
    expect(grams('4 mini naan')).toBe(240);
    expect(grams('6 baby courgettes')).toBe(grams('6 small courgettes'));
    // The food's own mini kind keeps its piece.
    expect(grams('10 baby potatoes')).toBe(400);
    expect(grams('24 baby onions, peeled')).toBe(480);
  });

  it('weighs a small, mini or miniature roll as USDA 18342’s small roll, not a 60 g roll', () => {
    expect(grams('24 miniature rolls (Hawaiian bread)')).toBe(600);
    expect(grams('6 small rolls')).toBe(150);
    expect(grams('6 crusty rolls')).toBe(360);
    expect(grams('1 loaf bread')).toBe(800);
  });

  it('weighs a tea bag as the leaves in it, not as a mug of brewed tea', () => {
    expect(food('2 Earl Grey tea bags (optional)')).toBe('tea-bag');
    expect(grams('2 Earl Grey tea bags (optional)')).toBe(4);
    expect(grams('6 black tea bags')).toBe(12);
    expect(grams('4 teabags')).toBe(8);
    expect(grams('1 bag Earl Grey tea, tea removed from bag')).toBe(2);
    // Brewed tea is still poured.
    expect(grams('2 cups brewed tea')).toBeCloseTo(473, 0);
    // A tea bag with no count adds nothing rather than missing weight.
    expect(
      recipeNutrition(table, { ingredients: ['tea bags', '1 cup sugar'], servings: 1 }).coverage,
    ).toBe(1);
  });

  it('weighs a cos gem or baby cos as a little gem, not as a cos lettuce', () => {
    expect(food('4 cos gem lettuce, separated into leaves')).toBe('little-gem');
    expect(grams('4 cos gem lettuce, separated into leaves')).toBe(400);
    expect(grams('1 baby cos lettuce')).toBe(100);
    expect(grams('1 cos lettuce')).toBe(500);
  });

  it('weighs a steak of a joint as its steak, of a fish as its fillet', () => {
    // USDA 10080's raw blade steak without its bone, not the 2 kg joint.
    expect(grams('2 pork shoulder steaks')).toBe(576);
    expect(grams('1 pork shoulder')).toBe(2000);
    expect(grams('4 cod steaks, skinned')).toBe(grams('4 cod fillets'));
    expect(grams('2 salmon steaks')).toBe(grams('2 salmon fillets'));
  });

  it('weighs a flank steak as the whole flank USDA broiled, not a portion of it', () => {
    // USDA 13948's broiled flank "steak (yield from 475 g raw meat)"; its raw rows' "1 steak" of
    // 173-202 g is a portion, not the whole flank a recipe counts (was 188 g).
    expect(grams('1 flank steak')).toBe(475);
    expect(grams('2 flank steaks')).toBe(950);
    // The author's weight stays the author's.
    expect(grams('1 (1 1/2 pound) flank steak')).toBeCloseTo(680.4, 1);
  });

  it('weighs a sized cherry tomato as a cherry tomato, not as a salad tomato of that size', () => {
    expect(grams('10 cherry tomatoes (small)')).toBe(100);
    expect(grams('6 large cherry tomatoes')).toBe(120);
  });

  it('weighs a ball of a food with no ball of its own as its piece', () => {
    expect(grams('3 balls stem ginger, finely chopped')).toBe(grams('3 pieces stem ginger'));
    expect(grams('3 balls stem ginger, finely chopped')).not.toBeNull();
    // A food with a ball of its own keeps it.
    expect(grams('1 ball mozzarella')).toBe(125);
  });

  it('weighs an asparagus spear as USDA 11011’s medium spear, not the small one it lists first', () => {
    expect(grams('12 asparagus spears')).toBe(192);
    expect(grams('12 asparagus spears')).toBe(grams('12 asparagus'));
  });

  it('weighs a head of a food sold whole with no head of its own as one of it', () => {
    expect(grams('1 head celeriac, peeled and thinly sliced')).toBe(grams('1 celeriac'));
    expect(grams('1 head celeriac, peeled and thinly sliced')).not.toBeNull();
    // A food with a head or a bulb of its own keeps it.
    expect(grams('1 head garlic')).toBe(50);
    expect(grams('1 head fennel')).toBe(grams('1 fennel bulb'));
  });

  it('weighs a grain or pulse in a pouch as the cooked food, as it is sold', () => {
    expect(food('250g pouch wholegrain rice')).toBe('cooked-brown-rice');
    expect(food('2 x 250g pouches basmati rice')).toBe('cooked-rice');
    expect(grams('2 x 250g pouches basmati rice')).toBe(500);
    expect(food('250g pouch quinoa')).toBe('cooked-quinoa');
    expect(grams('1 pouch brown rice')).toBe(250);
    // Out of a pouch, the grain is dry; a pouch of what is no grain is left as it was.
    expect(food('250g wholegrain rice')).toBe('brown-rice');
    expect(food('1 x 145g pouch tuna')).toBe(food('145g tuna'));
  });

  it("reads a name's form words in any case (one case-blind look for them comes first)", () => {
    expect(food('250g pouch MICROWAVE Basmati Rice')).toBe('cooked-rice');
    expect(food('250g pack Ready Cooked quinoa')).toBe('cooked-quinoa');
    expect(food('500g Extra Lean beef mince')).toBe('extra-lean-beef-mince');
    expect(food('2kg leg of lamb On The Bone')).toBe('bone-in-leg-of-lamb');
  });

  it('reads beef mince by the fat share its pack gives', () => {
    expect(food('500g beef mince (5% fat)')).toBe('extra-lean-beef-mince');
    expect(food('500g 5% fat beef mince')).toBe('extra-lean-beef-mince');
    expect(food('500g extra lean beef mince')).toBe('extra-lean-beef-mince');
    expect(food('500g 10% fat beef mince')).toBe('lean-beef-mince');
    expect(food('500g beef mince (20% fat)')).toBe('beef-mince');
    // A share in the notes after a comma; a lean share by "%" or by "/" alone.
    expect(food('500g beef mince, 5% fat')).toBe('extra-lean-beef-mince');
    expect(food('1 lb 89% lean ground beef')).toBe('lean-beef-mince');
    expect(food('1 lb 88/12 ground beef')).toBe('lean-beef-mince');
    // Another food's fat share is left to its own names.
    expect(food('500g turkey breast mince (2% fat)')).toBe('turkey-mince');
  });

  it('takes poultry mince of one cut for that bird’s mince, not beef (session 48)', () => {
    expect(food('500g turkey thigh mince')).toBe('turkey-mince');
    expect(food('500g chicken thigh mince')).toBe('minced-chicken');
    expect(food('1 lb ground chicken breast')).toBe('minced-chicken');
  });

  it('weighs a package by the size it states', () => {
    expect(grams('1 (8 ounce) package cream cheese')).toBeCloseTo(226.8, 0);
    expect(food('1 (8 ounce) package cream cheese')).toBe('cream-cheese');
  });
});

describe('placeIngredient: juice and zest', () => {
  it('weighs the juice of a fruit as its juice, not the fruit', () => {
    const juice = place('Juice of 1 lemon');
    expect(juice.food?.id).toBe('lemon-juice');
    expect(juice.grams).toBe(30);
    expect(grams('juice of half a lemon')).toBe(15);
    expect(food('1 lime, juiced')).toBe('lime-juice');
    expect(grams('1 lime, juiced')).toBe(25);
  });

  it('weighs zest as a few grams of peel', () => {
    const zest = place('zest of 1 lime');
    expect(zest.food?.id).toBe('lemon-zest');
    expect(zest.grams).toBe(1.5);
    expect(grams('zest and juice of 1 orange')).toBe(84);
    expect(grams('1 tbsp grated lemon zest')).toBeCloseTo(6, 0);
  });

  it('weighs "1 Zest and juice of lemon" as the parts of 1 lemon, the count said first', () => {
    expect(food('1 Zest and juice of lemon')).toBe('lemon-juice');
    expect(grams('1 Zest and juice of lemon')).toBe(grams('zest and juice of 1 lemon'));
    expect(grams('2 juice of limes')).toBe(grams('juice of 2 limes'));
    expect(grams('1 grated zest of an orange')).toBe(grams('zest of 1 orange'));
    // Not a part: the line is as it was.
    expect(food('1 piece of ginger')).toBe('ginger');
  });

  it('weighs "½ orange juice" as the juice of half an orange, as "juice of ½ orange"', () => {
    expect(food('½ orange juice')).toBe('orange-juice');
    expect(grams('½ orange juice')).toBe(grams('juice of ½ orange'));
    expect(grams('½ orange juice')).toBe(40);
  });

  it('weighs a fruit whose juice is kept ("juice reserved") as the fruit', () => {
    expect(food('1 grapefruit, segmented, juice reserved')).toBe('grapefruit');
    expect(food('1 grapefruit, juiced')).toBe('grapefruit-juice');
  });

  it('still weighs a whole fruit as the fruit', () => {
    expect(food('1 lemon, sliced')).toBe('lemon');
    expect(grams('2 oranges')).toBe(260);
  });
});

describe('placeIngredient: forms named in the notes', () => {
  it('reads "dry packed" in the notes as the dry food (USDA 11955, not 11956 in oil)', () => {
    expect(food('1/2 cup sun-dried tomatoes, dry packed')).toBe('dry-sun-dried-tomato');
    expect(grams('1/2 cup sun-dried tomatoes (dry-pack)')).toBe(27);
    expect(food('1/2 cup sun-dried tomatoes in oil, drained')).toBe('sun-dried-tomato');
    expect(food('1 cup dates, dry packed')).toBe('dates');
  });

  it('takes cooked rice as cooked rice, not raw', () => {
    expect(food('3 cups cooked rice')).toBe('cooked-rice');
    expect(food('1 cup rice, cooked')).toBe('cooked-rice');
    expect(food('1 cup rice')).toBe('rice');
  });
  it('weighs a counted cooked chicken thigh as a thigh (116 g), not a whole roast chicken', () => {
    expect(food('12 cooked chicken thighs')).toBe('cooked-chicken-thigh');
    expect(grams('12 cooked chicken thighs')).toBe(1392);
    expect(grams('4 grilled chicken thighs')).toBe(464);
    expect(food('2 cups cooked chicken')).toBe('cooked-chicken');
    expect(grams('1 rotisserie chicken')).toBe(600);
  });
  it('takes a whole bird as weighed with its bone and skin, and chicken by weight as meat', () => {
    // CoFID's whole raw chicken weighed with bone: 12.4 g protein a 100 g, not the meat's 22.3.
    expect(food('1 whole chicken (1.6 kg)')).toBe('whole-chicken');
    expect(grams('1 whole chicken (1.6 kg)')).toBe(1600);
    expect(food('1 spatchcock chicken')).toBe('whole-chicken');
    // A chicken counted is a bird; by weight or by the cup it is the meat.
    expect(food('2 chickens, cut into pieces')).toBe('whole-chicken');
    expect(grams('2 chickens, cut into pieces')).toBe(3000);
    expect(food('500 g chicken, diced')).toBe('chicken');
    expect(food('2 cups shredded roast chicken')).toBe('chicken');
    const bird = recipeNutrition(table, { ingredients: ['1 whole chicken (1.6 kg)'], servings: 4 });
    expect(bird.perServing?.protein).toBeCloseTo((1600 * 12.4) / 100 / 4, 0);
  });
  it('takes a duck counted as the whole bird, and duck breasts and legs as the meat', () => {
    // "1 duck" was a 200 g breast; a bird is CoFID's duck weighed with fat, skin and bone.
    expect(food('1 duck')).toBe('whole-duck');
    expect(grams('1 duck')).toBe(2200);
    // A wild duck is USDA's: half a duck's meat and skin 270 g, 239 g of it a pound as bought.
    expect(food('2 wild ducks')).toBe('wild-duck');
    expect(grams('2 wild ducks')).toBe(2050);
    expect(food('2 duck breasts')).toBe('duck-breast');
    expect(grams('2 duck breasts')).toBe(400);
    expect(food('2 duck legs')).toBe('duck-breast');
    expect(food('500g duck, diced')).toBe('duck');
  });
  it('takes a turkey counted as the whole bird, and turkey steaks or by weight as the meat', () => {
    // CoFID's whole raw turkey weighed with bone: 93 kcal a 100 g, not the meat's 105.
    expect(food('1 turkey (5 kg)')).toBe('whole-turkey');
    expect(grams('1 turkey (5 kg)')).toBe(5000);
    expect(grams('1 turkey')).toBe(4500);
    expect(place('1 turkey (5 kg)').food?.per100g.energyKcal).toBe(93);
    expect(food('4 turkey steaks')).toBe('turkey-steak');
    expect(food('2 turkey thighs')).toBe('turkey-steak');
    expect(food('500g turkey, diced')).toBe('turkey');
  });
  it('takes a joint said to be on the bone or bone-in as CoFID weighs it, with its bone', () => {
    // Leg of lamb: CoFID's whole leg weighed with bone, 160 kcal a 100 g; the meat 187.
    expect(food('2kg leg of lamb on the bone')).toBe('bone-in-leg-of-lamb');
    expect(food('2.7kg/6lb leg of lamb, bone in')).toBe('bone-in-leg-of-lamb');
    expect(food('1 whole leg of lamb')).toBe('bone-in-leg-of-lamb');
    expect(place('2kg leg of lamb, on the bone').food?.per100g.energyKcal).toBe(160);
    expect(food('1.5kg boneless leg of lamb')).toBe('leg-of-lamb');
    expect(food('1.8kg/4lb butterflied lamb leg, bone removed')).toBe('leg-of-lamb');
    // Lamb shoulder on the bone: 188 kcal; pork shoulder on the bone 161, boneless 218.
    expect(food('1.2 kg lamb shoulder on the bone')).toBe('bone-in-lamb-shoulder');
    expect(food('1 lamb shoulder (on the bone), about 2kg')).toBe('bone-in-lamb-shoulder');
    expect(food('800g lamb shoulder, cut into cubes')).toBe('lamb-shoulder');
    expect(food('2 kg bone-in pork shoulder')).toBe('bone-in-pork-shoulder');
    expect(place('2 kg bone-in pork shoulder').food?.per100g.energyKcal).toBe(161);
    expect(food('2kg pork shoulder')).toBe('pork-shoulder');
    expect(food('1kg boneless pork shoulder')).toBe('pork-shoulder');
    // A leg or shoulder counted is the joint as bought, on the bone, unless said to be boned.
    expect(food('1 leg of lamb (about 2 kg)')).toBe('bone-in-leg-of-lamb');
    expect(grams('1 leg of lamb (about 2 kg)')).toBe(2000);
    expect(food('1 lamb shoulder')).toBe('bone-in-lamb-shoulder');
    expect(food('1 boned leg of lamb')).toBe('leg-of-lamb');
    expect(food('1 boneless leg of lamb, butterflied')).toBe('leg-of-lamb');
    expect(food('1 boneless chicken')).toBe('chicken');
    expect(food('500g lamb shoulder, diced')).toBe('lamb-shoulder');
    // "On the bone" with no bone-in food of its own stays the food.
    expect(food('1 kg neck of lamb, on the bone')).toBe('lamb');
    expect(food('ham on the bone')).toBe('ham-joint');
  });
  it('weighs a whole or gutted trout as bought (USDA 332 g), its flesh 47% of it', () => {
    // USDA's brook trout: 1 fish 332 g, 53% refuse (head, bones, skin, guts).
    expect(food('2 whole trout')).toBe('whole-trout');
    expect(grams('2 whole trout')).toBe(664);
    expect(food('4 rainbow trout, cleaned and gutted')).toBe('whole-trout');
    const kcal = place('2 whole trout').food?.per100g.energyKcal ?? 0;
    expect(kcal).toBeCloseTo(127 * 0.47, 1);
    // Fillets, by count or weight, stay CoFID's flesh.
    expect(food('2 trout fillets')).toBe('trout');
    expect(food('1 rainbow trout, filleted, skin-on, pin boned')).toBe('trout');
    // A gutted fish with no whole food of its own stays the fish.
    expect(food('2 kippers, gutted')).toBe('herring');
  });
  it('weighs a whole fish as bought, its flesh 47% of it, and a count of fish sold whole as whole fish', () => {
    // Whole sea bass and bream 400 g, mackerel 300 g, red mullet 250 g, sardine 80 g (UK
    // portion-sized fish); the flesh USDA's whole brook trout's 47%.
    expect(food('a whole sea bass')).toBe('whole-sea-bass');
    expect(grams('a whole sea bass')).toBe(400);
    expect(food('2 whole mackerel')).toBe('whole-mackerel');
    expect(grams('2 whole mackerel')).toBe(600);
    expect(food('2 mackerel, gutted')).toBe('whole-mackerel');
    expect(grams('2 whole red mullet')).toBe(500);
    expect(food('1 whole herring')).toBe('whole-mackerel');
    const kcal = place('2 whole sea bream').food?.per100g.energyKcal ?? 0;
    expect(kcal).toBeCloseTo(96 * 0.47, 1);
    // A weight in brackets is each whole fish's.
    expect(food('4 whole sea bream (350-400g each)')).toBe('whole-sea-bream');
    expect(grams('4 whole sea bream (350-400g each)')).toBe(1500);
    expect(grams('600g whole sea bream')).toBe(600);
    // Counted with no unit, a fish sold whole is the whole fish.
    expect(food('2 sea bass')).toBe('whole-sea-bass');
    expect(grams('2 sea bass')).toBe(800);
    expect(food('1 sea bream')).toBe('whole-sea-bream');
    expect(food('2 trout')).toBe('whole-trout');
    expect(grams('2 trout')).toBe(664);
    expect(food('8 sardines')).toBe('whole-sardine');
    expect(grams('8 sardines')).toBe(640);
    // Fillets, steaks and portions counted, or fish said filleted, stay the flesh's pieces.
    expect(food('4 sea bass fillets')).toBe('sea-bass');
    expect(grams('4 sea bass fillets')).toBe(516);
    expect(food('2 sea bream fillets')).toBe('sea-bream');
    expect(food('4 sardine fillets')).toBe('sardine');
    expect(food('2 trout fillets')).toBe('trout');
    expect(food('1 rainbow trout, filleted, skin-on, pin boned')).toBe('trout');
    expect(food('2 sea bass portions')).toBe('sea-bass');
    expect(food('2 mackerel')).toBe('whole-mackerel');
    expect(grams('2 mackerel')).toBe(600);
    expect(food('2 mackerel fillets')).toBe('mackerel');
    expect(grams('2 mackerel fillets')).toBe(160);
    // By weight, a fish not said whole is its flesh; kippers counted stay the fish's pieces.
    expect(food('300g sea bass')).toBe('sea-bass');
    expect(food('2 kippers')).toBe('herring');
    expect(grams('2 kippers')).toBe(160);
  });
  it('counts a grey or red mullet with no unit as the whole fish, its fillets as the flesh', () => {
    // A grey mullet is bought at about 1 kg, a red mullet at 250 g; both were the 140 g fillet.
    expect(food('2 grey mullet')).toBe('whole-grey-mullet');
    expect(grams('2 grey mullet')).toBe(2000);
    expect(food('1 mullet, scaled and gutted')).toBe('whole-grey-mullet');
    expect(food('4 red mullet')).toBe('whole-red-mullet');
    expect(grams('4 red mullet')).toBe(1000);
    expect(place('4 red mullet fillets').food?.id).toBe('red-mullet');
    // A red mullet's fillet is half its flesh: 250 g whole at 47% is 118 g, a fillet 59 g (not a
    // white fish's 140 g fillet, more than the whole fish's flesh).
    expect(grams('4 red mullet fillets')).toBe(236);
    expect(food('2 x 150-200g fillets grey mullet')).toBe('mullet');
    expect(grams('300g grey mullet')).toBe(300);
    expect(food('300g grey mullet')).toBe('mullet');
  });
  it("weighs a sprat as the small fish it is (15 g), on CoFID's raw sprats, not a mackerel fillet", () => {
    // A European sprat is 12-16 cm, some 10-20 g; it was herring's 80 g piece (12 sprats 960 g).
    expect(food('12 sprats')).toBe('sprat');
    expect(grams('12 sprats')).toBe(180);
    expect(food('4 sprats, gutted')).toBe('sprat');
    expect(place('12 sprats').food?.per100g.energyKcal).toBe(172);
    expect(grams('500g sprats')).toBe(500);
    // Herring and kippers keep their row.
    expect(food('2 herring fillets')).toBe('herring');
    expect(grams('2 herring fillets')).toBe(160);
  });
  it('reads a weight of a food named with cut words after it as the food ("venison rump roast")', () => {
    expect(food('5 pounds pork shoulder blade roast')).toBe('pork-shoulder');
    expect(grams('5 pounds pork shoulder blade roast')).toBeCloseTo(2268, -1);
    expect(food('4 pounds venison rump roast')).toBe('venison');
    expect(food('4-pound fully trimmed brisket section')).toBe('beef-brisket');
    expect(food('1 pound broccoli crowns')).toBe('broccoli');
    expect(food('12 ounces Italian turkey sausage links')).toBe('poultry-sausage');
    // Counted, a cut is no piece of the food: four turkey legs are no four turkeys.
    expect(food('4 turkey legs')).toBeNull();
  });
  it('reads a weight of mussels, clams or cockles as bought live, in their shells', () => {
    // USDA 15157: a pound of clams with their shells yields 68 g of meat, 15%.
    expect(food('2 lb mussels, scrubbed and debearded')).toBe('mussel-in-shell');
    expect(grams('2 lb mussels, scrubbed and debearded')).toBeCloseTo(907, -1);
    expect(food('1kg bag of mussels')).toBe('mussel-in-shell');
    expect(food('500g/1lb 2oz clams, cleaned (discard any that stay open)')).toBe(
      'mussel-in-shell',
    );
    expect(food('1kg/2lb 4oz mussels, steamed and mussel meat removed')).toBe('mussel-in-shell');
    const kcal = place('2 lb clams').food?.per100g.energyKcal ?? 0;
    expect(kcal).toBeCloseTo(74 * 0.15, 1);
    // Counted, they are the meat's pieces, in their shells or not.
    expect(food('24 mussels')).toBe('mussel');
    expect(food('12 mussels in their shells')).toBe('mussel');
    expect(grams('12 mussels in their shells')).toBe(grams('12 mussels'));
    // A line that says the meat weighs the meat: shucked, picked, tinned, in their juice.
    expect(food('1 lb shucked clams')).toBe('mussel');
    expect(food('2 lb clams, shucked')).toBe('mussel');
    expect(food('400g/14oz cooked picked cockles, rinsed')).toBe('mussel');
    expect(food('13 oz chopped, minced, or baby clams, in their juice')).toBe('mussel');
    expect(food('300g mussel meat')).toBe('mussel');
    expect(food('1 (6.5 ounce) can minced clams')).toBe('mussel');
    // A volume is the meat, as a pint of shucked oysters is.
    expect(food('2 cups small clams')).toBe('mussel');
  });
  it('weighs lamb chops as bought, with the bone (USDA 85 g), and bone-in pork chops (259 g)', () => {
    // CoFID's loin chops weighed with bone; USDA's NZ loin chop weighs 85 g with its refuse.
    expect(food('4 lamb chops')).toBe('lamb-chop');
    expect(grams('4 lamb chops')).toBe(340);
    expect(grams('8 loin lamb chops, trimmed')).toBe(680);
    expect(place('4 lamb chops').food?.per100g.energyKcal).toBe(216);
    // USDA's centre loin chop, bone in, 259 g with its refuse; CoFID's loin chop with bone.
    expect(food('4 (1 inch thick) bone-in pork chops')).toBe('bone-in-pork-chop');
    expect(grams('2 pork chops on the bone, 3cm/1in thick')).toBe(518);
    // A pork chop not said to be on the bone stays the lean meat's 170 g.
    expect(food('4 pork chops')).toBe('pork');
    expect(grams('4 boneless pork chops')).toBe(680);
  });
  it('takes steamed or boiled rice as cooked rice, not raw ("2 cups steamed rice")', () => {
    expect(food('2 cups steamed rice')).toBe('cooked-rice');
    expect(food('4 cups steamed white rice')).toBe('cooked-rice');
    expect(food('1 cup steamed brown rice')).toBe('cooked-brown-rice');
    expect(food('2 cups boiled rice')).toBe('cooked-rice');
    expect(food('1 lb boiled chicken, shredded')).toBe('cooked-chicken');
    // A food with no cooked row of its own stays itself.
    expect(food('2 cups steamed zucchini')).toBe('courgette');
    expect(food('4 boiled eggs')).toBe('egg');
    expect(food('4 boiled potatoes')).toBe('potato');
  });
  it('takes prepared rice or grains as cooked ("2 cups prepared rice", "quinoa, prepared")', () => {
    expect(food('2 cups prepared rice')).toBe('cooked-rice');
    expect(food('2 cups brown rice, prepared')).toBe('cooked-brown-rice');
    expect(food('1 cup quinoa, prepared')).toBe('cooked-quinoa');
    // A weight said before the preparing is of the food as bought.
    expect(food('6 ounces dry spaghetti, prepared according to package directions')).toBe('pasta');
    // A food with no cooked row is itself: prepared horseradish is the jar's.
    expect(food('2 tbsp prepared horseradish')).toBe('horseradish');
    expect(food('1 box stuffing mix, prepared')).toBe('stuffing-mix');
  });
  it('takes cooked grains as cooked, with a word between ("cold cooked brown rice")', () => {
    expect(food('2 1/2 cups cold cooked brown rice')).toBe('cooked-brown-rice');
    expect(food('1 cup cooked wild rice')).toBe('cooked-wild-rice');
    expect(food('2 cups day-old cooked jasmine rice')).toBe('cooked-rice');
    expect(food('2 cups cooked quinoa')).toBe('cooked-quinoa');
    expect(grams('2 cups cooked quinoa')).toBeCloseTo(370, -1);
    expect(food('1 cup cooked couscous')).toBe('cooked-couscous');
    expect(food('1 cup cooked bulgur wheat')).toBe('cooked-bulgur');
    expect(food('1 cup quinoa')).toBe('quinoa');
  });
  it('takes "oregano, dried" as the dried herb', () => {
    expect(food('1 tsp oregano, dried')).toBe('dried-oregano');
  });

  it('reads a fruit "dried" in the notes as dried fruit, but not another food\'s "sun-dried"', () => {
    expect(food('1/2 cup sour cherries, dried')).toBe('raisins');
    expect(food('2 plum tomatoes, seeded or 4 sun-dried tomatoes in oil')).toBe('plum-tomato');
  });
  it('takes a form only when it is another food: "pumpkin, cooked and puréed" is the purée', () => {
    expect(food('2 cups pumpkin, cooked and puréed')).toBe('pumpkin-puree');
    expect(food('2 cups pumpkin, cooked')).toBe('pumpkin');
  });
  it('takes mince said to be 90% lean or more as lean mince ("beef mince (90/10 fat)")', () => {
    expect(food('1kg beef mince (90/10 fat)')).toBe('lean-beef-mince');
    expect(food('1 pound 93/7 ground beef')).toBe('lean-beef-mince');
    expect(food('1 lb ground beef (80/20)')).toBe('beef-mince');
  });
  it('reads each share by its sign where it is, in the name or the notes ("%", "/")', () => {
    expect(food('500g beef mince (95% lean)')).toBe('lean-beef-mince');
    expect(food('500g beef mince, 95/5')).toBe('lean-beef-mince');
    expect(food('1 lb 95% lean ground beef')).toBe('extra-lean-beef-mince');
    expect(food('1 lb 85/15 ground beef')).toBe('beef-mince');
    expect(food('500g beef mince (5% fat)')).toBe('extra-lean-beef-mince');
    expect(food('1 cup 2% milk')).toBe('semi-skimmed-milk');
  });
  it('takes less fat named in the notes as the low-fat food ("sour cream (reduced fat)")', () => {
    expect(food('1/4 cup sour cream (reduced fat)')).toBe('light-sour-cream');
    expect(food('1 cup yogurt, low-fat')).toBe('low-fat-yogurt');
    expect(food('1 cup brown sugar, light')).toBe('brown-sugar');
  });
  it('weighs noodles counted by the nest after their name as by the nest before it', () => {
    // Were no food ("2 wholemeal noodle nests (about 100g)", BBC Good Food).
    expect(food('2 wholemeal noodle nests')).toBe('egg-noodles');
    expect(grams('2 egg noodle nests')).toBe(grams('2 nests egg noodles'));
    expect(grams('2 egg noodle nests')).toBe(120);
    // A meringue nest is the meringue's own nest, as before.
    expect(grams('4 meringue nests')).toBe(52);
  });
  it('keeps the named food where the notes offer a form as the cook\'s option ("lite also works")', () => {
    expect(
      food(
        '1 (15-ounce) can coconut milk (I recommend full-fat for a richer pie, but lite also works)',
      ),
    ).toBe('coconut-milk');
    expect(food('1 cup sour cream (light works too)')).toBe('sour-cream');
    expect(food('1 cup sour cream (light is fine)')).toBe('sour-cream');
    expect(food('1 cup sour cream (you can use reduced fat)')).toBe('sour-cream');
    // A form said as the food, and one after a clause of its own, still count.
    expect(food('1 can coconut milk (lite)')).toBe('light-coconut-milk');
    expect(food('1 cup sour cream (reduced fat, any brand works)')).toBe('light-sour-cream');
  });
  it('keeps a name’s own "fresh" over a form in the notes ("washed, dried" is not dried)', () => {
    expect(food('10 fresh basil leaves, washed, dried')).toBe('basil');
  });
});

describe('placeIngredient: counted pieces named in the name', () => {
  it('does not take "rinsed and dried" or "dried on paper towels" for the dried food', () => {
    expect(food('12 green onions, trimmed, rinsed well, and dried')).toBe('spring-onion');
    expect(grams('12 green onions, trimmed, rinsed well, and dried')).toBe(180);
    expect(food('2 cups parsley, dried')).toBe('dried-parsley');
    expect(food('1 tsp oregano, dried')).toBe('dried-oregano');
  });

  it("weighs a cup of diced ham by USDA's cup of cured ham (140 g) and caviar by its spoon", () => {
    expect(grams('2 cups diced ham')).toBeCloseTo(280, -1);
    expect(grams('4 slices ham')).toBe(80);
    expect(food('2 tbsp salmon caviar')).toBe('caviar');
    expect(grams('2 tbsp salmon caviar')).toBeCloseTo(32, 0);
    expect(food('1 tbsp tarragon vinegar')).toBe('wine-vinegar');
  });

  it('takes fresh yeast as fresh (53 kcal, not dried yeast’s 169) and a cake of it as USDA’s 17 g', () => {
    expect(food('1 ounce fresh yeast')).toBe('fresh-yeast');
    expect(grams('1 cake yeast')).toBe(17);
    expect(grams('2 cakes compressed yeast')).toBe(34);
    expect(food('1 package active dry yeast')).toBe('yeast');
  });
  it('takes the size said before the name over a size word in a later note', () => {
    // "large dice", "small dice", "the big holes": a cut or a tool, not the food's size.
    expect(grams('3 medium potatoes, large diced')).toBe(grams('3 medium potatoes'));
    expect(grams('2 medium onions, in small dice')).toBe(grams('2 medium onions'));
    expect(grams('1/2 medium onion, cut into large dice')).toBe(70);
    expect(
      grams(
        '4 medium-sized tart firm apples – peeled, cored, & shredded (use the big holes on your grater)',
      ),
    ).toBe(grams('4 medium apples'));
    // A size in a later note alone is still read.
    expect(grams('1 onion, large')).toBe(grams('1 large onion'));
  });
  it('weighs "24 sage leaves" by the leaf, not as 24 of the plant', () => {
    expect(grams('24 fresh sage leaves')).toBe(12);
    expect(grams('10 basil leaves, torn')).toBe(5);
  });
  it('reads "4 parsley stems" as the herb, each stem its stalk or else its sprig', () => {
    // A stem is a piece of the food (it was no food at all: "parsley stems" unplaced).
    expect(food('4 parsley stems, chopped')).toBe('parsley');
    expect(grams('4 parsley stems, chopped')).toBe(4); // the sprig, 1 g
    expect(food('30g/1¼oz watercress stems')).toBe('watercress');
    // A food with a stalk weighs a stem as its stalk: celery's, broccoli's (USDA's 151 g).
    expect(grams('2 celery stems')).toBe(grams('2 celery stalks'));
    expect(grams('1 broccoli stem')).toBe(151);
    expect(grams('1 cup grated broccoli stems')).toBe(grams('1 cup grated broccoli'));
    // Not a piece that no portion of the food weighs: still unplaced by weight.
    expect(place('4 kale stems').unplaced).toBe('unknown-weight');
  });
  it('weighs "a bar of chocolate" by the bar and reads whole-milk yogurt as the yogurt', () => {
    expect(grams('1 bar of milk chocolate')).toBe(44);
    expect(food('1 cup plain whole-milk Greek yogurt')).toBe('greek-yogurt');
    expect(food('1/2 cup balsamic vinaigrette (Or a similar brand)')).toBe('salad-dressing');
  });
  it('weighs "12 lasagna noodles" by the sheet (20 g), as "12 lasagne sheets"', () => {
    expect(grams('12 lasagna noodles')).toBe(240);
    expect(grams('12 lasagne sheets')).toBe(240);
    expect(place('4 egg noodles').unplaced).toBe('unknown-weight');
  });
  it('weighs counted berries and nuts by USDA’s count of them ("10 raspberries" 19 g)', () => {
    expect(grams('36 fresh raspberries')).toBeCloseTo(68.4, 1);
    expect(grams('20 pine nuts')).toBeCloseTo(3.4, 1);
    // USDA counts blueberries as "50 berries" (68 g): the word ending the food's name.
    expect(grams('12 blueberries')).toBeCloseTo(16.3, 1);
  });
  it('weighs leaves named after describing words by the leaf, not as whole lettuces', () => {
    // USDA 11250's medium butterhead leaf, 7.5 g.
    expect(grams('6 crisp, smaller inner leaves Boston lettuce')).toBe(45);
  });
  it('weighs a piece word that is the food’s own name by the food’s piece', () => {
    expect(food('45 whole cloves')).toBe('cloves');
    expect(grams('45 whole cloves')).toBeCloseTo(4.5, 1);
  });
});

describe('placeIngredient: session 20 foods, pieces and fat shares', () => {
  it('reads a fat share of 2% or less as the low-fat food, not the whole one', () => {
    expect(food('1 1/4 cups 2% milk')).toBe('semi-skimmed-milk');
    expect(food('1 cup 1% milk')).toBe('semi-skimmed-milk');
    expect(food('1 cup 0% Greek yogurt')).toBe('low-fat-greek-yogurt');
    expect(food('1 cup 0% fat Greek yogurt')).toBe('low-fat-greek-yogurt');
    expect(food('1 cup 1% cottage cheese')).toBe('low-fat-cottage-cheese');
    // A choice in the notes is not the line's milk; 12% is no low-fat share; no low-fat row.
    expect(food('1 cup milk (whole or 2%)')).toBe('milk');
    expect(food('1 cup 12% fat milk')).toBe('milk');
    // Evaporated milk has a light row of its own now (CoFID's light, 107 kcal).
    expect(food('1 can 2% evaporated milk')).toBe('light-evaporated-milk');
  });

  it('weighs US sausages by their own links, not a UK banger (57 g)', () => {
    expect(grams('4 Italian sausages')).toBe(452);
    expect(food('1 lb hot Italian sausage')).toBe('italian-sausage');
    expect(grams('6 hot dogs')).toBe(300);
    expect(grams('1 package hot dogs')).toBe(446);
    expect(grams('4 bratwurst')).toBe(432);
    expect(grams('1 kielbasa')).toBe(396);
    expect(grams('2 pieces kielbasa sausage, each 6 inches long')).toBe(170);
    expect(food('1 lb smoked sausage')).toBe('kielbasa');
    expect(grams('6 pork sausages')).toBe(342);
  });

  it('weighs a pack of instant ramen as its 81 g block, and ramen by weight as noodles', () => {
    expect(grams('2 packs instant ramen noodles')).toBe(162);
    expect(food('3 packages Top Ramen')).toBe('instant-noodles');
    expect(food('400g ramen noodles')).toBe('egg-noodles');
  });

  it('weighs a square of baking chocolate (29 g) and a bar (100 g), with or without "of"', () => {
    expect(grams('2 squares unsweetened chocolate')).toBe(58);
    expect(grams('2 squares of chocolate')).toBe(58);
    expect(grams('1 bar dark chocolate')).toBe(100);
    expect(grams('4 squares graham crackers')).toBe(60);
  });

  it('weighs a thumb of ginger as its piece', () => {
    expect(grams('a thumb of ginger')).toBe(grams('1 piece ginger'));
    expect(grams('2 thumbs ginger')).toBe(30);
  });

  it('weighs joints and small cuts counted by the piece by their own weights', () => {
    // A turkey breast roast is USDA's 1,150 g breast; a steak of it is turkey, never beef.
    expect(grams('1 turkey breast')).toBe(1150);
    expect(food('2 turkey breast steaks')).toBe('turkey-steak');
    expect(food('1 spiral ham')).toBe('ham-joint');
    expect(grams('4 slices ham')).toBe(80);
    expect(grams('1 pork belly')).toBe(1000);
    expect(grams('4 pork belly slices')).toBe(500);
    expect(food('2 filet mignon')).toBe('beef-fillet');
    expect(grams('2 filet mignon')).toBe(400);
    // A chicken tenderloin is a 45 g strip, not a 170 g breast.
    expect(grams('8 chicken tenderloins')).toBe(360);
    expect(grams('2 chicken breasts')).toBe(340);
    expect(grams('1 daikon radish')).toBe(338);
    expect(grams('6 radishes')).toBe(48);
    expect(grams('1 lotus root')).toBe(115);
    expect(food('1 piece galangal')).toBeNull();
    // A can of dough or juice is its label weight: nothing is drained from it.
    expect(grams('1 (8 ounce) can refrigerated crescent dinner rolls')).toBe(226.8);
    expect(grams('1 (20 ounce) can pineapple juice')).toBe(567);
    // A can of refrigerated biscuit dough is not a packet of digestives.
    expect(food('1 (16.3 oz) can refrigerated biscuits')).toBe('biscuit-dough');
    expect(grams('8 refrigerated biscuits')).toBe(464);
    expect(grams('1 can refrigerated biscuits')).toBe(462);
  });

  it('costs dried rice noodles as dried (USDA 364 kcal), cooked or fresh ones as cooked', () => {
    const kcal = (line: string) => {
      const placed = place(line);
      return ((placed.food?.per100g.energyKcal ?? 0) * (placed.grams ?? 0)) / 100;
    };
    expect(kcal('200g dried rice noodles')).toBeCloseTo(728, -1);
    expect(kcal('8 oz glass noodles')).toBeGreaterThan(700);
    expect(food('2 cups cooked rice noodles')).toBe('cooked-rice-noodles');
    expect(food('400g fresh rice noodles')).toBe('cooked-rice-noodles');
    expect(food('1 cup rice noodles, cooked')).toBe('cooked-rice-noodles');
  });

  it('reads a food said fresh as its fresh form where the table has one', () => {
    // The fresh form of the food the rest of the name is: fresh pasta, not dry pasta; fresh rice
    // noodles (cooked), not dried ones at four times their energy.
    expect(food('500 g fresh penne')).toBe('fresh-pasta');
    expect(food('500 g fresh pappardelle')).toBe('fresh-pasta');
    expect(food('2 lbs fresh pho noodles (or dried)')).toBe('cooked-rice-noodles');
    expect(food('400 g fresh wide rice noodles')).toBe('cooked-rice-noodles');
    expect(food('250g/9oz fresh tagliarini pasta')).toBe('fresh-pasta');
    expect(food('1 cup fresh whole wheat bread crumbs')).toBe('fresh-breadcrumbs');
    // A food whose name says fresh already, and one with no fresh form, stay as they are.
    expect(food('1 oz fresh cake yeast')).toBe('fresh-yeast');
    expect(food('1 lb fresh salmon')).toBe('salmon');
    expect(food('500 g penne')).toBe('pasta');
    // Fresh egg noodles are fresh egg pasta's dough; straight-to-wok noodles are sold cooked.
    expect(food('500 g fresh egg noodles')).toBe('fresh-pasta');
    expect(food('2 x 150g packs straight to wok noodles')).toBe('cooked-pasta');
    expect(food('200g egg noodles')).toBe('egg-noodles');
  });

  it('weighs wrappers by USDA’s: a wonton 8 g, an egg roll 32 g', () => {
    expect(grams('20 wonton wrappers')).toBe(160);
    expect(grams('36 dumpling wrappers')).toBe(288);
    expect(grams('12 egg roll wrappers')).toBe(384);
    expect(food('4 sheets filo pastry')).toBe('filo');
  });

  it('knows the Hindi pantry words Indian-English recipes use', () => {
    const words: readonly (readonly [string, string])[] = [
      ['1 tsp dhania powder', 'ground-coriander'],
      ['3 aloo, boiled', 'potato'],
      ['1 bunch palak', 'spinach'],
      ['2 elaichi', 'cardamom'],
      ['4 laung', 'cloves'],
      ['2 tej patta', 'bay-leaf'],
      ['1 tsp saunf', 'fennel-seed'],
      ['2 hari mirch', 'chilli'],
      ['1 inch adrak', 'ginger'],
      ['4 lehsun cloves', 'garlic'],
      ['2 pyaz', 'onion'],
      ['2 tamatar', 'tomato'],
      ['1 tbsp imli pulp', 'tamarind'],
      ['2 tbsp gur', 'brown-sugar'],
      ['1 cup basmati chawal', 'rice'],
    ];
    for (const [line, id] of words) expect(food(line), line).toBe(id);
  });

  it('places Caribbean and Filipino staples', () => {
    expect(grams('1 christophene')).toBe(203);
    expect(grams('4 medium chayote squash, peeled, pitted, and cut into 1/2-inch dice')).toBe(812);
    expect(grams('1 breadfruit')).toBe(384);
    expect(food('1 bunch callaloo')).toBe('callaloo');
    expect(food('2 tbsp patis')).toBe('fish-sauce');
    expect(food('1 cup coconut vinegar')).toBe('vinegar');
  });

  it('weighs US store-cupboard sweets and cheeses by their own pieces', () => {
    // A Nilla wafer is 4 g and a ladyfinger 11 g, not a 15 g digestive.
    expect(grams('30 Nilla wafers')).toBe(120);
    expect(grams('12 ladyfingers')).toBe(132);
    expect(grams('6 ready-made sponge fingers')).toBe(66);
    expect(food('3/4 cup vanilla cookie crumbs')).toBe('vanilla-wafer');
    expect(food('2 cups crushed digestive biscuits')).toBe('biscuits');
    // Process cheese is USDA's (366 kcal, a 21 g slice), Velveeta its spread (303 kcal).
    expect(grams('8 slices Kraft singles')).toBe(168);
    expect(food('8 oz Velveeta')).toBe('velveeta');
    expect(grams('4 pieces string cheese')).toBe(112);
    expect(grams('1 ball fresh mozzarella')).toBe(125);
    expect(food('4 slices Muenster')).toBe('cheddar');
    // Caramels by the piece (USDA's 10.1 g), a tin of caramel by its 397 g; caramel sauce is
    // still the condensed milk it is made of.
    expect(grams('20 caramels')).toBe(202);
    expect(grams('1 can caramel')).toBe(397);
    expect(food('1/2 cup caramel sauce')).toBe('condensed-milk');
    expect(grams("20 Hershey's Kisses")).toBe(92);
    expect(grams('1 box puff pastry')).toBe(490);
    expect(food('1 cup Egg Beaters')).toBe('egg-white');
    expect(food('1 cup Karo syrup')).toBe('golden-syrup');
  });

  it('places ice cream sandwiches as USDA 01238’s, 70 g each, not a scoop of ice cream', () => {
    expect(food('19 ice cream sandwiches')).toBe('ice-cream-sandwich');
    expect(grams('19 ice cream sandwiches')).toBe(1330);
    expect(food('2 (36 ounce) packages mini ice cream sandwiches')).toBe('ice-cream-sandwich');
    expect(grams('2 (36 ounce) packages mini ice cream sandwiches')).toBeCloseTo(2041, 0);
    expect(food('1 pint vanilla ice cream')).toBe('ice-cream');
  });

  it('places a counted quahog as a large clam’s meat (USDA 15157, 20 g)', () => {
    expect(food('12 quahogs')).toBe('quahog');
    expect(grams('12 quahogs')).toBe(240);
    expect(food('6 large quahogs, opened and chopped with juice and shells')).toBe('quahog');
    expect(grams('6 large quahogs, opened and chopped with juice and shells')).toBe(120);
    // By weight they are bought in their shells, as mussels and clams are.
    expect(food('3 pounds quahogs, scrubbed')).toBe('mussel-in-shell');
    // Littlenecks stay with the mussel row's clams.
    expect(food('24 littleneck clams')).toBe('mussel');
  });

  it('reads "18 corn or 12 flour tortillas" as the first choice with the head both share', () => {
    expect(food('18 corn or 12 flour tortillas')).toBe('corn-tortilla');
    expect(grams('18 corn or 12 flour tortillas')).toBe(grams('18 corn tortillas'));
    expect(food('12 corn or 8 large flour tortillas, warmed')).toBe('corn-tortilla');
    expect(food('4 beef or 6 pork sausages')).toBe(food('4 beef sausages'));
    // Choices that share a word are each a food of their own; a one-word other choice has no
    // head to share; a unit says the other choice is measured apart.
    expect(food('2 eggs or 3 egg whites')).toBe('egg');
    expect(food('1 lemon or 2 limes')).toBe('lemon');
    expect(food('2 bananas or 1 cup applesauce')).toBe('banana');
  });

  it('reads a name ending in bones as bones, whatever a word before them names', () => {
    expect(food('3 lb beef marrow, knuckle, and neck bones')).toBeNull();
    const stock = recipeNutrition(table, {
      ingredients: ['3 lb beef marrow, knuckle, and neck bones', '1 onion'],
      servings: 4,
    });
    expect(stock.coverage).toBe(1);
    expect(stock.perServing.energyKcal).toBeLessThan(20);
    expect(food('15g/½oz bone marrow')).toBe('bone-marrow');
  });

  it('takes the first of two forms the notes give as a choice: "4 fresh or dried figs" are fresh', () => {
    expect(food('4 fresh or dried figs')).toBe('fig');
    expect(food('1 cup cranberries, fresh or dried')).toBe('cranberry');
    expect(food('2 fresh or dried red chillies')).toBe('chilli');
    expect(food('1 tbsp fresh or dried thyme leaves')).toBe('thyme');
    // Named first, the other form is the choice: dried apricots, dried thyme.
    expect(food('1 cup dried or fresh apricots')).toBe('dried-apricots');
    expect(food('1 tsp thyme, dried or fresh')).toBe('dried-thyme');
    // A form the notes give alone is still read.
    expect(food('4 figs, dried')).toBe('dried-figs');
  });

  it('counts the first choice’s pieces: "24 fresh basil leaves or dried basil" are leaves', () => {
    expect(grams('24 fresh basil leaves or dried basil')).toBe(grams('24 fresh basil leaves'));
    expect(grams('2 basil leaves or a good pinch dried basil')).toBe(grams('2 basil leaves'));
    // Choices that share the last choice's piece keep it.
    expect(grams('10 sage or basil leaves')).toBe(grams('10 sage leaves'));
  });

  it('reads turns of a pepper mill as pinches of pepper, not counted sweet peppers', () => {
    expect(food('About 20 grinds fresh black pepper')).toBe('black-pepper');
    expect(grams('About 20 grinds fresh black pepper')).toBe(grams('20 pinches black pepper'));
    expect(food('6 turns black peppermill')).toBe('black-pepper');
    expect(food('12 turns of the black pepper mill')).toBe('black-pepper');
    expect(food('3 turnips')).toBe('turnip');
    // The names' checks, worked out once a name, read the same each time and in either case.
    expect(food('10 Turns black pepper')).toBe('black-pepper');
    expect(food('10 Turns black pepper')).toBe('black-pepper');
    expect(food('Grinds black pepper')).toBe('black-pepper');
    expect(food('8 CRANKS black pepper')).toBe('black-pepper');
    expect(food('2 garlic cloves')).toBe('garlic');
  });

  it('weighs grinds as pinches, shakes as dashes, lengths as pieces and a pair as two', () => {
    expect(grams('6 grinds black pepper')).toBe(grams('6 pinches black pepper'));
    expect(grams('5 shakes Tabasco')).toBe(grams('5 dashes Tabasco'));
    expect(grams('24 lengths of lemon grass')).toBe(grams('24 pieces of lemon grass'));
    expect(grams('1 2-inch length of leek')).toBe(grams('1 2-inch piece leek'));
    expect(grams('2 pairs duck breasts')).toBe(grams('4 duck breasts'));
    expect(grams('2 pairs duck breasts')).toBeGreaterThan(0);
  });

  it('places hamburger and hot dog rolls as bread rolls, not beef burgers', () => {
    expect(food('4 hamburger or kaiser rolls')).toBe('burger-bun');
    expect(grams('4 hamburger or kaiser rolls')).toBe(168);
    expect(food('8 hot dog rolls')).toBe('burger-bun');
    expect(food('4 hamburgers')).toBe('beef-burger');
  });

  it('reads plain "ribs" as pork ribs, the rack as the pork rack', () => {
    expect(food('3-4 lb ribs, cut into individual ribs')).toBe('pork');
    expect(food('1 rack of ribs')).toBe('pork-rib-rack');
    expect(grams('1 rack of ribs')).toBe(1000);
    // A rib of celery, a beef rib and a short rib stay theirs.
    expect(food('2 ribs celery')).toBe('celery');
    expect(food('4 lbs beef ribs')).toBe('stewing-beef');
    expect(food('2 lbs short ribs')).toBe('short-rib');
  });

  it('places a bouillon base as bouillon and a stock concentrate as a stock pot', () => {
    expect(food('1/2 tablespoon Better Than Bouillon® Roasted Beef Base')).toBe('stock-cube');
    expect(food('2 teaspoons concentrated beef base (paste)')).toBe('stock-cube');
    expect(grams('2 tsp chicken base')).toBe(7);
    expect(food('1 (4.66 ounce) container beef stock concentrate')).toBe('stock-pot');
    expect(grams('1 (4.66 ounce) container beef stock concentrate')).toBeCloseTo(132.1, 1);
    // A pizza base is still dough.
    expect(food('1 pizza base')).toBe('pizza-dough');
  });

  it('places a jarred Alfredo or carbonara sauce on CoFID’s carbonara-type pasta sauce', () => {
    expect(food('1 cup Alfredo sauce')).toBe('alfredo-sauce');
    // By USDA 01164's cup of cheese sauce, 243 g.
    expect(grams('1 cup Alfredo sauce')).toBeCloseTo(243.1, 1);
    expect(food('3/4 cup refrigerated four cheese Alfredo sauce')).toBe('alfredo-sauce');
    expect(grams('2 (16 ounce) jars Alfredo-style pasta sauce')).toBeCloseTo(907.2, 1);
    expect(food('1 (15 ounce) jar mushroom Alfredo sauce')).toBe('alfredo-sauce');
    expect(food('1 jar carbonara sauce')).toBe('alfredo-sauce');
    // A four cheese pasta sauce keeps its own row.
    expect(food('1 cup four cheese sauce')).toBe('four-cheese-sauce');
  });

  it('weighs a piece of ginger cut to a length by its length', () => {
    // A root an inch across (USDA 11216's slices) weighs about 5 g a centimetre.
    expect(grams('5cm piece ginger, finely chopped')).toBeCloseTo(25, 0);
    expect(grams('2cm piece fresh ginger, grated')).toBeCloseTo(10, 0);
    expect(grams('1-inch piece ginger, peeled and grated')).toBeCloseTo(12.7, 1);
    expect(grams('1 (2-inch) piece ginger')).toBeCloseTo(25.4, 1);
    // No length: the usual piece.
    expect(grams('1 piece ginger')).toBe(15);
    expect(grams('thumb-sized piece of ginger')).toBe(15);
  });

  it('knows the Australian names of foods the table has', () => {
    expect(food('1/4 butternut pumpkin')).toBe('butternut-squash');
    expect(food('1/4 rockmelon')).toBe('melon');
    expect(food('1 bunch silverbeet')).toBe('chard');
    expect(food('1/3 cup whole-egg mayonnaise')).toBe('mayonnaise');
    expect(food('1/2 cup whole egg mayonnaise')).toBe('mayonnaise');
    expect(food('1 cup hazelnut meal')).toBe('hazelnuts');
    expect(food('1/4 wombok')).toBe('chinese-cabbage');
    expect(food('1/2 cup choc bits')).toBe('dark-chocolate');
    expect(food('1/2 cup milk choc bits')).toBe('milk-chocolate');
    expect(food('500g gravy beef')).toBe('stewing-beef');
    expect(food('180g haloumi')).toBe('halloumi');
    expect(food('1 cup icing sugar mixture')).toBe('icing-sugar');
    expect(food('1 cup rice bubbles')).toBe('cereal');
    expect(food('4 Weet-Bix')).toBe('weetabix');
    // Wholemeal plain flour is wholemeal flour, not plain flour.
    expect(food('1 cup wholemeal plain flour')).toBe('wholemeal-flour');
  });

  it('takes a cream by the fat share its line gives, as Canadian cartons name it', () => {
    expect(food('1 cup 10% cream')).toBe('half-and-half');
    expect(food('1 cup table cream (18%)')).toBe('single-cream');
    expect(food('¾ cup whipping (35%) cream (175 mL)')).toBe('heavy-cream');
    expect(food('1 cup whipping cream (35% M.F.)')).toBe('heavy-cream');
    // Without a share, and for a share the cream already is, as named.
    expect(food('1 cup whipping cream')).toBe('whipping-cream');
    expect(food('200ml double cream (48% fat)')).toBe('double-cream');
    // Not a fresh cream: sour cream keeps its row; 2% milk is low-fat milk.
    expect(food('1 cup sour cream (14%)')).toBe('sour-cream');
    expect(food('1 cup 2% milk')).toBe('semi-skimmed-milk');
  });

  it('reads "mixed leaves" and "baby leaf" as salad leaves, not unplaced', () => {
    expect(food('100g mixed leaves')).toBe('salad-leaves');
    expect(food('2 handfuls of mixed leaves')).toBe('salad-leaves');
    expect(grams('2 handfuls of mixed leaves')).toBe(40);
    expect(food('80g bag baby leaf salad')).toBe('salad-leaves');
    expect(food('100g bag baby leaves')).toBe('salad-leaves');
    // A named leaf keeps its food.
    expect(food('100g baby leaf spinach')).toBe('spinach');
    expect(food('24 sage leaves')).toBe('sage');
  });

  it('has salad cream (CoFID) and a mayonnaise-type dressing (USDA 04018), not cream or mayonnaise', () => {
    expect(food('2 tbsp salad cream')).toBe('salad-cream');
    expect(grams('2 tbsp salad cream')).toBeCloseTo(29.4, 1); // USDA 04018's tablespoon, 14.7 g
    expect(food('1/2 cup Miracle Whip')).toBe('miracle-whip');
    expect(grams('1/2 cup Miracle Whip')).toBeCloseTo(117.5, 1);
    expect(food('1/2 cup mayonnaise')).toBe('mayonnaise');
  });

  it('reads plain Colby and cheddar jack as the cheddar the other American cheeses are', () => {
    expect(food('1 cup shredded Colby')).toBe('cheddar');
    expect(food('1 cup cheddar jack')).toBe('cheddar');
  });

  it('weighs a package or bag of frozen corn or broccoli by USDA’s 10-ounce package', () => {
    // USDA 11178 (frozen corn kernels) and 11092 (frozen chopped broccoli): a package 284 g.
    expect(grams('1 package frozen corn')).toBe(284);
    expect(grams('1 bag frozen broccoli florets')).toBe(284);
    // A size the line gives is still read.
    expect(grams('1 (16 oz) bag frozen broccoli')).toBeCloseTo(453.6, 1);
  });

  it('places common foods the table lacked from their USDA rows', () => {
    // Turkey drumsticks by USDA 05736's drumstick, meat and skin (356 g, the bone left out).
    expect(food('3 turkey drumsticks')).toBe('turkey-drumstick');
    expect(grams('3 turkey drumsticks')).toBe(1068);
    // SPAM and other tinned luncheon meat (USDA 07908) by its 12-ounce tin.
    expect(food('1 (12 ounce) can SPAM® Classic, cut into small cubes')).toBe('luncheon-meat');
    expect(grams('1 (12 ounce) can SPAM® Classic, cut into small cubes')).toBeCloseTo(340, 0);
    // Dried buttermilk (USDA 01094's 120 g cup), not the liquid.
    expect(food('2 teaspoons powdered buttermilk')).toBe('buttermilk-powder');
    expect(grams('1 cup buttermilk powder')).toBe(120);
    expect(food('1 cup buttermilk')).toBe('buttermilk');
    // Cocktail sauce (USDA 27051, 60 g a quarter cup); coleslaw dressing (USDA 43016, 16 g a
    // tablespoon), which is not the Italian dressing other dressings are.
    expect(grams('1/4 cup cocktail sauce, divided')).toBe(60);
    expect(food('1 tablespoon cole slaw dressing')).toBe('coleslaw-dressing');
    expect(grams('1 tablespoon cole slaw dressing')).toBe(16);
    // Cinnamon sugar: sugar with the usual tablespoon of cinnamon to a quarter cup (87:13).
    expect(food('1 teaspoon cinnamon sugar, or as needed')).toBe('cinnamon-sugar');
  });

  it('places silken and soft tofu as USDA 16161’s silken tofu (55 kcal), not firm tofu (73)', () => {
    expect(food('1 silken tofu')).toBe('silken-tofu');
    expect(grams('1 silken tofu')).toBe(350);
    expect(food('1 cup soft tofu, cubed')).toBe('silken-tofu');
    expect(grams('1 cup soft tofu, cubed')).toBeCloseTo(248, 0);
    expect(food('400g firm tofu')).toBe('tofu');
  });

  it('places sweeteners by brand, and sugar-and-sucralose blends as USDA 19906 and 19907', () => {
    expect(food('1/4 cup Equal® Spoonful***')).toBe('sweetener');
    expect(food('9 tablespoons SPLENDA® Granular')).toBe('sweetener');
    expect(food('1/4 cup Truvia® natural sweetener spoonable**')).toBe('sweetener');
    // A blend is half sugar: its own rows, by their cups (189 g brown, 202 g white).
    expect(food('1/2 cup packed SPLENDA® Brown Sugar Blend, divided')).toBe(
      'sweetener-brown-sugar-blend',
    );
    expect(grams('1/2 cup packed SPLENDA® Brown Sugar Blend, divided')).toBeCloseTo(94.5, 0);
    expect(food('1/2 cup Splenda sugar blend')).toBe('sweetener-sugar-blend');
    expect(food('1 cup brown sugar')).toBe('brown-sugar');
  });

  it('places matzo, oatmeal cookies and mullet by their own rows', () => {
    // A matzo is USDA 18217's 28 g; crushed, by the breadcrumbs' cup; matzo meal stays crumbs.
    expect(food('6 whole matzos')).toBe('matzo');
    expect(grams('6 whole matzos')).toBe(168);
    expect(food('4 matzo crackers, broken into small pieces')).toBe('matzo');
    expect(food('1 cup matzo meal')).toBe('breadcrumbs');
    // An oatmeal cookie is USDA 18178's big cookie, 25 g.
    expect(grams('4 oatmeal cookies, crumbled')).toBe(100);
    // Grey mullet is CoFID's (115 kcal), not cod (80).
    expect(food('4 grey mullet steaks')).toBe('mullet');
    expect(food('1.8kg/4lb grey mullet fillets, skin removed, cut into pieces')).toBe('mullet');
  });

  it('knows more names of foods it has', () => {
    expect(food('5 slices crisp bacon, crumbled')).toBe('bacon');
    expect(food("2 1/2 ounces unsweetened baker's chocolate")).toBe('unsweetened-chocolate');
    expect(food('1/2 cup roasted sunflower seed kernels')).toBe('sunflower-seeds');
    expect(food('2/3 cup fresh cauliflowerets')).toBe('cauliflower');
    expect(food('3 drops liquid smoke flavoring')).toBe('liquid-smoke');
    expect(food('1 teaspoon ancho chile pepper powder')).toBe('chilli-powder');
    expect(food('1/8 teaspoon cayenne chili powder')).toBe('cayenne');
    expect(food('4 ounces crumbled goat-milk feta cheese, divided')).toBe('feta');
    expect(food('½ cup freshly grated Romano, plus more to serve')).toBe('parmesan');
    expect(food('2 romano peppers')).toBe('red-pepper');
    expect(food('1 lb romano beans')).toBe('white-beans');
    expect(food('½ cup dried hominy grits')).toBe('polenta');
    expect(food('2 broccoli crowns')).toBe('broccoli');
    expect(food('2 green cayenne chiles, seeded and minced, or to taste')).toBe('chilli');
    expect(food('1 cup fresh cracker meal')).toBe('cracker');
  });

  it('places teff and rye berries by their USDA rows (20142, 20062) and cups', () => {
    expect(food('1 c whole grain teff')).toBe('teff');
    expect(grams('1 c whole grain teff')).toBe(193);
    expect(food('1 cup rye berries')).toBe('rye-berries');
    expect(grams('1 cup rye berries')).toBe(169);
  });

  it('places gummy sweets as USDA 19106’s gumdrops, by count at a medium gumdrop', () => {
    expect(food('20 gummy candies, or more to taste')).toBe('gumdrop');
    expect(grams('20 gummy candies, or more to taste')).toBeCloseTo(84, 0);
    expect(food('1 (3 ounce) package gummi worms')).toBe('gumdrop');
    expect(grams('1 (3 ounce) package gummi worms')).toBeCloseTo(85, 0);
    expect(food('1 (5 ounce) bag gummy worm candies')).toBe('gumdrop');
    expect(food('1 cup gumdrops')).toBe('gumdrop');
    expect(grams('1 cup gumdrops')).toBeCloseTo(182, 0);
    // Jelly beans keep their own row.
    expect(food('1 pound jellybeans')).toBe('jelly-bean');
  });

  it('places US pantry foods that had no row: their own source figures, not a neighbour’s', () => {
    // Pepperoni is USDA's (504 kcal, a 2 g slice), no longer chorizo's 3 g slice.
    expect(food('24 slices pepperoni')).toBe('pepperoni');
    expect(grams('24 slices pepperoni')).toBe(48);
    expect(food('1 (4 ounce) package sliced pepperoni sausage')).toBe('pepperoni');
    expect(grams('4 cups eggnog')).toBeCloseTo(1016, -1);
    expect(food('1 pint raspberry sherbet')).toBe('sherbet');
    expect(food('1 pound jellybeans')).toBe('jelly-bean');
    expect(grams('12 peanut butter cups')).toBe(204);
    expect(grams('24 milk chocolate candy kisses')).toBeCloseTo(110.4, 1);
    expect(food('1 (1 pound) loaf processed cheese food')).toBe('cheese-food');
    expect(food('1 (15 ounce) can fruit cocktail, drained')).toBe('fruit-cocktail');
    expect(food('1/3 cup whole berry cranberry sauce')).toBe('cranberry-sauce');
    expect(food('1 cup cranberry sauce')).toBe('cranberry-sauce');
    expect(food('1 (6 ounce) package dry corn bread stuffing mix')).toBe('stuffing-mix');
    expect(food('1 (30 ounce) can pumpkin pie filling')).toBe('pumpkin-pie-mix');
    expect(food('1 (15 ounce) can pumpkin puree')).toBe('pumpkin-puree');
    expect(food('1/2 cup instant mashed potatoes')).toBe('potato-flakes');
    expect(food('1 cup prune juice')).toBe('prune-juice');
    expect(grams('24 flat-bottomed wafer ice cream cones')).toBe(96);
    // Names of foods the table had, as US packs write them.
    expect(food('1/4 cup picante sauce')).toBe('salsa');
    expect(food('2 (1 ounce) packages taco seasoning mix')).toBe('garam-masala');
    expect(food('3 cups biscuit baking mix')).toBe('cake-mix');
    expect(food('1 cup Lucerne Sweet Cream Butter')).toBe('butter');
    expect(food('3 cups shredded Mexican-style cheese blend')).toBe('cheddar');
    expect(food('1 cup broccoli flowerets')).toBe('broccoli');
    expect(food('36 medium mushroom caps')).toBe('mushroom');
    expect(food('1 cup fresh pea pods')).toBe('mangetout');
    expect(food('1 pound chicken breast cutlets')).toBe('chicken-breast');
    expect(food('1 pound turkey cutlets')).toBe('turkey-steak');
    expect(food('3 pounds chicken drummettes')).toBe('chicken-wing');
    // A drumette, spelled with one m too, is the wing's meaty joint, not a drumstick; "boneless
    // wings" are pieces of breast.
    expect(food('12 chicken drumettes')).toBe('chicken-wing');
    expect(food('1 lb boneless chicken wings')).toBe('chicken-breast');
    expect(food('4 pounds pork back ribs')).toBe('pork');
    expect(food('1 (1 liter) bottle seltzer')).toBe('water');
    expect(food('1 cup cranberry juice cocktail')).toBe('apple-juice');
    expect(grams('2 pkg. (4 serving size) JELL-O Instant Pudding & Pie Filling')).toBe(192);
    expect(food('2 (19.8 ounce) packages fudge brownie mix')).toBe('cake-mix');
    expect(food('7 fluid ounces lemon-lime flavored carbonated beverage')).toBe('cola');
    expect(food('1 can diet cherry cola')).toBe('diet-cola');
  });

  it('weighs chocolate syrup, hot fudge and ice cream toppings by their own cup, not chocolate', () => {
    // USDA's chocolate syrup, a 300 g cup (dark chocolate's 0.72 g/ml made it 173 g).
    expect(food('1 cup chocolate syrup, divided')).toBe('chocolate-syrup');
    expect(grams('1 cup chocolate syrup, divided')).toBe(300);
    expect(food('2 tablespoons chocolate sauce')).toBe('chocolate-syrup');
    expect(grams('2 tablespoons hot fudge sauce, or to taste')).toBe(38);
    expect(food("1 (12 ounce) jar Smucker's® Hot Fudge Topping")).toBe('hot-fudge');
    expect(food('3 tablespoons caramel topping')).toBe('caramel-topping');
    expect(food('1 tablespoon caramel-flavored sundae syrup')).toBe('caramel-topping');
    expect(food("1 (12 ounce) jar SMUCKER'S® Pineapple Ice Cream Topping")).toBe('fruit-topping');
    expect(food('100g dark chocolate')).toBe('dark-chocolate');
  });

  it("counts lemon drops, Hershey's Hugs, marshmallow chicks, chocolate grahams and pluots", () => {
    expect(grams('20 lemon drop candies, finely crushed, divided')).toBe(120);
    expect(grams("24 HERSHEY®'S HUGS® Chocolates")).toBeCloseTo(110.4, 1);
    expect(food('10 yellow marshmallow chicks (such as Peeps®)')).toBe('marshmallow');
    expect(food('11 HONEY MAID Chocolate Grahams, broken crosswise in half')).toBe('biscuits');
    expect(food('4 pluots, pitted')).toBe('plum');
    expect(food('1/4 cup Crisco® Vegetable Oil')).toBe('vegetable-oil');
    expect(food('2 fluid ounces Canadian Mist')).toBe('spirit');
    expect(grams('2 (9 ounce) packages pie crust mix (such as Jiffy®)')).toBeCloseTo(510.3, 1);
    expect(food('125g smoked salmon trimmings')).toBe('smoked-salmon');
    expect(food('2 c Waffle Mix')).toBe('cake-mix');
    expect(food('8 ounces Borden® Mozzarella Shreds')).toBe('mozzarella');
    expect(food('1/2 cup Holland House® Sherry Cooking Wine')).toBe('sherry');
    expect(food("1/2 cup Fleischmann's® Original Margarine-stick, softened")).toBe('margarine');
    expect(food('1/2 cup Crisco® Butter Flavor All-Vegetable Shortening')).toBe('lard');
    // Butter named first stays butter; Scotch eggs stay eggs.
    expect(food('1/2 cup butter or vegetable shortening')).toBe('butter');
    expect(food('4 Scotch eggs')).toBe('egg');
    // A tin of refrigerated roll dough is USDA's dough with its icing, not baked bread.
    expect(grams('3 (14 ounce) cans refrigerated sweet roll dough')).toBeCloseTo(1190.7, 1);
    expect(food('1 (12.4 ounce) can Pillsbury® Refrigerated Cinnamon Rolls with Icing')).toBe(
      'cinnamon-roll-dough',
    );
    expect(food('50ml/2fl oz blended scotch')).toBe('spirit');
    expect(food('1 Scotch bonnet, deseeded and chopped')).toBe('chilli');
    expect(food("2/3 cup Smucker's® Caramel Spoonable Ice Cream Topping")).toBe('caramel-topping');
    expect(food("3/4 cup Smucker's® Chocolate Sundae Syrups Ice Cream Topping")).toBe(
      'chocolate-syrup',
    );
    expect(grams('3 salad onion whites, finely chopped')).toBe(45);
  });

  it('places hot chocolate mix as CoFID drinking chocolate, not unsweetened cocoa', () => {
    expect(food('2 cups Rich Chocolate NESTLE® CARNATION® Hot Cocoa Mix')).toBe(
      'hot-chocolate-mix',
    );
    expect(food('4 tablespoons instant hot chocolate mix')).toBe('hot-chocolate-mix');
    expect(food('2 tbsp drinking chocolate')).toBe('hot-chocolate-mix');
    expect(grams('1 envelope hot cocoa mix')).toBe(28);
    expect(food('2 tbsp unsweetened cocoa powder')).toBe('cocoa');
    expect(table.byId.get('hot-chocolate-mix')?.per100g.energyKcal).toBeGreaterThan(
      table.byId.get('cocoa')?.per100g.energyKcal ?? Infinity,
    );
  });

  it('places drink mixes by their USDA powders and mixers (Tang, iced tea mix, margarita mix)', () => {
    expect(food('1 cup orange-flavored drink mix (e.g. Tang)')).toBe('drink-mix');
    expect(grams('1 cup orange-flavored drink mix (e.g. Tang)')).toBeCloseTo(218, 0);
    expect(grams('1 (3 ounce) package lemon-flavored ice tea mix')).toBe(85);
    expect(food('6 tablespoons pre-sweetened lemonade flavor drink crystals')).toBe('drink-mix');
    expect(food('2 cups non-alcoholic lime margarita mix')).toBe('sour-mix');
    expect(food('1 (10 ounce) can frozen pina colada mix')).toBe('frozen-cocktail-mix');
    expect(food('1 (1 ounce) package buttermilk ranch dressing mix')).toBe('garam-masala');
    expect(food('1/3 cup NESTLE® TOLL HOUSE® Premier White Morsels')).toBe('white-chocolate');
  });

  it('places a name that is no food by the food its bracket names ("komezu (rice vinegar)")', () => {
    expect(food('2 tbsp komezu (rice vinegar)')).toBe('rice-vinegar');
    expect(grams('2 tbsp komezu (rice vinegar)')).toBe(grams('2 tbsp rice vinegar'));
    // A note after a comma, or a bracket that is no food's whole name, is not the food.
    expect(food('2 tbsp komezu, rice vinegar')).toBeNull();
    expect(food('1 tbsp komezu (Japanese vinegar, such as Mizkan)')).toBeNull();
    // A name that is a food keeps its food whatever its bracket says.
    expect(food('2 tbsp mirin (sweet rice wine)')).toBe('rice-wine');
  });

  it('places a name that is no food by the example its note gives ("such as pork")', () => {
    expect(food('2.25kg/5lb mixed meat such as pork, lamb, rabbit or wild boar')).toBe('pork');
    expect(grams('2.25kg/5lb mixed meat such as pork, lamb, rabbit or wild boar')).toBe(2250);
    expect(food('1 cup fresh fruit (such as strawberries, peach slices, grapes)')).toBe(
      'strawberry',
    );
    expect(grams('4 light garlic and herb cheese wedges (such as The Laughing Cow®)')).toBe(84);
    // The size before the example is kept.
    expect(grams('1 (5.2 ounce) package garlic and herb cheese spread (such as Boursin®)')).toBe(
      147.4,
    );
    // A brand no food names, bones, what to avoid and a made form stay unplaced.
    expect(food('1 (12 ounce) bottle garlic and cilantro marinade (such as Stubb’s®)')).toBeNull();
    expect(food('1kg fish bones, such as lemon sole, brill and plaice')).toBeNull();
    expect(food('2 pounds fish bones and heads (avoid oily fish such as mackerel)')).toBeNull();
    // A stock concentrate is a stock pot by its own name, not by the brand in its note.
    expect(food('1 (4.66 ounce) container beef stock concentrate (such as Knorr® Stock)')).toBe(
      'stock-pot',
    );
  });

  it('places a first choice it cannot place or weigh by the other choice its note gives with an amount', () => {
    // No food named first: the other choice and its own amount.
    expect(food('1 tablespoon Vietnamese shrimp paste, or 2 tablespoons fish sauce')).toBe(
      'fish-sauce',
    );
    expect(grams('1 tablespoon Vietnamese shrimp paste, or 2 tablespoons fish sauce')).toBe(36);
    expect(food('6 Sweet 100’s, or 3 cherry tomatoes cut in half')).toBe('cherry-tomato');
    expect(grams('150g/5½oz pea aubergines (or 150g/5½oz green beans)')).toBe(150);
    // A food named first that its measure does not weigh: the other choice.
    expect(grams('1 bottle of squeeze butter or 5 pats of butter')).toBe(25);
    expect(food('3 tablespoons fresh yeast or 4 packages active dry yeast')).toBe('yeast');
    // A first choice placed and weighed keeps the line; a note without an amount changes nothing.
    expect(food('2 tbsp butter or 3 tbsp olive oil')).toBe('butter');
    expect(food('1 cup unobtainium (or more to taste)')).toBeNull();
    expect(food('1 cup unobtainium (or 2 unobtainia)')).toBeNull();
  });

  it('places a name that is no food said to be one of a kind ("or other chocolate") as that kind', () => {
    expect(food('100g/3½oz Toblerone (or other chocolate), melted')).toBe('dark-chocolate');
    expect(grams('100g/3½oz Toblerone (or other chocolate), melted')).toBe(100);
    expect(place('100g/3½oz Toblerone (or other chocolate), melted').confidence).toBe('low');
    expect(
      grams('200ml/7fl oz Txakoli (a Basque wine), or other dry, slightly sparkling white wine'),
    ).toBe(200);
    expect(food('1 cup Vermentino, or other crisp, citrusy white wine, like Pinot Grigio')).toBe(
      'white-wine',
    );
    // A substitute of another kind is not the author's food; bones are no food.
    expect(food('2 tbsp colatura di alici (or fish sauce, such as Red Boat)')).toBeNull();
    expect(food('2-3 c Moxie soda (substitute Dr Pepper if necessary)')).toBeNull();
    expect(food('1kg fish bones (or other white fish frames)')).toBeNull();
  });

  it('counts water chestnuts by USDA’s count, spelled as one word ("4 waterchestnuts" 28 g)', () => {
    expect(grams('6 water chestnuts, sliced')).toBe(42);
  });

  it('places game birds by their USDA rows: pheasant breasts, squab', () => {
    expect(grams('2 pheasant breast halves, cleaned and patted dry')).toBe(364);
    expect(grams('4 squab pigeons, spatchcocked')).toBe(796);
    expect(food('2 wood pigeons')).toBe('squab');
    // A crown (the two breasts on the bone) is near USDA's two boned breasts, 2 × 101 g.
    expect(grams('2 wood pigeon crowns')).toBe(398);
    expect(food('4 pigeon breasts')).toBe('pigeon-breast');
  });

  it('reads split yellow pigeon peas (toor dal) as the split dal, not green peas', () => {
    expect(food('1 cup split yellow pigeon peas (toovar dal)')).toBe('red-lentils');
    expect(food('100g tur dal (yellow split pigeon peas)')).toBe('red-lentils');
    // Whole pigeon peas (gandules) are USDA's green seeds, not green peas.
    expect(food('1 cup pigeon peas')).toBe('pigeon-pea');
    expect(food('1 can gandules')).toBe('pigeon-pea');
    expect(food('1 (5 ounce) jar processed cheese spread')).toBe('velveeta');
    expect(food('12 ounces cooked and peeled whole crawfish tails')).toBe('prawn');
    expect(food('2 lb napa cabbage kimchi')).toBe('sauerkraut');
    expect(food('1 lb pickling cucumbers, cut in half lengthwise')).toBe('cucumber');
    expect(food('1 lb frozen crinkle cut fries')).toBe('oven-chip');
    expect(food('4 tsp seasoning salt')).toBe('salt');
    expect(food('1 ½ c Frijoles Refritos')).toBe('refried-beans');
  });

  it('reads dried peas, split or whole, as the dried pulse, not green peas', () => {
    // "Split yellow peas" is "yellow split peas" in the other order: the split dal's row.
    expect(place('1½ cups (350 g) split yellow peas')).toMatchObject({ grams: 350 });
    expect(food('1½ cups (350 g) split yellow peas')).toBe('red-lentils');
    expect(food('1 cup split green peas')).toBe('red-lentils');
    expect(grams('1 cup split green peas')).toBe(192);
    // Whole dried peas are CoFID's "Peas, dried, raw" (303 kcal), weighed by USDA 16085's cup.
    expect(food('1 cup dried peas')).toBe('dried-peas');
    expect(grams('1 cup dried peas')).toBe(197);
    expect(place('1 cup dried peas').food?.per100g.energyKcal).toBe(303);
    expect(food('250g whole dried peas, soaked overnight')).toBe('dried-peas');
    expect(food('1 cup dried green peas')).toBe('dried-peas');
    // "Dry" for dried, before the colour or "whole" (it was frozen green peas, 134 g a cup).
    expect(food('1 cup dry green peas')).toBe('dried-peas');
    expect(grams('1 cup dry green peas')).toBe(197);
    expect(food('2 cups whole dry yellow peas')).toBe('dried-peas');
    expect(food('250g dried marrowfat peas')).toBe('dried-peas');
    // Peas with no word for dried stay the fresh or frozen ones; marrowfat peas alone may be a
    // tin's, so they stay there too.
    expect(food('1 cup frozen peas')).toBe('pea');
    expect(food('1 cup peas')).toBe('pea');
    expect(food('1 cup marrowfat peas')).toBe('pea');
    expect(food('1 cup sugar snap peas')).toBe('mangetout');
  });

  it('reads a name that only says how a food is with the food its note names', () => {
    // The parser takes the food after a comma for a note; the name alone is no food.
    expect(place('500 g frozen cooked, peeled and deveined prawns, thawed').food?.id).toBe('prawn');
    expect(grams('500 g frozen cooked, peeled and deveined prawns, thawed')).toBe(500);
    expect(food('1 litre reduced fat, reduced salt chicken stock')).toBe('chicken-stock');
    expect(food('200 g frozen, cooked king prawns')).toBe('prawn');
    // After the tin's size: "1 (400 g) tin cut, peeled tomatoes" is the tin of tomatoes.
    expect(food('1 (400 g) tin cut, peeled tomatoes')).toBe('chopped-tomatoes');
    expect(grams('1 (400 g) tin cut, peeled tomatoes')).toBe(400);
    // Words of texture, kind or quality, and the food before the note's own comma (session 56,
    // the fresh set's tuning half: "smooth" and "rustic" were unplaced).
    expect(food('1/2 cup smooth, unsalted, unsweetened peanut butter')).toBe('peanut-butter');
    expect(grams('1/2 cup smooth, unsalted, unsweetened peanut butter')).toBe(
      grams('1/2 cup smooth peanut butter'),
    );
    expect(food('6 slices rustic, crusty bread, toasted')).toBe('bread');
    expect(grams('6 slices rustic, crusty bread, toasted')).toBe(grams('6 slices crusty bread'));
    // A name that says more than how a food is stays as it was.
    expect(food('2 cups moon dust, peeled prawns')).toBeNull();
    expect(food('1 cup frozen, moon dust')).toBeNull();
  });

  it('reads a liquid drawn from a food as the liquid, not the food', () => {
    expect(food('1 cup soaking liquid from the dried porcini')).toBe('water');
    expect(food('3 tbsp brine from the olives')).toBe('water');
    expect(food('2 tbsp olive oil from the jar of sun-dried tomatoes')).toBe('olive-oil');
    expect(food('1 tbsp oil from the anchovy tin')).toBe('vegetable-oil');
    expect(food('2 cups chicken stock from bouillon cubes')).toBe('chicken-stock');
    // A food kept in a liquid is the food.
    expect(food('200 g olives in brine')).toBe('olive');
    expect(food('1 jar artichoke hearts in oil')).toBe('artichoke');
    expect(food('1 tsp liquid honey')).toBe('honey');
  });

  it('reads duck and game stock as the meat stock, not the meat', () => {
    expect(food('500 ml duck stock')).toBe('beef-stock');
    expect(food('2 cups duck or chicken stock')).toBe('beef-stock');
  });

  it('reads what a name says after "including" as said of the food before it', () => {
    expect(food('4 spring onions including the green tops, sliced')).toBe('spring-onion');
    expect(food('2 leeks including the dark greens')).toBe('leek');
  });

  it('places UK foods that had no row or name: duck eggs, beef sausages, game, 00 flour', () => {
    // A duck egg is USDA's 70 g (CoFID's 163 kcal), not a 50 g hen's egg.
    expect(food('3 duck eggs')).toBe('duck-egg');
    expect(grams('3 duck eggs')).toBe(210);
    expect(food('8 beef sausages')).toBe('beef-sausage');
    expect(grams('8 beef sausages')).toBe(456);
    expect(food('8 pork sausages')).toBe('pork-sausage');
    expect(grams('4 pigeon breasts')).toBe(404);
    expect(grams('1 guinea fowl')).toBe(690);
    expect(food('400g venison shoulder')).toBe('venison');
    expect(food("200g '00' pasta flour")).toBe('plain-flour');
    expect(food('225g bulgar wheat')).toBe('bulgur');
    expect(food('500g rhubarb stems')).toBe('rhubarb');
    expect(food('100g candied mixed citrus peel')).toBe('mixed-peel');
    // BBC-style lines: icings, cured and pudding meats, fish cuts, wrappers, stalks.
    expect(food('5.15kg/11lb 6oz ready-to-roll white icing')).toBe('fondant-icing');
    expect(food('250g/9oz royal icing')).toBe('royal-icing');
    expect(grams('8 slices pastrami')).toBe(224);
    expect(food('250-300g/9-10½oz traditional haggis, skin removed')).toBe('haggis');
    expect(grams('4 cooked falafel')).toBe(68);
    expect(food('450g/1lb monkfish tail, trimmed, cut into 4 pieces')).toBe('white-fish');
    expect(food('600g/1lb 5oz pollack fillet, skinned and pin boned')).toBe('white-fish');
    expect(food('450g/1lb squid tubes')).toBe('squid');
    expect(food('3 pancetta rashers, cut in half')).toBe('bacon');
    expect(food('400g/14oz penne rigate')).toBe('pasta');
    expect(grams('20 round dim sum (gyoza) wrappers')).toBe(160);
    expect(grams('2 sticks lemongrass, lightly bruised')).toBe(30);
    expect(food('1.5kg/3lb 5oz turnip tops')).toBe('spring-greens');
    expect(food('1kg/2lb 4oz topside of beef')).toBe('beef-joint');
    expect(food('225g/8oz lime marmalade')).toBe('jam');
    expect(food('275ml/10fl oz rape seed oil')).toBe('vegetable-oil');
  });

  it('weighs small tropical fruit by its own piece, not a 200 g mango or a 130 g orange', () => {
    expect(grams('6 passion fruit')).toBe(108);
    expect(grams('8 lychees, peeled and stoned')).toBeCloseTo(76.8, 1);
    expect(grams('2 guavas')).toBe(110);
    expect(grams('2 persimmons')).toBe(336);
    expect(grams('1 papaya')).toBe(450);
    expect(grams('10 physalis')).toBe(50);
    expect(grams('4 kumquats, sliced very thinly')).toBe(76);
    expect(grams('1 mango')).toBe(200);
    expect(grams('1 orange')).toBe(130);
  });

  it("counts a breadstick as USDA's 10 g stick of CoFID's breadsticks, not a 60 g roll", () => {
    expect(food('18 crisp breadsticks')).toBe('breadstick');
    expect(grams('18 crisp breadsticks')).toBe(180);
    expect(food('6 grissini')).toBe('breadstick');
    expect(place('18 crisp breadsticks').food?.per100g.energyKcal).toBeGreaterThan(
      (place('1 bread roll').food?.per100g.energyKcal ?? 0) * 1.4,
    );
    expect(grams('1 bread roll')).toBe(60);
  });

  it('weighs rings and chunks written before or after the food as pieces, never whole fruit', () => {
    // A ring is the food's slice (85 g of pineapple), written first or with more said after it.
    expect(grams('4 rings fresh pineapple')).toBe(340);
    // USDA's dried apple ring, 6.4 g.
    expect(grams('10 dried apple rings')).toBe(64);
    expect(grams('2 pineapple rings from a can, finely chopped')).toBe(170);
    // A chunk the food has no weight for is left unweighed, not counted as the whole fruit (900 g).
    expect(place('8 fresh pineapple chunks').grams).toBeNull();
    expect(place('8 fresh pineapple chunks').food?.id).toBe('pineapple');
    expect(place('12 red onion chunks').grams).toBeNull();
    // A piece word after "with" is what the food comes with: the food is counted.
    expect(grams('16 large fresh strawberries with leaves')).toBe(grams('16 large strawberries'));
    expect(grams('6 medium celery stalks with leaves')).toBe(grams('6 celery stalks'));
    // Whole cloves are still the spice, counted by its own piece.
    expect(food('45 whole cloves')).toBe('cloves');
    expect(grams('45 whole cloves')).not.toBeNull();
  });

  it('weighs Jersey Royal potatoes as new potatoes, not as 200 g potatoes', () => {
    expect(food('18 Jersey Royal potatoes')).toBe('new-potato');
    expect(grams('18 Jersey Royal potatoes')).toBe(720);
  });

  it('weighs pearl and baby onions as small onions, not as 140 g onions', () => {
    // "24 baby onions" were 3.4 kg of onion. No source weighs one: the shallot's small 20 g stands
    // in; USDA 11289's 10 oz package of frozen whole onions is 284 g, 11290's cup 210 g.
    expect(food('24 baby onions, peeled')).toBe('pearl-onion');
    expect(grams('24 baby onions, peeled')).toBe(480);
    expect(grams('20 pearl onions')).toBe(400);
    expect(grams('10 small boiling onions')).toBe(150);
    expect(grams('1 bag frozen pearl onions')).toBe(284);
    expect(grams('1 cup frozen pearl onions')).toBeCloseTo(210, 0);
    expect(grams('2 onions')).toBe(280);
  });

  it('weighs a piece of a whole food as a piece, never as the whole', () => {
    // A chicken piece is an eighth of the 1.5 kg bird, not the bird (8 were 12 kg).
    expect(grams('8 chicken pieces, legs or thighs')).toBe(1520);
    // So is a piece or portion of chicken by the unit: "4 pieces chicken" were 4 birds, 6 kg.
    expect(grams('4 pieces chicken')).toBe(760);
    expect(grams('8 pieces of chicken')).toBe(1520);
    expect(grams('2 portions chicken')).toBe(380);
    expect(grams('1 whole chicken')).toBe(1500);
    // Chicken counted by its cut words alone is pieces of no part named (were whole birds, 9 kg);
    // the bird with its skin on in the notes is still the bird.
    expect(grams('6 bone in, skin on chicken')).toBe(1140);
    expect(grams('4 boneless, skinless chicken')).toBe(760);
    expect(grams('2 skinless chicken')).toBe(380);
    // Bone-in or skin-on alone sets pieces apart from boned ones: no bird is said to be either.
    expect(grams('4 bone-in chicken')).toBe(760);
    expect(grams('2 bone in chicken')).toBe(380);
    expect(grams('4 skin-on chicken')).toBe(760);
    expect(grams('1 chicken, skin on')).toBe(1500);
    expect(grams('1 chicken, bone in and skin on')).toBe(1500);
    expect(grams('2 cooked chicken breasts')).toBe(240);
    expect(food('2 cups shredded cooked chicken breast')).toBe('cooked-chicken-breast');
    expect(grams('2 cups shredded cooked chicken breast')).toBeCloseTo(283, -1);
    expect(grams('4 pineapple rings')).toBe(340);
    expect(grams('4 onion rings')).toBe(152);
    expect(grams('1 side of salmon')).toBe(1000);
    expect(grams('2 salmon fillets')).toBe(260);
    expect(grams('1 boneless leg of lamb')).toBe(1600);
    expect(grams('1 pork loin roast')).toBe(1500);
    expect(grams('2 pork chops')).toBe(340);
    expect(grams('6 clementines')).toBe(444);
    expect(grams('4 mandarin segments')).toBe(32);
    expect(grams('6 orange segments')).toBe(78);
    // A section is a segment, never the whole fruit.
    expect(grams('12 orange sections')).toBe(156);
    expect(grams('6 tangerine sections')).toBe(48);
    expect(food('2 grapefruit sections')).toBe('grapefruit');
    expect(grams('juice of 2 clementines')).toBe(90);
    expect(food('1 can mandarin oranges')).toBe('tinned-mandarin');
    expect(grams('1 orange')).toBe(130);
    // A watermelon is USDA's 4.5 kg melon (31 kcal), not a 1 kg cantaloupe.
    expect(grams('1 watermelon')).toBe(4518);
    expect(food('4 cups cubed watermelon')).toBe('watermelon');
    expect(grams('1 cantaloupe')).toBe(1000);
    expect(grams('1 bag coleslaw mix')).toBe(400);
  });

  it('weighs bakes and breakfast pieces used as ingredients by the piece', () => {
    expect(grams('4 frozen waffles')).toBe(140);
    expect(grams('4 scones')).toBe(280);
    expect(grams('6 muffins')).toBe(678);
    expect(grams('12 mini muffins')).toBe(204);
    expect(grams('2 English muffins')).toBe(120);
    expect(grams('4 corn muffins')).toBe(260);
    // "brownies" is the plural of brownie, not of a "browny".
    expect(grams('2 brownies')).toBe(112);
    expect(grams('6 donuts')).toBe(324);
    expect(grams('2 Weetabix')).toBe(36);
    expect(grams('4 Ryvita')).toBe(40);
  });

  it("reads a US pack's lean share as its fat: under 90% lean is standard mince", () => {
    expect(food('1 lb 85% lean ground beef')).toBe('beef-mince');
    expect(food('1 lb 80/20 ground beef')).toBe('beef-mince');
    expect(food('1 lb 90/10 ground beef')).toBe('lean-beef-mince');
    expect(food('1 lb 93% lean ground beef')).toBe('lean-beef-mince');
    expect(food('1 lb lean ground beef')).toBe('lean-beef-mince');
    expect(food('500g beef mince (5% fat)')).toBe('extra-lean-beef-mince');
    expect(food('1 lb 93% lean ground turkey')).toBe('turkey-mince');
  });

  it('weighs a Persian or mini cucumber as itself (110 g), not a 300 g cucumber', () => {
    expect(grams('4 Persian cucumbers')).toBe(440);
    expect(grams('1 English cucumber, diced')).toBe(300);
  });

  it("counts a coconut as the fresh nut (USDA's 397 g of meat), a cup of it as desiccated", () => {
    expect(food('1 coconut')).toBe('fresh-coconut');
    expect(grams('1 coconut')).toBe(397);
    expect(food('1 cup coconut')).toBe('coconut');
    expect(food('1 cup fresh coconut, grated')).toBe('fresh-coconut');
    expect(grams('1 star fruit')).toBe(91);
    expect(grams('1 pack cooked beetroot')).toBe(250);
  });

  it('places foods of other kitchens the table lacked', () => {
    expect(food('1 cup egusi')).toBe('egusi');
    expect(grams('1 cup egusi')).toBe(108);
    expect(food('2 Maggi cubes')).toBe('stock-cube');
    expect(grams('1 seasoning cube')).toBe(10);
    expect(food('1 lb saltfish')).toBe('salt-cod');
    expect(grams('1 can chipotles in adobo')).toBe(198);
    expect(food('1/4 cup dill pickle relish')).toBe('pickle-relish');
    expect(food('1 cup Splenda')).toBe('sweetener');
    expect(grams('1 cube fresh yeast')).toBe(42);
    expect(grams('1 acorn squash')).toBe(431);
    // Steel-cut oats are denser than rolled: 40 g a quarter cup on the packs.
    expect(grams('1/4 cup steel cut oats')).toBeCloseTo(40, -1);
    expect(grams('1/4 cup rolled oats')).toBeCloseTo(24, 0);
  });
});

describe('placeIngredient: pieces named another way', () => {
  it('takes peppers counted with no unit for sweet peppers, and pepper measured for the spice', () => {
    expect(food('2 peppers')).toBe('red-pepper');
    expect(grams('2 peppers')).toBe(grams('2 red peppers'));
    expect(food('1 pepper, deseeded and sliced')).toBe('red-pepper');
    expect(food('2 cored and seeded peppers')).toBe('red-pepper');
    expect(food('1 tsp pepper')).toBe('black-pepper');
    expect(food('a pinch of pepper')).toBe('black-pepper');
    expect(food('salt and pepper')).toBe('black-pepper');
    expect(food('pepper, to taste')).toBe('black-pepper');
    // Pepper named with salt is the seasoning, whatever number stands before it.
    expect(food('1/4 salt and pepper')).toBe('black-pepper');
    expect(place('1/4 salt and pepper').grams).toBeNull();
    expect(food('2 sea salt & black pepper')).toBe('black-pepper');
  });
  it('takes peppers written in the plural for the vegetable by any measure, never the spice', () => {
    expect(food('3 (8-ounce) jars prepared piquillo peppers')).toBe('roasted-pepper');
    expect(grams('3 (8-ounce) jars prepared piquillo peppers')).toBeCloseTo(680, -1);
    expect(food('130g/4½oz padrón peppers')).toBe('padron-pepper');
    expect(food('8 ounces vegetables or chile peppers')).toBe('red-pepper');
    // The seasoning by the spoon stays the seasoning, and so does pepper with salt.
    expect(food('1 tsp ground pepper')).toBe('black-pepper');
    expect(food('salt and peppers to taste')).toBe('black-pepper');
  });
  it('weighs a piece the food has no weight for by the one it has under another name', () => {
    expect(grams('1 packet ready-made filo pastry')).toBe(grams('1 pack filo pastry'));
    expect(grams('2 small heads fennel')).toBe(grams('2 fennel bulbs'));
    expect(grams('3 stems rosemary')).toBe(grams('3 sprigs rosemary'));
    expect(grams('1 package active dry yeast')).toBe(7);
    expect(grams('12 lasagna strips')).toBe(240);
  });
  it('weighs cups of foods whose own USDA row has none by a like row’s cup', () => {
    // Yellow peppers by the red pepper's chopped cup (149 g), shiitake by the oyster mushroom's
    // sliced cup (86 g); a stem of lemongrass is its stalk.
    expect(grams('1 cup chopped yellow bell pepper')).toBe(149);
    expect(grams('1 cup sliced shiitake mushrooms')).toBeCloseTo(86, 0);
    expect(grams('2 stems lemongrass')).toBe(grams('2 stalks lemongrass'));
  });
  it('weighs a stalk of a food without one as one of it ("5 stalks green onions")', () => {
    expect(grams('5 stalks green onions')).toBe(75);
    expect(grams('1 branch celery')).toBe(grams('1 stalk celery'));
    expect(grams('2 stalks celery')).toBe(80);
    expect(grams('6 stalks fresh thyme')).toBe(grams('6 sprigs fresh thyme'));
    expect(grams('6 stalks fresh thyme')).not.toBeNull();
  });

  it('weighs "8 broccoli florets" by USDA\'s floret, never as eight heads of broccoli', () => {
    // USDA's raw broccoli flower clusters, 11 g a floweret; cauliflower's 13 g.
    expect(grams('8 broccoli florets')).toBe(88);
    expect(grams('4 large cauliflower florets')).toBe(52);
    expect(grams('4 courgette ribbons')).toBeNull();
    expect(grams('200g broccoli florets')).toBe(200);
    expect(grams('1 broccoli')).toBe(350);
  });

  it('weighs a pattypan (scallop) squash as the summer squash it is, not a kilogram of butternut', () => {
    expect(food('2 pattypan squashes')).toBe('courgette');
    expect(grams('1 patty pan squash')).toBe(200);
    expect(food('1 cup sliced scallop squash')).toBe('courgette');
  });

  it('weighs a cake of yeast by the yeast’s cake (17 g), and a cake of tofu by its block', () => {
    expect(grams('1 cake yeast')).toBe(17);
    expect(grams('2 cakes compressed yeast')).toBe(34);
    expect(grams('1 cake firm tofu')).toBe(grams('1 block firm tofu'));
  });
  it('weighs a handful of a food without its own handful as 30 g', () => {
    expect(grams('a handful of okra, sliced')).toBe(30);
    expect(grams('a handful of basil')).toBe(20);
  });
  it('does not weigh "4 slices kabocha squash" as four squashes', () => {
    expect(place('4 slices kabocha squash').grams).toBeNull();
    expect(food('2 cinnamon sticks')).toBe('cinnamon-stick');
  });
  it('weighs a piece found as a food of its own by that food’s piece where it has one', () => {
    // "day-old bread" is bread for crumbs, which has no loaf; "day-old bread loaf" is bread, whose
    // loaf is 800 g: not one 60 g roll.
    expect(place('1 loaf day-old bread')).toMatchObject({ food: { id: 'bread' }, grams: 800 });
    expect(grams('1 loaf stale bread')).toBe(grams('1 loaf white bread'));
  });
});

describe('placeIngredient: sizes written in the notes', () => {
  it('reads a poured measure of bouillon as the stock, not cups of stock cubes', () => {
    expect(food('2 cups beef bouillon')).toBe('chicken-stock');
    expect(grams('2 cups beef bouillon')).toBe(473.2);
    expect(food('1 quart court bouillon')).toBe('chicken-stock');
    // A cube, a spoon of powder and granules by any measure stay the cube's row.
    expect(food('1 cube chicken bouillon')).toBe('stock-cube');
    expect(food('1 tbsp bouillon powder')).toBe('stock-cube');
    expect(food('1/4 cup chicken bouillon granules')).toBe('stock-cube');
  });

  it('weighs a count the form its notes name has no weight for as the food its name is', () => {
    // Cooked pasta has no sheet; twelve sheets cooked are twelve sheets as bought.
    expect(food('12 lasagne noodles, cooked')).toBe(food('12 lasagne noodles'));
    expect(grams('12 lasagne noodles, cooked')).toBe(grams('12 lasagne noodles'));
    expect(grams('12 lasagne noodles, cooked')).toBeGreaterThan(0);
    // "dried" after picking is not the dried herb's row, which has no sprig: the sprig is weighed.
    expect(food('1 sprig thyme, leaves picked and dried')).toBe('thyme');
    expect(grams('1 sprig thyme, leaves picked and dried')).toBe(0.5);
    // A form that weighs the line keeps it.
    expect(food('3 cups rice, cooked')).toBe('cooked-rice');
    expect(food('4 chicken breasts, cooked')).toBe('cooked-chicken-breast');
  });

  it('reads a bunch, sprig, stalk or handful of a herb as the fresh herb, a spoon of it as dried', () => {
    // Plain "oregano" is the dried herb, which has no bunch: a bunch of it is the fresh herb's.
    expect(food('½ bunch oregano')).toBe('oregano-fresh');
    expect(grams('½ bunch oregano')).toBe(10);
    expect(food('4 sprigs fresh oregano')).toBe('oregano-fresh');
    expect(grams('4 sprigs fresh oregano')).toBe(4);
    expect(food('3 oregano sprigs')).toBe('oregano-fresh');
    expect(food('1 stalk oregano')).toBe('oregano-fresh');
    expect(food('a handful of oregano leaves')).toBe('oregano-fresh');
    // Named fresh, by the spoon: the fresh herb's lighter spoon (0.3 g/ml), not the dried one's.
    expect(food('2 tbsp chopped fresh oregano')).toBe('oregano-fresh');
    expect(grams('2 tbsp chopped fresh oregano')).toBe(9);
    // A spoon of plain oregano, and any piece of what is named dried, stay dried.
    expect(food('1 tsp oregano')).toBe('dried-oregano');
    expect(food('1 tsp dried oregano')).toBe('dried-oregano');
    expect(food('2 sprigs dried oregano')).toBe('dried-oregano');
    expect(food('2 sprigs oregano, dried')).toBe('dried-oregano');
    // A sprig of a herb said to be fresh or dried is the fresh sprig, which has a weight.
    expect(food('1 sprig rosemary, fresh or dried')).toBe('rosemary');
    expect(grams('1 sprig dried or fresh rosemary')).toBe(1);
    // By the spoon the line's first choice, fresh, as "fresh or dried" names it first.
    expect(food('1 tbsp rosemary, fresh or dried')).toBe('rosemary');
    expect(food('1 tsp thyme, dried')).toBe('dried-thyme');
    // Mixed herbs by the bunch or named fresh are fresh herbs (parsley's row), by the spoon dried.
    expect(food('1 bunch mixed herbs')).toBe('parsley');
    expect(food('2 tbsp fresh mixed herbs')).toBe('parsley');
    expect(food('1 tsp mixed herbs')).toBe('mixed-herbs');
    expect(food('1 tsp italian seasoning')).toBe('mixed-herbs');
    // The recipe sheet's line: each herb its fresh bunch, none left out.
    const each = placeEachThing(table, '½ bunch each oregano, rosemary, thyme');
    expect(each.map((thing) => thing.food?.id)).toEqual(['oregano-fresh', 'rosemary', 'thyme']);
    expect(each.map((thing) => thing.grams)).toEqual([10, 10, 10]);
    // Bay leaves are one food, fresh or dried, counted by the leaf.
    expect(food('2 bay leaves')).toBe('bay-leaf');
    expect(grams('2 bay leaves')).toBe(0.4);
  });

  it('reads a US cup of tomato puree as passata, a UK spoon or weight of purée as the purée', () => {
    expect(food('1 1/2 cups tomato puree')).toBe('passata');
    expect(grams('2 cups tomato purée')).toBeCloseTo(500, -1);
    expect(food('1/2 cup tomato puree')).toBe('passata');
    // Spoons measure the concentrate, however many; so does a weight.
    expect(food('4 tbsp tomato purée')).toBe('tomato-puree');
    expect(food('2 tbsp tomato puree')).toBe('tomato-puree');
    expect(food('50g tomato purée')).toBe('tomato-puree');
    expect(food('2 cups canned concentrated tomato purée')).toBe('tomato-puree');
    // Paste is paste by the cup (a US 6 oz can is three quarters of one).
    expect(food('3/4 cup tomato paste')).toBe('tomato-paste');
    // The purée's figures are the paste's (CoFID's tomato purée); passata's are tinned tomatoes'.
    const puree = place('2 tbsp tomato puree').food;
    const paste = place('2 tbsp tomato paste').food;
    expect(puree?.per100g.energyKcal).toBe(paste?.per100g.energyKcal);
    expect(place('1 cup tomato puree').food?.per100g.energyKcal).toBeLessThan(30);
  });

  it('reads a size written without its nought ("1 (.25 ounce) package yeast" is 7 g, not 25 oz)', () => {
    expect(grams('1 (.25 ounce) package active dry yeast')).toBeCloseTo(7.1, 1);
    expect(grams('2 (.25 ounce) packages dry yeast')).toBeCloseTo(14.2, 1);
    expect(grams('1 (.5 ounce) package unflavored gelatin')).toBeCloseTo(14.2, 1);
    expect(grams('1 (0.25 ounce) package active dry yeast')).toBeCloseTo(7.1, 1);
    expect(grams('1 (14.5 ounce) can diced tomatoes')).toBeCloseTo(411, 0);
  });

  it('reads a mixed or vulgar fraction before the unit ("4 1/2-pound", "1½ lb")', () => {
    expect(grams('One (4 1/2-pound) chuck roast, cut into chunks')).toBeCloseTo(2041, 0);
    expect(grams('1 (1½ lb) pork tenderloin')).toBeCloseTo(680, 0);
    expect(grams('1 (14.5 oz) can diced tomatoes')).toBeCloseTo(411, 0);
  });
  it('reads pounds and ounces together ("(3 lb 8 oz)", "(1 lb. 4 oz.)")', () => {
    expect(grams('1 chicken (3 lb 8 oz)')).toBeCloseTo(1587.6, 0);
    expect(grams('3 cups basmati rice (1 lb. 4 oz.)')).toBeCloseTo(567, 0);
    expect(grams('1 (1 lb 12 oz) can crushed tomatoes')).toBeCloseTo(793.8, 0);
    expect(grams('1 chicken (about 3 lb)')).toBeCloseTo(1360.8, 0);
  });
  it('does not take the stock a cube is made up to, or the water it is dissolved in, for the cube', () => {
    expect(grams('½ reduced-salt vegetable stock cube, made up to 250ml')).toBe(5);
    expect(grams('1 chicken stock cube, dissolved in 500ml boiling water')).toBe(10);
    expect(grams('1 carton (500ml) chicken stock')).toBe(500);
  });
  it('does not take the weight of what a food was made or taken from for the food', () => {
    // 2 cups of shelled beans, not the 4 pounds of pods they came out of.
    expect(grams('2 cups shelled broad beans (from about 3 pounds in their pods)')).toBe(
      grams('2 cups shelled broad beans'),
    );
    expect(grams('1 cup mango purée (from 2 large mangoes - about 1 lb)')).toBe(
      grams('1 cup mango purée'),
    );
    expect(grams('2 cups shredded chicken (from a 3 lb rotisserie chicken)')).toBe(
      grams('2 cups shredded chicken'),
    );
    // The food's own weight, and one after a "from" in another note, still count.
    expect(grams('2 cups peas (about 300 g), from the freezer')).toBe(300);
    expect(grams('1 cup (125 g) flour, from the cupboard')).toBe(125);
  });
  it('reads a pack size in fluid ounces spelled out ("1 (10 fluid ounce) bottle"), as "fl oz" is', () => {
    expect(grams('1 (10 fluid ounce) bottle oyster sauce')).toBe(
      grams('1 (10 fl oz) bottle oyster sauce'),
    );
    expect(grams('1 (10 fluid ounces) bottle oyster sauce')).toBeCloseTo(341, -1);
    expect(grams('2 (12 fluid ounce) cans club soda')).toBeCloseTo(682, -1);
    expect(grams('1 (16 fluid ounce) jar salsa')).toBeCloseTo(492, -1);
  });
  it('weighs half of a sized pack as half its size', () => {
    expect(grams('half a 3.4-ounce package instant pudding mix')).toBeCloseTo(48.2, 0);
  });
  it('does not size or weigh the food by its alternative ("or a small leek", "or 500g thighs")', () => {
    expect(grams('2 spring onions or a small leek')).toBe(grams('2 spring onions'));
    expect(grams('1 onion, or 2 small shallots')).toBe(grams('1 onion'));
    expect(grams('2 chicken breasts, or 500g chicken thighs')).toBe(grams('2 chicken breasts'));
    // A size of the food itself, before the alternative, still counts.
    expect(grams('1 onion, small, or 2 shallots')).toBe(grams('1 small onion'));
  });
  it('weighs "2 stock cubes in 1 litre of hot water" as two cubes, not a litre of water', () => {
    expect(food('2 stock cubes in 1 litre of hot water')).toBe('stock-cube');
    expect(grams('2 stock cubes in 1 litre of hot water')).toBe(20);
  });
});

describe('placeIngredient: what it cannot place', () => {
  it('leaves a meat-free name unplaced rather than on a meat ("plant-based bacon" is no bacon)', () => {
    expect(place('200 g plant-based bacon').unplaced).toBe('unknown-food');
    // Plant-based mince is the meat-free mince, a food of its own.
    expect(food('200 g plant-based mince')).toBe('quorn');
    expect(place('4 veggie burgers').unplaced).toBe('unknown-food');
    expect(food('8 vegan sausages')).toBe('vegetarian-sausage');
    expect(grams('8 vegan sausages')).toBe(400);
    expect(food('1 lb Italian sausage')).toBe('italian-sausage');
    expect(food('2 cups vegetable broth')).toBe('vegetable-stock');
  });
  it('says why: unknown food, no amount, unknown weight, absurd amount', () => {
    expect(place('2 cups unobtainium shavings').unplaced).toBe('unknown-food');
    expect(place('onion powder').unplaced).toBe('no-amount');
    expect(place('2 slices flaxseed').unplaced).toBe('unknown-weight');
    const absurd = place('1000 cups salt');
    expect(absurd.unplaced).toBe('absurd-amount');
    expect(absurd.grams).toBeNull();
    expect(MAX_LINE_GRAMS).toBe(20_000);
  });

  it('counts a seasoning it cannot weigh, or a few leaves, as little missing weight', () => {
    // "2 sprigs dried oregano" (the dried herb has no sprig) and "24 unobtainium leaves" are a few
    // grams, not 2 sprigs' and 24 pieces' usual 100 g each of missing food.
    const result = recipeNutrition(table, {
      ingredients: ['400 g plain flour', '2 sprigs dried oregano', '24 unobtainium leaves'],
      servings: 4,
    });
    expect(result.unplaced.map((line) => line.reason)).toEqual(['unknown-weight', 'unknown-food']);
    expect(result.coverage).toBeCloseTo(400 / 424, 3);
  });

  it('counts seasonings without an amount as nothing, not as unplaced', () => {
    const result = recipeNutrition(table, {
      ingredients: ['200 g pasta', 'salt and pepper', 'salt & pepper, to taste', 'pinch of salt'],
      servings: 2,
    });
    expect(result.unplaced).toEqual([]);
    expect(result.coverage).toBe(1);
    expect(result.countedCount).toBe(4);
  });
});

describe('placeIngredient: a unit the line lost', () => {
  it('weighs a fraction of a food never counted, with no unit, as that many cups', () => {
    // The recipe card's unit field left empty: "3/4 cocoa powder" is ¾ cup of it.
    expect(place('3/4 cocoa powder (unsweetened)')).toMatchObject({
      food: { id: 'cocoa' },
      grams: grams('3/4 cup cocoa powder'),
      confidence: 'low',
      unplaced: null,
    });
    expect(grams('1 ¾ all-purpose flour')).toBe(grams('1 ¾ cups all-purpose flour'));
    expect(grams('½ pumpkin seeds, lightly toasted')).toBe(grams('½ cup pumpkin seeds'));
  });

  it('leaves whole numbers, seasonings and counted foods as they were', () => {
    // "2 sugar" may be lumps; a seasoning's lost unit is more likely a spoon.
    expect(place('1 sugar').unplaced).toBe('unknown-weight');
    expect(place('¾ nigella seeds').unplaced).toBe('unknown-weight');
    // A packet's 2¼ teaspoons of yeast are no cupfuls: a raising agent is used by the spoon.
    expect(place('2 ¼ active dry yeast').unplaced).toBe('unknown-weight');
    expect(table.find('baking powder')?.food.spooned).toBe(true);
    // A name that is more than the food's own may hold the lost unit itself (Swedish "krm").
    expect(place('½ krm Tabasco').unplaced).toBe('unknown-weight');
    // Half a fruit or vegetable is half of one, weighed by its piece or not at all.
    expect(place('½ pumpkin').unplaced).toBe('unknown-weight');
    expect(grams('1/2 onion')).toBe(70);
    // A stock cube's half is half a cube, not half a cup of the stock it makes.
    expect(food('½ chicken stock cube, dissolved in 300ml water')).toBe('stock-cube');
  });
});

describe('placeIngredient: a spoon USDA weighs apart from its cup', () => {
  it('weighs a tablespoon or teaspoon by USDA’s own spoon where it differs from the cup', () => {
    // USDA SR28 11935 ketchup: 1 tbsp 17 g, against a sixteenth of its 240 g cup, 15 g.
    expect(grams('2 tbsp ketchup')).toBeCloseTo(34, 0);
    expect(grams('1 cup ketchup')).toBeCloseTo(240, 0);
    // 01032 grated parmesan: 1 tbsp 5 g, against a sixteenth of its 100 g cup, 6.25 g.
    expect(grams('4 tbsp grated parmesan')).toBeCloseTo(20, 0);
    expect(grams('1/2 cup grated parmesan')).toBeCloseTo(50, 0);
    // 02002 anise seed: 1 tsp 2.1 g, against a third of its 6.7 g tablespoon.
    expect(grams('2 tsp aniseed')).toBeCloseTo(4.2, 1);
  });

  it('takes an Australian tablespoon by its millilitres at USDA’s spoon', () => {
    expect(placeIngredient(table, '1 tbsp ketchup', { tbsp: 20 }).grams).toBeCloseTo(22.7, 1);
  });

  it('leaves a food with a density of our own to that density by every measure', () => {
    // Olive oil's 0.88 g/ml is ours (the authors' charts): its spoon is not USDA's.
    expect(grams('2 tbsp olive oil')).toBeCloseTo(26.4, 1);
  });
});

describe('placeIngredient: a US cup of a liquid weighed by its own density', () => {
  it('pours the 236.6 ml cup USDA weighs, not the table’s 240 ml', () => {
    // Whole milk at 1.03 g/ml: USDA SR28 01077's cup is 244 g (240 ml would be 247 g).
    expect(grams('1 cup whole milk')).toBeCloseTo(243.7, 1);
    expect(grams('3/4 cup buttermilk')).toBeCloseTo(182.8, 1);
    // Water 1 g/ml: USDA 14411's "1 cup 8 fl oz" is 237 g.
    expect(grams('1/2 cup water')).toBeCloseTo(118.3, 1);
  });

  it('leaves millilitres, spoons and a density from USDA’s own cup as they were', () => {
    expect(grams('250ml milk')).toBeCloseTo(257.5, 1);
    expect(grams('2 tbsp milk')).toBeCloseTo(30.9, 1);
    // Orange juice's density is USDA 09206's 248 g cup over 240 ml: that cup already.
    expect(grams('1 cup orange juice')).toBeCloseTo(248, 0);
  });

  it('leaves a recipe’s own cup to its millilitres (a metric cup of 250 ml)', () => {
    expect(placeIngredient(table, '1 cup whole milk', { cup: 250 }).grams).toBeCloseTo(257.5, 1);
  });

  it('weighs a metric cup of plain or self-raising flour dipped, as Australian recipes do', () => {
    // USDA's dipped cup of white flour, 137 g a 240 ml cup: 143 g a 250 ml cup (authors: 150 g).
    const metric = { cup: 250 };
    expect(placeIngredient(table, '1 cup plain flour', metric).grams).toBeCloseTo(142.7, 1);
    expect(placeIngredient(table, '2/3 cup self-raising flour', metric).grams).toBeCloseTo(95.1, 1);
    expect(placeIngredient(table, '1 cup plain (all-purpose) flour', metric).grams).toBeCloseTo(
      142.7,
      1,
    );
    // Named "all-purpose" (South African, Indian recipes), spooned; a US cup of plain flour too.
    expect(placeIngredient(table, '1 cup all-purpose flour', metric).grams).toBeCloseTo(130, 0);
    expect(grams('1 cup plain flour')).toBeCloseTo(125, 0);
    // Sifted before it is measured: the sifted cup.
    expect(placeIngredient(table, '1 cup sifted plain flour', metric).grams).toBeCloseTo(119.8, 1);
  });
});

describe('placeIngredient: the form a volume is measured in', () => {
  it('weighs a cup by the form said before the name, as USDA weighs that form', () => {
    // USDA SR28 12061 almonds: a cup whole 143 g, sliced 92 g, slivered 108 g.
    expect(grams('1 cup whole almonds')).toBeCloseTo(143, 0);
    expect(grams('1 cup sliced almonds')).toBeCloseTo(92, 0);
    expect(grams('1/2 cup flaked almonds')).toBeCloseTo(46, 0);
    expect(grams('1 cup slivered almonds')).toBeCloseTo(108, 0);
    // 11124 carrot: grated 110 g (its plain cup is chopped, 128 g); 11282 onion: sliced 115 g.
    expect(grams('1 cup grated carrot')).toBeCloseTo(110, 0);
    expect(grams('2 cups sliced onions')).toBeCloseTo(230, 0);
    // 09040 banana: sliced 150 g, where its plain cup is mashed, 225 g.
    expect(grams('1 cup sliced banana')).toBeCloseTo(150, 0);
    expect(grams('1 cup mashed banana')).toBeCloseTo(225, 0);
    // Slices named after the food are the sliced form: "2 cups banana slices" 300 g, not 450.
    expect(grams('2 cups banana slices')).toBeCloseTo(300, 0);
    expect(grams('1 cup almond slices')).toBeCloseTo(92, 0);
    // 12155 walnuts: "1 cup shelled (50 halves)" 100 g, where the plain cup is chopped, 117 g.
    expect(grams('1 cup walnut halves')).toBeCloseTo(100, 0);
    expect(grams('1 cup halved walnuts')).toBeCloseTo(100, 0);
    expect(grams('1 cup walnuts')).toBeCloseTo(117.6, 0);
  });

  it('reads a form the food has no measure of as its nearest one, or as the plain cup', () => {
    // Cheddar has a shredded cup and no grated one: grated is read as shredded.
    expect(grams('1 cup grated cheddar')).toBe(grams('1 cup shredded cheddar'));
    expect(grams('1 cup honey')).toBeCloseTo(340, -1);
  });

  it('weighs a cup chopped by USDA’s chopped cup where it is not the food’s own cup', () => {
    // USDA SR28 09003 apple: "cup, quartered or chopped" 125 g, "cup slices" 109 g (its own).
    expect(grams('1 cup chopped apple')).toBeCloseTo(125, 0);
    expect(grams('2 cups diced apples')).toBeCloseTo(250, 0);
    expect(grams('1 cup sliced apples')).toBeCloseTo(109, 0);
    // 02044 basil: "2 tbsp, chopped" 5.3 g; its cup is whole leaves, 6 g a quarter cup.
    expect(grams('1/4 cup chopped fresh basil')).toBeCloseTo(10.6, 1);
    expect(grams('1/4 cup basil leaves')).toBeCloseTo(6, 1);
  });

  it('leaves chopped and minced to the food’s own cup, and diced where USDA has no dice', () => {
    expect(grams('1 cup chopped onion')).toBeCloseTo(160, 0);
    expect(grams('1 cup minced onion')).toBe(grams('1 cup chopped onion'));
    expect(grams('1 cup diced onion')).toBe(grams('1 cup chopped onion'));
    expect(grams('1/2 cup chopped walnuts')).toBe(grams('1/2 cup walnuts'));
  });

  it('weighs a cup of cream whipped before it is measured by USDA’s whipped cup', () => {
    // USDA SR28 01053 heavy cream: a cup whipped 120 g, twice its volume poured.
    expect(grams('1 cup whipped heavy cream')).toBeCloseTo(120, 0);
    expect(grams('2 cups whipped double cream')).toBeCloseTo(240, 0);
    // Poured, then whipped: the cup is the liquid's.
    expect(grams('1 cup heavy cream, whipped')).toBe(grams('1 cup heavy cream'));
    // 01017 cream cheese: a tablespoon whipped 10 g (a tub of whipped cream cheese).
    expect(grams('1/2 cup whipped cream cheese')).toBeCloseTo(80, 0);
  });

  it('weighs a cup of dice or cubes by USDA’s cup of them, said before the name or after', () => {
    // USDA SR28 01009 cheddar: a cup diced 132 g, shredded 113 g (the table's cup).
    expect(grams('1 cup cubed cheddar')).toBeCloseTo(132, 0);
    expect(grams('1 cup diced cheddar cheese')).toBeCloseTo(132, 0);
    expect(grams('2 cups cheddar cheese, cubed')).toBeCloseTo(264, 0);
    expect(grams('1 cup shredded cheddar')).toBeCloseTo(113, 0);
    // 18069 white bread: a cup of cubes 35 g, of crumbs 45 g.
    expect(grams('4 cups cubed bread')).toBeCloseTo(140, 0);
    expect(grams('6 cups bread, cut into 1-inch cubes')).toBeCloseTo(210, 0);
    // 09252 pear: a cup of cubes 161 g, of slices 140 g (its plain cup).
    expect(grams('1 cup cubed pear')).toBeCloseTo(161, 0);
    expect(grams('1 cup sliced pear')).toBeCloseTo(140, 0);
  });

  it('leaves a form said after the name, and packed, to the food’s own cup', () => {
    expect(grams('1 cup almonds, sliced')).toBe(grams('1 cup almonds'));
    expect(grams('1/2 cup chopped walnuts or slivered almonds')).toBe(grams('1/2 cup walnuts'));
    expect(grams('1 cup packed brown sugar')).toBe(grams('1 cup brown sugar'));
  });

  it('weighs a fruit or vegetable puréed or mashed before it is measured as a purée', () => {
    // USDA SR28's own puréed cups: 09037 avocado 230 g, 09316 strawberry 232 g.
    expect(grams('1 cup mashed avocado')).toBeCloseTo(230, 0);
    expect(grams('1 cup pureed strawberries')).toBeCloseTo(232, 0);
    expect(grams('1 cup strawberry purée')).toBeCloseTo(232, 0);
    // No USDA purée of the food: the median of SR28's 31 mashed and puréed cups, 240 g.
    expect(grams('1 cup mango puree')).toBeCloseTo(240, 0);
    expect(grams('1/2 cup mashed sweet potato')).toBeCloseTo(120, 0);
    expect(grams('2 tbsp raspberry purée')).toBeCloseTo(30, 0);
  });

  it('leaves a purée said after the name, and a food that is itself a purée, to its own figure', () => {
    expect(grams('1 cup strawberries, pureed')).toBe(grams('1 cup strawberries'));
    expect(grams('2 cups plum tomatoes in purée')).toBe(grams('2 cups plum tomatoes'));
    expect(grams('1 cup pumpkin puree')).toBeCloseTo(245, 0);
    expect(grams('2 tbsp tomato purée')).toBe(grams('2 tbsp tomato puree'));
    expect(place('2 tbsp tomato purée').food?.id).toBe('tomato-puree');
    expect(grams('1 cup mashed banana')).toBeCloseTo(225, 0);
    // Not a fruit or vegetable: no purée figure to take.
    expect(grams('1 cup mashed chickpeas')).toBe(grams('1 cup chickpeas'));
  });
});

describe('placeEachThing', () => {
  const things = (line: string) =>
    placeEachThing(table, line).map((thing) => [thing.food?.id ?? null, thing.grams]);

  it('reads "lemon and lime juice" after "each" as both juices, not a lemon', () => {
    const [lemon, lime] = placeEachThing(table, '2 tbsp each lemon and lime juice');
    expect(lemon?.food?.id).toBe(table.find('lemon juice')?.food.id);
    expect(lime?.food?.id).toBe(table.find('lime juice')?.food.id);
    expect(lemon?.grams).toBeCloseTo(30, -1);
  });

  it('reads the coriander beside ground cumin as ground coriander', () => {
    const [, coriander] = placeEachThing(table, '1 tsp each ground cumin and coriander');
    expect(coriander?.food?.id).toBe(table.find('ground coriander')?.food.id);
    expect(coriander?.food?.id).not.toBe(table.find('coriander')?.food.id);
  });

  it('reads a seasoning pair as salt and black pepper, each at the amount', () => {
    expect(things('salt and pepper to taste')).toEqual([
      [table.find('salt')?.food.id, null],
      [table.find('black pepper')?.food.id, null],
    ]);
    const [salt, pepper] = placeEachThing(table, '1/2 tsp salt and pepper');
    expect(salt?.grams).toBeCloseTo(3, 0);
    expect(pepper?.grams).toBeCloseTo(1.2, 0);
    // A number before the pair with no unit weighs neither, and the pepper is still the seasoning
    // (it was a quarter of a sweet pepper, 40 g).
    expect(things('1/4 Salt and pepper')).toEqual([
      [table.find('salt')?.food.id, null],
      [table.find('black pepper')?.food.id, null],
    ]);
  });

  it('reads "juice and zest of 1 lemon" as the juice and the zest, at the fruit’s weights', () => {
    const [juice, zest] = placeEachThing(table, 'juice and zest of 1 lemon');
    expect(juice?.food?.id).toBe(table.find('lemon juice')?.food.id);
    expect(zest?.food?.id).toBe(table.find('lemon zest')?.food.id);
    // The two weigh what the one line weighed with both in it.
    expect((juice?.grams ?? 0) + (zest?.grams ?? 0)).toBe(
      placeIngredient(table, 'juice and zest of 1 lemon').grams,
    );
    expect(things('1 orange, zested and juiced')).toHaveLength(2);
    expect(things('juice of 1 lemon')).toHaveLength(1);
  });

  it('reads two amounts in one line as two lines: "1 tsp salt and 1/2 tsp pepper"', () => {
    expect(things('1 tsp salt and 1/2 tsp pepper')).toEqual([
      ['salt', things('1 tsp salt')[0]?.[1]],
      ['black-pepper', things('1/2 tsp pepper')[0]?.[1]],
    ]);
    expect(things('1 free-range egg and 1 egg yolk, lightly beaten').map(([id]) => id)).toEqual([
      'egg',
      'egg-yolk',
    ]);
    // An "and" of an alternative, or of sizes, is not a second line.
    expect(things('2 c half-and-half (or 1 cup whole milk and 1 cup heavy cream)')).toHaveLength(1);
    expect(things('1 leek, white part and 1 inch green, carefully washed')).toHaveLength(1);
    expect(
      things('1 bulb fennel, 1/3 diced and 2/3 shaved or sliced and placed in iced water'),
    ).toHaveLength(1);
    expect(things('5 tablespoons vegetable oil (3 tablespoons and 2 tablespoons)')).toHaveLength(1);
  });

  it('reads two amounts joined by "plus" as two lines, and one amount so joined as one', () => {
    // As the list buys them: the soy sauce and the sesame oil, each at its own amount.
    expect(things('2 tbsp soy sauce plus 1 tsp sesame oil')).toEqual([
      ['soy-sauce', things('2 tbsp soy sauce')[0]?.[1]],
      ['sesame-oil', things('1 tsp sesame oil')[0]?.[1]],
    ]);
    expect(things('2 egg yolks + 2 eggs').map(([id]) => id)).toEqual(['egg-yolk', 'egg']);
    // A note after a comma ends the first thing: eight cloves, not the first four.
    expect(things('4 cloves garlic, grated + 4 cloves garlic, minced')).toEqual([
      ['garlic', things('4 cloves garlic')[0]?.[1]],
      ['garlic', things('4 cloves garlic')[0]?.[1]],
    ]);
    // One amount in two measures: the first half names no food, so the line is one thing.
    const flour = placeEachThing(table, '1 cup plus 2 tablespoons flour');
    expect(flour).toHaveLength(1);
    expect(flour[0]?.grams).toBe(placeIngredient(table, '1 cup plus 2 tablespoons flour').grams);
    expect(things('1 cup (140g) plus 2 tablespoons flour')).toHaveLength(1);
    // More for another use names no food: one thing.
    expect(things('1 cup flour plus 2 tbsp for dusting')).toHaveLength(1);
  });

  it('counts the things the shopping list buys from a line of two amounts', () => {
    // "a knob of butter" is the second amount, as the list reads it.
    expect(things('2 tbsp olive oil and a knob of butter').map(([id]) => id)).toEqual([
      'olive-oil',
      'butter',
    ]);
    // Two peppers told apart by colour share the name: two peppers, not one red one.
    expect(things('1 red and 1 yellow pepper, sliced')).toEqual([
      [things('1 red pepper')[0]?.[0], things('1 red pepper')[0]?.[1]],
      [things('1 yellow pepper')[0]?.[0], things('1 yellow pepper')[0]?.[1]],
    ]);
    expect(splitListLine('1 red and 1 yellow pepper, sliced')).toHaveLength(2);
  });

  it('reads one amount of two things no food names together as half of each', () => {
    const [zest, juice] = placeEachThing(table, '1 tbsp lemon zest and juice');
    expect(zest?.food?.id).toBe('lemon-zest');
    expect(juice?.food?.id).toBe('lemon-juice');
    expect(zest?.grams).toBe(placeIngredient(table, '1/2 tbsp lemon zest').grams);
    expect(juice?.grams).toBe(placeIngredient(table, '1/2 tbsp lemon juice').grams);
    // A name that is a food stays one thing ("2 tbsp salt and pepper" is the seasoning pair).
    expect(things('1 cup half-and-half')).toHaveLength(1);
  });
});

describe('names that are no food as written (0020, kcal22)', () => {
  it('reads a dash glued to the name and spaced after it as a comma', () => {
    const florets = placeIngredient(table, '12 ounces broccoli florets- cut or broken small');
    expect(florets.food?.id).toBe('broccoli');
    expect(florets.grams).toBeCloseTo(340.2, 1);
    expect(placeIngredient(table, '6 garlic cloves- rough chopped').food?.id).toBe('garlic');
    // A name that is a food is read as it was: the dash is not looked at.
    expect(placeIngredient(table, '1 cup low- or full-fat milk').food?.id).toBe(
      'semi-skimmed-milk',
    );
  });

  it('reads a spice with "ground" written after it as the ground spice', () => {
    expect(placeIngredient(table, '1 tsp cumin ground').food?.id).toBe(
      placeIngredient(table, '1 tsp ground cumin').food?.id,
    );
    expect(placeIngredient(table, '2 tsp ginger ground').food?.id).toBe('ground-ginger');
  });

  it('takes a thing measured per pound of another as the thing, not the other', () => {
    const salt = placeIngredient(table, '1 teaspoon (5g) kosher salt per pound of chicken wings');
    expect(salt.food?.id).toBe('kosher-salt');
    expect(salt.grams).toBe(5);
    expect(placeIngredient(table, '2 tablespoons butter per pound of chicken wings').food?.id).toBe(
      'butter',
    );
    expect(placeIngredient(table, '1 tsp salt per kg of meat').food?.id).toBe('salt');
  });
});

describe('placeIngredient: cobs, and kernels taken from them (session 60, lines10)', () => {
  it('weighs a cob as an ear of corn', () => {
    expect(food('3 cobs corn')).toBe('sweetcorn');
    expect(grams('3 cobs corn')).toBe(grams('3 ears corn'));
  });

  it('weighs kernels from a count of cobs or ears as that many ears of kernels', () => {
    expect(food('corn kernels from 3 cobs')).toBe('sweetcorn');
    expect(grams('corn kernels from 3 cobs')).toBe(grams('3 ears corn'));
    expect(grams('corn kernels from 3 ears')).toBe(grams('3 ears corn'));
  });

  it('leaves a part a portion does not weigh unweighed by the portion', () => {
    expect(grams('Celery leaves from 4 ribs')).not.toBe(grams('4 ribs celery'));
  });
});

describe('placeIngredient: a part taken from whole things (session 60, food12)', () => {
  it("weighs a cooked bird's meat as that many birds' meat, not the whole birds", () => {
    expect(food('Meat from 1 roasted chicken')).toBe('cooked-chicken');
    expect(grams('Meat from 1 roasted chicken')).toBe(grams('1 rotisserie chicken'));
    expect(grams('meat from 1 rotisserie chicken')).toBe(600);
    expect(grams('meat of 2 rotisserie chickens')).toBe(1200);
    expect(grams('Meat from a roast chicken')).toBe(600);
    expect(grams('Meat from 2 cooked chickens, shredded')).toBe(1200);
  });

  it("keeps a measure of the part, as the part's food", () => {
    expect(food('2 cups meat from a roast chicken')).toBe('cooked-chicken');
    expect(grams('2 cups meat from a roast chicken')).toBe(grams('2 cups cooked chicken'));
  });

  it("weighs a bird's giblets by USDA's giblets of one bird", () => {
    expect(food('Giblets from 3 chickens')).toBe('chicken-giblets');
    expect(grams('Giblets from 3 chickens')).toBe(225);
    expect(grams('Giblets from 3 chickens or from 1 turkey')).toBe(225);
  });

  it('leaves a part no source weighs unweighed, never the whole', () => {
    expect(grams('Meat from 1 turkey')).toBeNull();
    expect(food('Meat from 1 turkey')).toBe('turkey');
    expect(place('Giblets from turkey or chicken, chopped').unplaced).toBe('no-amount');
  });
});

describe("placeIngredient: a raw bird's meat and giblets by USDA's bird (session 60, food13)", () => {
  it("weighs a raw bird's meat as USDA 05011's meat of a bird, bone and skin removed", () => {
    expect(food('Meat from 2 chickens')).toBe('chicken-meat');
    expect(grams('Meat from 2 chickens')).toBe(1316);
    expect(grams('Meat from 1 chicken')).toBe(658);
    expect(grams('meat from 1 raw chicken')).toBe(658);
  });

  it('reads a whole one as the whole the part is taken from', () => {
    expect(food('meat from 1 whole chicken')).toBe('chicken-meat');
    expect(grams('meat from 1 whole chicken')).toBe(658);
    expect(grams('Meat from a whole chicken')).toBe(658);
    expect(food('Giblets from 1 whole turkey')).toBe('turkey-giblets');
  });

  it('keeps the whole as its notes make it before the raw part', () => {
    expect(food('Meat from 2 cooked chickens, shredded')).toBe('cooked-chicken');
    expect(grams('Meat from 2 cooked chickens, shredded')).toBe(1200);
  });

  it('weighs chicken meat by weight and cup as raw chicken', () => {
    expect(grams('500g chicken meat')).toBe(500);
    expect(grams('2 cups chicken meat')).toBe(grams('2 cups chicken'));
    expect(food('2 chickens')).toBe('whole-chicken');
  });

  it("weighs a turkey's giblets by USDA 05171's giblets of one turkey", () => {
    expect(food('Giblets from 1 turkey')).toBe('turkey-giblets');
    expect(grams('Giblets from 1 turkey')).toBe(157);
    expect(grams('Giblets from 2 turkeys')).toBe(314);
  });

  it("weighs a duck's meat as USDA 05141's meat of a bird (session 62)", () => {
    // "0.5 duck" of duck meat only, raw: 303 g; was unweighed, and "1 duck meat" the 2.2 kg bird.
    expect(food('Meat from 1 duck')).toBe('duck-meat');
    expect(grams('Meat from 1 duck')).toBe(606);
    expect(grams('meat from 2 ducks, shredded')).toBe(1212);
    expect(grams('1 duck meat')).toBe(606);
    // A count of duck stays the bird; a measure of its meat the meat's.
    expect(food('1 duck')).toBe('whole-duck');
    expect(grams('500g duck meat')).toBe(500);
  });

  it("weighs a cup of giblets by USDA 05022's cup of them chopped", () => {
    expect(food('1/2 cup giblets')).toBe('chicken-giblets');
    expect(grams('1/2 cup giblets')).toBe(72.5);
    expect(grams('1 cup giblets, chopped')).toBe(145);
    expect(grams('1/2 cup turkey giblets')).toBe(72.5);
  });

  it('weighs juice and zest of a count of fruit as the parts (the citrus rule)', () => {
    expect(food('juice from 2 lemons')).toBe('lemon-juice');
    expect(grams('juice from 2 lemons')).toBe(grams('Juice of 2 lemons'));
    expect(grams('zest of 1 orange')).toBeLessThan(10);
  });
});

describe('placeIngredient: spoons and grams of other languages (session 60, lines10)', () => {
  it('weighs the French "cs" as a tablespoon and grams in other languages as grams', () => {
    expect(grams("1 cs Huile d'olive")).toBe(grams('1 tbsp olive oil'));
    expect(grams('200 gramas de mozzarella')).toBe(200);
    expect(grams('250 Gramm Butter')).toBe(250);
  });
});

describe('placeIngredient: kernels from about a count of cobs (session 60, lines10)', () => {
  it('weighs the hedged count as the count', () => {
    expect(grams('corn kernels from about 3 cobs')).toBe(grams('3 ears corn'));
  });
});

describe('placeIngredient: a sweetener whose notes offer a sugar or syrup (session 61, kcal12)', () => {
  it('weighs "liquid sweetener of choice (honey or maple syrup)" as honey, not the 0 kcal sweetener', () => {
    const placed = placeIngredient(
      table,
      '1/3 cup sticky liquid sweetener of choice (honey or maple syrup)',
    );
    expect(placed.food?.id).toBe('honey');
    expect(placed.grams).toBeCloseTo(112, 0);
    expect(placeIngredient(table, '1/4 cup liquid sweetener such as maple syrup').food?.id).toBe(
      'maple-syrup',
    );
  });

  it('keeps the sweetener where the sugar is its alternative or a no-calorie kind is named', () => {
    for (const line of [
      '1/3 cup liquid sweetener',
      '1/4 cup granulated sweetener (or sugar)',
      '1/4 cup sweetener (stevia or honey)',
      '1 tbsp liquid stevia',
    ]) {
      expect(placeIngredient(table, line).food?.id, line).toBe('sweetener');
    }
  });
});

describe('placeIngredient: a ring (session 62, lines13)', () => {
  it("weighs a ring as the food's slice, or as its own ring where it has one", () => {
    expect(food('2 rings pineapple')).toBe('pineapple');
    expect(grams('2 rings pineapple')).toBe(grams('2 slices pineapple'));
    expect(grams('2 rings pineapple')).toBe(grams('2 pineapple rings'));
    // A ring of kielbasa is the whole sausage, as the table weighs it.
    expect(grams('1 ring kielbasa')).toBe(396);
  });

  it('is sure of the weight now the ring is read as the unit', () => {
    expect(place('2 rings pineapple').confidence).toBe('high');
  });
});

describe('placeIngredient: rounds (lines15)', () => {
  it("weighs a round as the food's slice", () => {
    expect(food('4 rounds toasted French bread')).toBe('baguette');
    expect(grams('4 rounds toasted French bread')).toBe(grams('4 slices French bread'));
    expect(place('4 rounds toasted French bread').confidence).toBe('high');
  });
});

describe('placeIngredient: a blade of lemongrass (session 80, review80a)', () => {
  // "blade" a portion since session 80: the lemongrass's stalk (was unweighed, as "blade" read no
  // weight of its own); mace has no stalk, so a blade of it stays unweighed.
  it("weighs a blade as the food's stalk", () => {
    expect(grams('2 blades lemongrass')).toBe(grams('2 stalks lemongrass'));
    expect(grams('1 blade of lemongrass')).toBe(15);
    expect(grams('2 blades mace')).toBeNull();
  });
});
