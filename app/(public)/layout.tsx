import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/layout/language-switch';

/** Public pages (invitations, later careers and offers): the Paygrid name and a centred card. */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas px-4 py-6 sm:px-10">
      <header className="flex items-center justify-between">
        <p className="text-lg font-semibold tracking-tight text-brand-700">Paygrid</p>
        <LanguageSwitch />
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
        <div className="rounded-xl border border-line bg-surface p-6 shadow-sm sm:p-8">{children}</div>
      </main>
    </div>
  );
}
