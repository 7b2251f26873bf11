import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/layout/language-switch';

/** The career layout (spec §2): the public careers and offer pages, readable on a phone. */
export default function CareerLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex w-full max-w-3xl items-center justify-between px-4 py-3">
          <p className="text-lg font-semibold tracking-tight text-brand-700">Paygrid</p>
          <LanguageSwitch />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6">{children}</main>
    </div>
  );
}
