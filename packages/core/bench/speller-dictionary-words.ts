/**
 * The English words the aisle speller (categorise.ts, `spelt`) reads as a food word a letter off,
 * for src/shopping/dictionary-words.ts (session 75): give a word list, one word a line, such as
 * Debian's wbritish (`/usr/share/dict/british-english`, from SCOWL). Every lower-case word of six
 * letters or more the speller changes is printed with the food word it was read as; a word already
 * in DICTIONARY_NOT_FOOD_WORDS is left as it is, so a run after the list is made prints the
 * food's own other spellings kept on purpose ("cocoanut -> coconut") and any word a new rule or
 * catalogue word brings in.
 *
 *   npx tsx packages/core/bench/speller-dictionary-words.ts /usr/share/dict/british-english
 */
import { readFileSync } from 'node:fs';
import { spelt } from '../src/shopping/categorise.ts';

const [path] = process.argv.slice(2);
if (path === undefined) throw new Error('give a word list, one word a line');
const words = new Set(
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((word) => /^[a-z]{6,}$/.test(word)),
);
for (const word of words) {
  const read = spelt(word);
  if (read !== word) console.log(`${word} -> ${read}`);
}
