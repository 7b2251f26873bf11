'use client';

import { Slot } from '@radix-ui/react-slot';
import {
  createContext,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn';
import { ChevronDownIcon } from './icons';

/** Spec §9: a pointer must rest this long on a trigger before its menu opens. */
export const NAVIGATION_MENU_HOVER_DELAY = 150;
/** Spec §9: after a menu closes, hovering cannot reopen it for this long (stops flicker on exit). */
export const NAVIGATION_MENU_REENTRY_LOCK = 300;

type MenuContext = {
  openId: string | null;
  open: (id: string) => void;
  close: () => void;
  hoverOpen: (id: string) => void;
  cancelHover: () => void;
};

const Context = createContext<MenuContext | null>(null);

export type NavigationMenuProps = ComponentProps<'nav'>;

export function NavigationMenu({ className, children, ...props }: NavigationMenuProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const locked = useRef(false);

  useEffect(() => () => [openTimer, lockTimer].forEach((timer) => clearTimeout(timer.current)), []);

  const cancelHover = () => clearTimeout(openTimer.current);
  const value: MenuContext = {
    openId,
    open: (id) => {
      cancelHover();
      setOpenId(id);
    },
    close: () => {
      cancelHover();
      if (openId === null) return;
      setOpenId(null);
      locked.current = true;
      clearTimeout(lockTimer.current);
      lockTimer.current = setTimeout(() => {
        locked.current = false;
      }, NAVIGATION_MENU_REENTRY_LOCK);
    },
    hoverOpen: (id) => {
      if (locked.current) return;
      cancelHover();
      openTimer.current = setTimeout(() => setOpenId(id), NAVIGATION_MENU_HOVER_DELAY);
    },
    cancelHover,
  };

  return (
    <Context value={value}>
      <nav data-slot="navigation-menu" className={cn('relative', className)} {...props}>
        <ul className="flex items-center gap-1">{children}</ul>
      </nav>
    </Context>
  );
}

export type NavigationMenuItemProps = Omit<ComponentProps<'li'>, 'children'> & {
  /** Trigger content. Without `children` the item is a plain link slot (pass a NavigationMenuLink as `label`). */
  label: ReactNode;
  children?: ReactNode;
};

export function NavigationMenuItem({ label, children, className, ...props }: NavigationMenuItemProps) {
  const context = use(Context);
  if (!context) throw new Error('NavigationMenuItem must be inside NavigationMenu');
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  if (!children)
    return (
      <li className={className} {...props}>
        {label}
      </li>
    );

  const isOpen = context.openId === id;
  const panelId = `${id}-panel`;
  return (
    <li
      className={cn('relative', className)}
      onPointerEnter={(event) => event.pointerType !== 'touch' && context.hoverOpen(id)}
      onPointerLeave={(event) => {
        if (event.pointerType === 'touch') return;
        context.cancelHover();
        if (isOpen) context.close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          context.close();
          triggerRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Keyboard users tabbing out of the item close it.
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) context.close();
      }}
      {...props}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => (isOpen ? context.close() : context.open(id))}
        className="inline-flex h-9 cursor-pointer items-center gap-1 rounded-md px-3 text-sm font-medium text-ink hover:bg-brand-50 aria-expanded:bg-brand-50"
      >
        {label}
        <ChevronDownIcon className={cn('transition-transform', isOpen && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute top-full left-0 z-40 mt-1 min-w-56 rounded-card border border-line bg-surface p-2 shadow-lg"
      >
        {children}
      </div>
    </li>
  );
}

// asChild lets callers pass next/link without this file depending on Next.
export function NavigationMenuLink({
  className,
  asChild,
  ...props
}: ComponentProps<'a'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'a';
  return (
    <Comp
      data-slot="navigation-menu-link"
      className={cn(
        'block rounded-md px-3 py-2 text-sm text-ink hover:bg-brand-50 focus-visible:bg-brand-50',
        className,
      )}
      {...props}
    />
  );
}
