import { z } from 'zod';

/** The `{ok, data, error}` envelope of SPEC §7. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.union([
    z.object({ ok: z.literal(true), data, error: z.undefined().optional() }),
    z.object({ ok: z.literal(false), error: z.string(), data: z.undefined().optional() }),
  ]);

export const errorBodySchema = z.object({ ok: z.literal(false), error: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const healthSchema = z.object({ ok: z.literal(true), db: z.enum(['pglite', 'postgres']) });
export type Health = z.infer<typeof healthSchema>;
