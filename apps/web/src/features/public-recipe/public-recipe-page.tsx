/**
 * The public shared-recipe page /r/{code} (SPEC §2, §7): the front door for someone who has never
 * opened the app. A lazily loaded route chunk: the recipe, its rating and saves, rate, save to my
 * recipes (needs an account code), share again, and a clear not-found state.
 */
import { PRODUCT_NAME, TAGLINE, type Recipe } from '@plateful/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark, Check, Loader2, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { IngredientList } from '../../components/recipe/ingredient-list.tsx';
import { MethodSteps, recipeMethod } from '../../components/recipe/method-steps.tsx';
import { NutritionPanel } from '../../components/recipe/nutrition-panel.tsx';
import { RecipeFacts } from '../../components/recipe/recipe-facts.tsx';
import { RecipeHeroImage } from '../../components/recipe/recipe-hero-image.tsx';
import { StarRating } from '../../components/recipe/star-rating.tsx';
import { useAccountCode } from '../../lib/account-code.ts';
import { ApiError } from '../../lib/api-client.ts';
import { recipeImageUrl } from '../../lib/images.ts';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { shareContent } from '../../lib/share.ts';
import {
  fetchPublicMeta,
  fetchPublicRecipe,
  ratePublicRecipe,
  saveSharedRecipe,
} from './public-recipe-api.ts';
import { PublicRecipeNotFound } from './public-recipe-not-found.tsx';
import { SavedRecipeActions } from './saved-recipe-actions.tsx';

/** SPEC §2: a share code is 6-12 letters or digits, upper-cased. */
const SHARE_CODE = /^[A-Z0-9]{6,12}$/;
/** SPEC §7, §9: meta cached 60 s. */
const META_STALE_MS = 60_000;

export const PUBLIC_TEXT = {
  rated: 'Thanks!',
  ratingSaved: 'Rating saved',
  couldNotRate: 'Could not rate',
  tryAgain: 'Try again.',
  accountRequired: 'Account code required',
  accountRequiredText: 'Please generate your account code in Build to start sharing recipes',
  /** Saving is not sharing: SPEC §8's words for saving without an account code. */
  accountRequiredToSaveText: 'Please create an account code in the Build section to save recipes.',
  shareTitle: `Recipe from ${PRODUCT_NAME}`,
} as const;

/** SPEC §8: 'You rated N star(s).' */
export function ratedText(rating: number): string {
  return `You rated ${rating} star${rating === 1 ? '' : 's'}.`;
}

/** SPEC §9 share message: recipe name, the tagline, the share code, the link. */
export function publicShareText(name: string, code: string): string {
  return `${name}\n${TAGLINE}\nShare code: ${code}`;
}

export function PublicRecipePage() {
  const code = (useParams().code ?? '').trim().toUpperCase();
  if (!SHARE_CODE.test(code)) return <PublicRecipeNotFound code={code} />;
  return <PublicRecipe code={code} />;
}

function PublicRecipe({ code }: { code: string }) {
  const recipeQuery = useQuery({
    queryKey: QUERY_KEYS.publicRecipe(code),
    queryFn: ({ signal }) => fetchPublicRecipe(code, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
  if (recipeQuery.isPending) {
    return (
      <div className="flex flex-col items-center py-16 text-ink/70" role="status">
        <Loader2 aria-hidden className="size-10 animate-spin text-brand-500" />
        <p className="mt-3">Loading recipe...</p>
      </div>
    );
  }
  if (recipeQuery.isError) {
    const missing = recipeQuery.error instanceof ApiError && recipeQuery.error.status === 404;
    return (
      <PublicRecipeNotFound
        code={code}
        failed={!missing}
        onRetry={() => void recipeQuery.refetch()}
      />
    );
  }
  return <PublicRecipeView code={code} recipe={recipeQuery.data} />;
}

function PublicRecipeView({ code, recipe }: { code: string; recipe: Recipe }) {
  const accountCode = useAccountCode();
  const navigate = useNavigate();
  const [fresh, setFresh] = useState(0);
  const [myRating, setMyRating] = useState(0);
  const [saved, setSaved] = useState(false);
  // The saved copy's id (issue 18): Cook and Add to list work on it.
  const [savedId, setSavedId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const meta = useQuery({
    queryKey: [...QUERY_KEYS.publicMeta(code), fresh],
    queryFn: ({ signal }) => fetchPublicMeta(code, fresh, signal),
    staleTime: META_STALE_MS,
    placeholderData: (previous) => previous,
  });

  const rate = useMutation({
    mutationFn: (rating: number) => ratePublicRecipe(code, rating),
    onSuccess: (_, rating) => {
      setMyRating(rating);
      toast.success(PUBLIC_TEXT.ratingSaved, { description: ratedText(rating) });
      setFresh(Date.now());
    },
    onError: (error) => {
      toast.error(PUBLIC_TEXT.couldNotRate, {
        description: error instanceof ApiError ? error.message : PUBLIC_TEXT.tryAgain,
      });
    },
  });

  const save = useMutation({
    mutationFn: (account: string) => saveSharedRecipe(code, account),
    onSuccess: (copy) => {
      setSaved(true);
      if (copy) {
        setSavedId(copy.id);
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.recipes });
      }
      toast.success('Saved to My Recipes', {
        description: `${recipe.name} is now in My Recipes.`,
      });
      setFresh(Date.now());
    },
    onError: (error) => {
      toast.error('Could not save', {
        description: error instanceof Error ? error.message : PUBLIC_TEXT.tryAgain,
      });
    },
  });

  // The account page comes back here once the code is made (issue 17).
  const accountSetUp = `/build/account?return=${encodeURIComponent(`/r/${code}`)}`;

  const onSave = () => {
    if (!accountCode) {
      toast.error(PUBLIC_TEXT.accountRequired, {
        description: PUBLIC_TEXT.accountRequiredToSaveText,
        action: { label: 'Set up', onClick: () => void navigate(accountSetUp) },
      });
      return;
    }
    save.mutate(accountCode);
  };

  const onShare = async () => {
    const outcome = await shareContent({
      title: PUBLIC_TEXT.shareTitle,
      text: publicShareText(recipe.name, code),
      url: `${window.location.origin}/r/${code}`,
    });
    if (outcome === 'clipboard')
      toast.success('Link copied!', {
        description:
          'Recipe link has been copied to your clipboard. Paste it into WhatsApp or any messaging app.',
      });
    else if (outcome === 'failed')
      toast.error('Sharing failed', {
        description: 'Unable to share this recipe. Please try again.',
      });
  };

  const average = meta.data?.average ?? 0;
  const count = meta.data?.count ?? 0;
  const saves = meta.data?.saves ?? 0;

  return (
    <article className="-mx-4 -mt-4">
      <RecipeHeroImage
        src={recipeImageUrl(recipe, 'full')}
        recipe={recipe}
        alt={recipe.name}
        eager
        className="aspect-[4/3] max-h-80 w-full sm:rounded-b-3xl"
      />
      <div className="px-4 pt-4">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
          Shared recipe · {code}
        </p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight">{recipe.name}</h1>
        {recipe.author && <p className="mt-0.5 text-sm text-ink/70">by {recipe.author}</p>}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink/70">
          <span className="flex items-center gap-1.5" data-testid="public-rating">
            <StarRating value={average} size="sm" label="Average rating" />
            <span>
              {count > 0
                ? `${average.toFixed(1)} (${count} rating${count === 1 ? '' : 's'})`
                : 'No ratings yet'}
            </span>
          </span>
          <span data-testid="public-saves">
            {saves} save{saves === 1 ? '' : 's'}
          </span>
        </div>
        {recipe.description && <p className="mt-3 text-ink/80">{recipe.description}</p>}

        <div className="mt-4 flex gap-3">
          <button
            type="button"
            onClick={onSave}
            disabled={save.isPending || saved}
            className="flex flex-1 items-center justify-center gap-2 rounded-full bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {saved ? (
              <Check aria-hidden className="size-5" />
            ) : (
              <Bookmark aria-hidden className="size-5" />
            )}
            {saved ? 'Saved to my recipes' : 'Save to my recipes'}
          </button>
          <button
            type="button"
            onClick={() => void onShare()}
            className="flex items-center justify-center gap-2 rounded-full bg-white px-4 py-3 font-semibold ring-1 ring-black/10 hover:bg-paper"
          >
            <Share2 aria-hidden className="size-5" />
            Share
          </button>
        </div>
        {!accountCode && (
          <p className="mt-2 text-sm text-ink/70">
            Saving needs an account code.{' '}
            <Link to={accountSetUp} className="font-semibold text-brand-700 underline">
              Set up your account code
            </Link>
          </p>
        )}

        {savedId && (
          <SavedRecipeActions recipeId={savedId} name={recipe.name} servings={recipe.servings} />
        )}

        <div className="mt-5">
          <RecipeFacts
            prepTime={recipe.prepTime}
            cookTime={recipe.cookTime}
            servings={recipe.servings}
          />
        </div>

        <section className="mt-6" aria-labelledby="public-ingredients">
          <h2 id="public-ingredients" className="mb-2 text-lg font-bold">
            Ingredients
          </h2>
          <IngredientList
            ingredients={recipe.ingredients}
            groups={recipe.ingredientGroups}
            displayGroups={recipe.displayGroups}
          />
        </section>
        <div className="mt-6">
          <NutritionPanel recipe={recipe} />
        </div>
        <section className="mt-6" aria-labelledby="public-method">
          <h2 id="public-method" className="mb-2 text-lg font-bold">
            Method
          </h2>
          <MethodSteps steps={recipeMethod(recipe)} />
        </section>

        <section
          className="mt-8 rounded-3xl bg-white p-4 text-center shadow-sm ring-1 ring-black/5"
          aria-labelledby="public-rate"
        >
          <h2 id="public-rate" className="font-bold">
            {myRating > 0 ? PUBLIC_TEXT.rated : 'Rate this recipe'}
          </h2>
          <div className="mt-1">
            <StarRating
              value={myRating}
              onRate={(rating) => rate.mutate(rating)}
              disabled={rate.isPending}
              size="lg"
              label="Your rating"
            />
          </div>
        </section>

        <section className="mt-4 mb-4 rounded-3xl bg-brand-50 p-4 text-center">
          <p className="font-semibold text-brand-700">
            {PRODUCT_NAME}: {TAGLINE}
          </p>
          <Link
            to="/plan"
            className="mt-3 inline-block rounded-full bg-white px-5 py-2 font-semibold text-brand-700 ring-1 ring-brand-600/30 hover:bg-brand-100"
          >
            Plan your week
          </Link>
        </section>
      </div>
    </article>
  );
}
