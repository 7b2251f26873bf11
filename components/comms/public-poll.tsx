'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage, hasErrorCode } from '@/lib/api/client';
import { usePublicPoll, useSubmitPollMutation } from '@/lib/queries/comms';
import { useDateTime } from './comms-ui';

/** A state of a public page: a heading, a line of text, maybe an action; announced to screen readers. */
export function PublicState({
  title,
  body,
  children,
  testId,
}: {
  title: string;
  body?: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <div className="space-y-3 py-4 text-center" role="status" data-testid={testId}>
      <h1 className="text-xl font-semibold text-ink">{title}</h1>
      {body ? <p className="text-sm text-muted">{body}</p> : null}
      {children}
    </div>
  );
}

export function PublicLoading() {
  const t = useTranslations('comms.public');
  return (
    <div className="flex justify-center py-10" aria-busy>
      <Spinner />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

/** /polls/{token}: phone-first; one answer per link; clear states for closed, used, unavailable and unknown links. */
export function PublicPoll({ token }: { token: string }) {
  const t = useTranslations('comms.public');
  const dateTime = useDateTime();
  const name = useId();
  const poll = usePublicPoll(token);
  const submit = useSubmitPollMutation(token);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);

  if (poll.isPending) return <PublicLoading />;
  if (poll.isError) {
    const missing = hasErrorCode(poll.error, 'NOT_FOUND');
    return missing ? (
      <PublicState testId="poll-not-found" title={t('notFoundTitle')} body={t('notFoundBody')} />
    ) : (
      <PublicState testId="poll-error" title={t('errorTitle')} body={errorMessage(poll.error)} />
    );
  }
  const p = poll.data;
  if (done) return <PublicState testId="poll-thanks" title={t('thanksTitle')} body={t('thanksBody')} />;
  if (p.status === 'unavailable') {
    return (
      <PublicState
        testId="poll-unavailable"
        title={t('unavailableTitle')}
        body={t('unavailableBody', { organization: p.organizationName })}
      />
    );
  }
  if (p.status === 'closed')
    return <PublicState testId="poll-closed" title={t('closedTitle')} body={t('closedBody')} />;
  if (p.answered)
    return <PublicState testId="poll-answered" title={t('answeredTitle')} body={t('answeredBody')} />;

  const toggle = (id: string) =>
    setChosen((current) =>
      p.multiple ? (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]) : [id],
    );
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) {
      setError(t(p.multiple ? 'chooseMany' : 'chooseOne'));
      return;
    }
    setError(undefined);
    try {
      await submit.mutateAsync(chosen);
      setDone(true);
    } catch (err) {
      // Closed or used meanwhile: show that state; anything else stays on the form with the message.
      if (hasErrorCode(err, 'CONFLICT')) await poll.refetch();
      setError(
        err instanceof ApiError && err.errors?.optionIds ? err.errors.optionIds[0] : errorMessage(err),
      );
    }
  };

  return (
    <form noValidate onSubmit={send} className="space-y-5" data-testid="public-poll">
      <div className="space-y-1">
        <p className="text-xs font-medium uppercase tracking-wide text-muted">
          {t('from', { organization: p.organizationName })}
        </p>
        <h1 className="text-xl font-semibold text-ink" id={`${name}-q`}>
          {p.question}
        </h1>
        <p className="text-xs text-muted">
          {!p.personal ? t('sharedAnonymous') : p.anonymous ? t('anonymous') : t('named')}
          {p.closesAt ? ` ${t('closes', { date: dateTime(p.closesAt) })}` : ''}
        </p>
      </div>
      <fieldset aria-labelledby={`${name}-q`} className="space-y-2">
        <legend className="sr-only">{t(p.multiple ? 'chooseMany' : 'chooseOne')}</legend>
        <p className="text-sm text-muted" aria-hidden>
          {t(p.multiple ? 'chooseMany' : 'chooseOne')}
        </p>
        {p.options.map((o) => (
          <label
            key={o.id}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-line px-4 py-3 text-base has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type={p.multiple ? 'checkbox' : 'radio'}
              name={name}
              value={o.id}
              checked={chosen.includes(o.id)}
              onChange={() => toggle(o.id)}
              className="size-5 accent-brand-600"
            />
            <span>{o.label}</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" loading={submit.isPending}>
        {t('submit')}
      </Button>
    </form>
  );
}
