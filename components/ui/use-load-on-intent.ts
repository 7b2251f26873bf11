'use client';

import { useState } from 'react';

/**
 * For a control whose heavy part (a Radix menu, popover or drawer) should not ship with the page: the
 * light button starts the import when the pointer or focus reaches it and asks for the heavy part on
 * click (`opened`), which then mounts already open. Spread `intent` on the light button.
 */
export function useLoadOnIntent(load: () => Promise<unknown>) {
  const [opened, setOpened] = useState(false);
  const preload = () => void load();
  return {
    opened,
    open: () => setOpened(true),
    intent: { onPointerEnter: preload, onFocus: preload, onClick: () => setOpened(true) },
  };
}

/**
 * For a dialog whose code (a form, zod, Radix) loads on use: render it only once `mounted` (from its first
 * opening on, so its close animation still plays), open it with `show`, and spread `intent` on the buttons
 * that open it so the import starts when the pointer or focus reaches them.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const preload = () => void load();
  return {
    mounted,
    open,
    setOpen,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    intent: { onPointerEnter: preload, onFocus: preload },
  };
}
