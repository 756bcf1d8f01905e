/**
 * The cover of a recipe without a photo: colours and a motif drawn from the recipe itself (its
 * name picks the hue, its category the icon), so every card looks made, never a grey box.
 */
import { matchesMealType, type Recipe } from '@plateful/core';
import { Beef, CakeSlice, ChefHat, Fish, Salad } from 'lucide-react';

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

const PALETTES = [
  ['#f6d365', '#fda085'],
  ['#a1c4fd', '#c2e9fb'],
  ['#d4fc79', '#96e6a1'],
  ['#fbc2eb', '#a6c1ee'],
  ['#ffecd2', '#fcb69f'],
  ['#84fab0', '#8fd3f4'],
  ['#fddb92', '#d1fdff'],
  ['#e0c3fc', '#8ec5fc'],
] as const;

// Made on first use: building a segmenter loads the browser's break rules, which took 18 ms of
// the first visit's start-up (on a desktop CPU) when it was made as this module loaded.
let graphemes: Intl.Segmenter | null = null;

/** The first character as a reader sees it (a whole emoji, never half a surrogate pair). */
export function initialOf(name: string): string {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const first = graphemes.segment(name.trim())[Symbol.iterator]().next();
  return first.done ? '?' : first.value.segment.toLocaleUpperCase();
}

function motifFor(recipe: Pick<Recipe, 'category' | 'tags'>) {
  if (matchesMealType(recipe, 'sweet')) return CakeSlice;
  if (matchesMealType(recipe, 'fish')) return Fish;
  if (matchesMealType(recipe, 'meat')) return Beef;
  if (matchesMealType(recipe, 'veggie')) return Salad;
  return ChefHat;
}

export function RecipeCover({
  recipe,
  className = '',
}: {
  recipe: Pick<Recipe, 'id' | 'name' | 'category' | 'tags'>;
  className?: string;
}) {
  const hash = hashOf(recipe.name || recipe.id);
  const [from, to] = PALETTES[hash % PALETTES.length]!;
  const Motif = motifFor(recipe);
  const angle = 120 + (hash % 90);
  return (
    <div
      aria-hidden
      className={`relative overflow-hidden ${className}`}
      style={{ backgroundImage: `linear-gradient(${angle}deg, ${from}, ${to})` }}
    >
      <Motif
        className="absolute -right-4 -bottom-4 size-32 rotate-[-12deg] text-white/45"
        strokeWidth={1.25}
      />
      <span className="absolute bottom-3 left-4 text-5xl font-black tracking-tight text-white/55">
        {initialOf(recipe.name)}
      </span>
    </div>
  );
}
