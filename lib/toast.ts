import type { ReactNode } from 'react';
import type { ToastOptions } from 'react-toastify';

/**
 * react-toastify's `toast`, with its code (about 6 kB gzip) loaded by the first toast instead of with every
 * screen (issue 11). Toasts shown before the container has mounted wait in react-toastify's own queue;
 * `components/providers/toasts.tsx` mounts the container once the library has loaded.
 */
type Toastify = typeof import('react-toastify');

let loaded: Toastify | null = null;
let loading: Promise<Toastify> | null = null;
const listeners = new Set<(lib: Toastify) => void>();

/** Loads react-toastify once; `onLoad` listeners (the container) hear about it. */
export function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then((lib) => {
    loaded = lib;
    for (const listener of listeners) listener(lib);
    return lib;
  });
  return loading;
}

/** Calls `listener` once react-toastify is loaded (at once if it already is); returns the unsubscribe. */
export function onToastifyLoad(listener: (lib: Toastify) => void): () => void {
  if (loaded) listener(loaded);
  else listeners.add(listener);
  return () => void listeners.delete(listener);
}

const run = (action: (lib: Toastify) => void) => {
  if (loaded) action(loaded);
  else void loadToastify().then(action);
};

// The caller's arguments as given: an absent `options` stays absent.
const kind =
  (name: 'success' | 'error' | 'info' | 'warning') =>
  (...args: [content: ReactNode, options?: ToastOptions]) =>
    run((lib) => void lib.toast[name](...args));

export const toast = {
  success: kind('success'),
  error: kind('error'),
  info: kind('info'),
  warning: kind('warning'),
  /** Dismisses one toast, or all of them without an id. */
  dismiss: (id?: string | number) => run((lib) => lib.toast.dismiss(id)),
};
