/**
 * The Plan tab (SPEC §2): browse, filter and select recipes. Selecting is a tap on a card; the
 * More button opens the recipe's detail (and marks it seen).
 */
import type { Recipe } from '@plateful/core';
import { useQueryClient } from '@tanstack/react-query';
import { LayoutGrid, RefreshCw, Search, Shuffle, Square } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useRevealList } from '../../hooks/use-reveal-list.ts';
import { afterNextPaint } from '../../lib/next-paint.ts';
import { useStored } from '../../hooks/use-stored.ts';
import { useAccountCode } from '../../lib/account-code.ts';
import { haptic } from '../../lib/haptics.ts';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { shareRecipe } from '../../lib/recipe-share.ts';
import { useRecipes } from '../../lib/recipes.ts';
import { markSeen } from '../../lib/seen-recipes.ts';
import { clearWithUndo } from '../../lib/clear-with-undo.ts';
import { toggleSelected, useSelection } from '../../lib/selection.ts';
import { AccountBanner } from './account-banner.tsx';
import { EAGER_CARDS } from './plan-list.ts';
import { QuickFilterBar } from './quick-filter-bar.tsx';
import { RecipeCard, type CardSize } from './recipe-card.tsx';
import { SourceTabs } from './source-tabs.tsx';
import { usePlanView } from './use-plan-view.ts';

// The popup (and its dialog library) loads on first use, not with the Plan tab.
const SearchPopup = lazyPart(() =>
  import('./search-popup.tsx').then((module) => module.SearchPopup),
);

function IconButton({
  label,
  onClick,
  children,
  busy = false,
}: {
  label: string;
  onClick(): void;
  children: React.ReactNode;
  busy?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      aria-busy={busy || undefined}
      // 40 px drawn, 44 px to tap: the target reaches 2 px round it (half the 8 px between them).
      className="relative grid size-10 place-items-center rounded-full bg-white text-ink/80 shadow-sm ring-1 ring-black/5 before:absolute before:-inset-0.5 hover:text-ink"
    >
      {children}
    </button>
  );
}

/** The grid's columns for a card size: compact is two to a row on a phone, five on a desktop. */
export const GRID_COLUMNS: Record<CardSize, string> = {
  compact: 'grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5',
  large: 'grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
};

/**
 * The list renders a phone screenful first, then a few cards per task as the reader nears the
 * end of what is shown: each slice's commit stays a short task on a slow phone, and cards far
 * below cost nothing until scrolled towards.
 */
const FIRST_CARDS = 4;
const CARDS_PER_SLICE = 4;
/**
 * The rest of the list waits until the first screen's covers are on screen (or this long): on a
 * slow connection the covers below the fold would otherwise share it with the ones in view, and
 * on a slow phone rendering the next cards would hold back the frame that paints them. Once per
 * page life: a screen shown again does not wait.
 */
const FIRST_COVERS_WAIT_MS = 2500;
let firstCoversDone = false;

/**
 * True once the first cards' covers have been decoded, or failed, and a frame has been painted
 * after them (or after FIRST_COVERS_WAIT_MS).
 */
function useFirstCovers(firstIds: readonly string[]) {
  const [done, setDone] = useState(firstCoversDone);
  const settled = useRef(new Set<string>());
  const finish = useCallback(() => {
    firstCoversDone = true;
    setDone(true);
  }, []);
  const key = firstIds.join(' ');
  useEffect(() => {
    if (done || key === '') return;
    const timer = window.setTimeout(finish, FIRST_COVERS_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [done, key, finish]);
  const onSettled = useCallback(
    (recipe: Recipe) => {
      settled.current.add(recipe.id);
      const ids = key.split(' ');
      if (!firstCoversDone && ids.every((id) => settled.current.has(id))) afterNextPaint(finish);
    },
    [key, finish],
  );
  return { done, onSettled };
}

function toggleCard(recipe: Recipe): void {
  haptic('light');
  toggleSelected(recipe.id);
}

function shareCard(recipe: Recipe): void {
  void shareRecipe(recipe);
}

function CardSkeleton({ size }: { size: CardSize }) {
  return (
    <div aria-hidden className="overflow-hidden rounded-2xl bg-white ring-1 ring-black/5">
      <div
        className={`animate-pulse bg-black/5 ${size === 'compact' ? 'aspect-[4/3]' : 'h-48 sm:h-56 lg:h-60'}`}
      />
      <div className="m-3 h-4 w-2/3 animate-pulse rounded bg-black/10" />
      <div className="mx-3 mb-5 h-4 w-1/3 animate-pulse rounded bg-black/5" />
    </div>
  );
}

/** Compact or large cards, this device's choice (kept in local storage). */
function CardSizeToggle({ value, onChange }: { value: CardSize; onChange(next: CardSize): void }) {
  const large = value === 'large';
  return (
    <button
      type="button"
      aria-pressed={large}
      aria-label="Large cards"
      title={large ? 'Show compact cards' : 'Show large cards'}
      onClick={() => onChange(large ? 'compact' : 'large')}
      // 36 px drawn, 44 px to tap: the target reaches 4 px round it.
      className="relative grid size-9 place-items-center rounded-full text-ink/75 hover:bg-black/5 before:absolute before:-inset-1 hover:text-ink aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
    >
      {large ? (
        <Square aria-hidden className="size-4.5" />
      ) : (
        <LayoutGrid aria-hidden className="size-4.5" />
      )}
    </button>
  );
}

export function PlanScreen() {
  const recipes = useRecipes();
  const queryClient = useQueryClient();
  const account = useAccountCode();
  const selection = useSelection();
  const view = usePlanView(recipes.data, recipes.isFetching);
  const navigate = useNavigate();
  const [searchOpen, setSearchOpen] = useState(false);
  const [cardSize, setCardSize] = useStored('cardSize');
  const selected = new Set(selection);
  const firstCovers = useFirstCovers(
    view.shown.slice(0, Math.min(FIRST_CARDS, EAGER_CARDS)).map((recipe) => recipe.id),
  );
  const { shown: cards, endRef } = useRevealList(
    firstCovers.done ? view.shown : view.shown.slice(0, FIRST_CARDS),
    { first: FIRST_CARDS, step: CARDS_PER_SLICE, memory: 'plan' },
  );

  // Stable handlers, so a memoised card renders again only when its own props change.
  const openRecipe = useCallback(
    (recipe: Recipe) => {
      markSeen(recipe.id);
      void navigate(`/recipe/${encodeURIComponent(recipe.id)}`);
    },
    [navigate],
  );

  return (
    <section aria-labelledby="plan-title" className="space-y-4">
      <div className="flex items-start justify-between gap-3">
        <PageHeading title="Plan" id="plan-title">
          Select and edit your favorite recipes.
        </PageHeading>
        <div className="flex shrink-0 gap-2 pt-1">
          <IconButton label="Search recipes" onClick={() => setSearchOpen(true)}>
            <Search aria-hidden className="size-4.5" />
          </IconButton>
          <IconButton label="Shuffle" onClick={() => view.shuffle(Date.now())}>
            <Shuffle aria-hidden className="size-4.5" />
          </IconButton>
          <IconButton
            label="Refresh"
            busy={recipes.isFetching}
            onClick={() => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.recipes })}
          >
            <RefreshCw
              aria-hidden
              className={`size-4.5 ${recipes.isFetching ? 'animate-spin' : ''}`}
            />
          </IconButton>
        </div>
      </div>

      {!account && <AccountBanner />}
      <QuickFilterBar value={view.quick} onChange={view.setQuick} />
      <SourceTabs value={view.source} counts={view.counts} onChange={view.setSource} />

      <div className="flex min-h-9 items-center justify-between" aria-live="polite">
        <p className="text-sm font-semibold text-ink/70">
          {selection.length} selected
          {view.search.trim() && (
            <>
              {' · '}
              <button
                type="button"
                className="underline underline-offset-2"
                onClick={() => view.setQuery('')}
              >
                clear search “{view.search.trim()}”
              </button>
            </>
          )}
        </p>
        <div className="flex items-center gap-1">
          {selection.length > 0 && (
            <button
              type="button"
              onClick={() => void clearWithUndo('clearSelection', 'Selection cleared')}
              // 32 px drawn, 44 px to tap: the target reaches 6 px above and below.
              className="relative rounded-full px-3 py-1.5 text-sm font-bold text-brand-700 before:absolute before:inset-x-0 before:-inset-y-1.5 hover:bg-brand-50"
            >
              Clear All
            </button>
          )}
          <CardSizeToggle value={cardSize} onChange={setCardSize} />
        </div>
      </div>

      {recipes.isPending ? (
        <div className={`grid ${GRID_COLUMNS[cardSize]}`}>
          {Array.from({ length: 4 }, (_, i) => (
            <CardSkeleton key={i} size={cardSize} />
          ))}
        </div>
      ) : recipes.isError && !recipes.data ? (
        <div className="rounded-3xl bg-white p-8 text-center shadow-sm">
          <p className="font-bold">Failed to fetch recipes</p>
          <button
            type="button"
            onClick={() => void recipes.refetch()}
            className="mt-4 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white"
          >
            Try Again
          </button>
        </div>
      ) : view.shown.length === 0 ? (
        <div className="rounded-3xl bg-white p-8 text-center shadow-sm">
          {view.source === 'mine' && view.counts.mine === 0 ? (
            <>
              <p className="font-bold">No recipes of your own yet</p>
              <p className="mt-1 text-ink/70">Add one, or scan one from a link or photos.</p>
              <Link
                to="/build/add"
                className="mt-4 inline-block rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white"
              >
                Add Recipe
              </Link>
            </>
          ) : (
            <>
              <p className="font-bold">No recipes match</p>
              <p className="mt-1 text-ink/70">Try another filter or search.</p>
            </>
          )}
        </div>
      ) : (
        <>
          <ul
            className={`grid ${GRID_COLUMNS[cardSize]}`}
            aria-label="Recipes"
            data-card-size={cardSize}
          >
            {cards.map((recipe, index) => (
              // Cards off screen skip style, layout and paint until scrolled near (the size is a
              // card's own once it has rendered, a typical card's before). That also clips painting
              // to the item, so it reaches 6 px past the card for the selected ring and its offset.
              // The whole list's size, so a screen reader says "3 of 52" before the rest is shown.
              <li
                key={recipe.id}
                aria-setsize={view.shown.length}
                aria-posinset={index + 1}
                className={`-m-1.5 p-1.5 [content-visibility:auto] ${
                  cardSize === 'compact'
                    ? '[contain-intrinsic-size:auto_232px]'
                    : '[contain-intrinsic-size:auto_272px]'
                }`}
              >
                <RecipeCard
                  recipe={recipe}
                  size={cardSize}
                  eager={index < EAGER_CARDS}
                  onCoverSettled={index < EAGER_CARDS ? firstCovers.onSettled : undefined}
                  selected={selected.has(recipe.id)}
                  isNew={!recipe.isFactory && !view.seen.has(recipe.id)}
                  onToggle={toggleCard}
                  onShare={shareCard}
                  onMore={openRecipe}
                />
              </li>
            ))}
          </ul>
          {cards.length < view.shown.length && <div ref={endRef} aria-hidden />}
        </>
      )}

      {searchOpen && (
        <Suspense fallback={null}>
          <SearchPopup
            open={searchOpen}
            onOpenChange={setSearchOpen}
            query={view.query}
            onQuery={view.setQuery}
            resultCount={view.shown.length}
          />
        </Suspense>
      )}
    </section>
  );
}
