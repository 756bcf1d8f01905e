/**
 * The Cloudflare Images adapter, used instead of local files when a deployment sets the three
 * CLOUDFLARE_* variables. We upload our own re-encoded `full` image (never the user's original,
 * which may carry GPS EXIF) and Cloudflare serves the `card` and `full` variants, which the
 * account must define. Its failures become SPEC §8's upload messages with a 502: the user's file
 * was fine, the service behind us was not.
 */
import { z } from 'zod';
import type { ImageVariant } from './image-encoding.ts';
import { isImageId } from './image-store.ts';
import { UploadError } from './upload-error.ts';

/** How long one upload to Cloudflare may take before we give up. */
const CLOUDFLARE_TIMEOUT_MS = 20_000;

export type CloudflareImagesSettings = {
  apiBase: string;
  accountId: string;
  token: string;
  /** The account hash in imagedelivery.net URLs. */
  hash: string;
};

export type CloudflareImagesClient = {
  /** Uploads a WebP image and returns Cloudflare's id for it; throws an `UploadError`. */
  upload(image: Buffer, metadata: Record<string, unknown> | undefined): Promise<string>;
  /** Where Cloudflare delivers a variant of an image. */
  /** The delivery URL; with `quality`, a flexible variant at that quality. */
  deliveryUrl(id: string, variant: ImageVariant, quality?: number): string;
};

const cloudflareResponseSchema = z.object({
  success: z.boolean(),
  errors: z
    .array(z.object({ code: z.union([z.number(), z.string()]), message: z.string().optional() }))
    .default([]),
  result: z.object({ id: z.string() }).nullish(),
});

export function createCloudflareImagesClient(
  settings: CloudflareImagesSettings,
): CloudflareImagesClient {
  const uploadUrl = `${settings.apiBase}/accounts/${encodeURIComponent(settings.accountId)}/images/v1`;

  return {
    async upload(image, metadata) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(image)], { type: 'image/webp' }), 'image.webp');
      if (metadata) form.append('metadata', JSON.stringify(metadata));
      form.append('requireSignedURLs', 'false');

      let response: Response;
      try {
        response = await fetch(uploadUrl, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.token}` },
          body: form,
          signal: AbortSignal.timeout(CLOUDFLARE_TIMEOUT_MS),
        });
      } catch {
        throw new UploadError(502, 'Network error', 'cloudflare_unreachable');
      }

      const unparsable = () =>
        new UploadError(
          502,
          `Failed to parse API response: ${response.status} ${response.statusText}`,
          'cloudflare_bad_response',
        );
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw unparsable();
      }
      const parsed = cloudflareResponseSchema.safeParse(json);
      if (!parsed.success) throw unparsable();
      const { success, errors, result } = parsed.data;
      if (!response.ok || !success) {
        const code = errors[0]?.code ?? 'unknown';
        throw new UploadError(502, `Upload failed: ${response.status} - ${code}`, code);
      }
      // Our image URLs accept UUIDs only, which is what Cloudflare's own ids are.
      if (!result || !isImageId(result.id)) throw unparsable();
      return result.id;
    },

    deliveryUrl(id, variant, quality) {
      const base = `https://imagedelivery.net/${encodeURIComponent(settings.hash)}/${id}`;
      if (quality === undefined) return `${base}/${variant}`;
      const width = variant === 'card' ? 640 : 1600;
      return `${base}/w=${width},quality=${quality}`;
    },
  };
}
