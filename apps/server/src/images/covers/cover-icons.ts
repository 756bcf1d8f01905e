/**
 * The cover illustrations: Microsoft's Fluent Emoji (flat), MIT licensed, from the
 * `@iconify-json/fluent-emoji-flat` package. The set is read from disk once, on the first cover
 * drawn, and only the icons the cover rules can name are kept in memory; it never reaches a
 * browser except as pixels in a cover.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { COVER_ICONS } from '@plateful/core';

export type CoverIcon = { body: string; width: number; height: number; left: number; top: number };

type IconSetFile = {
  width?: number;
  height?: number;
  icons: Record<
    string,
    { body: string; width?: number; height?: number; left?: number; top?: number }
  >;
  aliases?: Record<string, { parent: string }>;
};

let icons: Map<string, CoverIcon> | undefined;

function loadIcons(): Map<string, CoverIcon> {
  const file = createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json');
  const set = JSON.parse(readFileSync(file, 'utf8')) as IconSetFile;
  const kept = new Map<string, CoverIcon>();
  for (const name of COVER_ICONS) {
    const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
    if (!icon) continue;
    kept.set(name, {
      body: icon.body,
      width: icon.width ?? set.width ?? 16,
      height: icon.height ?? set.height ?? 16,
      left: icon.left ?? 0,
      top: icon.top ?? 0,
    });
  }
  return kept;
}

/** The icon named `name`, or undefined when the set has no such icon. */
export function coverIcon(name: string): CoverIcon | undefined {
  icons ??= loadIcons();
  return icons.get(name);
}

/** The names the rules use that the icon set lacks (a test keeps this empty). */
export function missingCoverIcons(): string[] {
  return [...COVER_ICONS].filter((name) => !coverIcon(name));
}
