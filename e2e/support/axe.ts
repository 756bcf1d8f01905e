/** Axe's accessibility check, as every browser test runs it. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 AA: the level the app is held to. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until no animation or transition with an end is running: axe reads colours as they are
 * now, and a toast or a screen part-way through fading in fails contrast. Waits on each
 * animation's own `finished`, not on frames or timers, so it holds under `page.clock`, which
 * stops both; endless ones (a spinner) are left out.
 */
async function animationsDone(page: Page): Promise<void> {
  const done = await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        );
    // One that ends may start another (a staggered list): a few rounds, then give up.
    for (let round = 0; round < 20; round += 1) {
      const now = running();
      if (now.length === 0) return true;
      await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
    }
    return false;
  });
  expect(done, 'the page should stop animating').toBe(true);
}

/**
 * Notes each animation or transition with an end that starts on the page from now on, until the
 * returned function stops it and gives what started. A screen whose code arrives while axe reads
 * the page slides in during the check, after `animationsDone` found the page still: axe then reads
 * its text part-way faded in and reports colour contrast on it (cook's Shop-tab timer, session 68).
 * A toast coming or going counts too: its text fades as axe reads it. A timer's per-second count is
 * text only, and no hover transition starts: the suite's phone matches no `(hover: hover)`, which
 * Tailwind's `hover:` styles need (session 68, review68).
 */
async function watchMotion(page: Page): Promise<() => Promise<string[]>> {
  const handle = await page.evaluateHandle(() => {
    const started: string[] = [];
    const describe = (element: Element) =>
      [
        element.tagName.toLowerCase(),
        element.id ? `#${element.id}` : '',
        ...[...element.classList].slice(0, 3).map((token) => `.${token}`),
      ].join('');
    const note = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      // A transition always has an end (no duration is endless): each one counts.
      if (!(event instanceof AnimationEvent)) {
        const property = (event as TransitionEvent).propertyName;
        started.push(`${event.type} ${property} on ${describe(target)}`);
        return;
      }
      // Spinners and other endless animations are not content changing under axe. One already
      // over by the time its event comes (a frame late on a busy machine) is no longer running,
      // so it counts: it had an end. Found by its element and pseudo-element, as a spinner drawn
      // on "::before" is not among its element's own animations.
      const endless = document.getAnimations().some((animation) => {
        const effect = animation.effect;
        return (
          animation instanceof CSSAnimation &&
          animation.animationName === event.animationName &&
          effect instanceof KeyframeEffect &&
          effect.target === target &&
          (effect.pseudoElement ?? '') === event.pseudoElement &&
          !Number.isFinite(Number(effect.getComputedTiming().endTime))
        );
      });
      if (!endless) {
        started.push(
          `${event.type} ${event.animationName} on ${describe(target)}${event.pseudoElement}`,
        );
      }
    };
    window.addEventListener('animationstart', note, true);
    window.addEventListener('transitionrun', note, true);
    return () => {
      window.removeEventListener('animationstart', note, true);
      window.removeEventListener('transitionrun', note, true);
      return started;
    };
  });
  return async () => {
    const started = await handle.evaluate((stop) => stop());
    await handle.dispose();
    return started;
  };
}

/**
 * Axe's WCAG 2.1 AA violations on the page once it is still, one line each with up to three of
 * the elements at fault: `[]` when there are none. Axe runs in the page itself (legacy mode: the
 * app has no frames) and keeps the detail of violations only: the default opened a blank page per
 * check to gather every frame's results, passes included, which made the check cost three times
 * as much CPU (a11y.spec: 67 s of axe against 25 s, session 42). `options` comes before `withTags`,
 * which it would otherwise replace.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  const motion = await watchMotion(page);
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_21_AA)
    .setLegacyMode()
    .analyze();
  expect(
    await motion(),
    'nothing should start moving while axe reads the page (wait until what moves has come or gone: a late screen, a toast, a dialog)',
  ).toEqual([]);
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
