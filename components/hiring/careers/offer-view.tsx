'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { acceptOffer, rejectOffer } from '@/lib/api/hiring';
import { errorMessage } from '@/lib/api/client';
import type { PublicOffer } from '@/lib/contracts/hiring';
import { formatDate, type DateLocale } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

/** The offer and, while it can be answered, accept / decline; otherwise why it cannot be. */
export function OfferView({
  token,
  initial,
  locale,
}: {
  token: string;
  initial: PublicOffer;
  locale: string;
}) {
  const t = useTranslations('hiring.offerPage');
  const [offer, setOffer] = useState(initial);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<null | 'accept' | 'reject'>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const answer = async (kind: 'accept' | 'reject') => {
    setPending(kind);
    setError(null);
    try {
      const res =
        kind === 'accept' ? await acceptOffer(token) : await rejectOffer(token, reason.trim() || null);
      setOffer(res.data);
      setMessage(res.message);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(null);
    }
  };

  return (
    <article className="space-y-5 rounded-xl border border-line bg-surface p-4 sm:p-6">
      <header className="space-y-1">
        <p className="text-sm text-muted">{offer.organizationName}</p>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">
          {t('heading', { job: offer.jobTitle })}
        </h1>
        <p className="text-sm text-ink">{t('greeting', { name: offer.firstName })}</p>
      </header>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-md bg-canvas p-3">
          <dt className="text-xs text-muted">{t('salary')}</dt>
          <dd className="font-semibold text-ink">{formatMoney(offer.salary, offer.currency, locale)}</dd>
        </div>
        <div className="rounded-md bg-canvas p-3">
          <dt className="text-xs text-muted">{t('startDate')}</dt>
          <dd className="font-semibold text-ink">{formatDate(offer.startDate, locale as DateLocale)}</dd>
        </div>
        <div className="rounded-md bg-canvas p-3">
          <dt className="text-xs text-muted">{t('expires')}</dt>
          <dd className="font-semibold text-ink">
            {/* the end of the chosen day in the employer's zone (UTC+0 to +3 in our countries) falls on the same
                UTC date: the day, written the same on the server and in any browser */}
            {formatDate(offer.expiresAt.slice(0, 10), locale as DateLocale)}
          </dd>
        </div>
      </dl>
      {offer.message ? <p className="text-sm whitespace-pre-line text-ink">{offer.message}</p> : null}
      {message ? (
        <p role="status" className="rounded-md bg-success/10 p-3 text-sm text-success-700">
          {message}
        </p>
      ) : null}
      {offer.answerable ? (
        <div className="grid gap-3">
          {declining ? (
            <FormField label={t('reason')}>
              <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
            </FormField>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            {declining ? (
              <>
                <Button
                  variant="danger"
                  loading={pending === 'reject'}
                  disabled={pending !== null}
                  onClick={() => answer('reject')}
                >
                  {t('confirmDecline')}
                </Button>
                <Button variant="secondary" disabled={pending !== null} onClick={() => setDeclining(false)}>
                  {t('back')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  loading={pending === 'accept'}
                  disabled={pending !== null}
                  onClick={() => answer('accept')}
                >
                  {t('accept')}
                </Button>
                <Button variant="secondary" disabled={pending !== null} onClick={() => setDeclining(true)}>
                  {t('decline')}
                </Button>
              </>
            )}
          </div>
        </div>
      ) : !message ? (
        <p role="status" className="rounded-md bg-canvas p-3 text-sm text-ink">
          {t(`state.${offer.status}`)}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </article>
  );
}
