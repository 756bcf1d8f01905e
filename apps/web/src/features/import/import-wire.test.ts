import { emptyDraft } from '@plateful/core';
import { describe, expect, it } from 'vitest';
import { bookmarkletUrl, pageFromFragment, readPagePayload } from '../../lib/bookmarklet.ts';
import { readStoredSession } from './import-session.ts';
import { statusOfFailure } from './read-links.ts';
import { lineReader, readFileEvent } from './upload-file.ts';

describe('the file answer, line by line', () => {
  it('splits a growing text into whole lines, the last one at the end', () => {
    const lines: string[] = [];
    const feed = lineReader((line) => lines.push(line));
    feed('{"a":1}\n{"b"');
    expect(lines).toEqual(['{"a":1}']);
    feed('{"a":1}\n{"b":2}\n\n{"c":3}');
    expect(lines).toEqual(['{"a":1}', '{"b":2}']);
    feed('{"a":1}\n{"b":2}\n\n{"c":3}', true);
    expect(lines).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });

  it('reads recipe, problem and done events, and nothing else', () => {
    const draft = { ...emptyDraft(), name: 'Soup' };
    expect(
      readFileEvent(
        JSON.stringify({ type: 'recipe', index: 0, file: 'a', format: 'paprika', draft }),
      ),
    ).toMatchObject({ type: 'recipe', file: 'a', format: 'paprika', draft: { name: 'Soup' } });
    expect(readFileEvent('{"type":"problem","file":"x.zip","error":"bad"}')).toEqual({
      type: 'problem',
      file: 'x.zip',
      error: 'bad',
    });
    expect(readFileEvent('{"type":"done","recipes":2,"problems":0}')).toEqual({
      type: 'done',
      recipes: 2,
      problems: 0,
    });
    expect(readFileEvent('not json')).toBeNull();
    expect(readFileEvent('{"type":"recipe","file":"a","format":"word","draft":{}}')).toBeNull();
    expect(readFileEvent('null')).toBeNull();
  });
});

describe('link statuses from the server’s words', () => {
  it.each([
    [422, "We couldn't find a recipe on that page", 'not-recipe'],
    [422, "That link can't be fetched", 'blocked'],
    [422, "That link isn't a web page", 'blocked'],
    [504, 'That page took too long to load', 'too-slow'],
    [422, 'That page took too long to read', 'too-slow'],
    [500, 'Something went wrong on our side. Please try again.', 'failed'],
  ])('%i %s → %s', (status, message, kind) => {
    expect(statusOfFailure(status, message).kind).toBe(kind);
  });
});

describe('the bookmarklet', () => {
  it('is a javascript: address naming the app and its import screen', () => {
    const url = bookmarkletUrl('https://plateful.example');
    expect(url.startsWith('javascript:')).toBe(true);
    expect(url).not.toMatch(/\s/);
    const script = decodeURIComponent(url.slice('javascript:'.length));
    expect(script).toContain('"https://plateful.example"');
    expect(script).toContain('/build/import?from=page');
    expect(() => new Function(script)).not.toThrow();
  });

  it('takes a page only in the right shape, from its own origin', () => {
    const page = { type: 'plateful:page', url: 'https://site.example/r', html: '<p>x</p>' };
    expect(readPagePayload(page, 'https://site.example')).toEqual({
      url: page.url,
      html: page.html,
    });
    expect(readPagePayload(page, 'https://evil.example')).toBeNull();
    expect(readPagePayload({ ...page, url: 'javascript:alert(1)' }, 'null')).toBeNull();
    expect(readPagePayload({ ...page, html: '' }, 'https://site.example')).toBeNull();
    expect(readPagePayload({ ...page, type: 'other' }, 'https://site.example')).toBeNull();
    expect(readPagePayload('text', 'https://site.example')).toBeNull();
  });

  it('reads a page from the address fragment', () => {
    const page = { type: 'plateful:page', url: 'https://site.example/r', html: '<p>x</p>' };
    expect(pageFromFragment(`#page=${encodeURIComponent(JSON.stringify(page))}`)).toEqual({
      url: page.url,
      html: page.html,
    });
    expect(pageFromFragment('#page=%E0%A4%A')).toBeNull();
    expect(pageFromFragment('#other')).toBeNull();
  });
});

describe('a kept import session', () => {
  it('reads back what was written, and drops what is not a draft', () => {
    const draft = { ...emptyDraft(), name: 'Soup' };
    const session = readStoredSession({
      id: 's1',
      startedAt: 1,
      items: [
        { key: 's1:0', source: { kind: 'file', file: 'a', format: 'paprika' }, draft },
        { key: 's1:1', source: { kind: 'link', url: 'https://x.example/r' }, draft: { name: 1 } },
        { key: 's1:2', source: { kind: 'nope' }, draft },
      ],
      choices: { 's1:0': false, bad: 'yes' },
      saved: { 's1:0': true, other: 1 },
      problems: [{ file: 'b.zip', error: 'bad' }, { file: 3 }],
      skippedDuplicates: 2,
      finishedAt: null,
      nextIndex: 3,
    });
    expect(session).toMatchObject({
      id: 's1',
      choices: { 's1:0': false },
      saved: { 's1:0': true },
      problems: [{ file: 'b.zip', error: 'bad' }],
      nextIndex: 3,
    });
    expect(session?.items.map((item) => item.key)).toEqual(['s1:0']);
    expect(readStoredSession('junk')).toBeNull();
    expect(readStoredSession({ id: 1, items: [] })).toBeNull();
  });
});
