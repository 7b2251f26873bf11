import type { ReactNode } from 'react';
import type { ToastOptions } from 'react-toastify';
import { errorMessage } from '@/lib/api/api-error';

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

/** What a write's outcome does beside its toast: a function is `onDone`. */
export type Outcome<R> =
  | ((result: R) => void)
  | {
      /** After the success toast. */
      onDone?: (result: R) => void;
      /** The success toast's words, when not the server's message. */
      success?: ReactNode | ((result: R) => ReactNode);
      /** Handles the failure instead of the error toast (a form placing field errors, a failure worded otherwise). */
      onError?: (error: unknown) => void;
    };

/** The server's message of an answer (the API envelope's `message`), if it has one. */
const messageOf = (result: unknown) => {
  const message = (result as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/**
 * A write's outcome as a toast — the one way screens say how a write went — as `onSuccess`/`onError` callbacks
 * (e.g. for `mutation.mutate(vars, toastCallbacks(onDone))`): on success the server's message (or `success`),
 * then `onDone`; on failure its error (the API's message, else the generic one), or `onError` instead.
 */
export function toastCallbacks<R>(outcome?: Outcome<R>) {
  const { onDone, success, onError } = typeof outcome === 'function' ? { onDone: outcome } : (outcome ?? {});
  return {
    onSuccess: (result: R) => {
      const text = typeof success === 'function' ? success(result) : (success ?? messageOf(result));
      if (text) toast.success(text);
      onDone?.(result);
    },
    onError: (error: unknown) => {
      if (onError) onError(error);
      else toast.error(errorMessage(error));
    },
  };
}

/**
 * The same outcome for a write's promise. The returned promise settles like the write — a confirmation dialog
 * awaiting it stays open on failure — and is already handled, so a caller that does not await it
 * (`void toastOutcome(…)`) leaves no unhandled rejection.
 */
export function toastOutcome<R>(write: Promise<R>, outcome?: Outcome<R>): Promise<void> {
  const on = toastCallbacks(outcome);
  const settled = write.then(on.onSuccess, (error: unknown) => {
    on.onError(error);
    throw error;
  });
  settled.catch(() => undefined);
  return settled;
}
