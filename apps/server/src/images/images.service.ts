/**
 * Image uploads and look-ups: re-encode the upload, keep it on local disk or in Cloudflare Images,
 * record it, and later say where each variant can be had. The routes never touch files or SQL.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createCloudflareImagesClient, type CloudflareImagesClient } from './cloudflare-images.ts';
import { encodeImage, reencodeAtQuality, type ImageVariant } from './image-encoding.ts';
import { createLocalImageStore, isImageId, type LocalImageStore } from './image-store.ts';
import type { ImagesRepository } from './images.repository.ts';

/** Where a variant is: its bytes (local storage) or a URL to redirect to (Cloudflare). */
export type ImageLocation =
  { kind: 'bytes'; data: Buffer; etag: string } | { kind: 'redirect'; url: string };

export type ImageUpload = {
  ownerKey: string;
  file: Buffer;
  /** The upload's optional `metadata` object; only Cloudflare keeps it. */
  metadata: Record<string, unknown> | undefined;
};

export type ImagesServiceDeps = {
  images: ImagesRepository;
  dataDir: string;
  cloudflare: { accountId: string; token: string; hash: string } | undefined;
  cloudflareApiBase: string;
};

/** A strong validator for bytes that never change once written. */
const etagOf = (data: Buffer) =>
  `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;

/** The images service: local files under `dataDir`, or Cloudflare Images when it is configured. */
export function createImagesService(deps: ImagesServiceDeps) {
  const store: LocalImageStore = createLocalImageStore(deps.dataDir);
  const cloudflare: CloudflareImagesClient | undefined = deps.cloudflare
    ? createCloudflareImagesClient({ ...deps.cloudflare, apiBase: deps.cloudflareApiBase })
    : undefined;

  return {
    /** Checks, re-encodes and stores an upload; returns the new image's id. */
    async upload({ ownerKey, file, metadata }: ImageUpload): Promise<string> {
      const encoded = await encodeImage(file);
      const { full } = encoded;
      const size = { width: full.width, height: full.height, bytes: full.data.length };

      if (cloudflare) {
        const id = await cloudflare.upload(full.data, metadata);
        await deps.images.insert({ id, ownerKey, storage: 'cloudflare', ...size });
        return id;
      }

      const id = randomUUID();
      await store.save(id, { card: encoded.card.data, full: full.data });
      try {
        await deps.images.insert({ id, ownerKey, storage: 'local', ...size });
      } catch (error) {
        await store.remove(id).catch(() => undefined);
        throw error;
      }
      return id;
    },

    /**
     * Where variant `variant` of image `id` is, or undefined when there is no such image. With
     * `quality` (slow-connection mode, SPEC §9) a lower-quality copy is made once and kept.
     */
    async locate(
      id: string,
      variant: ImageVariant,
      quality?: number,
    ): Promise<ImageLocation | undefined> {
      if (!isImageId(id)) return undefined;
      const row = await deps.images.find(id);
      if (!row) return undefined;
      if (row.storage === 'cloudflare') {
        // A deployment that turned Cloudflare off can no longer say where these images are.
        return cloudflare
          ? { kind: 'redirect', url: cloudflare.deliveryUrl(id, variant, quality) }
          : undefined;
      }
      if (quality !== undefined) {
        const name = `${variant}-q${quality}` as const;
        const ready = await store.read(id, name);
        if (ready) return { kind: 'bytes', data: ready, etag: etagOf(ready) };
        const original = await store.read(id, variant);
        if (!original) return undefined;
        const lower = await reencodeAtQuality(original, quality);
        await store.saveDerived(id, name, lower);
        return { kind: 'bytes', data: lower, etag: etagOf(lower) };
      }
      const data = await store.read(id, variant);
      return data ? { kind: 'bytes', data, etag: etagOf(data) } : undefined;
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
