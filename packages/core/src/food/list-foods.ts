/**
 * The food model as the shopping list asks it (`ListFoods`, measure-conversions.ts): the list's
 * own density and piece-weight tables answer first, and a loaded food table fills the rest, so
 * "1 cup chopped walnuts" and "100 g walnuts" become one line in grams (decision 0020).
 */
import type { ListFoods } from '../shopping/measure-conversions.ts';
import type { FoodTable } from './food-table.ts';
import { portionOf } from './portions.ts';

const cache = new WeakMap<FoodTable, ListFoods>();

export function listFoods(table: FoodTable): ListFoods {
  const known = cache.get(table);
  if (known !== undefined) return known;
  const food = (name: string) => table.find(name)?.food ?? null;
  const foods: ListFoods = {
    gramsPerMl: (name) => food(name)?.gramsPerMl ?? null,
    isLiquid: (name) => food(name)?.liquid === true,
    gramsEach: (name) => {
      const found = food(name);
      return found?.portions.get('each') ?? found?.portions.get('medium') ?? null;
    },
    isFood: (name) => table.find(name)?.confidence === 'high',
    // A pot of cream is its tub, a packet of filo its pack (place-ingredient.ts's aliases).
    gramsOfPortion: (name, unit) => {
      const found = food(name);
      return found === null ? null : (portionOf(found, unit) ?? null);
    },
  };
  cache.set(table, foods);
  return foods;
}
