/**
 * /build/import (issue 19): recipes brought in from other apps' export files, a list of links, or
 * any page (the bookmarklet), reviewed in one list — duplicates of saved recipes flagged and left
 * out — then saved in chunks with a progress bar and a summary. The import is kept on this device,
 * so a closed page offers to continue saving where it stopped.
 */
import { MESSAGES } from '@plateful/contracts';
import { duplicateFinder, ingredientText, type Recipe } from '@plateful/core';
import { ListChecks } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useAccountCode } from '../../lib/account-code.ts';
import { queryClient } from '../../lib/query-client.ts';
import { QUERY_KEYS } from '../../lib/query-keys.ts';
import { useRecipes } from '../../lib/recipes.ts';
import { BookmarkletCard, PageStatus, useFromPage } from './bookmarklet-card.tsx';
import { FileImport } from './file-import.tsx';
import {
  discardImportSession,
  flushImportSession,
  getImportSession,
  loadImportSession,
  updateImportSession,
  useImportSession,
  type ImportSession,
} from './import-session.ts';
import { Card, count, plural, primaryButton, secondaryButton } from './import-ui.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { LinkImport } from './link-import.tsx';
import { ReviewList, type ReviewRow } from './review-list.tsx';
import { saveDrafts } from './save-drafts.ts';

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'failed'; message: string };

/** Rows for the review: each draft with its duplicate (of the cook's own recipes) and choice. */
function useReviewRows(session: ImportSession, recipes: readonly Recipe[] | undefined) {
  const find = useMemo(() => {
    const own = (recipes ?? [])
      .filter((recipe) => !recipe.isFactory)
      .map((recipe) => ({
        name: recipe.name,
        sourceUrl: recipe.sourceUrl,
        ingredients: recipe.ingredients.map(ingredientText),
      }));
    return duplicateFinder(own);
  }, [recipes]);
  return useMemo(
    () =>
      session.items.map((item): ReviewRow => {
        const saved = session.saved[item.key] === true;
        const duplicate = saved ? null : (find(item.draft)?.recipe.name ?? null);
        return {
          item,
          saved,
          duplicate,
          chosen: session.choices[item.key] ?? duplicate === null,
        };
      }),
    [session.items, session.saved, session.choices, find],
  );
}

export function ImportScreen() {
  const [params] = useSearchParams();
  const fromPage = params.get('from') === 'page';
  const pageState = useFromPage(fromPage);
  const { session, loaded } = useImportSession();
  const recipes = useRecipes();
  const account = useAccountCode();
  const rows = useReviewRows(session, recipes.data);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const restored = useRef<boolean | null>(null);

  useEffect(() => {
    // A finished import (its summary seen on an earlier visit) makes way for a new one.
    if (getImportSession().finishedAt !== null) void discardImportSession();
    void loadImportSession();
  }, []);
  if (loaded && restored.current === null) {
    const kept = getImportSession();
    restored.current = kept.finishedAt === null && Object.keys(kept.saved).length > 0;
  }

  const toggle = useCallback((key: string, chosen: boolean) => {
    updateImportSession((s) => ({ ...s, choices: { ...s.choices, [key]: chosen } }));
  }, []);
  const chooseAll = (chosen: boolean) =>
    updateImportSession((s) => ({
      ...s,
      choices: Object.fromEntries(s.items.map((item) => [item.key, chosen])),
    }));

  const toSave = rows.filter((row) => row.chosen && !row.saved);
  const savedCount = rows.filter((row) => row.saved).length;
  const chosenCount = toSave.length + savedCount;
  const duplicates = rows.filter((row) => row.duplicate !== null && !row.chosen).length;
  const saving = save.kind === 'saving';

  const startSaving = async () => {
    const items = toSave.map((row) => row.item);
    if (items.length === 0) return;
    let done = 0;
    setSave({ kind: 'saving', done, total: items.length });
    try {
      await saveDrafts(items, async (keys) => {
        done += keys.length;
        updateImportSession((s) => ({
          ...s,
          saved: { ...s.saved, ...Object.fromEntries(keys.map((key) => [key, true as const])) },
        }));
        await flushImportSession();
        setSave({ kind: 'saving', done, total: items.length });
      });
      updateImportSession((s) => ({ ...s, finishedAt: Date.now(), skippedDuplicates: duplicates }));
      await flushImportSession();
      setSave({ kind: 'idle' });
      restored.current = false;
    } catch (error) {
      setSave({ kind: 'failed', message: (error as Error).message });
    } finally {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.recipes });
    }
  };

  const finished = session.finishedAt !== null;
  const canContinue = restored.current === true && !finished && toSave.length > 0 && !saving;

  return (
    <section className="space-y-4 pb-8">
      <PageHeading title="Import recipes">
        Bring the recipes you already have: from another app’s export, a list of links, or any page.
      </PageHeading>
      <PageStatus state={pageState} />
      {canContinue && (
        <div role="status" className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
          <p className="font-semibold">
            An import was left part-way: {count(savedCount)} of {count(chosenCount)} saved.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={!account}
              onClick={() => void startSaving()}
              className={primaryButton}
            >
              Continue saving ({count(savedCount)} of {count(chosenCount)} saved)
            </button>
            <button
              type="button"
              onClick={() => {
                restored.current = false;
                void discardImportSession();
              }}
              className={secondaryButton}
            >
              Discard
            </button>
          </div>
        </div>
      )}
      {finished ? (
        <Summary session={session} onMore={() => void discardImportSession()} />
      ) : (
        <>
          <div className="grid gap-4">
            <FileImport />
            <LinkImport initialText={params.get('links') ?? ''} />
            <BookmarkletCard />
          </div>
          {session.problems.length > 0 && <Problems session={session} />}
          {rows.length > 0 && (
            <Card
              title={`Found ${plural(rows.length, 'recipe')}`}
              icon={ListChecks}
              id="import-review"
            >
              <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
                <button
                  type="button"
                  disabled={saving}
                  onClick={() => chooseAll(true)}
                  className={secondaryButton}
                >
                  Select all
                </button>
                <button
                  type="button"
                  disabled={saving}
                  onClick={() => chooseAll(false)}
                  className={secondaryButton}
                >
                  Select none
                </button>
                {duplicates > 0 && (
                  <span className="text-ink/70">
                    {plural(duplicates, 'duplicate')} of your recipes left out
                  </span>
                )}
              </div>
              <div className="mb-3 space-y-2">
                {save.kind === 'saving' && (
                  <>
                    <ProgressBar label="Saving recipes" value={save.done / save.total} />
                    <p className="text-sm text-ink/70" aria-live="polite">
                      Saved {count(save.done)} of {count(save.total)}
                    </p>
                  </>
                )}
                {save.kind === 'failed' && (
                  <p role="alert" className="text-sm text-red-700">
                    {save.message}. What was saved stays saved: try again to save the rest.
                  </p>
                )}
                {account ? (
                  <button
                    type="button"
                    disabled={saving || toSave.length === 0}
                    onClick={() => void startSaving()}
                    className={`${primaryButton} w-full`}
                  >
                    {saving
                      ? 'Saving…'
                      : toSave.length === 0
                        ? 'Nothing chosen to save'
                        : `Save ${plural(toSave.length, 'recipe')}`}
                  </button>
                ) : (
                  <p
                    role="status"
                    className="rounded-2xl bg-amber-50 p-3 text-sm ring-1 ring-amber-200"
                  >
                    {MESSAGES.accountCodeRequiredToSave}{' '}
                    <Link to="/build/account" className="font-bold underline">
                      Make an account code
                    </Link>{' '}
                    — this import is kept here until you come back.
                  </p>
                )}
              </div>
              <ReviewList rows={rows} onToggle={toggle} />
            </Card>
          )}
        </>
      )}
    </section>
  );
}

function Problems({ session }: { session: ImportSession }) {
  return (
    <section
      aria-labelledby="import-problems"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-red-200"
    >
      <h2 id="import-problems" className="mb-2 font-bold">
        {plural(session.problems.length, 'problem')}
      </h2>
      <ul className="space-y-1 text-sm">
        {session.problems.slice(0, 200).map((problem, index) => (
          <li key={index}>
            <strong className="break-all">{problem.file}</strong>: {problem.error}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Summary({ session, onMore }: { session: ImportSession; onMore(): void }) {
  const saved = Object.keys(session.saved).length;
  return (
    <section
      aria-labelledby="import-summary"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id="import-summary" className="text-lg font-bold">
        Import finished
      </h2>
      <ul className="mt-2 space-y-1">
        <li>
          <strong>{plural(saved, 'recipe')}</strong> saved
        </li>
        <li>{plural(session.skippedDuplicates, 'duplicate')} skipped</li>
        <li>{plural(session.problems.length, 'problem')}</li>
      </ul>
      {session.problems.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-ink/80">
          {session.problems.slice(0, 50).map((problem, index) => (
            <li key={index}>
              <strong className="break-all">{problem.file}</strong>: {problem.error}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to="/plan" className={`${primaryButton} inline-flex items-center`}>
          Go to Plan
        </Link>
        <button type="button" onClick={onMore} className={secondaryButton}>
          Import more
        </button>
      </div>
    </section>
  );
}
