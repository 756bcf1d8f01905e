/** Photos of a recipe: upload (camera or files) with a progress bar each, reorder by removing. */
import { ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { imageUrl } from '../../lib/images.ts';
import { uploadImage } from '../../lib/upload-image.ts';

type Upload = { key: string; name: string; progress: number; error: string | null };

export function PhotoField({
  imageIds,
  onChange,
}: {
  imageIds: string[];
  onChange(ids: string[]): void;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const update = (key: string, patch: Partial<Upload>) =>
    setUploads((list) =>
      list.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)),
    );

  const add = (files: FileList | null) => {
    let ids = imageIds;
    for (const file of Array.from(files ?? [])) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      setUploads((list) => [...list, { key, name: file.name, progress: 0, error: null }]);
      uploadImage(file, (progress) => update(key, { progress }))
        .then((id) => {
          ids = [...ids, id];
          onChange(ids);
          setUploads((list) => list.filter((upload) => upload.key !== key));
        })
        .catch((error: Error) => update(key, { error: error.message }));
    }
  };

  return (
    <div>
      <div className="grid grid-cols-3 gap-2">
        {imageIds.map((id) => (
          <div key={id} className="relative aspect-square overflow-hidden rounded-2xl bg-black/5">
            <img src={imageUrl(id, 'card')} alt="" className="size-full object-cover" />
            <button
              type="button"
              aria-label="Remove photo"
              onClick={() => onChange(imageIds.filter((other) => other !== id))}
              className="absolute top-1.5 right-1.5 grid size-8 place-items-center rounded-full bg-black/60 text-white"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        ))}
        <label className="grid aspect-square cursor-pointer place-items-center rounded-2xl border-2 border-dashed border-black/15 text-ink/70 hover:bg-black/5">
          <span className="flex flex-col items-center gap-1 text-sm font-semibold">
            <ImagePlus aria-hidden className="size-6" />
            Add photo
          </span>
          <input
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {uploads.map((upload) => (
        <div key={upload.key} className="mt-2 text-sm">
          <div className="flex justify-between">
            <span className="truncate">{upload.name}</span>
            <span className={upload.error ? 'text-red-700' : 'text-ink/70'}>
              {upload.error ?? `${Math.round(upload.progress * 100)}%`}
            </span>
          </div>
          {!upload.error && (
            <div
              role="progressbar"
              aria-label={`Uploading ${upload.name}`}
              aria-valuenow={Math.round(upload.progress * 100)}
              aria-valuemin={0}
              aria-valuemax={100}
              className="mt-1 h-1.5 overflow-hidden rounded-full bg-black/10"
            >
              <div
                className="h-full bg-brand-600 transition-[width]"
                style={{ width: `${upload.progress * 100}%` }}
              />
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
