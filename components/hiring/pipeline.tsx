'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast, toastOutcome } from '@/lib/toast';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, SearchBox } from '@/components/ui/list-parts';
import { Select } from '@/components/ui/select';
import { useDebounced } from '@/components/ui/use-debounced';
import { useErrorToast } from '@/components/ui/use-module-ui';
import { downloadCv } from '@/lib/api/hiring';
import { errorMessage } from '@/lib/api/client';
import { MOVABLE_STAGES, STAGES, type Application, type Job } from '@/lib/contracts/hiring';
import { formatMoney } from '@/lib/money';
import {
  useApplications,
  useJob,
  useRescindOfferMutation,
  useUpdateStageMutation,
} from '@/lib/queries/hiring';
import { ApplicationNotes } from './application-notes';
import { HireEmployeeDialog } from './hire-employee-dialog';
import { InterviewDialog, OfferDialog, RejectDialog } from './pipeline-dialogs';
import { when } from './when';

async function saveCv(application: Application) {
  try {
    const blob = await downloadCv(application.id);
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = application.cv.fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (e) {
    toast.error(errorMessage(e));
  }
}

/** The side panel of one application: CV, answers, interviews, notes, offer and the actions its stage allows. */
function ApplicationPanel({
  application,
  job,
  onClose,
}: {
  application: Application;
  job: Job;
  onClose: () => void;
}) {
  const t = useTranslations('hiring.panel');
  const th = useTranslations('hiring');
  const locale = useLocale();
  const move = useUpdateStageMutation();
  const rescind = useRescindOfferMutation();
  const [dialog, setDialog] = useState<null | 'reject' | 'interview' | 'offer' | 'hire'>(null);
  const a = application;
  const final = a.stage === 'hired' || a.stage === 'rejected';
  const offerOpen = a.offer && (a.offer.status === 'sent' || a.offer.status === 'viewed');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={th('close')}
        className="top-0 right-0 left-auto h-dvh max-h-dvh w-full max-w-xl translate-x-0 translate-y-0 content-start rounded-none sm:w-[36rem]"
      >
        <DialogHeader>
          <DialogTitle>
            {a.firstName} {a.lastName}
          </DialogTitle>
          <DialogDescription>
            {a.email} · {a.phone}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={a.stage === 'rejected' ? 'danger' : a.stage === 'hired' ? 'success' : 'default'}>
            {th(`stages.${a.stage}`)}
          </Badge>
          <span className="text-xs text-muted">{t('appliedOn', { date: when(a.createdAt, locale) })}</span>
        </div>
        <Button variant="secondary" onClick={() => saveCv(a)} className="justify-self-start">
          {t('downloadCv', { name: a.cv.fileName })}
        </Button>
        {!final ? (
          <div className="grid gap-2 rounded-md border border-line p-3">
            <label className="text-sm font-medium" htmlFor="stage-select">
              {t('moveTo')}
            </label>
            <Select
              id="stage-select"
              value={(MOVABLE_STAGES as readonly string[]).includes(a.stage) ? a.stage : ''}
              placeholder={
                (MOVABLE_STAGES as readonly string[]).includes(a.stage) ? undefined : th(`stages.${a.stage}`)
              }
              disabled={move.isPending || Boolean(offerOpen)}
              onChange={(e) =>
                e.target.value && toastOutcome(move.mutateAsync({ id: a.id, stage: e.target.value }))
              }
            >
              {MOVABLE_STAGES.map((s) => (
                <option key={s} value={s}>
                  {th(`stages.${s}`)}
                </option>
              ))}
            </Select>
            <div className="flex flex-wrap gap-2">
              {a.stage !== 'offer' ? (
                <Button onClick={() => setDialog('interview')}>{t('scheduleInterview')}</Button>
              ) : null}
              {!offerOpen ? (
                <Button variant="secondary" onClick={() => setDialog('offer')}>
                  {t('sendOffer')}
                </Button>
              ) : null}
              <Button variant="danger" onClick={() => setDialog('reject')}>
                {t('reject')}
              </Button>
            </div>
          </div>
        ) : null}
        {a.stage === 'hired' ? (
          <Button onClick={() => setDialog('hire')} className="justify-self-start">
            {t('createEmployee')}
          </Button>
        ) : null}
        {a.rejectionReason ? (
          <p className="text-sm text-muted">{t('rejectedBecause', { reason: a.rejectionReason })}</p>
        ) : null}
        {a.offer ? (
          <section className="grid gap-1 rounded-md bg-canvas p-3 text-sm">
            <h3 className="font-semibold">{t('offer')}</h3>
            <p>
              {formatMoney(a.offer.salary, a.offer.currency, locale)} ·{' '}
              {t('starts', { date: a.offer.startDate })}
            </p>
            <p>
              <Badge variant={a.offer.status === 'accepted' ? 'success' : 'secondary'}>
                {th(`offerStatuses.${a.offer.status}`)}
              </Badge>{' '}
              <span className="text-muted">{t('expiresOn', { date: when(a.offer.expiresAt, locale) })}</span>
            </p>
            {a.offer.rejectionReason ? <p className="text-muted">{a.offer.rejectionReason}</p> : null}
            {offerOpen ? (
              <ConfirmDialog
                trigger={
                  <Button variant="secondary" size="sm" className="justify-self-start">
                    {t('rescind')}
                  </Button>
                }
                title={t('rescindTitle')}
                description={t('rescindDescription')}
                confirmLabel={t('rescind')}
                cancelLabel={th('cancel')}
                variant="danger"
                onConfirm={() => toastOutcome(rescind.mutateAsync(a.offer!.id))}
              />
            ) : null}
          </section>
        ) : null}
        {a.interviews.length ? (
          <section className="grid gap-2 text-sm">
            <h3 className="font-semibold">{t('interviews')}</h3>
            {a.interviews.map((i) => (
              <div key={i.id} className="rounded-md border border-line p-2">
                <p>
                  {when(i.startsAt, locale)} · {t('minutes', { n: i.durationMinutes })} ·{' '}
                  {th(`modes.${i.mode}`)}
                </p>
                {i.location || i.link ? <p className="break-all text-muted">{i.location ?? i.link}</p> : null}
                {i.interviewers.length ? (
                  <p className="text-muted">{i.interviewers.map((x) => x.name).join(', ')}</p>
                ) : null}
                {i.notes ? <p className="whitespace-pre-line">{i.notes}</p> : null}
              </div>
            ))}
          </section>
        ) : null}
        {a.answers.length ? (
          <section className="grid gap-1 text-sm">
            <h3 className="font-semibold">{t('answers')}</h3>
            <dl className="grid gap-2">
              {a.answers.map((x) => (
                <div key={x.id}>
                  <dt className="text-muted">{x.label}</dt>
                  <dd className="whitespace-pre-line">
                    {x.answer === 'yes' || x.answer === 'no' ? th(`careers.${x.answer}`) : x.answer}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {a.coverLetter ? (
          <section className="grid gap-1 text-sm">
            <h3 className="font-semibold">{t('coverLetter')}</h3>
            <p className="whitespace-pre-line">{a.coverLetter}</p>
          </section>
        ) : null}
        <ApplicationNotes application={a} />
        {dialog === 'reject' ? (
          <RejectDialog application={a} open onOpenChange={() => setDialog(null)} />
        ) : null}
        {dialog === 'interview' ? (
          <InterviewDialog application={a} open onOpenChange={() => setDialog(null)} />
        ) : null}
        {dialog === 'offer' ? (
          <OfferDialog application={a} currency={job.currency} open onOpenChange={() => setDialog(null)} />
        ) : null}
        {dialog === 'hire' ? (
          <HireEmployeeDialog application={a} job={job} open onOpenChange={() => setDialog(null)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** /app/hiring/{id}: the job's pipeline as columns by stage; `?application=` opens one in the side panel. */
export function JobPipeline({ id }: { id: string }) {
  const t = useTranslations('hiring');
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const job = useJob(id);
  const [term, setTerm] = useState('');
  const search = useDebounced(term.trim());
  const apps = useApplications(id, { search: search || undefined });
  useErrorToast(job.error ?? apps.error, 'hiring');
  const [copied, setCopied] = useState(false);
  const openId = params.get('application');
  const open = (appId: string | null) =>
    router.replace(appId ? `${pathname}?application=${appId}` : pathname, { scroll: false });

  if (job.isError && !job.data) {
    return (
      <LoadFailed
        error={job.error}
        title={t('detail.loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => job.refetch()}
      />
    );
  }
  if (!job.data) {
    return (
      <p role="status" className="py-10 text-center text-sm text-muted">
        {t('loading')}
      </p>
    );
  }
  const j = job.data;
  const shareUrl =
    typeof window === 'undefined' ? j.careersPath : `${window.location.origin}${j.careersPath}`;
  const copy = async () => {
    await navigator.clipboard?.writeText(shareUrl).catch(() => undefined);
    setCopied(true);
  };
  const rows = apps.data ?? [];
  const current = rows.find((a) => a.id === openId);
  return (
    <div className="min-w-0">
      <PageHeader
        title={j.title}
        description={[
          j.department?.name,
          t(`employmentTypes.${j.employmentType}`),
          j.location,
          j.remote ? t('careers.remote') : null,
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <Button asChild variant="secondary">
            <IntentLink href={`/app/hiring/${j.id}/edit`}>{t('detail.action')}</IntentLink>
          </Button>
        }
      />
      <Card className="mb-4 flex flex-wrap items-center gap-2 p-3 text-sm">
        <span className="font-medium">{t('detail.share')}</span>
        <a
          href={j.careersPath}
          className="min-w-0 break-all text-brand-700 underline"
          target="_blank"
          rel="noreferrer"
        >
          {shareUrl}
        </a>
        <Button size="sm" variant="secondary" onClick={copy}>
          {copied ? t('detail.copied') : t('detail.copy')}
        </Button>
        {!j.open ? <Badge variant="warning">{t('list.closed')}</Badge> : null}
      </Card>
      <SearchBox
        value={term}
        onChange={setTerm}
        placeholder={t('detail.searchPlaceholder')}
        label={t('detail.searchLabel')}
      />
      {apps.isError && !apps.data ? (
        <LoadFailed
          error={apps.error}
          title={t('detail.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => apps.refetch()}
        />
      ) : apps.isPending ? (
        <p role="status" className="py-6 text-center text-sm text-muted">
          {t('loading')}
        </p>
      ) : rows.length === 0 && !search ? (
        <Card className="mt-4">
          <EmptyState title={t('detail.emptyTitle')} description={t('detail.emptyDescription')} />
        </Card>
      ) : (
        // Six stages side by side from 1280 px (each at least 150 px in the card), three by two below, one a row
        // on a phone: the board never scrolls sideways.
        <div
          className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6"
          data-testid="hiring-board"
        >
          {STAGES.map((s) => {
            const inStage = rows.filter((a) => a.stage === s);
            return (
              <section key={s} aria-label={t(`stages.${s}`)} className="min-w-0 rounded-lg bg-canvas p-2">
                <h2 className="mb-2 flex items-center justify-between px-1 text-sm font-semibold">
                  {t(`stages.${s}`)} <span className="text-muted">{inStage.length}</span>
                </h2>
                <ul className="grid grid-cols-1 gap-2">
                  {inStage.map((a) => (
                    <li key={a.id}>
                      <button
                        type="button"
                        onClick={() => open(a.id)}
                        className="w-full cursor-pointer rounded-md border border-line bg-surface p-2 text-left text-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500"
                      >
                        <span className="block font-medium">
                          {a.firstName} {a.lastName}
                        </span>
                        <span className="block truncate text-xs text-muted">{a.email}</span>
                        {a.offer ? (
                          <span className="mt-1 block text-xs">{t(`offerStatuses.${a.offer.status}`)}</span>
                        ) : null}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
      {current ? <ApplicationPanel application={current} job={j} onClose={() => open(null)} /> : null}
    </div>
  );
}
