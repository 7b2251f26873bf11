'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { logout } from '@/lib/auth/logout';
import type { User } from '@/lib/contracts/account';

export function UserMenu({ user }: { user: User | undefined }) {
  const t = useTranslations('shell');
  const queryClient = useQueryClient();
  const initials = user ? `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() : '…';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full p-1 pr-3 text-sm hover:bg-canvas"
        aria-label={t('userMenu')}
      >
        <span className="grid size-8 place-items-center rounded-full bg-brand-100 font-semibold text-brand-700">
          {initials}
        </span>
        <span className="hidden max-w-40 truncate sm:inline">
          {user ? `${user.firstName} ${user.lastName}` : ''}
        </span>
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
