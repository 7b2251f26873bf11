'use client';

import { useLocale, useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { FrameIcon } from '@/components/layout/frame-icon';
import { Badge } from '@/components/ui/badge';
import { ApiError, errorMessage } from '@/lib/api/client';
import type { CommStatus } from '@/lib/contracts/comms';
import { formatDateTime, type DateLocale } from '@/lib/dates';
import { useRootStore } from '@/lib/stores/root';

export const COMMS_PATH = '/app/comms';

/** Chart colours (SVG attributes cannot read the CSS variables everywhere): the design tokens of globals.css. */
export const COMMS_COLORS = [
  '#1f56d1',
  '#1b7f4b',
  '#a15c00',
  '#c62828',
  '#4b5563',
  '#6b8fe6',
  '#3fa36f',
  '#c98a2b',
  '#e06666',
  '#8a94a6',
];

export const ChatIcon = () => (
  <FrameIcon>
    <path d="M4 5.5h16v11H9l-5 4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </FrameIcon>
);

export const BulbIcon = () => (
  <FrameIcon>
    <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" />
  </FrameIcon>
);

const STATUS_VARIANT = { open: 'success', closed: 'secondary', sent: 'default' } as const;

export function CommStatusBadge({ status }: { status: CommStatus }) {
  const t = useTranslations('comms.status');
  return <Badge variant={STATUS_VARIANT[status]}>{t(status)}</Badge>;
}

/** Date and time in the screen's language. */
export function useDateTime() {
  const locale = useLocale() as DateLocale;
  return (iso: string) => formatDateTime(iso, locale);
}

/** Messages of this module's schemas are `validation.*` or `comms.validation.*` keys; API ones come translated. */
export function useCommsFieldError() {
  const t = useTranslations();
  return (message?: string) =>
    message && /^(comms\.)?validation\.[\w.]+$/.test(message) ? t(message) : message;
}

/** A public link on this site (`/polls/{token}`, `/suggestions/{token}`). */
export const publicUrl = (path: string) =>
  typeof window === 'undefined' ? path : `${window.location.origin}${path}`;

/** Copies a link, with a toast either way (the clipboard is refused on insecure origins and in some browsers). */
export async function copyLink(url: string, labels: { copied: string; failed: string }) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(labels.copied, { toastId: `copied:${url}` });
  } catch {
    toast.error(labels.failed);
  }
}

/**
 * A failed write: a lapsed subscription, or a plan without comms, opens the pay-wall (spec §4); anything else is
 * a toast.
 */
export function reportWriteError(error: unknown) {
  if (error instanceof ApiError && (error.code === 'SUBSCRIPTION_EXPIRED' || error.code === 'PLAN_REQUIRED'))
    useRootStore.getState().setPayWallOpen(true, 'comms');
  toast.error(errorMessage(error));
}

export const percent = (share: number) => Math.round(share * 1000) / 10;
