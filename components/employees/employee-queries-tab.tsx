'use client';

import { toastCallbacks } from '@/lib/toast';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { PlusIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { employeeQueryPostSchema, issueQuerySchema, type EmployeeQuery } from '@/lib/contracts/employees';
import { formatDateTime, type DateLocale } from '@/lib/dates';
import { useEmployeeQueries, usePostEmployeeQueryMutation } from '@/lib/queries/employees';
import { FormDialog } from '@/components/forms/form-dialog';
import { EmployeesError } from './employees-error';

/** The response branch of POST employees/{id}/queries. */
const responseSchema = employeeQueryPostSchema.options[1];

/** Disciplinary queries: issue one, see each with its response, record the employee's response. */
export function EmployeeQueriesTab({ employeeId }: { employeeId: string }) {
  const t = useTranslations('employees.queries');
  const locale = useLocale() as DateLocale;
  const queries = useEmployeeQueries(employeeId);
  const [issuing, setIssuing] = useState(false);
  const [answering, setAnswering] = useState<EmployeeQuery | null>(null);

  let body;
  if (queries.isPending) {
    body = (
      <div className="space-y-3" aria-busy>
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  } else if (queries.isError) {
    body = <EmployeesError error={queries.error} onRetry={() => queries.refetch()} />;
  } else if (queries.data.length === 0) {
    body = <EmptyState className="py-6" title={t('emptyTitle')} description={t('emptyDescription')} />;
  } else {
    body = (
      <ul className="space-y-3">
        {queries.data.map((q) => (
          <li key={q.id} className="rounded-lg border border-line p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">{q.subject}</p>
                <p className="text-xs text-muted">
                  {t('issuedOn', { date: formatDateTime(q.createdAt, locale) })}
                </p>
              </div>
              <Badge variant={q.response ? 'success' : 'warning'}>
                {q.response ? t('answered') : t('awaiting')}
              </Badge>
            </div>
            <p className="mt-2 text-sm whitespace-pre-line text-ink">{q.body}</p>
            {q.response ? (
              <div className="mt-3 rounded-md bg-canvas p-3">
                <p className="text-xs font-medium text-muted">
                  {t('responseOn', { date: q.respondedAt ? formatDateTime(q.respondedAt, locale) : '' })}
                </p>
                <p className="mt-1 text-sm whitespace-pre-line text-ink">{q.response}</p>
              </div>
            ) : (
              <Button className="mt-3" size="sm" variant="secondary" onClick={() => setAnswering(q)}>
                {t('recordResponse')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </div>
        <Button onClick={() => setIssuing(true)}>
          <PlusIcon />
          {t('issue')}
        </Button>
      </CardHeader>
      <CardContent>{body}</CardContent>
      {issuing ? <IssueQueryDialog employeeId={employeeId} onClose={() => setIssuing(false)} /> : null}
      {answering ? (
        <ResponseDialog employeeId={employeeId} query={answering} onClose={() => setAnswering(null)} />
      ) : null}
    </Card>
  );
}

function IssueQueryDialog({ employeeId, onClose }: { employeeId: string; onClose: () => void }) {
  const t = useTranslations('employees.queries');
  const fieldError = useFieldErrorText();
  const mutation = usePostEmployeeQueryMutation();
  const form = useZodForm(issueQuerySchema, { defaultValues: { subject: '', body: '' } });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('issueTitle')}
      description={t('issueDescription')}
      submitLabel={t('issue')}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((body) =>
        mutation.mutate(
          { employeeId, body },
          toastCallbacks({ onDone: onClose, onError: (e) => reportFormError(form, e) }),
        ),
      )}
    >
      <FormField label={t('subject')} error={fieldError(errors.subject?.message)} required>
        <Input autoComplete="off" {...form.register('subject')} />
      </FormField>
      <FormField label={t('body')} error={fieldError(errors.body?.message)} required>
        <Textarea rows={5} {...form.register('body')} />
      </FormField>
    </FormDialog>
  );
}

function ResponseDialog({
  employeeId,
  query,
  onClose,
}: {
  employeeId: string;
  query: EmployeeQuery;
  onClose: () => void;
}) {
  const t = useTranslations('employees.queries');
  const fieldError = useFieldErrorText();
  const mutation = usePostEmployeeQueryMutation();
  const form = useZodForm(responseSchema, { defaultValues: { queryId: query.id, response: '' } });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('responseTitle')}
      description={query.subject}
      submitLabel={t('saveResponse')}
      pending={mutation.isPending}
      onSubmit={form.handleSubmit((body) =>
        mutation.mutate(
          { employeeId, body },
          toastCallbacks({ onDone: onClose, onError: (e) => reportFormError(form, e) }),
        ),
      )}
    >
      <FormField label={t('response')} error={fieldError(errors.response?.message)} required>
        <Textarea rows={5} {...form.register('response')} />
      </FormField>
    </FormDialog>
  );
}
