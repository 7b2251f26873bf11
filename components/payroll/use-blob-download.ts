'use client';

import { useCallback, useRef, useState } from 'react';

/** One download at a time per button: `busy` while the file is prepared; a second click waits for the first. */
export function useBlobDownload() {
  const [busy, setBusy] = useState(false);
  const running = useRef<Promise<void> | null>(null);
  const start = useCallback((work: () => Promise<void>) => {
    if (running.current) return running.current;
    setBusy(true);
    running.current = work().finally(() => {
      running.current = null;
      setBusy(false);
    });
    return running.current;
  }, []);
  return { busy, start };
}
