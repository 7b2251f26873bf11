'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { MfaCodeHost } from '@/components/account/mfa-code-host';
import { setUnauthorizedHandler } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/queries/query-client';
import { DataListLabels } from '@/components/ui/data-list-labels';
import { logout } from '@/lib/auth/logout';
import { ChunkReloadGuard } from './chunk-reload-guard';
import { MfaEnrolmentRedirect } from './mfa-enrolment-redirect';
import { Toasts } from './toasts';

/** The signed-in app's client providers: React Query, the 401 → logout rule, the toasts and the lists' words. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const details = useTranslations('common.list')('details');
  const listLabels = useMemo(() => ({ details }), [details]);
  useEffect(() => {
    setUnauthorizedHandler(() => void logout(queryClient, { revoke: false }));
    return () => setUnauthorizedHandler(undefined);
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <DataListLabels.Provider value={listLabels}>{children}</DataListLabels.Provider>
      <ChunkReloadGuard />
      <MfaCodeHost />
      <MfaEnrolmentRedirect />
      <Toasts />
    </QueryClientProvider>
  );
}
