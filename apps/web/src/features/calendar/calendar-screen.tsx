import {
  MEALS,
  addDays,
  localDate,
  weekDays,
  weekStart,
  type Meal,
  type MealPlanSlot,
} from '@plateful/contracts';
import {
  clampServings,
  mealKey,
  plannedServings,
  shopForWeekOps,
  type Recipe,
} from '@plateful/core';
import {
  ArrowRightLeft,
  ChevronLeft,
  ChevronRight,
  CookingPot,
  Plus,
  ShoppingCart,
  Sparkles,
  X,
} from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { dispatchAll, getHouseholdView, useHouseholdSettings } from '../../lib/household/index.ts';
import { useFoodModel } from '../../lib/food/index.ts';
import { useRecipes } from '../../lib/recipes.ts';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { DayFoodLine, WeekFoodSummary, dayFood, type DayFood } from './day-nutrition.tsx';
import { RecipePicker } from './recipe-picker.tsx';
import { SlotServings } from './slot-servings.tsx';
import { useMealPlan, useSlotChanges } from './use-meal-plan.ts';

// Issue 29: loaded on first use (the planner itself runs in a worker they start).
const PlanMyWeek = lazyPart(() => import('./plan-my-week.tsx').then((module) => module.PlanMyWeek));
const UseItUp = lazyPart(() => import('./use-it-up.tsx').then((module) => module.UseItUp));

const MEAL_LABEL: Record<Meal, string> = { lunch: 'Lunch', dinner: 'Dinner' };

/** A slot's Move and Clear: 40 px drawn, 44 px to tap (the target reaches 2 px round it). */
const SLOT_BUTTON =
  'relative grid size-10 place-items-center rounded-lg text-ink/70 before:absolute before:-inset-0.5 hover:bg-black/5';

const dayName = (date: string, style: 'long' | 'short' = 'long') =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: style,
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** A week in milliseconds: Mondays as dates (UTC midnights) are a whole number of these apart. */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

type SlotRef = { date: string; meal: Meal };
const sameSlot = (a: SlotRef, b: SlotRef) => a.date === b.date && a.meal === b.meal;

/** Meal scheduling (PRODUCT.md): a week, Monday first, dinner and optional lunch per day. */
export function CalendarScreen() {
  const [params, setParams] = useSearchParams();
  const today = localDate(new Date());
  const thisWeek = weekStart(today);
  const requested = params.get('week');
  const week =
    requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) ? safeWeek(requested, thisWeek) : thisWeek;
  const goTo = (monday: string) =>
    setParams(monday === thisWeek ? {} : { week: monday }, { replace: true });

  const plan = useMealPlan(week);
  const recipes = useRecipes();
  const change = useSlotChanges();
  const navigate = useNavigate();
  const [picking, setPicking] = useState<SlotRef | null>(null);
  const [moving, setMoving] = useState<MealPlanSlot | null>(null);
  const [lunchDays, setLunchDays] = useState<Set<string>>(new Set());
  // Servings chosen in the picker before the recipe (null: the household's).
  const [pickServings, setPickServings] = useState<number | null>(null);
  const { householdSize } = useHouseholdSettings();
  const [kitchen, setKitchen] = useState<'plan' | 'useItUp' | null>(null);
  // Plan my week and Use it up start today in this week, else on the week's Monday.
  const firstDay = week === thisWeek ? today : week;

  const byId = useMemo(
    () => new Map((recipes.data ?? []).map((recipe) => [recipe.id, recipe])),
    [recipes.data],
  );
  const slots = plan.data.slots;
  const slotAt = (ref: SlotRef) => slots.find((slot) => sameSlot(slot, ref));
  const nameOf = (id: string) =>
    byId.get(id)?.name ?? (recipes.isPending ? 'Loading…' : 'Recipe no longer available');

  /**
   * What a slot without servings cooks for, as the list does (decision 0019): the household size,
   * else the recipe's own servings.
   */
  const usualServings = (recipeId: string) =>
    clampServings(householdSize ?? byId.get(recipeId)?.servings ?? 4, 4);
  /** A slot's change: a number the list would use anyway is not stored (it follows the household). */
  const setSlot = (ref: SlotRef, recipeId: string, servings: number | null) =>
    change.mutate([
      servings === null || servings === usualServings(recipeId)
        ? { ...ref, recipeId }
        : { ...ref, recipeId, servings },
    ]);
  /** Steps a filled slot's servings from what the household holds now (not the last render). */
  const stepSlot = (ref: SlotRef, recipeId: string, step: -1 | 1) => {
    const now = plannedServings(getHouseholdView())[mealKey(ref.date, ref.meal)];
    const current = now ?? usualServings(recipeId);
    setSlot(ref, recipeId, clampServings(current + step, current));
  };
  const openPicker = (ref: SlotRef) => {
    setPickServings(null);
    setPicking(ref);
  };
  const onPick = (recipe: Recipe) => {
    if (picking) setSlot(picking, recipe.id, pickServings);
    setPicking(null);
  };
  const [dragging, setDragging] = useState<MealPlanSlot | null>(null);
  /** Moves `from` to `target`; a recipe already there swaps places with it. */
  const moveSlot = (from: MealPlanSlot, target: SlotRef) => {
    if (sameSlot(from, target)) return;
    const there = slotAt(target);
    // Each recipe takes its servings with it.
    change.mutate([
      { ...target, recipeId: from.recipeId, servings: from.servings },
      {
        date: from.date,
        meal: from.meal,
        recipeId: there?.recipeId ?? null,
        servings: there?.servings,
      },
    ]);
  };
  const onMove = (target: SlotRef) => {
    if (!moving) return;
    moveSlot(moving, target);
    if (target.meal === 'lunch') setLunchDays(new Set(lunchDays).add(target.date));
    setMoving(null);
  };
  /**
   * Selects the week's recipes, each for the servings of its slots added up (decision 0019); a
   * recipe already selected takes the week's servings.
   */
  const onShop = async () => {
    // The Shop tab opens once the week's selection is kept on the device.
    if (!(await dispatchAll(shopForWeekOps(getHouseholdView(), slots, usualServings)))) return;
    void navigate('/shop');
  };

  const days = useMemo(() => weekDays(week), [week]);
  // Issue 28: 5 A Day and energy per person, each day and the week (once the food model is here).
  const food = useFoodModel('now');
  const dayFoods = useMemo(() => {
    if (!food) return null;
    const foods = new Map<string, DayFood>();
    for (const date of days) {
      const meals = slots
        .filter((slot) => slot.date === date)
        .map((slot) => byId.get(slot.recipeId))
        .filter((recipe): recipe is Recipe => recipe !== undefined);
      foods.set(date, dayFood(food, meals));
    }
    return foods;
  }, [food, days, slots, byId]);
  const range = `${dayName(days[0]!, 'short')} – ${dayName(days[6]!, 'short')}`;
  const navButton =
    'inline-flex h-11 items-center gap-1 rounded-xl px-3 text-sm font-semibold ring-1 ring-black/10 hover:bg-black/5';

  return (
    <section>
      <PageHeading title="Meal scheduling">Plan the week, then shop for it in one go.</PageHeading>
      <nav aria-label="Weeks" className="mb-3 flex items-center gap-2">
        <button type="button" className={navButton} onClick={() => goTo(addDays(week, -7))}>
          <ChevronLeft aria-hidden="true" className="size-4" /> Previous
        </button>
        <button
          type="button"
          className={`${navButton} flex-1 justify-center`}
          disabled={week === thisWeek}
          aria-disabled={week === thisWeek}
          onClick={() => goTo(thisWeek)}
        >
          This week
        </button>
        <button type="button" className={navButton} onClick={() => goTo(addDays(week, 7))}>
          Next <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </nav>
      <h2 className="mb-3 text-lg font-bold" aria-live="polite">
        Week of {range}
      </h2>
      {dayFoods && (
        <WeekFoodSummary
          days={[...dayFoods.values()]}
          weeksFromNow={Math.round((Date.parse(week) - Date.parse(thisWeek)) / WEEK_MS)}
        />
      )}
      <div className="mb-3 grid grid-cols-2 gap-2">
        <button
          type="button"
          className={`${navButton} justify-center`}
          onClick={() => setKitchen('plan')}
        >
          <Sparkles aria-hidden="true" className="size-4" /> Plan my week
        </button>
        <button
          type="button"
          className={`${navButton} justify-center`}
          onClick={() => setKitchen('useItUp')}
        >
          <CookingPot aria-hidden="true" className="size-4" /> Use it up
        </button>
      </div>
      <ol className="mb-4 grid gap-2">
        {days.map((date) => {
          const showLunch = lunchDays.has(date) || slotAt({ date, meal: 'lunch' }) !== undefined;
          return (
            <li
              key={date}
              aria-label={dayName(date)}
              className={`min-w-0 rounded-2xl bg-white p-3 shadow-sm ring-1 ${date === today ? 'ring-2 ring-brand-500' : 'ring-black/5'}`}
            >
              <div className="mb-1 flex items-center justify-between">
                <h3 className="font-bold">
                  {dayName(date)}
                  {date === today && (
                    <span className="ml-2 text-xs font-semibold text-brand-700">Today</span>
                  )}
                </h3>
                {!showLunch && (
                  <button
                    type="button"
                    // 36 px drawn, 44 px to tap: the target reaches 4 px above and below.
                    className="relative inline-flex h-9 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-ink/70 before:absolute before:inset-x-0 before:-inset-y-1 hover:bg-black/5"
                    aria-label={`Add a lunch slot on ${dayName(date)}`}
                    onClick={() => setLunchDays(new Set(lunchDays).add(date))}
                  >
                    <Plus aria-hidden="true" className="size-3.5" /> Lunch
                  </button>
                )}
              </div>
              {MEALS.filter((meal) => meal === 'dinner' || showLunch).map((meal) => {
                const slot = slotAt({ date, meal });
                const where = `${MEAL_LABEL[meal].toLowerCase()} on ${dayName(date)}`;
                return (
                  <div
                    key={meal}
                    // Drag and drop between slots with a mouse; on a phone, Move to… does it.
                    onDragOver={(event) => {
                      if (dragging) event.preventDefault();
                    }}
                    onDrop={(event) => {
                      event.preventDefault();
                      if (dragging) moveSlot(dragging, { date, meal });
                      setDragging(null);
                    }}
                    className="flex min-h-11 items-center gap-2 border-t border-black/5 pt-1 first-of-type:border-0"
                  >
                    <span className="w-14 shrink-0 text-xs font-semibold tracking-wide text-ink/70 uppercase">
                      {MEAL_LABEL[meal]}
                    </span>
                    {slot ? (
                      <>
                        <div className="min-w-0 flex-1 py-1">
                          <span
                            className="block cursor-grab font-medium [overflow-wrap:anywhere]"
                            draggable
                            onDragStart={(event) => {
                              event.dataTransfer.effectAllowed = 'move';
                              event.dataTransfer.setData('text/plain', slot.recipeId);
                              setDragging(slot);
                            }}
                            onDragEnd={() => setDragging(null)}
                            data-testid="slot-recipe"
                          >
                            {nameOf(slot.recipeId)}
                          </span>
                          <SlotServings
                            value={slot.servings ?? usualServings(slot.recipeId)}
                            chosen={slot.servings !== undefined}
                            where={where}
                            onStep={(step) => stepSlot({ date, meal }, slot.recipeId, step)}
                          />
                        </div>
                        <button
                          type="button"
                          aria-label={`Move ${where} to…`}
                          onClick={() => setMoving(slot)}
                          className={SLOT_BUTTON}
                        >
                          <ArrowRightLeft aria-hidden="true" className="size-4" />
                        </button>
                        <button
                          type="button"
                          aria-label={`Clear ${where}`}
                          onClick={() => change.mutate([{ date, meal, recipeId: null }])}
                          className={SLOT_BUTTON}
                        >
                          <X aria-hidden="true" className="size-4" />
                        </button>
                      </>
                    ) : (
                      <button
                        type="button"
                        aria-label={`Add ${where}`}
                        onClick={() => openPicker({ date, meal })}
                        // 40 px drawn, 44 px to tap: the target reaches 2 px above and below its
                        // border (3 px from inside it, where a positioned box is measured from).
                        className="relative flex h-10 flex-1 items-center gap-1.5 rounded-lg border border-dashed border-black/15 px-3 text-sm text-ink/70 before:absolute before:-inset-x-px before:-inset-y-[3px] hover:border-brand-500 hover:text-brand-700"
                      >
                        <Plus aria-hidden="true" className="size-4" /> Add a recipe
                      </button>
                    )}
                  </div>
                );
              })}
              {dayFoods?.get(date) && <DayFoodLine food={dayFoods.get(date)!} />}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        disabled={slots.length === 0}
        onClick={() => void onShop()}
        className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-600 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:bg-ink/20"
      >
        <ShoppingCart aria-hidden="true" className="size-5" /> Shop for this week
      </button>
      {picking && (
        <RecipePicker
          open
          title={`Choose ${MEAL_LABEL[picking.meal].toLowerCase()} for ${dayName(picking.date)}`}
          recipes={recipes.data ?? []}
          header={
            <div className="mb-3 flex items-center justify-between gap-2 rounded-xl bg-brand-50 px-3 py-1.5 ring-1 ring-brand-100">
              <span className="text-sm font-semibold text-ink/80">Cooking for</span>
              <SlotServings
                value={pickServings ?? householdSize ?? 4}
                chosen={pickServings !== null}
                where={`${MEAL_LABEL[picking.meal].toLowerCase()} on ${dayName(picking.date)}`}
                text={pickServings === null && householdSize === null ? 'As the recipe' : undefined}
                onStep={(step) =>
                  setPickServings((chosen) => {
                    const from = chosen ?? householdSize ?? 4;
                    return clampServings(from + step, from);
                  })
                }
              />
            </div>
          }
          onPick={onPick}
          onClose={() => setPicking(null)}
        />
      )}
      <ModalDialog
        open={kitchen !== null}
        onClose={() => setKitchen(null)}
        title={kitchen === 'useItUp' ? 'Use it up' : 'Plan my week'}
      >
        <Suspense fallback={<p className="py-6 text-center text-ink/70">Loading…</p>}>
          {kitchen === 'plan' && (
            <PlanMyWeek
              recipes={recipes.data ?? []}
              startDate={firstDay}
              onDone={() => setKitchen(null)}
            />
          )}
          {kitchen === 'useItUp' && <UseItUp recipes={recipes.data ?? []} from={firstDay} />}
        </Suspense>
      </ModalDialog>
      <ModalDialog
        open={moving !== null}
        onClose={() => setMoving(null)}
        title={moving ? `Move ${nameOf(moving.recipeId)} to…` : 'Move to…'}
      >
        <ul className="grid gap-1">
          {days.flatMap((date) =>
            MEALS.map((meal) => {
              if (moving && sameSlot(moving, { date, meal })) return null;
              const there = slotAt({ date, meal });
              return (
                <li key={`${date}-${meal}`} className="min-w-0">
                  <button
                    type="button"
                    onClick={() => onMove({ date, meal })}
                    className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 py-2 text-left hover:bg-brand-50"
                  >
                    <span className="font-medium">
                      {dayName(date, 'short')} · {MEAL_LABEL[meal]}
                    </span>
                    {there && (
                      <span className="min-w-0 flex-1 truncate text-right text-sm text-ink/70">
                        swap with {nameOf(there.recipeId)}
                      </span>
                    )}
                  </button>
                </li>
              );
            }),
          )}
        </ul>
      </ModalDialog>
    </section>
  );
}

/** The Monday of a requested week, or this week when the date is out of range. */
function safeWeek(date: string, fallback: string): string {
  try {
    return weekStart(date);
  } catch {
    return fallback;
  }
}
