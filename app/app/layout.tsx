import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { ClientMessages } from '@/components/providers/client-messages';

/** What the shell renders in the browser (sidebar, header, organisation switcher, pay-wall, forms' errors); each screen adds its own with ScreenMessages. */
const SHELL_NAMESPACES = ['common', 'validation', 'shell', 'billing', 'consultants'];

/** Everything under /app. middleware.ts has checked the session before any of it renders. */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={SHELL_NAMESPACES}>
      <AppProviders>{children}</AppProviders>
    </ClientMessages>
  );
}
