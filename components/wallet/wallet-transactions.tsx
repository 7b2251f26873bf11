'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import type { DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedFooter, QueryTable } from '@/components/ui/list-parts';
import { Select } from '@/components/ui/select';
import { usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPage } from '@/components/ui/use-url-paging';
import type { Wallet, WalletTransaction } from '@/lib/contracts/wallet';
import { WALLET_TRANSACTION_TYPES, type WalletTransactionType } from '@/lib/contracts/wallet-values';
import { formatDateTime, type DateLocale } from '@/lib/dates';
import { formatMoney, maskAmount } from '@/lib/money';
import { useWalletTransactions } from '@/lib/queries/wallet';
import { useRootStore } from '@/lib/stores/root';

const PER_PAGE = 10;

/** The active wallet's transactions: filter by type, paged, amounts per locale (masked while balances are hidden). */
export function WalletTransactions({ wallet }: { wallet: Wallet }) {
  const t = useTranslations('wallet');
  const locale = useLocale() as DateLocale;
  const visible = useRootStore((s) => s.isBalanceVisible);
  const pagination = usePaginationLabels('wallet.pagination');
  const { page, setPage } = useUrlPage();
  const [type, setType] = useState<WalletTransactionType | ''>('');
  const query = useWalletTransactions(wallet.id, { page, perPage: PER_PAGE, type: type || undefined });
  const rows = query.data?.data ?? [];

  const columns: DataTableColumn<WalletTransaction>[] = [
    { id: 'type', card: 'title', header: t('columns.type'), cell: (r) => t(`types.${r.type}`) },
    {
      id: 'direction',
      card: 'status',
      header: t('columns.direction'),
      cell: (r) => (
        <Badge variant={r.direction === 'credit' ? 'success' : 'warning'}>
          {t(`directions.${r.direction}`)}
        </Badge>
      ),
    },
    {
      id: 'amount',
      card: 'figure',
      header: t('columns.amount'),
      className: 'text-right tabular-nums',
      cell: (r) =>
        visible
          ? `${r.direction === 'debit' ? '−' : '+'}${formatMoney(r.amount, r.currency, locale)}`
          : maskAmount(),
    },
    { id: 'description', header: t('columns.description'), cell: (r) => r.description ?? '—' },
    {
      id: 'date',
      card: 'subtitle',
      header: t('columns.date'),
      cell: (r) => formatDateTime(r.createdAt, locale),
    },
  ];

  return (
    <section aria-labelledby="wallet-transactions" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="wallet-transactions" className="text-lg font-semibold text-ink">
          {t('transactions')}
        </h2>
        <label className="flex w-full items-center gap-2 text-sm text-muted sm:w-56">
          <span className="shrink-0">{t('filterType')}</span>
          <Select
            value={type}
            onChange={(e) => {
              setType(e.target.value as WalletTransactionType | '');
              setPage(1);
            }}
          >
            <option value="">{t('allTypes')}</option>
            {WALLET_TRANSACTION_TYPES.map((v) => (
              <option key={v} value={v}>
                {t(`types.${v}`)}
              </option>
            ))}
          </Select>
        </label>
      </div>
      <QueryTable
        query={query}
        failedTitle={t('loadTransactionsError')}
        retryLabel={t('retry')}
        caption={t('transactions')}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        emptyState={
          <EmptyState className="py-6" title={t('emptyTitle')} description={t('emptyDescription')} />
        }
      />
      <PagedFooter meta={query.data?.meta} onPageChange={setPage} labels={pagination} />
    </section>
  );
}
