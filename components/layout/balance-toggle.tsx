'use client';

import { useTranslations } from 'next-intl';
import { useRootStore } from '@/lib/stores/root';
import { FrameIcon } from './frame-icon';

/** Shows or hides money balances everywhere (root state `isBalanceVisible`). */
export function BalanceToggle() {
  const t = useTranslations('shell');
  const visible = useRootStore((s) => s.isBalanceVisible);
  const toggle = useRootStore((s) => s.toggleBalanceVisibility);
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={!visible}
      aria-label={visible ? t('hideBalances') : t('showBalances')}
      className="grid size-9 place-items-center rounded-full text-muted hover:bg-canvas hover:text-ink"
    >
      <FrameIcon className="size-5">
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
        {visible ? <circle cx="12" cy="12" r="3" /> : <path d="M3 3l18 18" />}
      </FrameIcon>
    </button>
  );
}
