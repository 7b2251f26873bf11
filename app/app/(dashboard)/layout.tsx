import type { ReactNode } from 'react';
import { AppHeader } from '@/components/layout/app-header';

/** The signed-in shell. middleware.ts has already checked the session token. */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <AppHeader />
      <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">{children}</main>
    </div>
  );
}
