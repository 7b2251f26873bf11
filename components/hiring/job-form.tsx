'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { get, useFieldArray, useWatch, type Path } from 'react-hook-form';
import { z } from 'zod';
import { MoneyField } from '@/components/forms/money-field';
import { useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api/client';
import { EMPLOYMENT_TYPES } from '@/lib/contracts/employees';
import {
  jobInputSchema,
  jobRuleErrors,
  QUESTION_KINDS,
  type Job,
  type JobInput,
  type PublicJob,
} from '@/lib/contracts/hiring';
import { useMe } from '@/lib/queries/account';
import { useDepartments, useJobRoles } from '@/lib/queries/departments';
import { useCreateJobMutation, useUpdateJobMutation } from '@/lib/queries/hiring';
import { toast, toastCallbacks } from '@/lib/toast';
import { JobDetails } from './job-details';

/** What the inputs hold: money in minor units (MoneyField), a select's "none" as '', openings as typed. */
const valuesSchema = z.object({
  title: z.string(),
  departmentId: z.string(),
  jobRoleId: z.string(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  location: z.string(),
  remote: z.boolean(),
  description: z.string(),
  requirements: z.string(),
  salaryMin: z.number().optional(),
  salaryMax: z.number().optional(),
  currency: z.string(),
  showSalary: z.boolean(),
  openings: z.string(),
  closingDate: z.string(),
  questions: z.array(
    z.object({ id: z.string(), label: z.string(), kind: z.enum(QUESTION_KINDS), required: z.boolean() }),
  ),
});
type Values = z.input<typeof valuesSchema>;

function toInput(v: Values): JobInput {
  return {
    title: v.title,
    departmentId: v.departmentId || null,
    jobRoleId: v.jobRoleId || null,
    employmentType: v.employmentType,
    location: v.location,
    remote: v.remote,
    description: v.description,
    requirements: v.requirements,
    salaryMin: v.salaryMin ?? null,
    salaryMax: v.salaryMax ?? null,
    currency: v.currency.trim().toUpperCase(),
    showSalary: v.showSalary,
    openings: Number(v.openings),
    closingDate: v.closingDate || null,
    questions: v.questions,
  };
}

/**
 * The form is checked as the job it makes: the contract's schema and the rules across its fields (the same the
 * service answers with), each issue on its field.
 */
const jobFormSchema = valuesSchema.transform(toInput).pipe(
  jobInputSchema.superRefine((job, ctx) => {
    for (const [field, message] of jobRuleErrors(job))
      ctx.addIssue({ code: 'custom', path: field.split('.'), message });
  }),
);

function defaults(currency: string, job?: Job): Values {
  return {
    title: job?.title ?? '',
    departmentId: job?.department?.id ?? '',
    jobRoleId: job?.jobRole?.id ?? '',
    employmentType: job?.employmentType ?? 'full_time',
    location: job?.location ?? '',
    remote: job?.remote ?? false,
    description: job?.description ?? '',
    requirements: job?.requirements ?? '',
    salaryMin: job?.salaryMin ?? undefined,
    salaryMax: job?.salaryMax ?? undefined,
    currency: job?.currency ?? currency,
    showSalary: job?.showSalary ?? false,
    openings: String(job?.openings ?? 1),
    closingDate: job?.closingDate ?? '',
    questions: job?.questions ?? [],
  };
}

/** The preview: the form's values as the careers page will show them. */
function preview(v: Values): PublicJob {
  const input = toInput(v);
  const ok = (n: number | null | undefined) => (n != null && Number.isFinite(n) ? n : null);
  return {
    id: 'preview',
    title: v.title,
    department: null,
    jobRole: null,
    employmentType: v.employmentType,
    location: v.location || null,
    remote: v.remote,
    description: v.description,
    requirements: v.requirements || null,
    salary:
      v.showSalary &&
      /^[A-Z]{3}$/.test(input.currency) &&
      (ok(input.salaryMin) != null || ok(input.salaryMax) != null)
        ? { min: ok(input.salaryMin), max: ok(input.salaryMax), currency: input.currency }
        : null,
    openings: Number(v.openings) || 1,
    closingDate: v.closingDate || null,
    questions: v.questions,
    postedAt: '',
  };
}

/** Create (POST jobs) or edit (PUT jobs/{id}) a job, with a live preview of its careers page entry. */
export function JobForm({ job }: { job?: Job }) {
  const t = useTranslations('hiring.form');
  const th = useTranslations('hiring');
  const fieldError = useFieldErrorText();
  const locale = useLocale();
  const router = useRouter();
  const orgCurrency = useMe().data?.currentUserRole?.organization?.currency ?? 'NGN';
  const departments = useDepartments({ result: 'all' });
  const roles = useJobRoles();
  const form = useZodForm(jobFormSchema, { defaultValues: defaults(orgCurrency, job) });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const create = useCreateJobMutation();
  const update = useUpdateJobMutation();
  const values = useWatch({ control: form.control }) as Values;
  const { errors } = form.formState;
  useEffect(() => form.reset(defaults(orgCurrency, job)), [job, orgCurrency, form]);
  // amounts are read in the currency typed beside them (NGN until that is a currency code)
  const typed = values.currency?.trim().toUpperCase() ?? '';
  const moneyCurrency = /^[A-Z]{3}$/.test(typed) ? typed : 'NGN';

  const submit = (input: z.output<typeof jobFormSchema>) => {
    const handlers = toastCallbacks({
      onDone: (res: { message: string; data: Job }) => router.push(`/app/hiring/${res.data.id}`),
      // every field the API names, the first focused; nothing to place is a toast
      onError: (e) => {
        const fields = e instanceof ApiError && e.errors ? Object.entries(e.errors) : [];
        if (fields.length === 0) return void toast.error(errorMessage(e));
        fields.forEach(([f, m], i) =>
          form.setError(f as Path<Values>, { type: 'server', message: m[0] ?? '' }, { shouldFocus: i === 0 }),
        );
      },
    });
    if (job) update.mutate({ id: job.id, body: input }, handlers);
    else create.mutate(input, handlers);
  };

  // error paths are nested (`questions.0.label`)
  const err = (name: string) => fieldError((get(errors, name) as { message?: string } | undefined)?.message);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit(submit)}
        aria-label={job ? th('edit.title') : th('create.title')}
      >
        <Card className="grid gap-4 p-4 sm:grid-cols-2">
          <FormField label={t('title')} required error={err('title')} className="sm:col-span-2">
            <Input {...form.register('title')} autoComplete="off" />
          </FormField>
          <FormField label={t('department')} error={err('departmentId')}>
            <Select {...form.register('departmentId')} placeholder={t('none')}>
              {(departments.data?.data ?? []).map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('jobRole')} error={err('jobRoleId')}>
            <Select {...form.register('jobRoleId')} placeholder={t('none')}>
              {(roles.data ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.title}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('employmentType')} required error={err('employmentType')}>
            <Select {...form.register('employmentType')}>
              {EMPLOYMENT_TYPES.map((e) => (
                <option key={e} value={e}>
                  {th(`employmentTypes.${e}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('openings')} required error={err('openings')}>
            <Input {...form.register('openings')} inputMode="numeric" />
          </FormField>
          <FormField label={t('location')} error={err('location')}>
            <Input {...form.register('location')} />
          </FormField>
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-ink">
            <input type="checkbox" className="size-4" {...form.register('remote')} />
            {t('remote')}
          </label>
          <FormField label={t('closingDate')} error={err('closingDate')}>
            <Input type="date" {...form.register('closingDate')} />
          </FormField>
        </Card>
        <Card className="grid gap-4 p-4">
          <FormField
            label={t('description')}
            required
            error={err('description')}
            description={t('plainText')}
          >
            <Textarea rows={6} {...form.register('description')} />
          </FormField>
          <FormField label={t('requirements')} error={err('requirements')}>
            <Textarea rows={4} {...form.register('requirements')} />
          </FormField>
        </Card>
        <Card className="grid gap-4 p-4 sm:grid-cols-3">
          <MoneyField
            control={form.control}
            name="salaryMin"
            label={t('salaryMin')}
            currency={moneyCurrency}
            currencyInLabel={false}
            error={err('salaryMin')}
          />
          <MoneyField
            control={form.control}
            name="salaryMax"
            label={t('salaryMax')}
            currency={moneyCurrency}
            currencyInLabel={false}
            error={err('salaryMax')}
          />
          <FormField label={t('currency')} required error={err('currency')}>
            <Input {...form.register('currency')} maxLength={3} />
          </FormField>
          <label className="flex items-center gap-2 text-sm text-ink sm:col-span-3">
            <input type="checkbox" className="size-4" {...form.register('showSalary')} />
            {t('showSalary')}
          </label>
        </Card>
        <Card className="grid gap-3 p-4">
          <div className="flex items-center justify-between gap-2">
            <h2 className="font-medium text-ink">{t('questions')}</h2>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() =>
                questions.append({
                  id: `q${Date.now().toString(36)}`,
                  label: '',
                  kind: 'text',
                  required: false,
                })
              }
            >
              {t('addQuestion')}
            </Button>
          </div>
          {err('questions') ? <p className="text-sm text-danger">{err('questions')}</p> : null}
          {questions.fields.length === 0 ? <p className="text-sm text-muted">{t('noQuestions')}</p> : null}
          {questions.fields.map((q, i) => (
            <div
              key={q.id}
              className="grid gap-2 rounded-md border border-line p-3 sm:grid-cols-[1fr_10rem_auto_auto] sm:items-end"
            >
              <FormField label={t('questionLabel', { n: i + 1 })} error={err(`questions.${i}.label`)}>
                <Input {...form.register(`questions.${i}.label`)} />
              </FormField>
              <FormField label={t('questionKind')}>
                <Select {...form.register(`questions.${i}.kind`)}>
                  {QUESTION_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`kinds.${k}`)}
                    </option>
                  ))}
                </Select>
              </FormField>
              <label className="flex items-center gap-2 pb-2 text-sm text-ink">
                <input type="checkbox" className="size-4" {...form.register(`questions.${i}.required`)} />
                {t('questionRequired')}
              </label>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => questions.remove(i)}
                aria-label={t('removeQuestion', { n: i + 1 })}
              >
                {t('remove')}
              </Button>
            </div>
          ))}
        </Card>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => router.back()}>
            {th('cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {job ? t('save') : t('publish')}
          </Button>
        </div>
      </form>
      <aside aria-label={t('preview')} className="lg:sticky lg:top-4 lg:self-start">
        <p className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{t('preview')}</p>
        <Card className="p-4">
          <JobDetails job={preview(values)} locale={locale} />
        </Card>
      </aside>
    </div>
  );
}
