/** Copies the bookmarklet for this app's origin, saying whether it worked (scan and import screens). */
import { bookmarkletUrl } from './bookmarklet.ts';
import { toast } from './toast.tsx';

export async function copyBookmarklet(): Promise<void> {
  try {
    await navigator.clipboard.writeText(bookmarkletUrl(window.location.origin));
    toast.success('Bookmarklet copied');
  } catch {
    toast.error('Copy did not work: press and hold the button to copy its link');
  }
}
