/**
 * Add and edit a recipe (SPEC §2 /build/add, /recipe/{id}/edit, /edit-recipe/{id} with `return`):
 * a form made for a phone. Saving needs an account code; editing a Chef's Pick recipe saves the
 * user a copy with a fresh id (SPEC §4); a draft whose id is not the route's is refused.
 */
import { MESSAGES, type UserRecipeBody } from '@plateful/contracts';
import {
  findLinks,
  isTikTokUrl,
  parseRecipeText,
  type AmountCheck,
  type Recipe,
} from '@plateful/core';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { bodyFromDraft } from '../../lib/draft-body.ts';
import { toast } from '../../lib/toast.tsx';
import { useAccountCode } from '../../lib/account-code.ts';
import { saveRecipe } from '../../lib/recipe-actions.ts';
import { useRecipes } from '../../lib/recipes.ts';
import {
  getDraft,
  removeDraft,
  requestDraft,
  saveDraft,
  type ScannedDraft,
} from '../../lib/scanned-drafts.ts';
import {
  bodyFromForm,
  EMPTY_FORM,
  formFromBody,
  formFromRecipe,
  formProblem,
  MAX_MAKES_LENGTH,
  type EditorForm,
} from './editor-model.ts';
import { AmountChecks, checksCount, openChecks } from './amount-checks.tsx';
import { PhotoField } from './photo-field.tsx';
import { StepsField } from './steps-field.tsx';

const CATEGORIES = ['Vegetarian', 'Vegan', 'Meat', 'Fish', 'Dessert', 'Breakfast', 'Side', 'Other'];
const RETURN_PATHS: Record<string, string> = { plan: '/plan', build: '/build', shop: '/shop' };

/** Back: 40 px drawn, 44 px to tap (the target reaches 2 px round it, half the 8 px gap after it). */
const BACK_LINK =
  'relative grid size-10 place-items-center rounded-full before:absolute before:-inset-0.5 hover:bg-black/5';

const inputClass = 'w-full rounded-2xl border border-black/10 bg-white px-3 py-2.5';

const AMOUNT_CHECKS_ID = 'amount-checks';

function Field({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <label className="block">
      <span className="mb-1 block text-sm font-bold">{label}</span>
      {children}
      {hint && <span className="mt-1 block text-xs text-ink/70">{hint}</span>}
    </label>
  );
}

export function RecipeForm({
  initial,
  existing,
  title,
  returnTo,
  fromDraft,
}: {
  initial: EditorForm;
  existing?: Recipe;
  title: string;
  returnTo: string;
  /** A scanned or imported draft: a note under the title, extra body fields, a saved hook. */
  fromDraft?: {
    notice?: ReactNode;
    body?: Partial<UserRecipeBody>;
    onSaved?(): void;
    /** A photo's lines whose amount the reader mended, marked until the cook edits them. */
    amountChecks?: readonly AmountCheck[];
  };
}) {
  const [form, setForm] = useState(initial);
  const checks = openChecks(fromDraft?.amountChecks ?? [], form.ingredients);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const account = useAccountCode();
  const navigate = useNavigate();
  const set = <K extends keyof EditorForm>(key: K, value: EditorForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    const problem = formProblem(form);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await saveRecipe(
        {
          ...bodyFromForm(form, existing && !existing.isFactory ? existing.id : undefined),
          ...fromDraft?.body,
        },
        existing,
      );
      fromDraft?.onSaved?.();
      toast.success(
        existing && !existing.isFactory
          ? 'Recipe updated successfully!'
          : 'Recipe saved to My Recipes',
      );
      void navigate(returnTo);
    } catch (caught) {
      const message = (caught as Error).message;
      setError(message);
      toast.error(existing ? 'Failed to update recipe' : MESSAGES.createRecipeFailed, {
        description: message,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="space-y-5 pb-28"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex items-center gap-2">
        <Link to={returnTo} aria-label="Back" className={BACK_LINK}>
          <ArrowLeft aria-hidden className="size-5" />
        </Link>
        <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
      </div>
      {fromDraft?.notice}
      {checks.length > 0 && (
        <p className="text-sm">
          <a href={`#${AMOUNT_CHECKS_ID}`} className="font-semibold text-amber-900 underline">
            {checksCount(checks)} to check
          </a>{' '}
          under Ingredients.
        </p>
      )}
      {existing?.isFactory && (
        <p className="rounded-2xl bg-brand-50 p-3 text-sm ring-1 ring-brand-100">
          This is a Chef's Pick recipe: saving keeps your own copy in My Recipes.
        </p>
      )}
      {!account && (
        <p role="alert" className="rounded-2xl bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
          {MESSAGES.noAccountCode}{' '}
          <Link to="/build/account" className="font-bold underline">
            Set up your account code
          </Link>
        </p>
      )}
      <Field label="Name">
        <input
          className={inputClass}
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          placeholder="e.g. Sunday roast chicken"
          required
          maxLength={200}
        />
      </Field>
      <Field label="Description">
        <textarea
          className={inputClass}
          rows={2}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={5000}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Category">
          <select
            className={inputClass}
            value={form.category}
            onChange={(e) => set('category', e.target.value)}
          >
            <option value="">Choose…</option>
            {[...new Set([...CATEGORIES, form.category].filter(Boolean))].map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        </Field>
        <Field label="Servings">
          <input
            className={inputClass}
            inputMode="numeric"
            type="number"
            min={1}
            max={100}
            value={form.servings}
            onChange={(e) => set('servings', e.target.value)}
          />
        </Field>
        <Field label="Prep (minutes)">
          <input
            className={inputClass}
            inputMode="numeric"
            type="number"
            min={0}
            value={form.prepTime}
            onChange={(e) => set('prepTime', e.target.value)}
          />
        </Field>
        <Field label="Cook (minutes)">
          <input
            className={inputClass}
            inputMode="numeric"
            type="number"
            min={0}
            value={form.cookTime}
            onChange={(e) => set('cookTime', e.target.value)}
          />
        </Field>
      </div>
      <Field label="Makes" hint="Optional, when it isn't servings: 12 muffins, 2 loaves, 3 jars">
        <input
          className={inputClass}
          value={form.makes}
          onChange={(e) => set('makes', e.target.value)}
          placeholder="e.g. 24 cookies"
          maxLength={MAX_MAKES_LENGTH}
        />
      </Field>
      <Field label="Tags" hint="Separate with commas: vegetarian, quick, family">
        <input
          className={inputClass}
          value={form.tags}
          onChange={(e) => set('tags', e.target.value)}
        />
      </Field>
      <Field
        label="Ingredients"
        hint="One per line. Paste a whole list at once. A line ending with ':' starts a group, e.g. 'For the sauce:'"
      >
        <textarea
          className={`${inputClass} font-mono text-sm`}
          rows={8}
          value={form.ingredients}
          onChange={(e) => set('ingredients', e.target.value)}
          placeholder={'2 tbsp olive oil\n1 onion, chopped\n1 x 400g tin chopped tomatoes'}
          aria-describedby={checks.length > 0 ? AMOUNT_CHECKS_ID : undefined}
        />
      </Field>
      <AmountChecks id={AMOUNT_CHECKS_ID} checks={checks} />
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-bold">Method</legend>
        <StepsField steps={form.steps} onChange={(steps) => set('steps', steps)} />
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-bold">Photos</legend>
        <PhotoField imageIds={form.imageIds} onChange={(ids) => set('imageIds', ids)} />
      </fieldset>
      <Field label="Source link">
        <input
          className={inputClass}
          type="url"
          inputMode="url"
          value={form.sourceUrl}
          onChange={(e) => set('sourceUrl', e.target.value)}
          placeholder="https://"
        />
      </Field>
      {error && (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          {error}
        </p>
      )}
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-black/5 bg-paper/95 py-3 pb-[max(env(safe-area-inset-bottom),0.75rem)] backdrop-blur">
        <div className="mx-auto flex max-w-3xl gap-3 px-4">
          <Link
            to={returnTo}
            className="flex-1 rounded-full bg-white py-3 text-center font-bold ring-1 ring-black/10"
          >
            Cancel
          </Link>
          <button
            type="submit"
            disabled={saving}
            className="flex-[2] rounded-full bg-brand-600 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {saving ? 'Saving…' : 'Save recipe'}
          </button>
        </div>
      </div>
    </form>
  );
}

/**
 * A scanned draft → the form, mapped as an imported draft is saved (`bodyFromDraft`): groups as
 * "Title:" lines, times in minutes, the image by id. A draft without a name leaves the name empty
 * so the cook is asked for one.
 */
export function formFromDraft(draft: ScannedDraft): EditorForm {
  return formFromBody(bodyFromDraft(draft, ''));
}

const noticeClass = 'rounded-2xl bg-brand-50 p-3 text-sm ring-1 ring-brand-100';

/** /build/add?draft={id}: the kept draft in the form, forgotten once the recipe is saved. */
function DraftRecipeForm({ id }: { id: string }) {
  const [stored] = useState(() => getDraft(id));
  if (!stored) {
    return (
      <RecipeForm
        initial={EMPTY_FORM}
        title="Add recipe"
        returnTo="/plan"
        fromDraft={{
          notice: (
            <p role="status" className={noticeClass}>
              That draft is no longer on this device (drafts are kept for 24 hours).{' '}
              <Link to="/build/scan" className="font-bold underline">
                Scan again
              </Link>
            </p>
          ),
        }}
      />
    );
  }
  const { draft } = stored;
  const handle = draft.tiktokHandle ?? null;
  // The page's own calories are not in the form; they go with the body, checked as an import's.
  const { calories } = bodyFromDraft(draft);
  return (
    <RecipeForm
      key={id}
      initial={formFromDraft(draft)}
      title="Add recipe"
      returnTo="/plan"
      fromDraft={{
        notice: (
          <p className={noticeClass}>
            {handle ? (
              <>
                Imported from TikTok: <strong>{handle}</strong>.{' '}
              </>
            ) : (
              'Scanned draft. '
            )}
            Check the details, then save.
          </p>
        ),
        body: {
          ...(handle ? { tiktok_handle: handle } : {}),
          ...(draft.author ? { author: draft.author.slice(0, 200) } : {}),
          ...(calories ? { calories } : {}),
        },
        onSaved: () => removeDraft(id),
        ...(draft.amountChecks ? { amountChecks: draft.amountChecks } : {}),
      }}
    />
  );
}

/** /build/add?social={url}: 'Importing from TikTok…', then the draft in the form. */
function SocialImport({ url }: { url: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [typing, setTyping] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const running = useRef(-1);
  useEffect(() => {
    if (running.current === attempt) return;
    running.current = attempt;
    setError(null);
    requestDraft('/api/import/social', url)
      .then((draft) => {
        const id = saveDraft(draft);
        void navigate(`/build/add?draft=${encodeURIComponent(id)}`, { replace: true });
      })
      .catch((caught: Error) => setError(caught.message));
  }, [attempt, url, navigate]);

  if (typing) {
    return (
      <RecipeForm initial={{ ...EMPTY_FORM, sourceUrl: url }} title="Add recipe" returnTo="/plan" />
    );
  }
  return (
    <section className="space-y-4">
      <div className="flex items-center gap-2">
        <Link to="/build" aria-label="Back" className={BACK_LINK}>
          <ArrowLeft aria-hidden className="size-5" />
        </Link>
        <h1 className="text-2xl font-extrabold tracking-tight">Add recipe</h1>
      </div>
      {error === null ? (
        <div
          className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
          aria-live="polite"
        >
          <p className="font-semibold">Importing from TikTok…</p>
          <p className="truncate text-sm text-ink/70">{url}</p>
          <div
            role="progressbar"
            aria-label="Importing from TikTok"
            className="h-2 overflow-hidden rounded-full bg-black/10"
          >
            <div className="h-full w-1/3 animate-pulse rounded-full bg-brand-600" />
          </div>
        </div>
      ) : (
        <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm ring-1 ring-red-200">
          <p className="font-bold text-red-800">{error}</p>
          <p className="mt-1 text-red-900/80">Try again, or type the recipe in yourself.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => setAttempt((count) => count + 1)}
              className="rounded-full bg-brand-600 px-4 py-2 font-semibold text-white"
            >
              Try again
            </button>
            <button
              type="button"
              onClick={() => setTyping(true)}
              className="rounded-full bg-white px-4 py-2 font-semibold ring-1 ring-black/10"
            >
              Type it in
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

/** The first http(s) link in a text (a share sheet often puts the link inside `text`). */
const firstLink = (text: string) => /https?:\/\/[^\s<>"]+/i.exec(text)?.[0] ?? null;

/**
 * /build/add: empty, or from `?draft={id}` (a scan), `?social={TikTok link}`, or the share
 * target's `?title=&text=&url=` (a TikTok link imports, another link goes to the scan screen,
 * several links go to the import screen, plain text is read as a recipe).
 */
export function AddRecipeScreen() {
  const [params] = useSearchParams();
  const draftId = params.get('draft');
  if (draftId) return <DraftRecipeForm key={draftId} id={draftId} />;
  const text = params.get('text') ?? '';
  // A message with several recipe links, shared to the installed app: read them all at once.
  const shared = findLinks(`${params.get('url') ?? ''}\n${text}`);
  if (!params.get('social') && shared.length > 1) {
    return <Navigate to={`/build/import?links=${encodeURIComponent(shared.join('\n'))}`} replace />;
  }
  const link = params.get('social') ?? params.get('url') ?? firstLink(text);
  if (link && isTikTokUrl(link)) return <SocialImport key={link} url={link} />;
  if (link) return <Navigate to={`/build/scan?url=${encodeURIComponent(link)}`} replace />;
  const title = params.get('title') ?? '';
  if (text.trim() || title.trim()) {
    const draft = parseRecipeText(text);
    return (
      <RecipeForm
        initial={formFromDraft({ ...draft, name: draft.name || title.trim() })}
        title="Add recipe"
        returnTo="/plan"
      />
    );
  }
  return <RecipeForm initial={EMPTY_FORM} title="Add recipe" returnTo="/plan" />;
}

/** /recipe/{id}/edit and /edit-recipe/{id}?return=plan|build|shop */
export function EditRecipeScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const returnTo = RETURN_PATHS[params.get('return') ?? ''] ?? '/plan';
  const recipes = useRecipes();
  const recipe = recipes.data?.find((candidate) => candidate.id === id);
  if (recipes.isPending) return <p className="py-10 text-center text-ink/70">Loading recipe…</p>;
  if (!recipe) {
    return (
      <div className="py-10 text-center">
        <h1 className="text-xl font-bold">Recipe not found</h1>
        <Link
          to={returnTo}
          className="mt-4 inline-block rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white"
        >
          Back
        </Link>
      </div>
    );
  }
  return (
    <RecipeForm
      key={recipe.id}
      initial={formFromRecipe(recipe)}
      existing={recipe}
      title="Edit recipe"
      returnTo={returnTo}
    />
  );
}
