/**
 * The lines of one or more photos (in the order chosen) → one recipe draft. The pages follow one
 * another with a blank line between; the first page's largest text at the top is the title.
 * Words the engine misread are mended against the food words core knows (mendDraftWords), and
 * a word broken at a row's end is put back together first (joinBrokenWords); a list whose
 * amounts stand in a column of their own, read as two columns, has its rows put back together
 * before anything (amountRowsJoined). The rows whose amount or unit was mended come with the
 * engine's text of them (`amountChecks`), for the Add recipe screen to mark until the cook
 * checks them.
 */
import {
  joinBrokenWords,
  mendDraftWords,
  parseRecipeText,
  type RecipeDraft,
  type TextLine,
} from '@plateful/core';
import { amountRowsJoined } from './amount-rows.ts';

export function parseScannedLines(pages: readonly (readonly TextLine[])[]): RecipeDraft {
  const lines: TextLine[] = [];
  for (const page of pages) {
    if (lines.length > 0) lines.push({ text: '', height: 0, top: 0 });
    lines.push(...amountRowsJoined(page));
  }
  // Words the photos showed printed without the accents the draft would put back keep them off.
  const plain = new Set(lines.flatMap((line) => line.plain ?? []));
  return mendDraftWords(
    parseRecipeText(joinBrokenWords(lines)),
    plain.size > 0 ? plain : undefined,
  );
}
