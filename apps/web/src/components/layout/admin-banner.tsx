import { readKey } from '../../lib/storage.ts';
import { getRuntimeConfig } from '../../lib/runtime-config.ts';

const LOCAL_HOST = /^(localhost|127(\.\d+){3}|\[::1\]|.+\.local)$/;

/** SPEC §2: only on local or dev hosts, only in admin mode, and never in a production build. */
export function shouldShowAdminBanner(
  host: string,
  adminMode: boolean,
  production: boolean,
): boolean {
  if (production || !adminMode) return false;
  return LOCAL_HOST.test(host) || /(^|\.)dev\./.test(host) || getRuntimeConfig().showDevBanner;
}

export function AdminBanner() {
  if (
    !shouldShowAdminBanner(
      window.location.hostname,
      readKey('adminMode') === true,
      import.meta.env.PROD,
    )
  ) {
    return null;
  }
  return (
    <div className="bg-accent-400 px-4 py-1 text-center text-xs font-bold text-ink">
      Admin mode ({getRuntimeConfig().environmentName})
    </div>
  );
}
