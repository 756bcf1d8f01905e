import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { getDeviceCode, resetDeviceCode } from '../../lib/device-code.ts';

const PAGES: Record<string, { title: string; text: string }> = {
  '/share': {
    title: 'Share',
    text: 'Share a recipe from its card or detail sheet to get a short code and a link.',
  },
  '/share-demo': {
    title: 'Sharing, step by step',
    text: 'Open a recipe, tap Share, and send the link or code to a friend.',
  },
  '/handover/whisk': {
    title: 'Send to basket',
    text: 'Your shopping list goes to your online grocery basket from the Shop tab.',
  },
  '/admin': { title: 'Admin', text: 'Admin tools are disabled in this build.' },
  '/admin/factory': {
    title: "Chef's Pick editing",
    text: "Editing Chef's Pick recipes is disabled in this build.",
  },
  '/analytics': { title: 'Analytics', text: 'Community figures appear on the Build tab.' },
  '/debug-db': { title: 'Debug', text: 'Database debugging is disabled in this build.' },
  '/device-tools': {
    title: 'Device tools',
    text: 'Your device code identifies this browser when you have no account code.',
  },
  '/pwa-update-guide': {
    title: 'Updating the app',
    text: 'The installed app updates itself: close it and open it again to get the newest version.',
  },
};

/** The small pages SPEC §2 lists as "exist; contents not shown" (PRODUCT.md says what each holds). */
export function InfoPage({ path }: { path: string }) {
  const page = PAGES[path] ?? { title: 'Plateful', text: '' };
  return (
    <section>
      <PageHeading title={page.title}>{page.text}</PageHeading>
      {path === '/device-tools' && <DeviceTools />}
      <Link to="/plan" className="font-semibold text-brand-700 underline underline-offset-4">
        Back to Plan
      </Link>
    </section>
  );
}

/** /device-tools: the device code, and a way to start afresh with a new one. */
function DeviceTools() {
  const [code, setCode] = useState(getDeviceCode);
  return (
    <div className="mb-6 rounded-2xl bg-white p-4 shadow-sm">
      <p className="text-sm text-ink/70">This device's code</p>
      <p className="mt-1 font-mono text-lg break-all" data-testid="device-code">
        {code}
      </p>
      <button
        type="button"
        className="mt-3 rounded-full border border-ink/15 px-4 py-2 text-sm font-semibold hover:bg-black/5"
        onClick={() => {
          resetDeviceCode();
          setCode(getDeviceCode());
        }}
      >
        Reset device code
      </button>
    </div>
  );
}
