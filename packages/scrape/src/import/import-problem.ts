/** What went wrong with one imported file, said so a cook can act on it. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

/** A file (or a recipe inside one) that could not be imported, and why. */
export type ImportProblem = { file: string; message: string };
