import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { PublicProviders } from '@/components/providers/public-providers';

/** What the sign-up, verify, forgot and reset forms render in the browser. */
const ACCOUNT_NAMESPACES = ['common', 'account', 'validation'];

/**
 * Sign-up, verify, forgot and reset use React Query, toasts and next-intl in the browser; the login page beside
 * them gets its texts from the server and needs none of it (issue 11's 160 kB budget).
 */
export default function AuthFormsLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={ACCOUNT_NAMESPACES}>
      <PublicProviders>{children}</PublicProviders>
    </ClientMessages>
  );
}
