/** Branded strings: a code type can only be made by its parser. */
declare const brand: unique symbol;

export type Brand<T, Name extends string> = T & { readonly [brand]: Name };

/**
 * Picks an index in [0, maxExclusive): the caller's source of randomness (e.g. built on
 * crypto.getRandomValues), since core has no randomness of its own.
 */
export type RandomIndex = (maxExclusive: number) => number;

/** `length` characters of `alphabet`, each chosen by `randomIndex`. */
export function randomString(alphabet: string, length: number, randomIndex: RandomIndex): string {
  let result = '';
  for (let position = 0; position < length; position += 1) {
    const index = Math.abs(Math.trunc(randomIndex(alphabet.length))) % alphabet.length;
    result += alphabet[index] ?? '';
  }
  return result;
}
