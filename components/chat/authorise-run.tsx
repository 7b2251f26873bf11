'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { reportFormError } from '@/components/forms/form-errors';
import { FormDialog } from '@/components/forms/form-dialog';
import { useLightForm } from '@/components/forms/use-light-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { TotpCodeInput } from '@/components/account/totp-code-input';
import { PinInput } from '@/components/ui/pin-input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { authorizeRun, getAuthorization } from '@/lib/api/chat';
import { ApiError, errorMessage, hasErrorCode } from '@/lib/api/client';
import type { AuthorizeInput, AuthorizeResult, AuthorizeView } from '@/lib/contracts/chat';
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
  const locale = useLocale() as DateLocale;
  const errorText = useKeyedErrorText();
  const [rejecting, setRejecting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // A public page opened from a chat link: two light forms (the PIN; the reason in the reject dialog), their
  // rules loaded with the first check — neither zod nor react-hook-form comes with the page.
  const contract = () => import('@/lib/contracts/chat');
  const pinForm = useLightForm(() => contract().then((m) => m.createPinSchema), { pin: '' });
  const reasonForm = useLightForm(() => contract().then((m) => m.rejectReasonSchema), { reason: '' });
  const [pin, setPin] = useState('');
  // The approver's authenticator code, beside the PIN, when they have MFA on (issue 33)
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (input: AuthorizeInput) => authorizeRun(token, input),
    onSuccess: ({ data }) => onDone(data),
    onError: (e) => {
      if (hasErrorCode(e, 'MFA_REQUIRED') || hasErrorCode(e, 'MFA_INVALID')) setCodeError(errorMessage(e));
      else if (e instanceof ApiError && e.errors) {
        reportFormError(pinForm, e);
        reportFormError(reasonForm, e);
        // a wrong PIN is said beside the PIN, outside the reject dialog
        if (e.errors.pin) setRejecting(false);
      } else setFormError(errorMessage(e));
    },
  });
  const approve = pinForm.handleSubmit(({ pin }) => {
    setFormError(null);
    if (!view.mfaRequired) return mutation.mutate({ pin, decision: 'approve' });
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) return setCodeError(t('codeFormat'));
    mutation.mutate({ pin, decision: 'approve', code: digits });
  });
  // rejecting needs the PIN too: a wrong one closes the dialog to show its error
  const reject = reasonForm.handleSubmit(async ({ reason }) => {
    setFormError(null);
    const checked = (await contract()).createPinSchema.safeParse({ pin });
    if (!checked.success) {
      pinForm.setError('pin', { type: 'client', message: checked.error.issues[0]?.message });
      return setRejecting(false);
    }
    mutation.mutate({ pin, decision: 'reject', reason });
  });
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
      <form noValidate className="space-y-4" onSubmit={approve}>
        <FormField label={t('pin')} error={errorText(pinForm.formState.errors.pin?.message)} required>
          {(control) => (
            <PinInput
              {...control}
              name="pin"
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
        {view.mfaRequired ? (
          <FormField label={t('code')} description={t('codeHint')} error={codeError ?? undefined} required>
            <TotpCodeInput
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setCodeError(null);
              }}
            />
          </FormField>
        ) : null}
        {formError ? (
          <p role="alert" className="text-sm text-danger">
            {formError}
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
          <Button type="submit" loading={mutation.isPending && mutation.variables?.decision === 'approve'}>
            {t('approve')}
          </Button>
        </div>
        <p className="text-xs text-muted">{t('expires', { time: formatDateTime(view.expiresAt, locale) })}</p>
      </form>
      <FormDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('confirmReject')}
        description={t('confirmRejectBody')}
        submitLabel={t('reject')}
        danger
        pending={mutation.isPending}
        onSubmit={reject}
      >
        <FormField
          label={t('reason')}
          error={errorText(reasonForm.formState.errors.reason?.message)}
          required
        >
          <Textarea maxLength={1000} {...reasonForm.register('reason')} />
        </FormField>
      </FormDialog>
    </div>
  );
}
