'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LanguageSwitch } from './language-switch';

/** The phone's navigation drawer (Radix dialog); loaded the first time the menu button is reached. */
export function NavDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const t = useTranslations('shell');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-surface shadow-xl lg:hidden">
          <Dialog.Title className="px-6 pt-5 pb-2 text-lg font-semibold text-brand-700">Paygrid</Dialog.Title>
          <Dialog.Description className="sr-only">{t('nav.label')}</Dialog.Description>
          {children}
          <LanguageSwitch className="px-6 py-4" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
