/**
 * Whether a screen fits the phone it is on (issue 27): a page laid out wider than the screen makes a
 * phone zoom out or pan sideways, puts buttons off the screen and sends taps to the wrong row.
 */
import {
  devices,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { stalledPageState } from './page-state.ts';

/** The phones every screen must fit: a small Android phone and the Pixel 7 of the other tests. */
export const PHONES = [
  { width: 360, height: 740 },
  { width: 412, height: 823 },
] as const;

export type Phone = (typeof PHONES)[number];

/** A touch phone of this size, as Playwright's Pixel 7 but for its screen. */
export function phoneContextOptions(phone: Phone): BrowserContextOptions {
  return { ...devices['Pixel 7'], viewport: { ...phone }, screen: { ...phone } };
}

/** A second (or third) phone of this size: its own browser context, requests kept off the SW. */
export async function newPhone(browser: Browser, phone: Phone): Promise<Page> {
  const context = await browser.newContext({
    ...phoneContextOptions(phone),
    serviceWorkers: 'block',
  });
  return context.newPage();
}

interface Width {
  /** The layout viewport: on a phone, Chromium widens it to the content when that is wider. */
  innerWidth: number;
  /** The document's width. */
  scrollWidth: number;
  /** Boxes and text past the right edge that nothing clips, outermost first. */
  pastTheEdge: string[];
}

/**
 * How long one measurement may take: it waits at most 5 s for animations, two frames, then reads
 * every box. Twice in CI it waited on a frame until the test's ceiling (decision 0029, session 54);
 * past this it fails with what the page was doing.
 */
const MEASURE_CEILING_MS = 30_000;

/** Measures the page once its animations have finished (a sheet sliding in is not yet in place). */
async function measure(page: Page, screenWidth: number): Promise<Width> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), MEASURE_CEILING_MS);
  });
  const work = measureOnce(page, screenWidth);
  // Its failure after the deadline (the test closing the page) is not this test's failure.
  work.catch(() => undefined);
  const measured = await Promise.race([work, late]).finally(() => clearTimeout(timer));
  if (measured) return measured;
  const state = await stalledPageState(page);
  throw new Error(
    `The width check got no answer in ${MEASURE_CEILING_MS / 1000} s: ${JSON.stringify(state)}`,
  );
}

function measureOnce(page: Page, screenWidth: number): Promise<Width> {
  return page.evaluate(async (edge) => {
    const finite = (animation: Animation) =>
      Number.isFinite(Number(animation.effect?.getComputedTiming().endTime));
    await Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && finite(animation))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

    const root = document.documentElement;
    const limit = edge + 0.5;
    const style = (element: Element) => getComputedStyle(element);
    /** A box that makes a containing block for positioned descendants besides `position`. */
    const establishesContainingBlock = (element: Element, forFixed: boolean) => {
      const css = style(element);
      return (
        (!forFixed && css.position !== 'static') ||
        css.transform !== 'none' ||
        css.filter !== 'none' ||
        css.perspective !== 'none' ||
        /paint|layout|strict|content/.test(css.contain) ||
        /transform|filter|perspective/.test(css.willChange)
      );
    };
    /**
     * The next box up whose overflow could clip this one: the parent for a box in the flow, the
     * containing block for a positioned one (an `overflow: hidden` parent that is not positioned does
     * not clip an absolutely positioned child; that is how issue 27's row widened the page). Null when
     * the box is placed against the screen.
     */
    const clipParent = (element: Element): Element | null => {
      const position = style(element).position;
      if (position !== 'absolute' && position !== 'fixed') return element.parentElement;
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (up === root) return position === 'fixed' ? null : root;
        if (establishesContainingBlock(up, position === 'fixed')) return up;
      }
      return null;
    };
    /** Clipped sideways by a box below the root (overflow on html or body only hides the fault). */
    const clipped = (start: Element | null): boolean => {
      for (let box = start; box && box !== root && box !== document.body; box = clipParent(box)) {
        if (style(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element, right: number, text?: string) => {
      const classes = typeof element.className === 'string' ? element.className.trim() : '';
      const words = (text ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      return `${text === undefined ? '' : 'text in '}<${element.tagName.toLowerCase()}${
        classes ? ` class="${classes.slice(0, 80)}"` : ''
      }> to x ${Math.round(right)}: "${words}"`;
    };

    const pastTheEdge: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const { right } = element.getBoundingClientRect();
      if (right > limit && !clipped(clipParent(element)))
        pastTheEdge.push(describe(element, right));
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      const right = Math.max(0, ...[...range.getClientRects()].map((rect) => rect.right));
      // Text is clipped by its own element's overflow too.
      if (right > limit && !clipped(parent)) {
        pastTheEdge.push(describe(parent, right, node.textContent));
      }
    }
    return { innerWidth: window.innerWidth, scrollWidth: root.scrollWidth, pastTheEdge };
  }, screenWidth);
}

/**
 * Expects the page, as it is now, to fit its phone's screen: the layout viewport is the screen's
 * width, the document is no wider, and nothing unclipped reaches past the right edge (fixed boxes
 * included: they do not widen the page, but what is past the edge cannot be seen or tapped).
 * A soft expectation, so that one run names every screen that does not fit.
 */
export async function expectFitsPhone(page: Page, screen: string): Promise<void> {
  const width = page.viewportSize()!.width;
  // A toast or sheet still sliding in (its transition may start after the measure began) is
  // measured again until the page settles; a page that stays too wide fails after 10 s.
  const fits = (found: Width) =>
    found.innerWidth === width && found.scrollWidth === width && found.pastTheEdge.length === 0;
  const settleBy = Date.now() + 10_000;
  let measured = await measure(page, width);
  while (!fits(measured) && Date.now() < settleBy) {
    await page.waitForTimeout(250);
    measured = await measure(page, width);
  }
  expect
    .soft(
      {
        screen,
        innerWidth: measured.innerWidth,
        scrollWidth: measured.scrollWidth,
        pastTheEdge: measured.pastTheEdge,
      },
      `${screen} should fit a ${width} px phone`,
    )
    .toEqual({ screen, innerWidth: width, scrollWidth: width, pastTheEdge: [] });
}
