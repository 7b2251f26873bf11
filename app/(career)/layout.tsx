import type { ReactNode } from 'react';
import { PublicLanguageSwitch } from '@/components/layout/public-language-switch';
import { ClientMessages } from '@/components/providers/client-messages';

/** The apply form and the offer page are the only client parts: they ship just their own messages. */
const CAREER_NAMESPACES = [
  'common',
  'errorPage',
  'validation',
  'hiring.careers',
  'hiring.offerPage',
  'hiring.validation',
];

/** The career layout (spec §2): the public careers and offer pages, readable on a phone. */
export default function CareerLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex w-full max-w-3xl items-center justify-between px-4 py-3">
          <p className="text-lg font-semibold tracking-tight text-brand-700">Paygrid</p>
          <PublicLanguageSwitch />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">
        <ClientMessages namespaces={CAREER_NAMESPACES}>{children}</ClientMessages>
      </main>
    </div>
  );
}
