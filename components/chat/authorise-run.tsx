'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PinInput } from '@/components/ui/pin-input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { authorizeRun, getAuthorization } from '@/lib/api/chat';
import { ApiError, errorMessage, hasErrorCode } from '@/lib/api/client';
import type { AuthorizeResult, AuthorizeView } from '@/lib/contracts/chat';
import { formatDate, formatDateTime, type DateLocale } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useKeyedErrorText } from './message-text';

/** /authorise/{token}: the run's summary by its chat link, then approve or reject with the PIN. */
export function AuthoriseRun({ token }: { token: string }) {
  const t = useTranslations('chat.authorise');
  const tc = useTranslations('common');
  const view = useQuery({
    queryKey: ['chat-authorise', token],
    queryFn: () => getAuthorization(token),
    retry: false,
  });
  const [result, setResult] = useState<AuthorizeResult | null>(null);

  if (result) {
    return (
      <div className="space-y-3 text-center" role="status">
        <h1 className="text-xl font-semibold text-ink">{t('title')}</h1>
        <p className="text-sm text-muted">{result.decision === 'approve' ? t('approved') : t('rejected')}</p>
      </div>
    );
  }
  if (view.isPending) {
    return (
      <div className="flex justify-center py-10" aria-busy>
        <Spinner />
        <span className="sr-only">{tc('loading')}</span>
      </div>
    );
  }
  if (view.isError) {
    return (
      <div className="space-y-3 text-center" role="alert">
        <h1 className="text-xl font-semibold text-ink">{t('title')}</h1>
        <p className="text-sm text-muted">
          {hasErrorCode(view.error, 'NOT_FOUND') ? t('invalid') : errorMessage(view.error)}
        </p>
      </div>
    );
  }
  return <AuthoriseForm token={token} view={view.data.data} onDone={setResult} />;
}

function AuthoriseForm({
  token,
  view,
  onDone,
}: {
  token: string;
  view: AuthorizeView;
  onDone: (r: AuthorizeResult) => void;
}) {
  const t = useTranslations('chat.authorise');
  const tc = useTranslations('common');
  const locale = useLocale() as DateLocale;
  const errorText = useKeyedErrorText();
  const [pin, setPin] = useState('');
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [errors, setErrors] = useState<{ pin?: string; reason?: string; form?: string }>({});
  const mutation = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      authorizeRun(token, { pin, decision, ...(decision === 'reject' ? { reason: reason.trim() } : {}) }),
    onSuccess: ({ data }) => onDone(data),
    onError: (e) => {
      if (e instanceof ApiError && e.errors) {
        setErrors({ pin: e.errors.pin?.[0], reason: e.errors.reason?.[0] });
        if (e.errors.pin) setRejecting(false);
      } else setErrors({ form: errorMessage(e) });
    },
  });
  const submit = (decision: 'approve' | 'reject') => {
    const next: typeof errors = {};
    if (!/^\d{4}$/.test(pin)) next.pin = errorText('chat.validation.pin');
    if (decision === 'reject' && !reason.trim()) next.reason = errorText('chat.validation.reasonRequired');
    setErrors(next);
    if (next.pin && decision === 'reject') setRejecting(false);
    if (Object.keys(next).length === 0) mutation.mutate(decision);
  };
  const { run } = view;

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold text-ink">{t('title')}</h1>
        <p className="text-sm text-muted">
          {t('description', { organization: view.organization.name, level: view.level, levels: view.levels })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <dt className="text-muted">{t('run')}</dt>
        <dd className="text-right font-medium text-ink">{run.name}</dd>
        <dt className="text-muted">{t('period')}</dt>
        <dd className="text-right text-ink">{run.period}</dd>
        {run.payDate ? (
          <>
            <dt className="text-muted">{t('payDate')}</dt>
            <dd className="text-right text-ink">{formatDate(run.payDate, locale)}</dd>
          </>
        ) : null}
        <dt className="text-muted">{t('headcount')}</dt>
        <dd className="text-right text-ink">{run.headcount}</dd>
        {run.totals.map((row) => (
          <div key={row.currency} className="contents">
            <dt className="text-muted">{t('net', { currency: row.currency })}</dt>
            <dd className="text-right font-semibold text-ink" data-testid={`net-${row.currency}`}>
              {formatMoney(row.net, row.currency, locale)}
            </dd>
          </div>
        ))}
      </dl>
      <form noValidate className="space-y-4" onSubmit={(e) => (e.preventDefault(), submit('approve'))}>
        <FormField label={t('pin')} error={errors.pin} required>
          {(control) => (
            <PinInput
              {...control}
              length={4}
              mask
              autoFocus
              value={pin}
              onChange={setPin}
              aria-label={t('pin')}
              getLabel={(i, n) => `${t('pin')} ${i + 1}/${n}`}
            />
          )}
        </FormField>
        {errors.form ? (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <Button
            type="button"
            variant="secondary"
            onClick={() => setRejecting(true)}
            disabled={mutation.isPending}
          >
            {t('reject')}
          </Button>
          <Button type="submit" loading={mutation.isPending && mutation.variables === 'approve'}>
            {t('approve')}
          </Button>
        </div>
        <p className="text-xs text-muted">{t('expires', { time: formatDateTime(view.expiresAt, locale) })}</p>
      </form>
      <Dialog open={rejecting} onOpenChange={(open) => !mutation.isPending && setRejecting(open)}>
        <DialogContent closeLabel={tc('cancel')}>
          <DialogHeader>
            <DialogTitle>{t('confirmReject')}</DialogTitle>
            <DialogDescription>{t('confirmRejectBody')}</DialogDescription>
          </DialogHeader>
          <FormField label={t('reason')} error={errors.reason} required>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} />
          </FormField>
          <DialogFooter>
            <Button variant="secondary" onClick={() => setRejecting(false)} disabled={mutation.isPending}>
              {tc('cancel')}
            </Button>
            <Button variant="danger" loading={mutation.isPending} onClick={() => submit('reject')}>
              {t('reject')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
