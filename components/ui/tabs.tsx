'use client';

import * as TabsPrimitive from '@radix-ui/react-tabs';
import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

const listClass = 'inline-flex max-w-full items-center gap-1 overflow-x-auto border-b border-line';
const triggerClass =
  '-mb-px inline-flex h-10 shrink-0 cursor-pointer items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-ink disabled:pointer-events-none disabled:opacity-50';
const activeClass = 'border-brand-600 text-brand-700';

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List data-slot="tabs-list" className={cn(listClass, className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        triggerClass,
        'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('pt-4 outline-none', className)}
      {...props}
    />
  );
}

export type LinkTabItem = { value: string; label: ReactNode; href: string };

export type LinkTabsProps = Omit<ComponentProps<'nav'>, 'children'> & {
  items: LinkTabItem[];
  /** The active tab, normally read from the `?tab=` query parameter by the page. */
  value: string;
  /** Tabs change in place, so the page keeps its scroll position by default. */
  scroll?: boolean;
};

// Our tabs live in the URL; links (not role="tab") are the right semantics for navigation,
// with aria-current marking the active one.
export function LinkTabs({ items, value, scroll = false, className, ...props }: LinkTabsProps) {
  return (
    <nav data-slot="link-tabs" className={cn(listClass, 'flex', className)} {...props}>
      {items.map((item) => {
        const active = item.value === value;
        return (
          <Link
            key={item.value}
            href={item.href}
            scroll={scroll}
            aria-current={active ? 'page' : undefined}
            data-state={active ? 'active' : 'inactive'}
            className={cn(triggerClass, active && activeClass)}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
