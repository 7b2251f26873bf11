'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { logout } from '@/lib/auth/logout';
import type { User } from '@/lib/contracts/account';
import { UserMenuFace, USER_MENU_TRIGGER } from './user-menu-face';

/** The user menu itself (Radix dropdown); loaded the first time someone reaches for the avatar. */
export function UserMenuDropdown({ user, defaultOpen }: { user: User | undefined; defaultOpen: boolean }) {
  const t = useTranslations('shell');
  const queryClient = useQueryClient();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={USER_MENU_TRIGGER} aria-label={t('userMenu')}>
        <UserMenuFace user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-line bg-surface p-1 text-sm shadow-lg"
        >
          {user && (
            <div className="px-3 py-2">
              <p className="font-medium text-ink">{`${user.firstName} ${user.lastName}`}</p>
              <p className="truncate text-muted">{user.email}</p>
            </div>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className="cursor-pointer rounded-md px-3 py-2 text-danger outline-none data-[highlighted]:bg-danger-50"
            onSelect={() => void logout(queryClient)}
          >
            {t('logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
