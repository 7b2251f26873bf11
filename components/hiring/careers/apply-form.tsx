'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applyToJob } from '@/lib/api/hiring';
import { ApiError, errorMessage } from '@/lib/api/client';
import type { JobQuestion } from '@/lib/contracts/hiring';
import { MAX_CV_BYTES } from '@/lib/contracts/hiring-limits';

type Errors = Record<string, string | undefined>;

/** POST jobs/{id}/apply: the applicant's details, CV (PDF or DOCX ≤ 5 MB), cover letter and answers. */
export function ApplyForm({ jobId, questions }: { jobId: string; questions: JobQuestion[] }) {
  const t = useTranslations('hiring.careers');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const answers: Record<string, string> = {};
    for (const q of questions) {
      const v = form.get(`answer-${q.id}`);
      if (typeof v === 'string' && v.trim()) answers[q.id] = v.trim();
      form.delete(`answer-${q.id}`);
    }
    form.set('answers', JSON.stringify(answers));
    // The chosen file itself (an empty one is refused by the server, which checks the bytes).
    const cv = (e.currentTarget.elements.namedItem('cv') as HTMLInputElement | null)?.files?.[0];
    form.delete('cv');
    if (cv) form.set('cv', cv, cv.name);
    const local: Errors = {};
    if (!cv) local.cv = t('cvRequired');
    else if (cv.size > MAX_CV_BYTES) local.cv = t('cvTooLarge');
    for (const q of questions)
      if (q.required && !answers[q.id]) local[`answers.${q.id}`] = t('answerRequired');
    setErrors(local);
    setFormError(null);
    if (Object.keys(local).length) return;
    setPending(true);
    try {
      const res = await applyToJob(jobId, form);
      setDone(res.message);
    } catch (err) {
      if (err instanceof ApiError && err.errors)
        setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0]])));
      else setFormError(errorMessage(err));
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <p role="status" className="rounded-md bg-success/10 p-4 text-sm text-success-700">
        {done}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={t('applyTitle')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('firstName')} required error={errors.firstName}>
          <Input name="firstName" autoComplete="given-name" />
        </FormField>
        <FormField label={t('lastName')} required error={errors.lastName}>
          <Input name="lastName" autoComplete="family-name" />
        </FormField>
        <FormField label={t('email')} required error={errors.email}>
          <Input name="email" type="email" autoComplete="email" />
        </FormField>
        <FormField label={t('phone')} required error={errors.phone}>
          <Input name="phone" type="tel" autoComplete="tel" />
        </FormField>
      </div>
      <FormField label={t('cv')} required error={errors.cv} description={t('cvHint')}>
        <Input
          name="cv"
          type="file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        />
      </FormField>
      <FormField label={t('coverLetter')} error={errors.coverLetter}>
        <Textarea name="coverLetter" rows={5} />
      </FormField>
      {questions.map((q) =>
        q.kind === 'yes_no' ? (
          <fieldset
            key={q.id}
            className="grid gap-1"
            aria-invalid={errors[`answers.${q.id}`] ? true : undefined}
          >
            <legend className="text-sm font-medium text-ink">
              {q.label}
              {q.required ? (
                <span aria-hidden className="text-danger">
                  {' '}
                  *
                </span>
              ) : null}
            </legend>
            <div className="flex gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input type="radio" name={`answer-${q.id}`} value="yes" className="size-4" /> {t('yes')}
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name={`answer-${q.id}`} value="no" className="size-4" /> {t('no')}
              </label>
            </div>
            {errors[`answers.${q.id}`] ? (
              <p className="text-sm text-danger">{errors[`answers.${q.id}`]}</p>
            ) : null}
          </fieldset>
        ) : (
          <FormField key={q.id} label={q.label} required={q.required} error={errors[`answers.${q.id}`]}>
            <Input name={`answer-${q.id}`} />
          </FormField>
        ),
      )}
      {errors.answers ? <p className="text-sm text-danger">{errors.answers}</p> : null}
      {formError ? (
        <p role="alert" className="text-sm text-danger">
          {formError}
        </p>
      ) : null}
      <Button type="submit" loading={pending} className="sm:justify-self-start">
        {t('submit')}
      </Button>
    </form>
  );
}
