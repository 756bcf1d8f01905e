/** What the extractor and its worker thread say to each other. */
import type { RecipeDraft } from '../extract/draft.ts';

export type ExtractRequest = { id: number; html: string; url: string };

export type ExtractReply =
  { id: number; draft: RecipeDraft | null } | { id: number; error: string };

/** The worker's first message: its code is loaded and it can read pages. */
export type WorkerReady = { ready: true };
