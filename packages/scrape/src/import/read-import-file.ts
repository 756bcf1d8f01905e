/**
 * One imported file → the recipes in it and the problems met, whatever app made it. A zip is read
 * as a folder: each member is read as a file of its own (zips inside zips too, as Tandoor nests
 * them), and pictures are found beside the recipe that names them. A bad member is a problem for
 * that member only; the rest of the file carries on. Nothing here throws.
 */
import { IMPORT_FILE_EXTENSIONS } from '@plateful/contracts';
import { extractRecipe } from '../extract/extract-recipe.ts';
import {
  IMPORT_LIMITS,
  isGzip,
  isZip,
  jsonOf,
  newBudget,
  readGzip,
  readZip,
  textOf,
  type ArchiveEntry,
  type UnpackBudget,
} from './archive.ts';
import {
  isMealie,
  isMela,
  isObject,
  isPaprika,
  isTandoor,
  mealieBackupRecipes,
  mealieRecipe,
  melaRecipe,
  paprikaRecipe,
  tandoorRecipe,
} from './adapters/app-json.ts';
import { cooklangRecipe } from './adapters/cooklang.ts';
import { copyMeThatRecipes, isCopyMeThat, savedPageUrl } from './adapters/html.ts';
import { htmlShapeProblem } from '../extract/html-shape.ts';
import { isPlatefulExport, platefulRecipes } from './adapters/plateful.ts';
import { draftFromSchemaNode, schemaRecipes } from './adapters/schema-json.ts';
import { ImportFileError, type ImportProblem } from './import-problem.ts';
import {
  baseName,
  recipeFrom,
  type ImportFormat,
  type ImportedPhoto,
  type ImportedRecipe,
  type LooseRecipe,
} from './imported-recipe.ts';

export type ImportItem =
  { kind: 'recipe'; recipe: ImportedRecipe } | { kind: 'problem'; problem: ImportProblem };

/** The files an import accepts, by extension; stated on the import screen (contracts). */
export const IMPORT_EXTENSIONS = IMPORT_FILE_EXTENSIONS;

const IMAGE = /\.(?:jpe?g|png|webp|gif|avif|heic)$/i;
const MAX_PHOTO_BASE64 = 14 * 1024 * 1024;

type Folder = {
  /** The uploaded file's name, for messages: "export.zip". */
  label: string;
  /** Members by path, for pictures named by a recipe. */
  files: ReadonlyMap<string, Uint8Array>;
};

type Reader = {
  budget: UnpackBudget;
  recipes: number;
  out: ImportItem[];
};

const dirOf = (path: string) =>
  path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
const where = (folder: Folder, path: string) =>
  path && path !== folder.label ? `${folder.label} › ${path}` : folder.label;

function problem(reader: Reader, file: string, message: string): void {
  reader.out.push({ kind: 'problem', problem: { file, message } });
}

function add(
  reader: Reader,
  format: ImportFormat,
  file: string,
  loose: LooseRecipe,
  fallbackName: string,
  photo: ImportedPhoto | null,
): void {
  if (reader.recipes >= IMPORT_LIMITS.maxRecipes) {
    if (reader.recipes === IMPORT_LIMITS.maxRecipes) {
      problem(
        reader,
        file,
        `only the first ${IMPORT_LIMITS.maxRecipes} recipes of a file are imported`,
      );
      reader.recipes += 1;
    }
    return;
  }
  const draft = recipeFrom(loose, fallbackName);
  if (!draft.ingredients.length && !draft.instructions.length) {
    problem(reader, file, `"${draft.name}" has no ingredients or steps, so it was left out`);
    return;
  }
  reader.recipes += 1;
  reader.out.push({ kind: 'recipe', recipe: { format, file, draft, photo } });
}

/** A photo kept as base64 in a field; `where` names the member and the field it came from. */
function photoFromBase64(text: string | null, where: string): ImportedPhoto | null {
  if (!text || text.length > MAX_PHOTO_BASE64) return null;
  try {
    const binary = atob(text.replace(/^data:[^,]*,/, '').replace(/\s+/g, ''));
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes.length ? { bytes, name: where } : null;
  } catch {
    return null;
  }
}

/** Where a member is inside the uploaded file: its path, after the archives it is nested in. */
function inFile(folder: Folder, path: string): string {
  const nested = folder.label.indexOf(' › ');
  return nested < 0 ? path : `${folder.label.slice(nested + 3)} › ${path}`;
}

/** A picture in the folder: by the path a recipe gives, else the first image in `dir`. */
function photoIn(folder: Folder, dir: string, named?: string | null): ImportedPhoto | null {
  if (named && !/^[a-z]+:/i.test(named)) {
    const path = (dir + decodeURIComponent(named.replace(/^\.\//, ''))).replace(/\/\.\//g, '/');
    const bytes = folder.files.get(path);
    if (bytes) return { bytes, name: inFile(folder, path) };
  }
  if (named === undefined) {
    for (const [path, bytes] of folder.files) {
      if (dirOf(path) === dir && IMAGE.test(path)) return { bytes, name: inFile(folder, path) };
    }
  }
  return null;
}

function readJson(reader: Reader, folder: Folder, path: string, json: unknown): void {
  const file = where(folder, path);
  const name = baseName(path || folder.label);
  const dir = dirOf(path);
  if (isPlatefulExport(json)) {
    for (const loose of platefulRecipes(json)) add(reader, 'plateful', file, loose, name, null);
    return;
  }
  if (isObject(json) && Array.isArray(json.recipes) && Array.isArray(json.recipes_ingredients)) {
    for (const { id, loose } of mealieBackupRecipes(json)) {
      const images = `data/recipes/${id}/images/`;
      add(reader, 'mealie', file, loose, name, photoIn(folder, images) ?? null);
    }
    return;
  }
  const single = isObject(json) ? json : null;
  if (single && isPaprika(single)) {
    const { loose, photo, field } = paprikaRecipe(single);
    add(
      reader,
      'paprika',
      file,
      loose,
      name,
      photoFromBase64(photo, `${path || folder.label} › ${field}`),
    );
  } else if (single && isTandoor(single)) {
    add(reader, 'tandoor', file, tandoorRecipe(single), name, photoIn(folder, dir));
  } else if (single && isMealie(single)) {
    // The data export keeps `images/original.webp` beside the JSON; the per-recipe zip keeps
    // `original.webp` itself beside it. The original is the whole picture (not min- or tiny-).
    const photo =
      photoIn(folder, `${dir}images/`, 'original.webp') ??
      photoIn(folder, dir, 'original.webp') ??
      photoIn(folder, `${dir}images/`);
    add(reader, 'mealie', file, mealieRecipe(single), name, photo);
  } else if (single && isMela(single)) {
    const { loose, photo } = melaRecipe(single);
    add(
      reader,
      'mela',
      file,
      loose,
      name,
      photoFromBase64(photo, `${path || folder.label} › images[0]`),
    );
  } else {
    const nodes = schemaRecipes(json, IMPORT_LIMITS.maxRecipes + 1);
    if (!nodes.length) {
      problem(
        reader,
        file,
        'this JSON is not a recipe export we know (Paprika, Mela, Mealie, Tandoor, RecipeSage, schema.org or Plateful)',
      );
      return;
    }
    const format: ImportFormat = nodes.some((node) => 'creditText' in node || 'isBasedOn' in node)
      ? 'recipesage'
      : 'schema.org';
    for (const node of nodes) {
      const { draft, photoUrl } = draftFromSchemaNode(node);
      add(
        reader,
        format,
        file,
        { ...looseFromDraft(draft) },
        name,
        photoUrl ? { url: photoUrl } : null,
      );
    }
  }
}

/** A draft already read (schema.org, a saved page) passes through `recipeFrom`'s limits again. */
function looseFromDraft(draft: ReturnType<typeof recipeFrom>): LooseRecipe {
  return {
    ...draft,
    groups: draft.ingredientGroups,
    yields: draft.yields,
    category: draft.category,
  };
}

function readHtml(reader: Reader, folder: Folder, path: string, html: string): void {
  const file = where(folder, path);
  const shape = htmlShapeProblem(html);
  if (shape !== null) {
    problem(reader, file, shape);
    return;
  }
  if (isCopyMeThat(html)) {
    const recipes = copyMeThatRecipes(html);
    if (!recipes.length) problem(reader, file, 'this Copy Me That page has no recipes in it');
    for (const { loose, image } of recipes) {
      add(
        reader,
        'copymethat',
        file,
        loose,
        baseName(path || folder.label),
        photoIn(folder, dirOf(path), image),
      );
    }
    return;
  }
  const sourceUrl = savedPageUrl(html);
  const draft = extractRecipe(html, sourceUrl || 'https://import.invalid/');
  if (!draft || (!draft.ingredients.length && !draft.instructions.length)) {
    problem(reader, file, 'no recipe was found on this page');
    return;
  }
  const photoUrl = draft.imageUrl?.startsWith('https://import.invalid/') ? null : draft.imageUrl;
  const loose = looseFromDraft({ ...draft, sourceUrl, imageUrl: photoUrl });
  add(
    reader,
    'schema.org',
    file,
    loose,
    baseName(path || folder.label),
    photoUrl ? { url: photoUrl } : null,
  );
}

function readMember(
  reader: Reader,
  folder: Folder,
  path: string,
  bytes: Uint8Array,
  depth: number,
): void {
  const lower = path.toLowerCase();
  const file = where(folder, path);
  try {
    if (lower.endsWith('.paprikarecipe')) {
      const json = jsonOf(
        isGzip(bytes) ? readGzip(bytes, reader.budget, `"${path}"`) : bytes,
        `"${path}"`,
      );
      readJson(reader, folder, path, json);
    } else if (
      lower.endsWith('.zip') ||
      lower.endsWith('.paprikarecipes') ||
      lower.endsWith('.melarecipes') ||
      isZip(bytes)
    ) {
      if (depth >= IMPORT_LIMITS.maxDepth)
        throw new ImportFileError('it holds zips nested too deep');
      readFolder(
        reader,
        folder.label === path ? path : file,
        readZip(bytes, reader.budget),
        depth + 1,
      );
    } else if (lower.endsWith('.json') || lower.endsWith('.melarecipe')) {
      readJson(reader, folder, path, jsonOf(bytes, `"${path}"`));
    } else if (lower.endsWith('.html') || lower.endsWith('.htm')) {
      readHtml(reader, folder, path, textOf(bytes));
    } else if (lower.endsWith('.cook')) {
      const name = baseName(path);
      const stem = path.replace(/\.cook$/i, '');
      const photo = [...folder.files.keys()].find(
        (key) => key.startsWith(`${stem}.`) && IMAGE.test(key),
      );
      add(
        reader,
        'cooklang',
        file,
        cooklangRecipe(textOf(bytes)),
        name,
        photo ? { bytes: folder.files.get(photo)!, name: photo } : null,
      );
    } else if (isGzip(bytes)) {
      readMember(
        reader,
        folder,
        path.replace(/\.gz$/i, ''),
        readGzip(bytes, reader.budget, `"${path}"`),
        depth,
      );
    } else if (depth === 0) {
      problem(
        reader,
        file,
        `this kind of file cannot be imported (we read ${IMPORT_EXTENSIONS.join(', ')})`,
      );
    }
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    problem(reader, file, error.message);
  }
}

function readFolder(reader: Reader, label: string, entries: ArchiveEntry[], depth: number): void {
  const folder: Folder = {
    label,
    files: new Map(entries.map((entry) => [entry.name, entry.bytes])),
  };
  const before = reader.recipes;
  const problems = reader.out.length;
  for (const entry of entries) {
    if (IMAGE.test(entry.name)) continue;
    readMember(reader, folder, entry.name, entry.bytes, depth);
  }
  if (reader.recipes === before && reader.out.length === problems) {
    problem(reader, label, 'no recipes were found in this archive');
  }
}

/** Every recipe in one uploaded file, and every problem met on the way. */
export function readImportFile(name: string, bytes: Uint8Array): ImportItem[] {
  const reader: Reader = { budget: newBudget(), recipes: 0, out: [] };
  const label = name.split(/[\\/]/).pop()?.slice(0, 200) || 'file';
  if (bytes.length > IMPORT_LIMITS.maxFileBytes) {
    problem(
      reader,
      label,
      `the file is larger than the ${IMPORT_LIMITS.maxFileBytes / 1024 / 1024} MB an import takes`,
    );
    return reader.out;
  }
  if (!bytes.length) {
    problem(reader, label, 'the file is empty');
    return reader.out;
  }
  try {
    const folder: Folder = { label, files: new Map() };
    readMember(reader, folder, label, bytes, 0);
  } catch {
    // A fault of ours must not take the batch down: the file is reported, the rest carries on.
    problem(reader, label, 'the file could not be read');
  }
  return reader.out;
}
