import { formatAccountCode, parseAccountCode } from '@plateful/core';
import { ArrowLeft, Copy, KeyRound, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useAccountCode } from '../../lib/account-code.ts';
import { copyText } from '../../lib/share.ts';
import { AccountQr } from './account-qr.tsx';
import { createAccountCode } from '../../lib/account-link.ts';
import { LinkCodeForm } from './link-code-form.tsx';

/** The link another device opens (or scans) to join this account. */
export function joinLink(code: string, origin = window.location.origin): string {
  return `${origin}/account?join=${code}`;
}

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5';

/**
 * Where to go back to once there is a code (issue 17): `?return=` names the shared recipe the user
 * was saving. Only a /r/{CODE} path of this app is followed.
 */
export function returnPath(value: string | null): string | null {
  return value !== null && /^\/r\/[A-Z0-9]{6,12}$/.test(value) ? value : null;
}

/** The join offer of `/account?join=CODE`: link this device to the scanned code. */
function JoinOffer({ code, onDone }: { code: string; onDone: () => void }) {
  return (
    <section aria-label="Join an account" className={`${card} mb-4 ring-2 ring-brand-500/40`}>
      <p className="mb-3 text-sm text-ink/70">
        You opened a link to an account. Link this device to it to see the same recipes, selection
        and meal plan.
      </p>
      <LinkCodeForm title="Join this account" initial={formatAccountCode(code)} onLinked={onDone} />
    </section>
  );
}

/** The code in groups of five with Copy and the QR code of its join link. */
function CurrentCode({ code }: { code: string }) {
  const shown = formatAccountCode(code);
  const onCopy = async () => {
    if (await copyText(shown)) toast.success('Copied', { description: 'Account code copied.' });
    else toast.error('Could not copy', { description: 'Select the code and copy it by hand.' });
  };
  return (
    <section aria-label="Your account code" className={`${card} mb-4 text-center`}>
      <h2 className="text-sm font-semibold text-ink/70">Your account code</h2>
      <p
        data-testid="account-code"
        className="my-2 font-mono text-lg font-bold tracking-wide break-all text-brand-700"
      >
        {shown}
      </p>
      <button
        type="button"
        onClick={() => void onCopy()}
        className="mb-4 inline-flex h-11 items-center gap-2 rounded-xl bg-brand-50 px-4 font-semibold text-brand-700 hover:bg-brand-100"
      >
        <Copy aria-hidden="true" className="size-4" /> Copy
      </button>
      <AccountQr link={joinLink(code)} />
      <p className="mt-2 text-sm text-ink/70">Scan with another phone to use this code there.</p>
    </section>
  );
}

/** Account code page (PRODUCT.md): the code, a new one, or a link to an existing one. */
export function AccountScreen() {
  const code = useAccountCode();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const back = returnPath(params.get('return'));
  const joinParsed = parseAccountCode(params.get('join') ?? '');
  const join = joinParsed.ok && joinParsed.code !== code ? joinParsed.code : null;
  const clearJoin = () => setParams({}, { replace: true });

  const onCreate = async () => {
    setCreating(true);
    const result = await createAccountCode();
    setCreating(false);
    if (result.ok) {
      toast.success('Account code created', { description: 'Keep it safe.' });
      if (back) void navigate(back);
    } else toast.error(result.error);
  };

  return (
    <section>
      <PageHeading title="Account code">Save recipes and sync across devices.</PageHeading>
      <div className="mb-4 flex gap-3 rounded-2xl bg-accent-400/15 p-4 text-sm">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink/70" />
        <p>
          Your account code saves your recipes, selection, checks and meal plan, and brings them to
          any phone where you enter it.
          <br />
          <strong>It is the only key to your data: keep it safe and don’t share it.</strong>
        </p>
      </div>
      {join && <JoinOffer code={join} onDone={clearJoin} />}
      {code && back && (
        <Link
          to={back}
          className="mb-4 flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the recipe
        </Link>
      )}
      {code ? (
        <CurrentCode code={code} />
      ) : (
        <section aria-label="Create an account code" className={`${card} mb-4`}>
          <p className="mb-3 text-ink/70">No account code on this device yet.</p>
          <button
            type="button"
            disabled={creating}
            onClick={() => void onCreate()}
            className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-600 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60"
          >
            <Sparkles aria-hidden="true" className="size-4" />
            {creating ? 'Creating…' : 'Generate account code'}
          </button>
        </section>
      )}
      <section aria-label="Link an existing code" className={card}>
        <LinkCodeForm
          title={code ? 'Use another code on this device' : 'Already have a code? Link this device'}
        />
      </section>
    </section>
  );
}
