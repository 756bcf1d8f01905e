/**
 * The first photo of a scan becomes the recipe's picture (issue 18): turned as the cook turned it
 * for reading, then re-encoded and uploaded like any photo added in the editor (`uploadImage`
 * shrinks it to a JPEG of at most 2000 px). The draft carries it as `/api/images/{id}/full`, so
 * the editor shows it, where it can be changed or removed. Offline or on a failed upload the draft
 * simply has no picture: the scan itself is never lost for it.
 */
import type { ScannedDraft } from '../../lib/scanned-drafts.ts';
import { uploadImage } from '../../lib/upload-image.ts';

/** A photo as the scan screen holds it. */
export type ScanPhoto = { file: File; quarterTurns?: number };

/** The photo turned by `quarterTurns` clockwise (the file itself when there is nothing to do). */
async function turned(photo: ScanPhoto): Promise<File> {
  const turns = (((photo.quarterTurns ?? 0) % 4) + 4) % 4;
  if (turns === 0 || typeof createImageBitmap !== 'function') return photo.file;
  try {
    const bitmap = await createImageBitmap(photo.file, { imageOrientation: 'from-image' });
    const sideways = turns % 2 === 1;
    const canvas = document.createElement('canvas');
    canvas.width = sideways ? bitmap.height : bitmap.width;
    canvas.height = sideways ? bitmap.width : bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) return photo.file;
    context.translate(canvas.width / 2, canvas.height / 2);
    context.rotate((turns * Math.PI) / 2);
    context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.86),
    );
    return blob ? new File([blob], 'scan.jpg', { type: 'image/jpeg' }) : photo.file;
  } catch {
    return photo.file;
  }
}

/** The draft with the scan's first photo as its picture, when it can be uploaded. */
export async function withScanPhoto(
  draft: ScannedDraft,
  photo: ScanPhoto | undefined,
): Promise<ScannedDraft> {
  if (!photo || draft.imageUrl) return draft;
  try {
    const imageId = await uploadImage(await turned(photo));
    return { ...draft, imageUrl: `/api/images/${imageId}/full` };
  } catch (error) {
    console.warn('[plateful] the scan photo was not kept as the picture', error);
    return draft;
  }
}
