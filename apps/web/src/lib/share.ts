/**
 * Sharing text and links (SPEC §4 "Share outcomes"): the native share sheet, then the clipboard,
 * then a hidden-textarea copy. A cancelled native share is not a failure: it is ignored.
 */
export type ShareOutcome = 'webshare' | 'clipboard' | 'cancelled' | 'failed';

export type ShareContent = { title: string; text: string; url?: string };

/** The old way to copy, for browsers without the async clipboard. */
export function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the old way.
  }
  return copyWithTextarea(text);
}

export async function shareContent(
  content: ShareContent,
  options: { native?: boolean } = {},
): Promise<ShareOutcome> {
  const data = content.url
    ? { title: content.title, text: content.text, url: content.url }
    : content;
  if ((options.native ?? true) && typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'webshare';
    } catch (error) {
      if ((error as DOMException)?.name === 'AbortError') return 'cancelled';
      // Not allowed here (or failed): fall back to copying.
    }
  }
  const text =
    content.url && !content.text.includes(content.url)
      ? `${content.text}\n${content.url}`
      : content.text;
  return (await copyText(text)) ? 'clipboard' : 'failed';
}
