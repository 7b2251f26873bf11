'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { setMfaCodeHandler } from '@/lib/api/client';
import type { MfaCodeReason } from './mfa-code-dialog';

const MfaCodeDialog = lazy(() => import('./mfa-code-dialog').then((m) => ({ default: m.MfaCodeDialog })));

type Ask = { reason: MfaCodeReason; answer: (code: string | null) => void };

/**
 * Registers the API client's step-up handler for the signed-in app: a call answered MFA_REQUIRED or
 * MFA_INVALID opens the code dialog, and its answer resumes that call. Asks arriving while one is open
 * share its answer (a screen firing two guarded calls asks once per code, not twice at once).
 */
export function MfaCodeHost() {
  const [ask, setAsk] = useState<Ask | null>(null);
  useEffect(() => {
    let waiting: { promise: Promise<string | null>; reason: MfaCodeReason } | null = null;
    setMfaCodeHandler((reason) => {
      if (waiting && waiting.reason === reason) return waiting.promise;
      const promise = new Promise<string | null>((resolve) =>
        setAsk({
          reason,
          answer: (code) => {
            waiting = null;
            setAsk(null);
            resolve(code);
          },
        }),
      );
      waiting = { promise, reason };
      return promise;
    });
    return () => setMfaCodeHandler(undefined);
  }, []);
  if (!ask) return null;
  return (
    <Suspense fallback={null}>
      <MfaCodeDialog key={ask.reason} reason={ask.reason} onAnswer={ask.answer} />
    </Suspense>
  );
}
