'use client';

import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { IntentLink } from './intent-link';
import { tabActiveClass, tabListClass, tabTriggerClass } from './tab-styles';

export type LinkTabItem = { value: string; label: ReactNode; href: string };

export type LinkTabsProps = Omit<ComponentProps<'nav'>, 'children'> & {
  items: LinkTabItem[];
  /** The active tab, normally read from the `?tab=` query parameter by the page. */
  value: string;
  /** Tabs change in place, so the page keeps its scroll position by default. */
  scroll?: boolean;
};

// Our tabs live in the URL; links (not role="tab") are the right semantics for navigation,
// with aria-current marking the active one. Like every link in a signed-in screen, a tab prefetches its
// page on hover, focus or touch, not on sight (issue 11: no background requests behind one view).
export function LinkTabs({ items, value, scroll = false, className, ...props }: LinkTabsProps) {
  return (
    <nav data-slot="link-tabs" className={cn(tabListClass, 'flex', className)} {...props}>
      {items.map((item) => {
        const active = item.value === value;
        return (
          <IntentLink
            key={item.value}
            href={item.href}
            scroll={scroll}
            aria-current={active ? 'page' : undefined}
            data-state={active ? 'active' : 'inactive'}
            className={cn(tabTriggerClass, active && tabActiveClass)}
          >
            {item.label}
          </IntentLink>
        );
      })}
    </nav>
  );
}
