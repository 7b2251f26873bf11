'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { setUnauthorizedHandler } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/queries/query-client';
import { logout } from '@/lib/auth/logout';
import { ChunkReloadGuard } from './chunk-reload-guard';
import { Toasts } from './toasts';

/** The signed-in app's client providers: React Query, the 401 → logout rule and the toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  useEffect(() => {
    setUnauthorizedHandler(() => void logout(queryClient, { revoke: false }));
    return () => setUnauthorizedHandler(undefined);
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ChunkReloadGuard />
      <Toasts />
    </QueryClientProvider>
  );
}
