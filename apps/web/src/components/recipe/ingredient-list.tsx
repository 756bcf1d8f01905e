import { ingredientText, type IngredientGroup, type RecipeIngredient } from '@plateful/core';
import { LinkedText } from './linked-text.tsx';

/** SPEC §2 recipe detail: the empty state of the ingredients. */
export const NO_INGREDIENTS = 'No ingredients provided.';

type LineFormat = ((line: string) => string) | undefined;

function Lines({
  items,
  formatLine,
}: {
  items: readonly (RecipeIngredient | string)[];
  formatLine: LineFormat;
}) {
  return (
    <ul className="space-y-1.5">
      {items.map((item, index) => (
        <li key={index} className="flex gap-2.5 leading-snug">
          <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
          <span>
            <LinkedText
              text={formatLine ? formatLine(ingredientText(item)) : ingredientText(item)}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A recipe's ingredients: as titled groups when `displayGroups` is set and groups exist (SPEC §2),
 * else one flat list; 'No ingredients provided.' when there are none.
 */
export function IngredientList({
  ingredients,
  groups = [],
  displayGroups = false,
  emptyText = NO_INGREDIENTS,
  formatLine,
}: {
  ingredients: readonly (RecipeIngredient | string)[];
  groups?: readonly IngredientGroup[];
  displayGroups?: boolean;
  emptyText?: string;
  /** How a line is shown (the metric switch's grams and ml); as written when absent. */
  formatLine?: LineFormat;
}) {
  const useGroups = displayGroups && groups.some((group) => group.items.length > 0);
  const flat = ingredients.length > 0 ? ingredients : groups.flatMap((group) => group.items);
  if (!useGroups && flat.length === 0) return <p className="text-ink/70 italic">{emptyText}</p>;
  if (!useGroups) return <Lines items={flat} formatLine={formatLine} />;
  return (
    <div className="space-y-4">
      {groups
        .filter((group) => group.items.length > 0)
        .map((group, index) => (
          <section key={`${group.title}-${index}`}>
            {group.title && (
              <h3 className="mb-1.5 text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {group.title}
              </h3>
            )}
            <Lines items={group.items} formatLine={formatLine} />
          </section>
        ))}
    </div>
  );
}
