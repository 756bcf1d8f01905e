/**
 * Nutrition per serving (issue 28, decision 0021), styled after the UK's front-of-pack label:
 * energy, fat, saturates, sugars and salt as tiles with their traffic-light colour, its word
 * (low, medium, high) and the share of an adult's reference intake; carbohydrate, fibre and
 * protein below. Beside them how sure the figures are, the page's own calories when it published
 * them, and 5 A Day portions. Below the food model's coverage threshold it says it cannot
 * estimate rather than show a wrong figure.
 *
 * The food model loads on first need (lib/food): until then a quiet placeholder holds the place,
 * so the sheet paints without waiting for it.
 */
import {
  frontOfPackColours,
  itemsOfRecipe,
  referenceIntakePercent,
  type LabelColour,
  type CountedYield,
  type Recipe,
  type RecipeNutrition,
  type UnplacedLine,
  yieldFor,
} from '@plateful/core';
import { Apple } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useFoodModelState } from '../../lib/food/index.ts';

/** How many uncounted lines are named before "and N more". */
const UNPLACED_NAMED = 3;

const LEVEL: Record<LabelColour, { word: string; tile: string; badge: string }> = {
  green: {
    word: 'Low',
    tile: 'bg-[#d9f0d3] ring-[#8cc97f]',
    badge: 'bg-[#2e7d32] text-white',
  },
  amber: {
    word: 'Medium',
    tile: 'bg-[#fde7c2] ring-[#f2b75b]',
    badge: 'bg-[#b45309] text-white',
  },
  red: {
    word: 'High',
    tile: 'bg-[#f9d3cf] ring-[#e58a80]',
    badge: 'bg-[#b42318] text-white',
  },
};

const grams = (value: number) =>
  `${value.toLocaleString('en-GB', { maximumFractionDigits: value < 10 ? 1 : 0 })} g`;
const whole = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 0 });

/** Energy in kcal, kept on one line with its unit (a desktop's sheet wrapped "976 / kcal"). */
function Kcal({ value }: { value: number }) {
  return <span className="whitespace-nowrap">{whole(value)} kcal</span>;
}

/** "1,499%" beside "1,049 g": a share is written as the figures are. */
export const percent = (value: number | null) => (value === null ? '' : `${whole(value)}%`);

/** "2.5 of your 5 A Day", "1 of your 5 A Day". */
export function fiveADayText(portions: number): string {
  return `${portions.toLocaleString('en-GB', { maximumFractionDigits: 1 })} of your 5 A Day`;
}

/** "a handful of herbs, salt and pepper and 2 more". */
function unplacedText(unplaced: readonly UnplacedLine[]): string {
  const named = unplaced.slice(0, UNPLACED_NAMED).map((line) => line.line.trim());
  const more = unplaced.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}

/**
 * "Based on 11 of 12 ingredients; not counted: a handful of herbs", "; variations and optional
 * choices not counted: 1/2 cup raisins" for the lines of a group the recipe offers as a choice,
 * and "; deep-frying oil left out" when the recipe fries in oil the dish does not keep (";
 * deep-frying oil: only what the food takes up counted" when its share is counted), and "; brine
 * left out" when the meat soaks in a brine that is poured away.
 */
export function coverageText(nutrition: RecipeNutrition): string {
  const parts = [
    `Based on ${nutrition.countedCount} of ${nutrition.lineCount} ingredient${
      nutrition.lineCount === 1 ? '' : 's'
    }`,
  ];
  const missed = nutrition.unplaced.filter((line) => line.reason !== 'alternative');
  const choices = nutrition.unplaced.filter((line) => line.reason === 'alternative');
  if (missed.length > 0) parts.push(`not counted: ${unplacedText(missed)}`);
  if (choices.length > 0) {
    parts.push(`variations and optional choices not counted: ${unplacedText(choices)}`);
  }
  if (nutrition.fryingOil.length > 0) {
    parts.push(
      nutrition.fryingOilTakenUp > 0
        ? 'deep-frying oil: only what the food takes up counted'
        : 'deep-frying oil left out',
    );
  }
  if (nutrition.brine.length > 0) parts.push('brine left out');
  return parts.join('; ');
}

/**
 * What the panel says instead of figures below the coverage threshold, with the reason a cook can
 * act on: an amount no kitchen uses ("1000 cups salt", a typo the food model will not count) or
 * no amounts at all come before blaming the food tables, which know salt and flour.
 */
export function cannotEstimateText(nutrition: RecipeNutrition): string {
  if (nutrition.lineCount === 0)
    return 'We can’t estimate nutrition: this recipe has no ingredients.';
  const based = coverageText(nutrition).replace(/^B/, 'b');
  const absurd = nutrition.unplaced.filter((line) => line.reason === 'absurd-amount');
  if (absurd.length > 0) {
    const named = absurd.map((line) => `“${line.line.trim()}”`).join(', ');
    const one = absurd.length === 1;
    return `We can’t estimate nutrition for this recipe: ${named} ${
      one ? 'is' : 'are'
    } more than any kitchen uses, so check ${one ? 'its amount' : 'their amounts'} (${based}).`;
  }
  const missed = nutrition.unplaced.filter((line) => line.reason !== 'alternative');
  const noAmount = missed.filter((line) => line.reason === 'no-amount').length;
  if (nutrition.countedCount === 0 && noAmount === missed.length) {
    return `We can’t estimate nutrition for this recipe: none of its ingredients gives an amount (${based}).`;
  }
  if (noAmount > nutrition.countedCount) {
    return `We can’t estimate nutrition for this recipe: most of its ingredients give no amount (${based}).`;
  }
  return `We can’t estimate nutrition for this recipe: too little of it is in our food tables (${based}).`;
}

/** "a serving", or "a cookie" when the recipe's page counted what it makes (`itemsOfRecipe`). */
const publishedPer = (items: CountedYield | null) =>
  items === null ? 'a serving' : `${/^[aeiou]/.test(items.item) ? 'an' : 'a'} ${items.item}`;

function Tile({
  label,
  amount,
  unit,
  colour,
  reference,
  children,
}: {
  label: string;
  amount: string;
  /** Written smaller after the amount ("702 kcal"), so a phone's narrow tile keeps one line. */
  unit?: string;
  colour: LabelColour | null;
  reference: number | null;
  children?: ReactNode;
}) {
  const level = colour ? LEVEL[colour] : null;
  // "1,049 g": the number whole, its unit free to take the next line.
  const [figure = amount, ...after] = amount.split(' ');
  const long = figure.replace(/\D/g, '').length >= 4;
  return (
    <div
      data-colour={colour ?? 'none'}
      className={`flex min-w-0 flex-col items-center rounded-xl px-0 pt-1.5 pb-1 min-[400px]:px-0.5 text-center ring-1 ${
        level ? level.tile : 'bg-white ring-black/15'
      }`}
    >
      {/* Narrower type on a small phone: "Saturates" is the longest label and must stay whole. */}
      <dt className="text-[0.625rem] font-semibold leading-tight tracking-tight text-ink/80 min-[400px]:text-[0.7rem] min-[400px]:tracking-normal">
        {label}
      </dt>
      {/* A figure is never cut ("18,45 / 8" at 320 px read as another number): four digits and
          more are set smaller on a small phone, so a whole cake's 18,458 kcal fits its tile. A
          unit written apart ("kcal") needs a wider screen for both at full size: below it the
          pair is set smaller, so "1,049 kcal" keeps one line on a 412 px phone (the unit still
          takes a line of its own where even that does not fit, at 360 px). */}
      <dd
        className={`mt-0.5 font-extrabold leading-tight tabular-nums ${
          !long ? 'text-sm' : unit ? 'text-xs min-[448px]:text-sm' : 'text-xs min-[400px]:text-sm'
        }`}
      >
        <span className="whitespace-nowrap">{figure}</span>
        {after.length > 0 && ` ${after.join(' ')}`}
        {unit && (
          <span
            className={`font-bold ${long ? 'text-[0.625rem] min-[448px]:text-[0.7rem]' : 'text-[0.7rem]'}`}
          >
            {' '}
            {unit}
          </span>
        )}
      </dd>
      {children}
      {level ? (
        <dd
          className={`my-1 max-w-full rounded-full px-1 py-px text-[0.6rem] font-bold tracking-tight whitespace-nowrap uppercase ${level.badge}`}
        >
          {level.word}
        </dd>
      ) : (
        <dd className="my-1 py-px text-[0.6rem] font-bold text-transparent uppercase" aria-hidden>
          –
        </dd>
      )}
      {/* At the tile's foot, so every tile's share lines up however many lines are above it. */}
      <dd className="mt-auto w-full border-t border-black/10 pt-0.5 text-xs font-semibold tabular-nums">
        <span className="sr-only">Reference intake </span>
        {percent(reference)}
      </dd>
    </div>
  );
}

function Figures({
  nutrition,
  servings,
  recipe,
  items,
  published,
}: {
  nutrition: RecipeNutrition;
  servings: number | undefined;
  recipe: Recipe;
  /** Set when the figures are per one of the counted things the recipe makes. */
  items: CountedYield | null;
  /** What the page's published calories are per: "a serving", "a cookie". */
  published: string;
}) {
  const publishedKcal = recipe.calories;
  const per = items === null ? 'serving' : items.item;
  const cooked = servings ?? recipe.servings;
  const portion = nutrition.perServing;
  const colours = frontOfPackColours(portion, nutrition.servingGrams);
  const labelled = (['fat', 'saturates', 'sugars', 'salt'] as const).map((key) => ({
    key,
    label:
      key === 'fat'
        ? 'Fat'
        : key === 'saturates'
          ? 'Saturates'
          : key === 'sugars'
            ? 'Sugars'
            : 'Salt',
    amount:
      key === 'salt' ? `${portion.salt.toFixed(portion.salt < 1 ? 2 : 1)} g` : grams(portion[key]),
  }));
  return (
    <>
      <dl
        aria-label={`Per ${per}`}
        className="grid grid-cols-5 gap-1 min-[400px]:gap-1.5"
        data-testid="nutrition-label"
      >
        <Tile
          label="Energy"
          amount={whole(portion.energyKcal)}
          unit="kcal"
          colour={null}
          reference={referenceIntakePercent('energyKcal', portion.energyKcal)}
        >
          <dd className="text-[0.7rem] text-ink/70 tabular-nums">{whole(portion.energyKj)} kJ</dd>
        </Tile>
        {labelled.map(({ key, label, amount }) => (
          <Tile
            key={key}
            label={label}
            amount={amount}
            colour={colours[key]}
            reference={referenceIntakePercent(key, portion[key])}
          />
        ))}
      </dl>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">More per {per}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Nutrient</th>
            <th scope="col">Per {per}</th>
            <th scope="col">Reference intake</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-black/5">
          {(
            [
              ['Carbohydrate', 'carbohydrate'],
              ['Fibre', 'fibre'],
              ['Protein', 'protein'],
            ] as const
          ).map(([label, key]) => (
            <tr key={key}>
              <th scope="row" className="py-1 text-left font-medium text-ink/80">
                {label}
              </th>
              <td className="py-1 text-right font-semibold tabular-nums">{grams(portion[key])}</td>
              <td className="w-14 py-1 text-right text-ink/70 tabular-nums">
                {percent(referenceIntakePercent(key, portion[key]))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* No-break spaces: a figure keeps its unit on its line. */}
      <p className="mt-2 text-xs text-ink/70">
        % of an adult’s reference intake (8,400&nbsp;kJ / 2,000&nbsp;kcal; fibre 30&nbsp;g).
        {publishedKcal !== null && publishedKcal > 0 && (
          <>
            {' '}
            <span data-testid="published-calories" className="font-semibold text-ink/80">
              The recipe’s page says <Kcal value={publishedKcal} /> {published}.
            </span>
          </>
        )}
        {items !== null ? (
          <>
            {' '}
            <span data-testid="nutrition-total">
              {cooked} {cooked === 1 ? 'serving makes' : 'servings make'}{' '}
              {yieldFor(items, cooked, recipe.servings)}.
            </span>
          </>
        ) : (
          servings !== undefined &&
          servings !== 1 && (
            <>
              {' '}
              <span data-testid="nutrition-total">
                All {servings} servings: <Kcal value={portion.energyKcal * servings} />.
              </span>
            </>
          )
        )}
      </p>
    </>
  );
}

export function NutritionPanel({
  recipe,
  servings,
}: {
  recipe: Recipe;
  /** The servings being cooked (the stepper's), for the total; figures stay per serving. */
  servings?: number;
}) {
  const food = useFoodModelState('now');
  const items = itemsOfRecipe(recipe);
  const published = publishedPer(items);
  // A batch of counted things (cookies, muffins) is shown per one of them first.
  const [perItem, setPerItem] = useState(true);
  const shownItems = items !== null && perItem ? items : null;
  const nutrition =
    food.status !== 'ready'
      ? null
      : food.model.nutrition(
          shownItems === null ? recipe : { ...recipe, servings: shownItems.count },
        );
  return (
    <section
      aria-labelledby="nutrition-heading"
      aria-busy={nutrition === null && food.status !== 'failed'}
      data-testid="nutrition-panel"
      className="rounded-3xl bg-white p-3 ring-1 ring-black/10 min-[400px]:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="nutrition-heading" className="text-lg font-bold">
          Nutrition{' '}
          <span className="text-sm font-semibold text-ink/70">
            per {shownItems === null ? 'serving' : shownItems.item}
          </span>
        </h2>
        {items !== null && (
          <div
            role="group"
            aria-label="Show nutrition"
            className="flex rounded-full bg-black/5 p-0.5 text-sm font-semibold"
          >
            {[
              { label: `Per ${items.item}`, on: true },
              { label: 'Per serving', on: false },
            ].map(({ label, on }) => (
              <button
                key={label}
                type="button"
                aria-pressed={perItem === on}
                onClick={() => setPerItem(on)}
                className={`min-h-9 rounded-full px-3 ${
                  perItem === on
                    ? 'bg-white text-ink shadow-sm ring-1 ring-black/10'
                    : 'text-ink/70'
                }`}
              >
                {label}
              </button>
            ))}
          </div>
        )}
        {nutrition?.canEstimate && nutrition.fiveADay > 0 && (
          <p
            data-testid="five-a-day"
            className="flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-100"
          >
            <Apple aria-hidden className="size-4" />
            {fiveADayText(nutrition.fiveADay)}
          </p>
        )}
      </div>
      {nutrition === null ? (
        food.status === 'failed' ? (
          <p className="mt-2 text-sm text-ink/70">
            Nutrition needs the food tables, which aren’t on this device yet. Try again when you’re
            online.
          </p>
        ) : (
          <div className="mt-3" role="status">
            <span className="sr-only">Working out nutrition…</span>
            <div aria-hidden className="grid grid-cols-5 gap-1 min-[400px]:gap-1.5">
              {Array.from({ length: 5 }, (_, index) => (
                <div key={index} className="h-[5.5rem] animate-pulse rounded-xl bg-black/5" />
              ))}
            </div>
          </div>
        )
      ) : nutrition.canEstimate ? (
        <>
          <p data-testid="nutrition-coverage" className="mt-1 mb-3 text-sm text-ink/70">
            {coverageText(nutrition)}
          </p>
          <Figures
            nutrition={nutrition}
            servings={servings}
            recipe={recipe}
            items={shownItems}
            published={published}
          />
        </>
      ) : (
        <>
          <p data-testid="nutrition-coverage" className="mt-2 text-sm text-ink/80">
            {cannotEstimateText(nutrition)}
          </p>
          {recipe.calories !== null && recipe.calories > 0 && (
            <p data-testid="published-calories" className="mt-1 text-sm font-semibold text-ink/80">
              The recipe’s page says {whole(recipe.calories)} kcal {published}.
            </p>
          )}
        </>
      )}
    </section>
  );
}
