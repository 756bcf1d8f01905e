/**
 * A word table's own entry for a key, or undefined. Tables are plain objects, so a plain index
 * would find the object's built-in properties too: "constructor" is a word, not a function.
 */
export const ownEntry = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;
