/**
 * The bench's synthetic UK recipes (`build-list.bench.ts`, `golden-output.ts`): real-looking lines,
 * the same recipes for the same seed.
 */
import type { ShoppingRecipe } from '../src/shopping/build-shopping-list.ts';
import { ingredientFromText } from '../src/recipes/recipe.ts';
import { seededRandom } from '../src/recipes/sort.ts';

/** Real-looking UK recipe lines: metric-first, cans and tins, spoons, counts, notes. */
const LINES = [
  '500g beef mince',
  '2 x 400g tins chopped tomatoes',
  '1 large onion, finely chopped',
  '2 garlic cloves, crushed',
  '1 tbsp olive oil',
  '2 tbsp olive oil',
  '300g spaghetti',
  '50g parmesan, grated, plus extra to serve',
  '1 tsp dried oregano',
  'salt and freshly ground black pepper',
  '400ml can coconut milk',
  '2 tbsp Thai green curry paste',
  '4 skinless chicken thighs, cut into chunks',
  '1 tbsp fish sauce',
  'small bunch fresh coriander, chopped',
  '1 lime, juiced',
  '250g basmati rice',
  '2 spring onions, sliced',
  '1 red pepper, deseeded and sliced',
  '1 courgette, diced',
  '2 x 150g salmon fillets',
  '500g new potatoes, halved',
  '1 lemon, zested and juiced',
  '100ml double cream',
  '2 large free-range eggs',
  '1 bunch asparagus, woody ends removed',
  '3 tbsp soy sauce',
  '200g frozen peas',
  '125ml/4fl oz milk',
  '1kg/2lb 4oz floury potatoes, such as Maris Piper',
  '25g/1oz butter',
  '2 carrots, peeled and diced',
  '2 celery sticks, chopped',
  '1 tsp ground cumin',
  '1 tsp smoked paprika',
  '½ tsp chilli flakes',
  '400g/14oz tin chickpeas, drained and rinsed',
  '1 x 400g tin kidney beans, drained',
  '200g feta, crumbled',
  '100g baby spinach',
  '250g chestnut mushrooms, sliced',
  '1 aubergine, cut into chunks',
  '150g Greek yoghurt',
  '2 tbsp tahini',
  '1 tbsp honey',
  '2 tsp Dijon mustard',
  '1 tbsp red wine vinegar',
  '500ml chicken stock',
  '150ml dry white wine',
  '200g plain flour',
  '1 tsp baking powder',
  '100g caster sugar',
  '2 tbsp tomato purée',
  '1 tbsp Worcestershire sauce',
  '4 pork sausages',
  '6 rashers smoked streaky bacon',
  '2 leeks, trimmed and sliced',
  '1 head broccoli, cut into florets',
  '3cm piece fresh ginger, grated',
  '1 cinnamon stick',
  '2 bay leaves',
  'handful fresh basil leaves',
  '75g pine nuts, toasted',
  '1 ball mozzarella, torn',
  '8 cherry tomatoes, halved',
  '1 cucumber, diced',
  '1 avocado, sliced',
  '2 tbsp mayonnaise',
  '4 burger buns',
  '350g penne',
  '1.2 litres vegetable stock',
  '2–3 tbsp sweet chilli sauce',
  '1 tsp sesame oil',
  '200g egg noodles',
  '300g raw king prawns',
  '1 x 320g sheet ready-rolled puff pastry',
  '1 egg, beaten, to glaze',
];

/**
 * `count` recipes of 8-14 lines each, the same for the same seed. Leading amounts vary
 * (1-400), so across many recipes the names repeat but whole lines mostly do not, as in life.
 */
export function syntheticRecipes(count: number, seed = 1, allDistinct = false): ShoppingRecipe[] {
  const random = seededRandom(seed);
  let serial = 0;
  const line = () => {
    const base = LINES[Math.floor(random() * LINES.length)] ?? '';
    // Worst case: a note makes every line unique, so nothing is parsed twice.
    if (allDistinct) serial += 1;
    const unique = allDistinct ? `${base}, note ${serial}` : base;
    return unique.replace(/^\d+/, (amount) =>
      String(Math.max(1, Math.round(Number(amount) * (0.5 + random() * 1.5)))),
    );
  };
  return Array.from({ length: count }, (_, index) => {
    const size = 8 + Math.floor(random() * 7);
    const lines = Array.from({ length: size }, line);
    return { id: `r${index}`, name: `Recipe ${index}`, ingredients: lines.map(ingredientFromText) };
  });
}
