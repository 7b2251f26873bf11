'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { useLoadOnIntent } from '@/components/ui/use-load-on-intent';
import type { User } from '@/lib/contracts/account';
import { UserMenuFace, USER_MENU_TRIGGER } from './user-menu-face';

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserMenuDropdown })));

/** The avatar in the header; the dropdown's code loads on hover or focus and opens on the first click. */
export function UserMenu({ user }: { user: User | undefined }) {
  const t = useTranslations('shell');
  const { opened, intent } = useLoadOnIntent(loadDropdown);
  const button = (
    <button
      type="button"
      className={USER_MENU_TRIGGER}
      aria-label={t('userMenu')}
      aria-haspopup="menu"
      {...intent}
    >
      <UserMenuFace user={user} />
    </button>
  );
  if (!opened) return button;
  // Until the code arrives the same button stays in place, so nothing moves under the pointer.
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown user={user} defaultOpen />
    </Suspense>
  );
}
