import type { User } from '@/lib/contracts/account';

export const USER_MENU_TRIGGER = 'flex items-center gap-2 rounded-full p-1 pr-3 text-sm hover:bg-canvas';

/** What the avatar button shows, the same before and after the menu's code has loaded. */
export function UserMenuFace({ user }: { user: User | undefined }) {
  const initials = user ? `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() : '…';
  return (
    <>
      <span className="grid size-8 place-items-center rounded-full bg-brand-100 font-semibold text-brand-700">
        {initials}
      </span>
      <span className="hidden max-w-40 truncate sm:inline">
        {user ? `${user.firstName} ${user.lastName}` : ''}
      </span>
    </>
  );
}
