'use client';

import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { tabActiveClass, tabListClass, tabTriggerClass } from './tab-styles';

/**
 * In-page tabs (the dashboard's overview/analytics, the wallet's currencies) following the WAI-ARIA tabs
 * pattern: one tab stop, arrow keys / Home / End move and select (automatic activation), each panel labelled
 * by its tab. Our own few lines instead of Radix Tabs, which weighed about 8 kB gzip on every screen that
 * showed tabs (issue 11). URL tabs are links: components/ui/link-tabs.tsx.
 */
type TabsState = { base: string; value: string; select: (value: string) => void };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const idOf = (base: string, kind: 'tab' | 'panel', value: string) =>
  `${base}-${kind}-${value.replace(/\s+/g, '-')}`;

export type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const base = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ base, value: current, select }}>
      <div data-slot="tabs" {...props} />
    </TabsContext.Provider>
  );
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const next = {
    ArrowRight: (at + 1) % tabs.length,
    ArrowLeft: (at - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  tabs[next]!.focus();
  tabs[next]!.click();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(tabListClass, className)}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (!e.defaultPrevented) moveFocus(e);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs('TabsTrigger');
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.base, 'tab', value)}
      aria-selected={active}
      aria-controls={idOf(tabs.base, 'panel', value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      data-slot="tabs-trigger"
      className={cn(tabTriggerClass, active && tabActiveClass, className)}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

/** Only the active panel renders, so an inactive tab's queries do not run. */
export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs('TabsContent');
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.base, 'panel', value)}
      aria-labelledby={idOf(tabs.base, 'tab', value)}
      tabIndex={0}
      data-state="active"
      data-slot="tabs-content"
      className={cn('pt-4 outline-none', className)}
      {...props}
    />
  );
}
