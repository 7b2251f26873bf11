import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { ClientMessages } from '@/components/providers/client-messages';

/** Everything under /app. middleware.ts has checked the session before any of it renders. */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces="all">
      <AppProviders>{children}</AppProviders>
    </ClientMessages>
  );
}
