/**
 * Tabs drawn by Alpine.js: a component's state names the panel it opens first (`<div x-data="{
 * tab: 'pot' }">`), and each panel is shown while the state names it (`<div x-show="tab ===
 * 'pot'">`). Served as it is, the page holds every panel (the cooking methods, the unit systems),
 * and the script hides all but the open one on load: a reader sees that one. The panels the
 * starting state closes are marked `hidden`, as the page's script would hide them, before the
 * markup is read. Only a comparison of a state's name with a literal is judged; a panel shown by
 * anything else (a function, a named component's state), or of a component that runs code as it
 * starts (`x-init`, an `init()` method, which may open another panel), is left as it is.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

/** A literal in an expression: a quoted string or a number. */
const LITERAL = String.raw`(?:'[^']*'|"[^"]*"|-?\d+(?:\.\d+)?)`;
const NAME = String.raw`[A-Za-z_$][\w$]*`;
/** `name === 'value'` (or `==`, `!==`, `!=`), either way round. */
const COMPARISON = new RegExp(
  String.raw`^\s*(?:(${NAME})\s*(===?|!==?)\s*(${LITERAL})|(${LITERAL})\s*(===?|!==?)\s*(${NAME}))\s*$`,
);

/** A literal's value as the script would compare it. */
const literalValue = (literal: string) =>
  /^['"]/.test(literal) ? `s:${literal.slice(1, -1)}` : `n:${Number(literal)}`;

/**
 * Whether two literals' values are equal as the comparison judges them: `===` by type and value,
 * `==` with a number and a string by the string's number too (`tab == '1'` is true for `tab: 1`),
 * so a panel a loose comparison opens is not hidden.
 */
function equal(a: string, b: string, loose: boolean): boolean {
  if (a === b) return true;
  if (!loose || a.slice(0, 2) === b.slice(0, 2)) return false;
  const number = (value: string) => Number(value.slice(2));
  return number(a) === number(b);
}

/** The starting value an `x-data` object literal gives `name`, if it gives it a literal. */
function startingValue(data: string, name: string): string | undefined {
  if (!data.trimStart().startsWith('{')) return undefined;
  const key = name.replace(/\$/g, '\\$');
  const found = new RegExp(
    String.raw`(?:^|[{,])\s*['"]?${key}['"]?\s*:\s*(${LITERAL})\s*[,}]`,
  ).exec(data.trim());
  return found ? literalValue(found[1]!) : undefined;
}

/** Whether a panel's `x-show` comparison is false in its component's starting state. */
function startsClosed(panel: Element, expression: string): boolean {
  const found = COMPARISON.exec(expression);
  if (!found) return false;
  const name = (found[1] ?? found[6])!;
  const operator = (found[2] ?? found[5])!;
  const literal = literalValue((found[3] ?? found[4])!);
  for (let node: Element | null = panel; node; node = node.parent as Element | null) {
    const data = node.attribs?.['x-data'];
    if (data === undefined) continue;
    // A component that runs code as it starts (`x-init`, an `init()` method) may set its state
    // to another panel ("tab = location.hash"): its starting value is not the one written.
    if (node.attribs['x-init'] !== undefined || /\binit\s*\(/.test(data)) return false;
    const value = startingValue(data, name);
    if (value === undefined) continue;
    const same = equal(value, literal, operator.length === 2);
    return operator.startsWith('!') ? same : !same;
  }
  return false;
}

/** Marks the Alpine panels that their component's starting state closes (see above) `hidden`. */
export function hideClosedPanels($: CheerioAPI): void {
  $('[x-show]').each((_, panel) => {
    if (startsClosed(panel, panel.attribs['x-show'] ?? '')) panel.attribs.hidden = '';
  });
}
