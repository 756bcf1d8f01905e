/**
 * From files: other apps' export files chosen (several at once), each uploaded in turn with its
 * progress, its recipes joining the review as they are read and its problems named by file. A file
 * over the limit is refused here, in the reader's own words, before anything is sent.
 */
import {
  IMPORT_FILE_EXTENSIONS,
  IMPORT_FILE_LIMITS,
  importFileTooLargeMessage,
} from '@plateful/contracts';
import { PRODUCT_NAME } from '@plateful/core';
import { FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { addDrafts, type ImportProblem, type ImportSource } from './import-session.ts';
import { Card, count, plural } from './import-ui.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { uploadImportFile, UploadError, type FileEvent } from './upload-file.ts';
import type { ScannedDraft } from '../../lib/scanned-drafts.ts';

type FileState = {
  id: number;
  name: string;
  phase: 'waiting' | 'uploading' | 'reading' | 'done' | 'failed';
  sent: number;
  recipes: number;
  problems: number;
  error?: string;
};

const FLUSH_MS = 150;

/** Events gathered and added to the session a few times a second, not one render per recipe. */
function batcher() {
  let drafts: Array<{ source: ImportSource; draft: ScannedDraft }> = [];
  let problems: ImportProblem[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const [d, p] = [drafts, problems];
    drafts = [];
    problems = [];
    addDrafts(d, p);
  };
  return {
    add(event: FileEvent) {
      if (event.type === 'recipe')
        drafts.push({
          source: { kind: 'file', file: event.file, format: event.format },
          draft: event.draft,
        });
      else if (event.type === 'problem') problems.push({ file: event.file, error: event.error });
      timer ??= setTimeout(flush, FLUSH_MS);
    },
    problem(problem: ImportProblem) {
      problems.push(problem);
      flush();
    },
    flush,
  };
}

const MB = 1024 * 1024;

export function FileImport() {
  const [files, setFiles] = useState<FileState[]>([]);
  const busy = files.some((file) => file.phase === 'uploading' || file.phase === 'reading');
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const hintId = useId();

  const patch = (id: number, change: Partial<FileState>) =>
    setFiles((list) => list.map((file) => (file.id === id ? { ...file, ...change } : file)));

  const start = async (chosen: File[]) => {
    const base = Date.now();
    const states: FileState[] = chosen.map((file, index) => ({
      id: base + index,
      name: file.name,
      phase: 'waiting',
      sent: 0,
      recipes: 0,
      problems: 0,
    }));
    setFiles(states);
    const events = batcher();
    for (const [index, file] of chosen.entries()) {
      const id = states[index]!.id;
      if (file.size > IMPORT_FILE_LIMITS.maxFileBytes) {
        const error = importFileTooLargeMessage();
        patch(id, { phase: 'failed', error, problems: 1 });
        events.problem({ file: file.name, error });
        continue;
      }
      patch(id, { phase: 'uploading' });
      let recipes = 0;
      let problems = 0;
      try {
        await uploadImportFile(file, {
          onUpload: (fraction) =>
            patch(id, fraction >= 1 ? { sent: 1, phase: 'reading' } : { sent: fraction }),
          onEvent: (event) => {
            events.add(event);
            if (event.type === 'recipe') recipes += 1;
            if (event.type === 'problem') problems += 1;
            if (event.type !== 'done') patch(id, { recipes, problems, phase: 'reading' });
          },
        });
        events.flush();
        patch(id, { phase: 'done', sent: 1, recipes, problems });
      } catch (error) {
        events.flush();
        const message =
          error instanceof UploadError ? error.message : 'The file could not be uploaded';
        patch(id, { phase: 'failed', error: message, recipes, problems: problems + 1 });
        events.problem({ file: file.name, error: message });
      }
    }
  };

  const total = files.length;
  const progress =
    total === 0
      ? 0
      : files.reduce(
          (sum, file) =>
            sum +
            (file.phase === 'done' || file.phase === 'failed'
              ? 1
              : file.phase === 'reading'
                ? 0.5 + 0.5 * Math.min(1, file.recipes / 50)
                : 0.5 * file.sent),
          0,
        ) / total;

  return (
    <Card title="From files" icon={FileUp} id={titleId}>
      <p id={hintId} className="text-sm text-ink/70">
        Export files from Paprika, Mealie, Tandoor, Mela, RecipeSage, Copy Me That and Cooklang, a
        saved recipe page, or a {PRODUCT_NAME} export. Up to {IMPORT_FILE_LIMITS.maxFileBytes / MB}{' '}
        MB and {count(IMPORT_FILE_LIMITS.maxRecipes)} recipes a file.
      </p>
      <label className="mt-3 block">
        <span className="sr-only">Export files</span>
        {/* The browser's own "No file chosen" is hidden: each file's progress is listed below. */}
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={IMPORT_FILE_EXTENSIONS.join(',')}
          aria-describedby={hintId}
          disabled={busy}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            if (chosen.length > 0) void start(chosen);
          }}
          className="block w-full text-sm text-transparent file:mr-3 file:h-11 file:rounded-xl file:border-0 file:bg-brand-600 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-700"
        />
      </label>
      {total > 0 && (
        <div className="mt-4 space-y-3">
          <ProgressBar label="Importing files" value={progress} />
          <ul className="space-y-1.5 text-sm" aria-live="polite">
            {files.map((file) => (
              <li key={file.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="min-w-0 break-all font-semibold">{file.name}</span>
                <span className={file.phase === 'failed' ? 'text-red-700' : 'text-ink/70'}>
                  {file.phase === 'waiting' && 'Waiting'}
                  {file.phase === 'uploading' && `Uploading ${Math.round(file.sent * 100)}%`}
                  {file.phase === 'reading' && `Reading… ${plural(file.recipes, 'recipe')}`}
                  {file.phase === 'done' &&
                    `${plural(file.recipes, 'recipe')}${file.problems ? `, ${plural(file.problems, 'problem')}` : ''}`}
                  {file.phase === 'failed' && (file.error ?? 'Failed')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
