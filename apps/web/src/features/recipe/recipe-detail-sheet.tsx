/**
 * The recipe detail (SPEC §2 "Recipe detail sheet"): a bottom sheet at 90% height that closes when
 * pulled down over 80 px on touch. Edit/Save, Share and Delete/Hide as SPEC §4 says: Chef's Pick
 * recipes show Hide (and Save only in admin mode), the user's own show Edit and Delete.
 */
import { clampServings, formatDuration, scaleRecipeIngredients, type Recipe } from '@plateful/core';
import {
  Clock,
  ExternalLink,
  Pencil,
  Share2,
  Star,
  Trash2,
  EyeOff,
  Users,
  Utensils,
  Copy,
  MessageCircle,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { Drawer } from 'vaul';
import { useWideScreen } from '../../components/layout/use-wide-screen.ts';
import { NutritionPanel } from '../../components/recipe/nutrition-panel.tsx';
import { RecipeCover } from '../../components/recipe-cover/recipe-cover.tsx';
import { useHouseholdSettings } from '../../lib/household/index.ts';
import { useSelectedServings } from '../../lib/household/servings.ts';
import { recipeImageUrl } from '../../lib/images.ts';
import { deleteRecipe, hideRecipe } from '../../lib/recipe-actions.ts';
import { shareRecipe, whatsappLink } from '../../lib/recipe-share.ts';
import { useRecipes } from '../../lib/recipes.ts';
import { copyText } from '../../lib/share.ts';
import { readKey } from '../../lib/storage.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { IngredientsAndMethod } from './ingredients-and-method.tsx';
import { RecipeRating } from './recipe-rating.tsx';
import { ServingsStepper } from './servings-stepper.tsx';
import { SheetActions } from './sheet-actions.tsx';
import {
  SHEET_BOX,
  SHEET_HANDLE,
  SHEET_HERO,
  SHEET_OVERLAY,
  SheetClose,
} from './recipe-sheet-frame.tsx';

/** SPEC §2 / §9: pulling the sheet down this far closes it. */
export const PULL_TO_CLOSE_PX = 80;
const SHEET_HEIGHT_RATIO = 0.9;

/**
 * One of the recipe's facts: its icon beside the label and value, two to a row, so a category of
 * ten letters ("Vegetarian", "Breakfast") is whole on a 360 px phone and in the wide screen's side
 * sheet; four to a row were too narrow for it, and "Chicken" broke as "Chicke / n".
 */
function Fact({ icon: Icon, label, value }: { icon: typeof Clock; label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2.5 rounded-2xl bg-paper px-3 py-2.5">
      <Icon aria-hidden className="size-5 shrink-0 text-brand-600" />
      <div className="min-w-0">
        <p className="text-xs text-ink/70">{label}</p>
        <p className="font-bold">{value}</p>
      </div>
    </div>
  );
}

function ActionButton({
  label,
  icon: Icon,
  onClick,
  danger = false,
}: {
  label: string;
  icon: typeof Clock;
  onClick(): void;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`flex flex-1 flex-col items-center gap-1 rounded-2xl px-2 py-2.5 text-sm font-semibold ${
        danger ? 'text-red-700 hover:bg-red-50' : 'text-ink/80 hover:bg-black/5'
      }`}
    >
      <Icon aria-hidden className="size-5" />
      {label}
    </button>
  );
}

function DetailBody({ recipe, onClose }: { recipe: Recipe; onClose(): void }) {
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<'delete' | 'hide' | null>(null);
  const [imageFailed, setImageFailed] = useState(false);
  const image = recipeImageUrl(recipe, 'full');
  const admin = !import.meta.env.PROD && readKey('adminMode') === true;
  const edit = () => void navigate(`/recipe/${encodeURIComponent(recipe.id)}/edit?return=plan`);
  // Servings (issue 18): what the list would cook it for (the household size) unless this recipe
  // was added with its own number.
  const { householdSize } = useHouseholdSettings();
  const listServings = clampServings(householdSize ?? recipe.servings, 4);
  const chosen = useSelectedServings()[recipe.id];
  const [servings, setServings] = useState(() => chosen ?? listServings);
  const scaled = useMemo(
    () => ({ ...recipe, ...scaleRecipeIngredients(recipe, servings) }),
    [recipe, servings],
  );
  return (
    <>
      <div className={SHEET_HERO}>
        <SheetClose onClose={onClose} />
        {image && !imageFailed ? (
          <img
            src={image}
            alt=""
            onError={() => setImageFailed(true)}
            className="size-full object-cover"
          />
        ) : (
          <RecipeCover recipe={recipe} className="size-full" />
        )}
        {recipe.isFactory && (
          <span className="absolute top-4 left-4 flex items-center gap-1 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-ink shadow">
            <Star aria-hidden className="size-4 fill-accent-400 text-accent-400" />
            Chef's Pick
          </span>
        )}
      </div>

      <Drawer.Title className="mt-4 text-2xl font-extrabold leading-tight">
        {recipe.name}
      </Drawer.Title>
      {recipe.description ? (
        <Drawer.Description className="mt-1 text-ink/70">{recipe.description}</Drawer.Description>
      ) : (
        <Drawer.Description className="sr-only">Recipe details</Drawer.Description>
      )}

      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <RecipeRating recipeId={recipe.id} shareCode={recipe.shareCode} />
        {recipe.sourceUrl && (
          <a
            href={recipe.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            view original recipe <ExternalLink aria-hidden className="size-3.5" />
          </a>
        )}
      </div>

      <SheetActions recipe={recipe} servings={servings} listServings={listServings} />

      <div className="mt-3 flex gap-1 rounded-2xl ring-1 ring-black/5">
        {recipe.isFactory ? (
          <>
            {admin && <ActionButton label="Save" icon={Pencil} onClick={edit} />}
            <ActionButton label="Share" icon={Share2} onClick={() => void shareRecipe(recipe)} />
            <ActionButton label="Hide" icon={EyeOff} onClick={() => setConfirm('hide')} />
          </>
        ) : (
          <>
            <ActionButton label="Edit" icon={Pencil} onClick={edit} />
            <ActionButton label="Share" icon={Share2} onClick={() => void shareRecipe(recipe)} />
            <ActionButton
              label="Delete"
              icon={Trash2}
              danger
              onClick={() => setConfirm('delete')}
            />
          </>
        )}
      </div>

      <div className="mt-4 grid grid-cols-2 gap-2">
        <Fact
          icon={Clock}
          label="Prep"
          value={recipe.prepTime !== null ? formatDuration(recipe.prepTime) : '–'}
        />
        <Fact
          icon={Clock}
          label="Cook"
          value={recipe.cookTime !== null ? formatDuration(recipe.cookTime) : '–'}
        />
        <Fact icon={Users} label="Serves" value={String(recipe.servings)} />
        <Fact icon={Utensils} label="Category" value={recipe.category ?? '–'} />
      </div>

      {recipe.shareCode && (
        <div className="mt-3 flex gap-2">
          <button
            type="button"
            onClick={() =>
              void copyText(recipe.shareCode!).then((copied) =>
                copied
                  ? toast.success('Copied', { description: 'Share code copied to clipboard.' })
                  : undefined,
              )
            }
            className="flex flex-1 items-center justify-between rounded-2xl bg-brand-50 px-4 py-3 text-left ring-1 ring-brand-100"
          >
            <span>
              <span className="block text-xs text-ink/70">Share code (tap to copy)</span>
              <span className="font-mono text-lg font-bold tracking-widest">
                {recipe.shareCode}
              </span>
            </span>
            <Copy aria-hidden className="size-5 text-brand-700" />
          </button>
          <a
            href={whatsappLink(
              recipe.name,
              recipe.shareCode,
              `${window.location.origin}/r/${recipe.shareCode}`,
            )}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Share on WhatsApp"
            className="grid w-14 place-items-center rounded-2xl bg-[#25d366] text-white"
          >
            <MessageCircle aria-hidden className="size-6" />
          </a>
        </div>
      )}

      <div className="mt-4">
        <ServingsStepper
          value={servings}
          recipeServings={recipe.servings}
          yields={recipe.yields}
          onChange={(next) => setServings(clampServings(next, servings))}
        />
      </div>

      <div className="mt-2">
        <IngredientsAndMethod recipe={scaled} />
      </div>

      <div className="mt-2">
        <NutritionPanel recipe={recipe} servings={servings} />
      </div>

      <ConfirmDialog
        kind="hide"
        open={confirm === 'hide'}
        onOpenChange={(open) => setConfirm(open ? 'hide' : null)}
        onConfirm={() => {
          hideRecipe(recipe);
          onClose();
        }}
      />
      <ConfirmDialog
        kind="delete"
        open={confirm === 'delete'}
        onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
        onConfirm={() => {
          onClose();
          void deleteRecipe(recipe);
        }}
      />
    </>
  );
}

/** No slide-in: the sheet takes the place of its frame (recipe-sheet-frame.tsx), already shown. */
const AT_ONCE = { animationName: 'none' } as const;

export function RecipeDetailSheet({
  id,
  onClose,
  slideIn = true,
}: {
  id: string;
  onClose(): void;
  slideIn?: boolean;
}) {
  const recipes = useRecipes();
  const recipe = recipes.data?.find((candidate) => candidate.id === id);
  const threshold = PULL_TO_CLOSE_PX / (window.innerHeight * SHEET_HEIGHT_RATIO);
  // A wide screen gets a side panel (issue 17); phones keep the bottom sheet and its pull-to-close.
  const wide = useWideScreen();
  return (
    <Drawer.Root
      open
      onOpenChange={(open) => !open && onClose()}
      direction={wide ? 'right' : 'bottom'}
      closeThreshold={wide ? undefined : threshold}
    >
      <Drawer.Portal>
        <Drawer.Overlay className={SHEET_OVERLAY} style={slideIn ? undefined : AT_ONCE} />
        <Drawer.Content
          aria-describedby={undefined}
          data-layout={wide ? 'side-panel' : 'bottom-sheet'}
          className={wide ? SHEET_BOX.wide : SHEET_BOX.phone}
          style={slideIn ? undefined : AT_ONCE}
        >
          {!wide && <div aria-hidden className={SHEET_HANDLE} />}
          <div className="flex-1 overflow-y-auto px-5 pb-10" data-no-swipe>
            {recipe ? (
              <DetailBody recipe={recipe} onClose={onClose} />
            ) : recipes.isPending ? (
              <>
                <Drawer.Title className="sr-only">Loading recipe</Drawer.Title>
                <div className="h-56 animate-pulse rounded-2xl bg-black/5" />
              </>
            ) : (
              <div className="py-16 text-center">
                <Drawer.Title className="text-xl font-bold">Recipe not found</Drawer.Title>
                <button
                  type="button"
                  onClick={onClose}
                  className="mt-4 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white"
                >
                  Back to Plan
                </button>
              </div>
            )}
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
