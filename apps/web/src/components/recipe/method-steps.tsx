import { methodParts } from '@plateful/core';
import { LinkedText } from './linked-text.tsx';

/** SPEC §2 recipe detail: the empty state of the method. */
export const NO_METHOD = 'No method provided.';

/**
 * A recipe's method as numbered steps, a section title ("For the icing") above the step after it
 * and not numbered; 'No method provided.' when there are none.
 */
export function MethodSteps({
  steps,
  emptyText = NO_METHOD,
  formatStep,
}: {
  steps: readonly string[];
  emptyText?: string;
  /** How a step reads (the metric switch's Celsius and centimetres); as written without it. */
  formatStep?: (step: string) => string;
}) {
  const shown = methodParts(steps);
  if (shown.length === 0) return <p className="text-ink/70 italic">{emptyText}</p>;
  return (
    <ol className="space-y-3">
      {shown.map(({ title, text }, index) => (
        <li key={index} className="flex gap-3 leading-relaxed">
          <span
            aria-hidden
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-700"
          >
            {index + 1}
          </span>
          <span>
            {title && (
              <span className="mb-0.5 block font-bold text-ink" data-testid="method-title">
                {title}
              </span>
            )}
            <span className="sr-only">Step {index + 1}: </span>
            <LinkedText text={formatStep ? formatStep(text) : text} />
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The steps to show for a recipe: its instructions, else its steps. */
export function recipeMethod(recipe: {
  instructions: readonly string[];
  steps: readonly string[];
}): readonly string[] {
  return recipe.instructions.length > 0 ? recipe.instructions : recipe.steps;
}
