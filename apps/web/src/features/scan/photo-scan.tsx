/**
 * Photos of a printed recipe → a draft, all on this device: take one or more photos (or choose
 * them), then read them in order with a progress bar each; the texts are joined into one recipe.
 */
import { parseRecipeText } from '@plateful/core';
import { Camera, Images, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ScannedDraft } from '../../lib/scanned-drafts.ts';
import type { PhotoProgress } from './ocr.ts';
import { ProgressBar } from './progress-bar.tsx';

type Photo = { key: string; file: File; preview: string };

/** Fewer letters than this in all the photos means nothing readable was found. */
const MIN_LETTERS = 20;

let photoKey = 0;

export function PhotoScan({
  sourceUrl,
  openCamera,
  onDraft,
}: {
  sourceUrl: string;
  /** Bumped to open the camera (the "Take photos" fallback of a failed link). */
  openCamera: number;
  onDraft(draft: ScannedDraft): void;
}) {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [progress, setProgress] = useState<PhotoProgress[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const camera = useRef<HTMLInputElement>(null);
  const id = useId();
  const reading = progress !== null;

  useEffect(() => {
    if (openCamera > 0) camera.current?.click();
  }, [openCamera]);
  useEffect(
    () => () => photos.forEach((photo) => URL.revokeObjectURL(photo.preview)),
    // Previews are freed when the screen closes; removing one frees its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const add = (files: FileList | null) => {
    const added = Array.from(files ?? [])
      .filter((file) => file.type === '' || file.type.startsWith('image/'))
      .map((file) => ({ key: `p${(photoKey += 1)}`, file, preview: URL.createObjectURL(file) }));
    setPhotos((list) => [...list, ...added]);
    setProblem(null);
  };
  const remove = (key: string) =>
    setPhotos((list) =>
      list.filter((photo) => {
        if (photo.key === key) URL.revokeObjectURL(photo.preview);
        return photo.key !== key;
      }),
    );

  const read = async () => {
    setProblem(null);
    setProgress(photos.map(() => ({ fraction: 0, label: 'Waiting…' })));
    const started = performance.now();
    try {
      const { recognisePhotos } = await import('./ocr.ts');
      const texts = await recognisePhotos(
        photos.map((photo) => photo.file),
        (index, update) =>
          setProgress((list) => list && list.map((old, at) => (at === index ? update : old))),
      );
      const text = texts.join('\n\n');
      console.info(`[plateful] text recognised in ${Math.round(performance.now() - started)} ms`);
      if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) {
        setProblem("We couldn't read any text in those photos. Try a sharper, well-lit photo.");
        setProgress(null);
        return;
      }
      const draft = parseRecipeText(text);
      onDraft({ ...draft, sourceUrl: draft.sourceUrl || sourceUrl });
    } catch (error) {
      console.warn('[plateful] text recognition failed', error);
      setProblem('Text recognition failed on this device. Try again, or paste the text.');
      setProgress(null);
    }
  };

  const pickerClass =
    'flex cursor-pointer items-center justify-center gap-2 rounded-full bg-white px-3 py-2.5 font-semibold whitespace-nowrap ring-1 ring-black/10 hover:bg-black/5 has-[:disabled]:opacity-50';

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-bold">
        <Camera aria-hidden className="size-5 text-brand-700" />
        From photos
      </h2>
      <p className="mt-1 text-sm text-ink/70">
        Photograph a cookbook or magazine page. Several photos make one recipe. The text is read on
        this device: your photos are not uploaded.
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <label className={pickerClass}>
          <Camera aria-hidden className="size-4" />
          Take photo
          <input
            ref={camera}
            type="file"
            accept="image/*"
            multiple
            capture="environment"
            disabled={reading}
            className="sr-only"
            aria-label="Take photos of a recipe"
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        <label className={pickerClass}>
          <Images aria-hidden className="size-4" />
          Choose photos
          <input
            type="file"
            accept="image/*"
            multiple
            disabled={reading}
            className="sr-only"
            aria-label="Choose photos of a recipe"
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {photos.length > 0 && (
        <ol className="mt-4 space-y-3" aria-label="Photos to read">
          {photos.map((photo, index) => (
            <li key={photo.key} className="flex items-center gap-3">
              <img
                src={photo.preview}
                alt={`Photo ${index + 1}`}
                className="size-14 shrink-0 rounded-xl bg-black/5 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">Photo {index + 1}</p>
                {progress?.[index] ? (
                  <div className="mt-1 space-y-1">
                    <ProgressBar
                      label={`Reading photo ${index + 1}`}
                      value={progress[index].fraction}
                    />
                    <p className="text-xs text-ink/70">{progress[index].label}</p>
                  </div>
                ) : (
                  <p className="truncate text-xs text-ink/70">
                    {photo.file.name || 'Camera photo'}
                  </p>
                )}
              </div>
              {!reading && (
                <button
                  type="button"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => remove(photo.key)}
                  className="grid size-10 shrink-0 place-items-center rounded-full hover:bg-black/5"
                >
                  <X aria-hidden className="size-4" />
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {problem && (
        <p
          role="alert"
          className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          {problem}
        </p>
      )}
      {photos.length > 0 && (
        <button
          type="button"
          disabled={reading}
          onClick={() => void read()}
          className="mt-4 w-full rounded-full bg-brand-600 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {reading
            ? 'Reading…'
            : `Read ${photos.length === 1 ? 'the photo' : `${photos.length} photos`}`}
        </button>
      )}
    </section>
  );
}
