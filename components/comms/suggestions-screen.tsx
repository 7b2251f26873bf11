'use client';

import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { toastOutcome } from '@/lib/toast';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, PagedFooter, SearchBox } from '@/components/ui/list-parts';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { LinkTabs } from '@/components/ui/link-tabs';
import { useErrorToast, usePaginationLabels } from '@/components/ui/use-module-ui';
import { useUrlPaging } from '@/components/ui/use-url-paging';
import type { Suggestion } from '@/lib/contracts/comms';
import {
  useArchiveSuggestionMutation,
  useDeleteSuggestionMutation,
  useRotateBoxMutation,
  useSuggestionBox,
  useSuggestions,
} from '@/lib/queries/comms';
import { BulbIcon, COMMS_PATH, copyLink, publicUrl, reportWriteError, useDateTime } from './comms-ui';

const PER_PAGE = 20;
const FILTERS = ['status', 'category'] as const;

/** Runs a write; the toast says how it went; a failure is rethrown so a confirmation stays open. */
const outcome = (write: Promise<{ message: string }>) => toastOutcome(write, { onError: reportWriteError });

function BoxLinkCard() {
  const t = useTranslations('comms.suggestions');
  const tc = useTranslations('comms');
  const box = useSuggestionBox();
  const rotate = useRotateBoxMutation();
  const url = box.data ? publicUrl(`/suggestions/${box.data.token}`) : '';
  return (
    <Card className="space-y-2 p-4">
      <h2 className="text-base font-semibold">{t('boxTitle')}</h2>
      <p className="text-sm text-muted">{t('boxDescription')}</p>
      {box.isPending ? (
        <Skeleton className="h-10" />
      ) : box.data ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code
            className="min-w-0 flex-1 truncate rounded-md bg-canvas px-3 py-2 text-sm"
            data-testid="suggestion-box-link"
          >
            {url}
          </code>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={() => copyLink(url, { copied: tc('linkCopied'), failed: tc('copyFailed') })}
            >
              {t('copy')}
            </Button>
            <ConfirmDialog
              trigger={<Button variant="ghost">{t('rotate')}</Button>}
              title={t('rotateTitle')}
              description={t('rotateDescription')}
              confirmLabel={t('rotateConfirm')}
              cancelLabel={t('cancel')}
              onConfirm={() => outcome(rotate.mutateAsync(undefined))}
            />
          </div>
        </div>
      ) : null}
    </Card>
  );
}

function SuggestionItem({ s }: { s: Suggestion }) {
  const t = useTranslations('comms.suggestions');
  const dateTime = useDateTime();
  const archive = useArchiveSuggestionMutation();
  const remove = useDeleteSuggestionMutation();
  const archived = s.status === 'archived';
  return (
    <li className="space-y-2 border-b border-line py-3 last:border-b-0" data-testid="suggestion">
      <p className="whitespace-pre-line break-words text-sm text-ink">{s.message}</p>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
        {s.category ? <Badge variant="outline">{s.category}</Badge> : null}
        <span>{s.anonymous ? t('anonymous') : t('from', { name: s.author ?? '' })}</span>
        {s.source === 'box' ? <span>· {t('viaBox')}</span> : null}
        <span>· {dateTime(s.createdAt)}</span>
        <span className="ml-auto flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            loading={archive.isPending}
            onClick={() =>
              outcome(archive.mutateAsync({ id: s.id, archived: !archived })).catch(() => undefined)
            }
          >
            {archived ? t('restore') : t('archive')}
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-danger">
                {t('delete')}
              </Button>
            }
            title={t('deleteTitle')}
            description={t('deleteDescription')}
            confirmLabel={t('deleteConfirm')}
            cancelLabel={t('cancel')}
            variant="danger"
            onConfirm={() => outcome(remove.mutateAsync(s.id))}
          />
        </span>
      </div>
    </li>
  );
}

/** /app/comms/suggestions: the box link to share, and the suggestions with filters, archive and delete. */
export function SuggestionsScreen() {
  const t = useTranslations('comms.suggestions');
  const tc = useTranslations('comms');
  const { page, search, term, setTerm, filters, setFilter, setPage } = useUrlPaging({ filters: FILTERS });
  const status = filters.status === 'archived' ? 'archived' : 'new';
  const category = filters.category || undefined;
  const query = useSuggestions({ page, perPage: PER_PAGE, status, category, search: search || undefined });
  const box = useSuggestionBox();
  const labels = usePaginationLabels('comms.pagination');
  useErrorToast(query.error, 'comms');
  const rows = query.data?.data ?? [];
  const filtered = Boolean(search || category || status === 'archived');

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button asChild variant="secondary">
            <IntentLink href={COMMS_PATH}>{tc('title')}</IntentLink>
          </Button>
        }
      />
      <div className="space-y-4">
        <BoxLinkCard />
        <Card className="space-y-3 p-4">
          <LinkTabs
            aria-label={t('statusFilter')}
            value={status}
            items={[
              { value: 'new', label: t('new'), href: `${COMMS_PATH}/suggestions` },
              { value: 'archived', label: t('archived'), href: `${COMMS_PATH}/suggestions?status=archived` },
            ]}
          />
          <div className="flex flex-col gap-2 sm:flex-row">
            <SearchBox
              value={term}
              onChange={setTerm}
              placeholder={t('searchPlaceholder')}
              label={t('searchPlaceholder')}
            />
            <div className="sm:w-56">
              <Select
                aria-label={t('category')}
                value={category ?? ''}
                onChange={(e) => setFilter('category', e.target.value)}
              >
                <option value="">{t('allCategories')}</option>
                {(box.data?.categories ?? []).map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          {query.isError && !query.data ? (
            <LoadFailed
              error={query.error}
              title={tc('loadFailed')}
              retryLabel={tc('retry')}
              onRetry={() => query.refetch()}
            />
          ) : query.isPending ? (
            <div className="space-y-2" aria-busy>
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          ) : rows.length === 0 ? (
            filtered ? (
              <EmptyState className="py-6" title={t('noMatchTitle')} description={t('noMatchDescription')} />
            ) : (
              <EmptyState
                className="py-6"
                icon={<BulbIcon />}
                title={t('emptyTitle')}
                description={t('emptyDescription')}
              />
            )
          ) : (
            <ul aria-label={t('title')}>
              {rows.map((s) => (
                <SuggestionItem key={s.id} s={s} />
              ))}
            </ul>
          )}
          <PagedFooter meta={query.data?.meta} onPageChange={setPage} labels={labels} />
        </Card>
      </div>
    </>
  );
}
