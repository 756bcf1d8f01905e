import { Download, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '../../lib/toast.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import { resetDeviceCode } from '../../lib/device-code.ts';
import { clearSession } from '../../lib/session.ts';
import { forgetHousehold } from '../../lib/household/index.ts';
import { clearAllKeys } from '../../lib/storage.ts';
import { buildExport, downloadExport, importData, parseExport } from './data-file.ts';
import { SettingsCard } from './settings-sections.tsx';

const button =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl px-4 font-semibold ring-1 ring-black/10 hover:bg-black/5 disabled:opacity-60';

/** Time for the session call to leave before the page reloads. */
const RELOAD_DELAY_MS = 300;

/** Export, import, and clearing this device. */
export function DataSection() {
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const onExport = async () => {
    setBusy('export');
    try {
      downloadExport(await buildExport());
      toast.success('Data exported');
    } catch (error) {
      console.error('[plateful] export failed', error);
      toast.error('Export failed', { description: 'Please try again.' });
    } finally {
      setBusy(null);
    }
  };

  const onImport = async (file: File) => {
    setImportError(null);
    const parsed = parseExport(await file.text());
    if (!parsed.ok) {
      setImportError(parsed.error);
      return;
    }
    setBusy('import');
    try {
      const summary = await importData(parsed.file);
      toast.success('Data imported', {
        description: `${summary.recipesAdded} recipe(s) and ${summary.slotsAdded} meal(s) added; nothing was removed.`,
      });
    } catch (error) {
      console.error('[plateful] import failed', error);
      setImportError('The import stopped part-way. Nothing was removed; try again.');
    } finally {
      setBusy(null);
    }
  };

  const onClear = async () => {
    await forgetHousehold();
    clearAllKeys();
    resetDeviceCode();
    clearSession();
    // The account cookie is the server's: wait until it is gone, or the reload would bring the
    // account back.
    await apiFetch('/api/session', { method: 'DELETE' }).catch(() => undefined);
    window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  };

  return (
    <SettingsCard
      title="Your data"
      text="Export everything as a file, bring it back on any device, or start afresh."
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <button
          type="button"
          className={button}
          disabled={busy !== null}
          onClick={() => void onExport()}
        >
          <Download aria-hidden="true" className="size-4" />
          {busy === 'export' ? 'Exporting…' : 'Export my data'}
        </button>
        <button
          type="button"
          className={button}
          disabled={busy !== null}
          onClick={() => fileInput.current?.click()}
        >
          <Upload aria-hidden="true" className="size-4" />
          {busy === 'import' ? 'Importing…' : 'Import data'}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Data file to import"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void onImport(file);
          }}
        />
      </div>
      {importError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {importError}
        </p>
      )}
      <button
        type="button"
        className={`${button} mt-3 w-full text-red-700 ring-red-200 hover:bg-red-50`}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" className="size-4" /> Clear this device’s data
      </button>
      <ModalDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Clear this device’s data?"
      >
        <p className="mb-4 text-ink/70">
          This removes your account code, selection, settings and hidden recipes from this device.
          Recipes saved to your account stay on the server: write your account code down first if
          you want them back.
        </p>
        <div className="grid grid-cols-2 gap-2">
          <button type="button" className={button} onClick={() => setConfirming(false)}>
            Cancel
          </button>
          <button
            type="button"
            className={`${button} bg-red-600 text-white ring-red-600 hover:bg-red-700`}
            onClick={() => void onClear()}
          >
            Clear data
          </button>
        </div>
      </ModalDialog>
    </SettingsCard>
  );
}
