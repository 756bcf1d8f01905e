/**
 * Cooklang (`.cook`): steps written as prose with the ingredients marked inside them —
 * `@salt`, `@olive oil{2%tbsp}`, `@eggs{3}(beaten)` — cookware as `#pan{}`, timers as
 * `~{25%minutes}`. Metadata comes as `>> key: value` lines or YAML-style front matter; `-- …`
 * and `[- … -]` are comments; `== Dough ==` starts a section, which becomes an ingredient group.
 * Written from the language's public specification (cooklang.org/docs/spec).
 */
import type { DraftIngredientGroup } from '@plateful/core';
import type { LooseRecipe } from '../imported-recipe.ts';

// `@name{qty%unit}(note)`, `@multi word{}`, or `@word`; modifiers (@?, @&, @-, @+) dropped.
const INGREDIENT =
  /@[?&+-]?(?:([^@#~{}\n]+?)\{([^}]*)\}|([\p{L}\p{N}_][\p{L}\p{N}_'-]*))(?:\(([^)]*)\))?/gu;
const COOKWARE = /#(?:([^@#~{}\n]+?)\{[^}]*\}|([\p{L}\p{N}_][\p{L}\p{N}_-]*))/gu;
const TIMER = /~([^@#~{}\n]*?)\{([^}]*)\}/gu;

type Mention = { name: string; quantity: string; unit: string; note: string };

/** "2%tbsp" → quantity and unit; "1/2" stays as written, "*" (scale-less) dropped. */
function amountOf(text: string): { quantity: string; unit: string } {
  const [quantity = '', unit = ''] = text.replace(/\*$/, '').split('%');
  return { quantity: quantity.trim(), unit: unit.trim() };
}

const mentionText = ({ name, quantity, unit, note }: Mention) =>
  [quantity, unit, name].filter(Boolean).join(' ') + (note ? `, ${note}` : '');

function metadataLine(line: string, meta: Map<string, string>): boolean {
  const match = line.match(/^>>\s*([^:]+):\s*(.*)$/);
  if (!match) return false;
  meta.set(match[1]!.trim().toLowerCase(), match[2]!.trim());
  return true;
}

/** Front matter between `---` lines: `key: value` pairs and `- item` lists (tags). */
function frontMatter(text: string, meta: Map<string, string>): string {
  const match = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?/);
  if (!match) return text;
  let listKey = '';
  for (const line of match[1]!.split(/\r?\n/)) {
    const item = line.match(/^\s+-\s+(.*)$/) ?? line.match(/^-\s+(.*)$/);
    if (item && listKey) {
      const value = item[1]!.trim().replace(/^["']|["']$/g, '');
      meta.set(listKey, meta.get(listKey) ? `${meta.get(listKey)}, ${value}` : value);
      continue;
    }
    const pair = line.match(/^([\w .-]+):\s*(.*)$/);
    if (!pair) continue;
    listKey = pair[1]!.trim().toLowerCase();
    const value = pair[2]!
      .trim()
      .replace(/^\[|\]$/g, '')
      .replace(/^["']|["']$/g, '');
    meta.set(listKey, value);
  }
  return text.slice(match[0].length);
}

export function cooklangRecipe(text: string): LooseRecipe {
  const meta = new Map<string, string>();
  const body = frontMatter(text.replace(/\[-[\s\S]*?-\]/g, ''), meta);
  const steps: string[] = [];
  const groups: DraftIngredientGroup[] = [{ title: null, items: [] }];
  const seen = new Map<string, Mention>();
  let paragraph: string[] = [];
  const flush = () => {
    const step = paragraph.join(' ').replace(/\s+/g, ' ').trim();
    if (step) steps.push(step);
    paragraph = [];
  };
  for (const rawLine of body.split(/\r?\n/)) {
    const line = rawLine.replace(/--.*$/, '').trim();
    if (metadataLine(line, meta)) continue;
    const section = line.match(/^=+\s*(.*?)\s*=*$/);
    if (section) {
      flush();
      groups.push({ title: section[1] || null, items: [] });
      continue;
    }
    if (!line) {
      flush();
      continue;
    }
    const prose = line
      .replace(
        INGREDIENT,
        (
          _all,
          braced: string | undefined,
          amount: string | undefined,
          bare: string | undefined,
          note: string | undefined,
        ) => {
          const mention: Mention = {
            name: (braced ?? bare ?? '').trim().replace(/^\.\/.*\//, ''),
            ...amountOf(amount ?? ''),
            note: note?.trim() ?? '',
          };
          addMention(groups.at(-1)!, seen, mention);
          return mention.name;
        },
      )
      .replace(COOKWARE, (_all, braced: string | undefined, bare: string | undefined) =>
        (braced ?? bare ?? '').trim(),
      )
      .replace(TIMER, (_all, _name: string, amount: string) => {
        const { quantity, unit } = amountOf(amount);
        return [quantity, unit].filter(Boolean).join(' ');
      });
    paragraph.push(prose);
  }
  flush();
  const titled = groups.filter((group) => group.items.length);
  return {
    name: meta.get('title'),
    description: meta.get('description') ?? meta.get('introduction'),
    groups: titled.length ? titled : undefined,
    instructions: steps,
    prepTime: meta.get('prep time') ?? meta.get('time.prep') ?? meta.get('prep_time'),
    cookTime: meta.get('cook time') ?? meta.get('time.cook') ?? meta.get('cook_time'),
    totalTime:
      meta.get('time required') ??
      meta.get('time') ??
      meta.get('duration') ??
      meta.get('total time'),
    yields: meta.get('servings') ?? meta.get('serves') ?? meta.get('yield'),
    sourceUrl: meta.get('source') ?? meta.get('source.url') ?? meta.get('url'),
    author: meta.get('author') ?? meta.get('source.author'),
    category: meta.get('course') ?? meta.get('category'),
    tags: meta.get('tags'),
  };
}

/** The same ingredient mentioned twice in a section is one line, its amounts added when they can be. */
function addMention(
  group: DraftIngredientGroup,
  seen: Map<string, Mention>,
  mention: Mention,
): void {
  const key = `${group.title ?? ''}\u0000${mention.name.toLowerCase()}\u0000${mention.unit.toLowerCase()}`;
  const earlier = seen.get(key);
  const sum = earlier ? Number(earlier.quantity) + Number(mention.quantity) : NaN;
  if (earlier && earlier.quantity && mention.quantity && Number.isFinite(sum)) {
    const index = group.items.indexOf(mentionText(earlier));
    earlier.quantity = String(Math.round(sum * 1000) / 1000);
    if (index >= 0) group.items[index] = mentionText(earlier);
    return;
  }
  if (earlier && !mention.quantity) return;
  seen.set(key, mention);
  group.items.push(mentionText(mention));
}
