/**
 * Photos of a printed recipe → a draft, all on this device: take one or more photos (or choose
 * them), turn, reorder or remove each from its preview, then read them in that order with a
 * progress bar each; the pages are joined into one recipe.
 */
import { ArrowDown, ArrowUp, Camera, Images, RotateCw, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ScannedDraft } from '../../lib/scanned-drafts.ts';
import type { PhotoProgress } from './ocr.ts';
import { withScanPhoto } from './keep-scan-photo.ts';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { parseScannedLines } from './recognise/draft-from-lines.ts';

/** A chosen photo: its preview and the quarter turns (clockwise) the cook gave it. */
type Photo = { key: string; file: File; preview: string; quarterTurns: number };

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
      .map((file) => ({
        key: `p${(photoKey += 1)}`,
        file,
        preview: URL.createObjectURL(file),
        quarterTurns: 0,
      }));
    setPhotos((list) => [...list, ...added]);
    setProblem(null);
    // The engine loads while the cook arranges the photos, not after "Read" (decision 0017).
    if (added.length > 0)
      void import('./ocr.ts').then((ocr) => ocr.warmUpRecogniser()).catch(() => undefined);
  };
  const remove = (key: string) =>
    setPhotos((list) =>
      list.filter((photo) => {
        if (photo.key === key) URL.revokeObjectURL(photo.preview);
        return photo.key !== key;
      }),
    );

  const rotate = (key: string) =>
    setPhotos((list) =>
      list.map((photo) =>
        photo.key === key ? { ...photo, quarterTurns: (photo.quarterTurns + 1) % 4 } : photo,
      ),
    );
  /** Moves a photo one place up (-1) or down (+1), keeping focus on the button pressed. */
  const move = (key: string, by: -1 | 1) => {
    setPhotos((list) => {
      const from = list.findIndex((photo) => photo.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
    requestAnimationFrame(() => {
      const button = document.getElementById(`${id}-${key}-${by < 0 ? 'up' : 'down'}`);
      const other = document.getElementById(`${id}-${key}-${by < 0 ? 'down' : 'up'}`);
      (button && !(button as HTMLButtonElement).disabled ? button : other)?.focus();
    });
  };

  const read = async () => {
    setProblem(null);
    setProgress(photos.map(() => ({ fraction: 0, label: 'Waiting…' })));
    const started = performance.now();
    try {
      const { recognisePhotos } = await import('./ocr.ts');
      const pages = await recognisePhotos(
        photos.map((photo) => ({ photo: photo.file, quarterTurns: photo.quarterTurns })),
        (index, update) =>
          setProgress((list) => list && list.map((old, at) => (at === index ? update : old))),
      );
      const text = pages.flatMap((lines) => lines.map((line) => line.text)).join('\n');
      console.info(`[plateful] text recognised in ${Math.round(performance.now() - started)} ms`);
      if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) {
        setProblem("We couldn't read any text in those photos. Try a sharper, well-lit photo.");
        setProgress(null);
        return;
      }
      const draft = parseScannedLines(pages);
      // The first photo becomes the recipe's picture (issue 18).
      onDraft(
        await withScanPhoto({ ...draft, sourceUrl: draft.sourceUrl || sourceUrl }, photos[0]),
      );
    } catch (error) {
      console.warn('[plateful] text recognition failed', error);
      setProblem('Text recognition failed on this device. Try again, or paste the text.');
      setProgress(null);
    }
  };

  const photoButtonClass =
    'grid size-10 place-items-center rounded-full hover:bg-black/5 disabled:opacity-30';
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
                style={{ transform: `rotate(${photo.quarterTurns * 90}deg)` }}
                className="size-14 shrink-0 rounded-xl bg-black/5 object-cover transition-transform"
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
                <div className="flex shrink-0 flex-wrap justify-end">
                  <button
                    type="button"
                    aria-label={`Rotate photo ${index + 1}`}
                    onClick={() => rotate(photo.key)}
                    className={photoButtonClass}
                  >
                    <RotateCw aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    id={`${id}-${photo.key}-up`}
                    aria-label={`Move photo ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => move(photo.key, -1)}
                    className={photoButtonClass}
                  >
                    <ArrowUp aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    id={`${id}-${photo.key}-down`}
                    aria-label={`Move photo ${index + 1} down`}
                    disabled={index === photos.length - 1}
                    onClick={() => move(photo.key, 1)}
                    className={photoButtonClass}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    aria-label={`Remove photo ${index + 1}`}
                    onClick={() => remove(photo.key)}
                    className={photoButtonClass}
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </div>
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
