/**
 * The 'Install Plateful' card (SPEC §2, §4): a non-modal dialog at the bottom of the screen with
 * the app icon, the platform's instruction, 'Don't show again', and the platform's buttons.
 * `useInstallPrompt` decides when it shows and what the buttons store.
 */
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PLATFORM_INSTRUCTIONS } from './platform.ts';
import { useInstallPrompt, type InstallPromptModel } from './use-install-prompt.ts';

const secondaryButton =
  'min-h-11 rounded-xl px-4 text-sm font-semibold text-ink/75 transition-colors hover:bg-black/5 hover:text-ink';
const primaryButton =
  'min-h-11 rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-progress disabled:opacity-80';

/** The room the card takes above the tab dots, for the toasts to stand above it (lib/toast.tsx). */
const INSTALL_CARD_ROOM = '--install-card-room';

/** Any dialog, the card's own among them, open in the document. */
const OPEN_LAYER = '[role="dialog"], [role="alertdialog"], dialog[open]';

/**
 * Whether an Escape is the prompt's: one Escape closes one thing, the topmost layer. The card is
 * the lowest, a non-modal card under anything that opens (a recipe's sheet, a quick view, a
 * search), which takes the key wherever the focus is, the page's body too. A card already taken
 * out of the page is no layer at all: the tap that opened a recipe left /plan, and React removes
 * this listener only in the effects after the paint, so an Escape in between is the sheet's
 * (app/recipe-route.tsx closes it) and must not snooze the prompt as well.
 */
function promptTakesEscape(card: HTMLElement | null): boolean {
  if (card === null || !card.isConnected) return false;
  return [...document.querySelectorAll(OPEN_LAYER)].every((layer) => layer === card);
}

export function InstallPrompt() {
  const model = useInstallPrompt();
  if (!model.visible) return null;
  return <InstallPromptCard model={model} />;
}

function InstallPromptCard({ model }: { model: InstallPromptModel }) {
  const titleId = useId();
  const textId = useId();
  const checkboxId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const [entered, setEntered] = useState(false);
  const { close } = model;

  // Slide in on the next frame (the reduced-motion rule in app.css shortens it to nothing).
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  // A toast sits where the card does, above the tab dots (lib/toast.tsx): while the card shows,
  // its height and a gap lift the toasts above it, off its text and buttons.
  useEffect(() => {
    const card = cardRef.current;
    if (card === null) return;
    const root = document.documentElement.style;
    const lift = () => root.setProperty(INSTALL_CARD_ROOM, `${card.offsetHeight + 8}px`);
    lift();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(lift);
    observer?.observe(card);
    return () => {
      observer?.disconnect();
      root.removeProperty(INSTALL_CARD_ROOM);
    };
  }, []);

  // Escape closes it (a snooze) when it is the topmost layer: one Escape closes one thing.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!promptTakesEscape(cardRef.current)) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);

  return (
    <div
      ref={cardRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={`fixed inset-x-3 bottom-[calc(max(env(safe-area-inset-bottom),0.75rem)+3.5rem)] z-30 mx-auto max-w-md rounded-2xl bg-white p-4 shadow-xl ring-1 ring-black/10 transition duration-200 ease-out ${
        entered ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0'
      }`}
    >
      <div className="flex items-start gap-3">
        <img
          src="/icons/icon-192.png"
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-xl shadow-sm ring-1 ring-black/5"
        />
        <div className="min-w-0 flex-1 pt-0.5">
          <h2 id={titleId} className="text-base leading-tight font-bold text-ink">
            Install Plateful
          </h2>
          <p id={textId} className="mt-1 text-sm text-ink/75">
            {PLATFORM_INSTRUCTIONS[model.platform]}
          </p>
        </div>
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="-mt-1 -mr-1 grid size-11 shrink-0 place-items-center rounded-full text-ink/70 transition-colors hover:bg-black/5 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <label
          htmlFor={checkboxId}
          className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink/75"
        >
          <input
            id={checkboxId}
            type="checkbox"
            checked={model.dontShowAgain}
            onChange={(event) => model.setDontShowAgain(event.target.checked)}
            className="size-4 accent-brand-600"
          />
          Don&apos;t show again
        </label>
        <div className="ml-auto flex items-center gap-2">
          <button type="button" onClick={close} className={secondaryButton}>
            Remind me later
          </button>
          {model.platform === 'android' && <AndroidAction model={model} />}
        </div>
      </div>
    </div>
  );
}

/** Android: 'Install now' with a captured native prompt ('Installing...' while it shows), else 'Got it'. */
function AndroidAction({ model }: { model: InstallPromptModel }) {
  if (model.installing || model.canInstallNatively) {
    return (
      <button
        type="button"
        onClick={() => void model.install()}
        disabled={model.installing}
        aria-busy={model.installing}
        className={primaryButton}
      >
        {model.installing ? 'Installing...' : 'Install now'}
      </button>
    );
  }
  return (
    <button type="button" onClick={model.close} className={primaryButton}>
      Got it
    </button>
  );
}
