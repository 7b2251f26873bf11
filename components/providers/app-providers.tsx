'use client';

import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ApiError, setUnauthorizedHandler } from '@/lib/api/client';
import { logout } from '@/lib/auth/logout';
import { ChunkReloadGuard } from './chunk-reload-guard';

function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache(),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx will not change on retry; network blips and 5xx get one more try.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Client-side providers: React Query, the 401 → logout rule, and the toast container (spec §9). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  useEffect(() => {
    setUnauthorizedHandler(() => void logout(queryClient, { revoke: false }));
    return () => setUnauthorizedHandler(undefined);
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>{children}</TooltipProvider>
      <ChunkReloadGuard />
      <ToastContainer position="bottom-center" autoClose={15_000} hideProgressBar transition={Slide} limit={1} newestOnTop />
    </QueryClientProvider>
  );
}
