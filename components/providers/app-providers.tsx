'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Slide, toast, ToastContainer, type Id } from 'react-toastify';
import { TooltipProvider } from '@/components/ui/tooltip';
import { setUnauthorizedHandler } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/queries/query-client';
import { logout } from '@/lib/auth/logout';
import { ChunkReloadGuard } from './chunk-reload-guard';

/**
 * Toasts show one at a time (spec §9), and the newest wins: a queue (`limit`) would hold a fresh "Employee
 * added." behind a 15-second-old message, so each new toast dismisses the ones on screen instead.
 */
function useOneToastAtATime() {
  useEffect(() => {
    const shown = new Set<Id>();
    return toast.onChange(({ id, status }) => {
      if (status === 'removed') return void shown.delete(id);
      if (status !== 'added') return;
      for (const other of shown) if (other !== id) toast.dismiss(other);
      shown.clear();
      shown.add(id);
    });
  }, []);
}

/** Client-side providers: React Query, the 401 → logout rule, and the toast container (spec §9). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  useOneToastAtATime();
  useEffect(() => {
    setUnauthorizedHandler(() => void logout(queryClient, { revoke: false }));
    return () => setUnauthorizedHandler(undefined);
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>{children}</TooltipProvider>
      <ChunkReloadGuard />
      <ToastContainer
        position="bottom-center"
        autoClose={15_000}
        hideProgressBar
        transition={Slide}
        newestOnTop
      />
    </QueryClientProvider>
  );
}
