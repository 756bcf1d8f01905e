/**
 * Image files on local disk, under `DATA_DIR/images/<id>/<variant>.webp`. Each file is written to
 * a temporary name, flushed and renamed into place, so a crash leaves either the whole file or
 * none of it; the database row is written only after both files are in place.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageVariant } from './image-encoding.ts';

/** Image ids are UUIDs; nothing else ever becomes part of a path. */
const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for an image id (a lower-case UUID), the only ids the store and the routes accept. */
export function isImageId(value: string): boolean {
  return IMAGE_ID.test(value);
}

export type LocalImageStore = {
  /** Writes every variant of image `id`; on failure nothing of it is left behind. */
  save(id: string, variants: Record<ImageVariant, Buffer>): Promise<void>;
  /** The bytes of one variant (or a derived file such as `card-q60`), or undefined when missing. */
  read(
    id: string,
    variant: ImageVariant | `${ImageVariant}-q${number}`,
  ): Promise<Buffer | undefined>;
  /** Adds one derived file to an image that exists. */
  saveDerived(id: string, name: `${ImageVariant}-q${number}`, data: Buffer): Promise<void>;
  /** Deletes every file of image `id` (used when its database row could not be written). */
  remove(id: string): Promise<void>;
};

/** Writes `data` to `target` through a temporary file, so readers see all of it or nothing. */
export async function writeFileAtomically(target: string, data: Buffer): Promise<void> {
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  const handle = await fs.open(temporary, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/** The store rooted at `DATA_DIR/images`. */
export function createLocalImageStore(dataDir: string): LocalImageStore {
  const root = path.join(dataDir, 'images');
  const folderOf = (id: string) => {
    if (!isImageId(id)) throw new Error(`Not an image id: ${JSON.stringify(id)}`);
    return path.join(root, id);
  };

  return {
    async save(id, variants) {
      const folder = folderOf(id);
      await fs.mkdir(folder, { recursive: true });
      try {
        for (const [variant, data] of Object.entries(variants)) {
          await writeFileAtomically(path.join(folder, `${variant}.webp`), data);
        }
      } catch (error) {
        await fs.rm(folder, { recursive: true, force: true });
        throw error;
      }
    },

    async read(id, variant) {
      try {
        return await fs.readFile(path.join(folderOf(id), `${variant}.webp`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async saveDerived(id, name, data) {
      await writeFileAtomically(path.join(folderOf(id), `${name}.webp`), data);
    },

    async remove(id) {
      await fs.rm(folderOf(id), { recursive: true, force: true });
    },
  };
}
