import { useEffect, useState } from 'react';

/**
 * A QR code of the join link, so another phone can scan it. The QR library is loaded only here
 * (a dynamic import), so it is not part of the first visit.
 */
export function AccountQr({ link }: { link: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void import('qrcode')
      .then((qr) => qr.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => {
        if (alive) setSvg(markup);
      })
      .catch((error: unknown) => console.error('[plateful] could not draw the QR code', error));
    return () => {
      alive = false;
    };
  }, [link]);
  return (
    <div
      role="img"
      aria-label="QR code of the link that joins another device to this account"
      className="mx-auto size-44 rounded-xl bg-white p-2 ring-1 ring-black/10 [&_svg]:size-full"
      // The markup is the QR library's own SVG of our link, not user content.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
