'use client';

import { useEffect, useState } from 'react';

/**
 * The otpauth:// URI as a QR code for the authenticator app to scan. Drawn on this device (the `qrcode`
 * library, loaded only when set-up starts): the secret never goes to a third-party image service.
 */
export function TotpQr({ uri, label }: { uri: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => live && setSvg(markup));
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="totp-qr"
      className="size-44 rounded-md border border-line bg-white p-1 [&>svg]:size-full"
      // The library's own SVG markup from our URI: no user HTML reaches it.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
