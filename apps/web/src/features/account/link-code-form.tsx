import { parseAccountCode } from '@plateful/core';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast.tsx';
import { linkAccountCode } from '../../lib/account-link.ts';

/**
 * Links this device to an existing code. While typing (once the user has tried) the field shows
 * SPEC §5's validation message; a failed link shows the on-set message or the server's.
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
  const inputId = useId();
  const errorId = useId();

  const onChange = (value: string) => {
    setText(value);
    if (!tried) return;
    const parsed = parseAccountCode(value);
    setError(parsed.ok ? null : parsed.error);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setBusy(true);
    const result = await linkAccountCode(text);
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    setText('');
    setTried(false);
    toast.success('Account code linked', {
      description: 'Your recipes, selection and meal plan now follow this code.',
    });
    onLinked?.();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-2">
      <label htmlFor={inputId} className="font-semibold">
        {title}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          placeholder="XXXXX-XXXXX-XXXXX-XXXXX-XXXXX"
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
    </form>
  );
}
