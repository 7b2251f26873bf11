import type { ReactNode } from 'react';
import { PublicLanguageSwitch } from '@/components/layout/public-language-switch';
import { ClientMessages } from '@/components/providers/client-messages';
import { PublicProviders } from '@/components/providers/public-providers';

/** What the link pages' forms render in the browser. */
const PUBLIC_NAMESPACES = [
  'common',
  'errorPage',
  'validation',
  'chat',
  'invite',
  'comms.public',
  'comms.status',
  'comms.validation',
  'team.permissions',
];

/** Public pages reached by a link (invitations, chat PINs and approvals, polls, suggestion boxes): the Paygrid name and a centred card. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas px-4 py-6 sm:px-10">
      <header className="flex items-center justify-between">
        <p className="text-lg font-semibold tracking-tight text-brand-700">Paygrid</p>
        <PublicLanguageSwitch />
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
        <div className="rounded-xl border border-line bg-surface p-6 shadow-sm sm:p-8">
          <ClientMessages namespaces={PUBLIC_NAMESPACES}>
            <PublicProviders>{children}</PublicProviders>
          </ClientMessages>
        </div>
      </main>
    </div>
  );
}
