import { describe, expect, it } from 'vitest';
import { readImportFile } from '../import/read-import-file.ts';
import { extractRecipe } from './extract-recipe.ts';
import { htmlShape, htmlShapeProblem, MAX_HTML_ELEMENTS } from './html-shape.ts';

const nested = (depth: number, times = 1) =>
  `<html><body>${`${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`.repeat(times)}</body></html>`;

describe('htmlShape', () => {
  it('counts nesting as a parser would: void elements, scripts and left-open paragraphs do not nest', () => {
    expect(htmlShape('<div><p>a<p>b<br><img src=x><span>c</span></div>')).toEqual({
      depth: 2,
      elements: 6,
    });
    expect(htmlShape('<div><script>if (a < b) { "<div><div><div>" }</script></div>').depth).toBe(1);
    expect(htmlShape('<!-- <div><div> --><div/>').depth).toBe(0);
  });

  it('lets every ordinary page through', () => {
    expect(htmlShapeProblem(nested(60, 100))).toBeNull();
    expect(htmlShapeProblem(`<ul>${'<li>x</li>'.repeat(5000)}</ul>`)).toBeNull();
  });

  it('refuses a page nested a million deep, or of too many elements, before parsing it', () => {
    expect(htmlShapeProblem(nested(1_000_000))).toMatch(/nests its elements far deeper/);
    expect(htmlShapeProblem(nested(990, 30))).toMatch(/nests its elements far deeper/);
    expect(htmlShapeProblem(`<ul>${'<li>x</li>'.repeat(MAX_HTML_ELEMENTS + 1)}</ul>`)).toMatch(
      /more than 60,000 elements/,
    );
  });
});

describe('a hostile page costs milliseconds, not a minute of a core', () => {
  // Before the guard, 20,000 nested <div>s took 4 s to read and a million took over a minute.
  it('is not parsed by the scraper', () => {
    const start = process.cpuUsage();
    expect(extractRecipe(nested(1_000_000), 'https://example.org/')).toBeUndefined();
    const cpu = process.cpuUsage(start);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(2_000);
  });

  it('is refused by the importer with a message naming the file', () => {
    const start = process.cpuUsage();
    const items = readImportFile('deep.html', new TextEncoder().encode(nested(1_000_000)));
    const cpu = process.cpuUsage(start);
    expect(items).toEqual([
      {
        kind: 'problem',
        problem: {
          file: 'deep.html',
          message: 'the page nests its elements far deeper than any recipe page does',
        },
      },
    ]);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(2_000);
  });
});
