/**
 * Uploading a photo (SPEC §7 POST /api/cloudflare/upload): shrunk in the browser first (a phone
 * photo of 12 MP becomes a JPEG of at most 2000 px, so it uploads fast on a slow connection), sent
 * with progress, and errors worded as SPEC §8 "Upload".
 */
import { identityHeaders, apiUrl } from './api-client.ts';

export const UPLOAD_MAX_EDGE_PX = 2000;

export async function shrinkImage(file: File): Promise<Blob> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, UPLOAD_MAX_EDGE_PX / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size < 2_000_000) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.86),
    );
    return blob ?? file;
  } catch {
    return file;
  }
}

/** Uploads an image; resolves with its id. `onProgress` gets 0-1. */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<string> {
  return shrinkImage(file).then(
    (blob) =>
      new Promise<string>((resolve, reject) => {
        const form = new FormData();
        form.append('file', blob, file.name || 'photo.jpg');
        const request = new XMLHttpRequest();
        request.open('POST', apiUrl('/api/cloudflare/upload'));
        request.withCredentials = true;
        for (const [name, value] of Object.entries(identityHeaders()))
          request.setRequestHeader(name, value);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(event.loaded / event.total);
        };
        request.onerror = () => reject(new Error('Network error'));
        request.onload = () => {
          let body: { imageId?: string; errors?: { message: string; code: number | string }[] };
          try {
            body = JSON.parse(request.responseText) as typeof body;
          } catch {
            reject(
              new Error(`Failed to parse API response: ${request.status} ${request.statusText}`),
            );
            return;
          }
          if (request.status >= 200 && request.status < 300 && body.imageId) {
            onProgress(1);
            resolve(body.imageId);
            return;
          }
          const first = body.errors?.[0];
          reject(
            new Error(
              first?.message ?? `Upload failed: ${request.status} - ${first?.code ?? 'unknown'}`,
            ),
          );
        };
        request.send(form);
      }),
  );
}
