/** SPEC §2 recipe detail: the empty state of the method. */
export const NO_METHOD = 'No method provided.';

/** A recipe's method as numbered steps; 'No method provided.' when there are none. */
export function MethodSteps({
  steps,
  emptyText = NO_METHOD,
}: {
  steps: readonly string[];
  emptyText?: string;
}) {
  const shown = steps.map((step) => step.trim()).filter((step) => step !== '');
  if (shown.length === 0) return <p className="text-ink/70 italic">{emptyText}</p>;
  return (
    <ol className="space-y-3">
      {shown.map((step, index) => (
        <li key={index} className="flex gap-3 leading-relaxed">
          <span
            aria-hidden
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-700"
          >
            {index + 1}
          </span>
          <span>
            <span className="sr-only">Step {index + 1}: </span>
            {step}
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
