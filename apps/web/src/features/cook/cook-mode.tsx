/**
 * Cook mode (issue 18): one step at a time in large type, moved by swipe, arrow keys or the Back
 * and Next buttons; a mise-en-place checklist first; each step's ingredients (at the chosen
 * servings) beside it; timers from the step's text; the screen kept on while it is open. Done on
 * the last step offers to take what the recipe used out of the household's pantry (issue 29).
 */
import {
  ingredientText,
  ingredientsByStep,
  lineGroups,
  methodParts,
  scaleRecipeIngredients,
  type MethodPart,
  type Recipe,
  type StepDuration,
} from '@plateful/core';
import { ChevronLeft, ChevronRight, MoonStar, Sun, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import {
  MetricSwitch,
  useIngredientLineFormat,
  useMethodStepFormat,
} from '../../components/recipe/metric-switch.tsx';
import { useToastRoom, useToastsAbove } from '../../lib/toast.tsx';
import { askForNotifications, unlockAudio } from './alarm.ts';
import { FinishedCooking, usePantryOffer, useTakeFromPantry } from './finished-cooking.tsx';
import { LinkedText } from '../../components/recipe/linked-text.tsx';
import { MiseEnPlace } from './mise-en-place.tsx';
import { StepText } from './step-text.tsx';
import { startTimer } from './timer-store.ts';
import { TimerTray } from './timer-tray.tsx';
import { useTimerClock } from './use-cook-timers.ts';
import { useWakeLock } from './use-wake-lock.ts';

/** A horizontal swipe this long (px) moves a step, as the tabs' swipe does (SPEC §9). */
const SWIPE_PX = 60;

const SECONDARY =
  'flex items-center justify-center gap-1 rounded-2xl bg-white py-4 text-lg font-bold text-ink ring-1 ring-black/15 disabled:opacity-40';
const PRIMARY =
  'flex items-center justify-center gap-1 rounded-2xl bg-brand-600 py-4 text-lg font-bold text-white hover:bg-brand-700 disabled:opacity-60';

/**
 * The method as cook mode shows it: the instructions, else the steps, without blank lines, a
 * section title ("For the icing") shown on the step after it rather than as a page of its own.
 */
export function cookSteps(recipe: Recipe): MethodPart[] {
  return methodParts(recipe.instructions.length > 0 ? recipe.instructions : recipe.steps);
}

export function CookMode({
  recipe,
  servings,
  onClose,
}: {
  recipe: Recipe;
  servings: number;
  onClose(): void;
}) {
  const parts = useMemo(() => cookSteps(recipe), [recipe]);
  const steps = useMemo(() => parts.map((part) => part.text), [parts]);
  const scaled = useMemo(() => scaleRecipeIngredients(recipe, servings), [recipe, servings]);
  const ingredients = useMemo(
    () =>
      scaled.ingredients.length > 0
        ? scaled.ingredients
        : scaled.ingredientGroups.flatMap((group) => group.items),
    [scaled],
  );
  const written = useMemo(() => ingredients.map((item) => ingredientText(item)), [ingredients]);
  // The list's titled parts: a step that names one lists its lines; the mise en place shows
  // their titles when the recipe does (SPEC §2's displayGroups, as the sheet).
  const groups = useMemo(() => lineGroups(scaled.ingredientGroups, written), [scaled, written]);
  const byStep = useMemo(() => ingredientsByStep(steps, written, groups), [steps, written, groups]);
  // The metric switch (issue 28) changes how a line reads, not which step it belongs to.
  const formatLine = useIngredientLineFormat(recipe);
  const formatStep = useMethodStepFormat();
  const lines = useMemo(
    () => (formatLine ? written.map(formatLine) : written),
    [written, formatLine],
  );
  // Page 0 is the mise en place; page n is step n.
  const [page, setPage] = useState(0);
  // Past the last step: the pantry offer (only when the recipe uses something in the pantry).
  const [finished, setFinished] = useState(false);
  const offer = usePantryOffer(recipe, servings);
  const pantryTake = useTakeFromPantry();
  const [ready, setReady] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  /** The timers and the Back / Next bar: toasts sit above them while cook mode is open. */
  const controlsRef = useRef<HTMLDivElement>(null);
  useToastsAbove(controlsRef);
  /** While a toast shows, the step's page ends above it (it covered the step's ingredients). */
  const toastRoom = useToastRoom();
  const wakeLock = useWakeLock();
  const last = steps.length;

  // The app frame's timer host rings them (and says so), here as on every other screen.
  const { timers, now } = useTimerClock();

  const go = useCallback((next: number) => setPage(Math.min(last, Math.max(0, next))), [last]);
  // The new step's heading takes the focus, so a screen reader reads where the cook is.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [page, finished]);

  // Done with nothing in the pantry to take (the food model has had its say): cook mode closes.
  useEffect(() => {
    if (finished && offer.status === 'none' && !pantryTake.taken && !pantryTake.busy) onClose();
  }, [finished, offer.status, pantryTake.taken, pantryTake.busy, onClose]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (finished && event.key !== 'Escape') return;
      if (event.key === 'ArrowRight') go(page + 1);
      else if (event.key === 'ArrowLeft') go(page - 1);
      else if (event.key === 'Escape') onClose();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, page, finished, onClose]);

  const start = (duration: StepDuration) => {
    unlockAudio();
    askForNotifications();
    const label = `Step ${page} · ${duration.text}`;
    startTimer(
      {
        recipeId: recipe.id,
        recipeName: recipe.name,
        servings,
        label,
        durationMs: duration.seconds * 1000,
      },
      Date.now(),
    );
    setAnnouncement(`Timer started: ${duration.text}`);
  };

  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipe.current;
    swipe.current = null;
    if (!from || finished) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? page + 1 : page - 1);
  };

  const stepIngredients = page === 0 ? [] : (byStep[page - 1] ?? []);
  const progress = last === 0 || finished ? 100 : Math.round((page / last) * 100);

  return (
    <div
      data-testid="cook-mode"
      className="fixed inset-0 z-[60] flex flex-col bg-paper text-ink"
      data-no-swipe
    >
      <header className="border-b border-black/5 bg-white">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-5 py-3">
          <button
            type="button"
            onClick={onClose}
            aria-label="Close cook mode"
            className="grid size-11 shrink-0 place-items-center rounded-full ring-1 ring-black/10 hover:bg-black/5"
          >
            <X aria-hidden className="size-5" />
          </button>
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-lg font-extrabold">{recipe.name}</h1>
            <p className="text-sm text-ink/70">
              For {servings} ·{' '}
              {finished ? 'Finished' : page === 0 ? 'Get ready' : `Step ${page} of ${last}`}
            </p>
          </div>
          {recipe.ingredients.length > 0 && <MetricSwitch large />}
          <p
            data-testid="wake-lock-note"
            data-state={wakeLock}
            className="hidden items-center gap-1.5 rounded-full bg-paper px-3 py-1 text-xs font-semibold text-ink/80 sm:flex"
          >
            {wakeLock === 'on' ? (
              <Sun aria-hidden className="size-4 text-accent-400" />
            ) : (
              <MoonStar aria-hidden className="size-4" />
            )}
            {wakeLock === 'on'
              ? 'Screen stays on'
              : wakeLock === 'pending'
                ? 'Keeping the screen on…'
                : 'Screen may sleep: this browser cannot keep it on'}
          </p>
        </div>
        <div
          role="progressbar"
          aria-label="Progress through the recipe"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-1.5 bg-brand-50"
        >
          <div
            className="h-full bg-brand-500 transition-[width]"
            style={{ width: `${progress}%` }}
          />
        </div>
      </header>

      <main
        className="flex-1 touch-pan-y overflow-y-auto"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <div
          key={finished ? 'finished' : page}
          className="animate-slide-from-left mx-auto max-w-5xl px-5 py-6"
        >
          {wakeLock !== 'on' && wakeLock !== 'pending' && (
            <p className="mb-4 rounded-2xl bg-white px-4 py-2 text-sm text-ink/80 ring-1 ring-black/10 sm:hidden">
              This browser cannot keep the screen on; tap it now and then while you cook.
            </p>
          )}
          {finished ? (
            <FinishedCooking
              offer={offer}
              taken={pantryTake.taken?.uses ?? null}
              note={pantryTake.note}
              servings={servings}
              headingRef={heading}
              onUndo={() => void pantryTake.undo()}
            />
          ) : page === 0 ? (
            <section aria-labelledby="cook-heading">
              <h2
                id="cook-heading"
                ref={heading}
                tabIndex={-1}
                className="mb-1 text-3xl font-extrabold outline-none"
              >
                Mise en place
              </h2>
              <p className="mb-5 text-ink/70">
                Get everything ready for {servings}.{' '}
                {ready.size > 0 && `${ready.size} of ${ingredients.length} ready.`}
              </p>
              <MiseEnPlace
                lines={lines}
                groups={recipe.displayGroups ? groups : undefined}
                ready={ready}
                onToggle={(index) =>
                  setReady((current) => {
                    const next = new Set(current);
                    if (next.has(index)) next.delete(index);
                    else next.add(index);
                    return next;
                  })
                }
              />
            </section>
          ) : (
            <section
              aria-labelledby="cook-heading"
              className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
            >
              <div>
                <h2
                  id="cook-heading"
                  ref={heading}
                  tabIndex={-1}
                  className="mb-4 text-sm font-bold tracking-wide text-brand-700 uppercase outline-none"
                >
                  Step {page} of {last}
                </h2>
                {parts[page - 1]?.title && (
                  <p
                    data-testid="step-title"
                    className="mb-2 text-xl font-bold text-brand-700 sm:text-2xl"
                  >
                    {parts[page - 1]!.title}
                  </p>
                )}
                <StepText text={(formatStep ?? String)(steps[page - 1] ?? '')} onStart={start} />
              </div>
              <aside
                aria-label="Ingredients for this step"
                className="h-fit rounded-3xl bg-white p-4 ring-1 ring-black/5"
              >
                <h3 className="mb-2 text-sm font-bold tracking-wide text-brand-700 uppercase">
                  For this step
                </h3>
                {stepIngredients.length === 0 ? (
                  <p className="text-ink/70">Nothing new to add.</p>
                ) : (
                  <ul className="space-y-2 text-lg" data-testid="step-ingredients">
                    {stepIngredients.map((index) => (
                      <li key={index} className="flex gap-2.5 leading-snug">
                        <span
                          aria-hidden
                          className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-500"
                        />
                        <span>
                          <LinkedText text={lines[index] ?? ''} />
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </aside>
            </section>
          )}
          {!finished && page === 0 && last === 0 && (
            <p className="mt-6 text-lg text-ink/70 italic">No method provided.</p>
          )}
        </div>
      </main>
      <div
        aria-hidden="true"
        data-testid="toast-room"
        className="shrink-0 transition-[height] duration-200"
        style={{ height: toastRoom }}
      />

      <div ref={controlsRef}>
        <TimerTray timers={timers} now={now} />

        <nav
          aria-label="Steps"
          className="border-t border-black/5 bg-white py-3 pb-[max(env(safe-area-inset-bottom),0.75rem)]"
        >
          <div className="mx-auto flex max-w-5xl gap-3 px-5">
            {finished ? (
              pantryTake.taken ? (
                <button type="button" onClick={onClose} className={`flex-1 ${PRIMARY}`}>
                  Done
                </button>
              ) : (
                <>
                  <button type="button" onClick={onClose} className={`flex-1 ${SECONDARY}`}>
                    Not now
                  </button>
                  <button
                    type="button"
                    disabled={offer.status !== 'ready' || pantryTake.busy}
                    onClick={() => offer.status === 'ready' && void pantryTake.take(offer.uses)}
                    className={`flex-[2] ${PRIMARY}`}
                  >
                    Take them out
                  </button>
                </>
              )
            ) : (
              <>
                <button
                  type="button"
                  onClick={() => go(page - 1)}
                  disabled={page === 0}
                  className={`flex-1 ${SECONDARY}`}
                >
                  <ChevronLeft aria-hidden className="size-6" />
                  Back
                </button>
                {page < last ? (
                  <button
                    type="button"
                    onClick={() => go(page + 1)}
                    className={`flex-[2] ${PRIMARY}`}
                  >
                    {page === 0 ? 'Start cooking' : 'Next step'}
                    <ChevronRight aria-hidden className="size-6" />
                  </button>
                ) : (
                  <button
                    type="button"
                    onClick={() => (offer.status === 'none' ? onClose() : setFinished(true))}
                    className={`flex-[2] ${PRIMARY}`}
                  >
                    Done
                  </button>
                )}
              </>
            )}
          </div>
        </nav>
      </div>

      <div aria-live="polite" role="status" className="sr-only" data-testid="cook-announcer">
        {announcement}
      </div>
    </div>
  );
}
