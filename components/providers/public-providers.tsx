'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { makeQueryClient } from '@/lib/queries/query-client';
import { ChunkReloadGuard } from './chunk-reload-guard';
import { Toasts } from './toasts';

/**
 * Providers for the signed-out forms that need them (sign-up, verify, reset, the link pages): React Query and
 * the toasts, without the signed-in app's tooltips and logout rule. The login page needs neither, so it
 * ships none of this (issue 11's JavaScript budget).
 */
export function PublicProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ChunkReloadGuard />
      <Toasts />
    </QueryClientProvider>
  );
}
