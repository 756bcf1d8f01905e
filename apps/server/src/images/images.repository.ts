/** SQL for the `images` table: one row per uploaded image, wherever its files live. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { images } from '../db/schema.ts';

export type ImageRow = typeof images.$inferSelect;
export type NewImageRow = Omit<typeof images.$inferInsert, 'createdAt'>;

/** The images repository over `db`. */
export function createImagesRepository(db: Database) {
  const { orm } = db;
  return {
    async insert(row: NewImageRow): Promise<void> {
      await orm.insert(images).values(row);
    },

    async find(id: string): Promise<ImageRow | undefined> {
      const [row] = await orm.select().from(images).where(eq(images.id, id)).limit(1);
      return row;
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
