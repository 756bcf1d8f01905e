import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';

/** SPEC §2: shown on the Plan tab when this browser has no account code. */
export function AccountBanner() {
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-brand-50 p-3 ring-1 ring-brand-100">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white">
        <KeyRound aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-bold">Set up your account code</p>
        <p className="text-sm text-ink/70">Save recipes and sync across devices</p>
      </div>
      <Link
        to="/build/account"
        className="shrink-0 rounded-full bg-brand-600 px-4 py-2 text-sm font-bold text-white hover:bg-brand-700"
      >
        Set up
      </Link>
    </div>
  );
}
