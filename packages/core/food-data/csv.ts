/**
 * One CSV reader for the scripts that read source tables (CoFID in `sources.ts`, the wider
 * ingredient set's CSVs in `bench/wide-ingredient-set.ts`): RFC 4180 rows, with quoted fields,
 * doubled quotes inside them and newlines inside quotes; CRLF or LF line ends.
 */

/** The rows of a CSV text, each a list of its fields; a final line without a newline counts. */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field.replace(/\r$/, '')]);
  return rows;
}
