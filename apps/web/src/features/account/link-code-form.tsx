import { MESSAGES } from '@plateful/contracts';
import { parseAccountCode } from '@plateful/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast.tsx';
import { linkAccountCode } from '../../lib/account-link.ts';

/**
 * Links this device to an existing code. While typing (once the user has tried) the field shows
 * SPEC §5's validation message; a failed link shows the on-set message or the server's. A code
 * that holds nothing yet is not linked at once: the form says so and asks the user to confirm
 * (a typo must not silently open an empty account).
 */
export function LinkCodeForm({
  title,
  initial = '',
  onLinked,
}: {
  title: string;
  initial?: string;
  onLinked?: () => void;
}) {
  const [text, setText] = useState(initial);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The server said the code holds nothing: waiting for the user to confirm or check it. */
  const [confirmingEmpty, setConfirmingEmpty] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const confirmId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const onChange = (value: string) => {
    setText(value);
    setConfirmingEmpty(false);
    if (!tried) return;
    const parsed = parseAccountCode(value);
    setError(parsed.ok ? null : parsed.error);
  };

  const link = async (requireData: boolean) => {
    setBusy(true);
    const result = await linkAccountCode(text, { requireData });
    setBusy(false);
    if (!result.ok) {
      setConfirmingEmpty(result.empty === true);
      setError(result.empty ? null : result.error);
      return;
    }
    setConfirmingEmpty(false);
    setError(null);
    setText('');
    setTried(false);
    toast.success('Account code linked', {
      description: 'Your recipes, selection and meal plan now follow this code.',
    });
    onLinked?.();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    await link(true);
  };

  const checkCode = () => {
    setConfirmingEmpty(false);
    inputRef.current?.focus();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-2">
      <label htmlFor={inputId} className="font-semibold">
        {title}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={inputId}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          placeholder="XXXXX-XXXXX-XXXXX-…"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          className="h-12 min-w-0 flex-1 rounded-xl border border-black/10 bg-white px-3 font-mono text-sm tracking-wide uppercase shadow-sm placeholder:text-ink/30 aria-invalid:border-red-500"
        />
        <button
          type="submit"
          disabled={busy}
          className="h-12 rounded-xl bg-brand-600 px-4 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? 'Linking…' : 'Link'}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {confirmingEmpty && (
        <div
          role="alertdialog"
          aria-labelledby={confirmId}
          className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3"
        >
          <p id={confirmId} className="text-sm font-medium text-ink">
            {MESSAGES.accountEmpty}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => void link(false)}
              className="h-11 rounded-xl bg-brand-600 px-4 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60"
            >
              Start a new account with this code
            </button>
            <button
              type="button"
              onClick={checkCode}
              className="h-11 rounded-xl border border-black/10 bg-white px-4 font-semibold text-ink shadow-sm hover:bg-black/5"
            >
              Check the code
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
