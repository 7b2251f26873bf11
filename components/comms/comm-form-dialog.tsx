'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/components/forms/use-zod-form';
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
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api/client';
import {
  type CommType,
  createCommFormSchema,
  type CreateCommInput,
  MAX_OPTIONS,
  MIN_OPTIONS,
} from '@/lib/contracts/comms';
import { useCreateCommMutation } from '@/lib/queries/comms';
import { AudiencePicker } from './audience-picker';
import { reportWriteError, useCommsFieldError } from './comms-ui';

type Props = { type: CommType; open: boolean; onOpenChange: (open: boolean) => void };

const EMPTY: CreateCommInput = {
  type: 'poll',
  question: '',
  options: ['', ''],
  multiple: false,
  anonymous: false,
  sharedLink: false,
  closesAt: null,
  title: '',
  message: '',
  audience: { departmentIds: [], payrollGroupIds: [] },
};

/** Only the type's own fields: the other type's (hidden) fields must not fail the schema. */
const defaultsFor = (type: CommType): CreateCommInput =>
  type === 'poll'
    ? { ...EMPTY, type, title: undefined, message: undefined }
    : { ...EMPTY, type, question: undefined, options: undefined, closesAt: undefined };

const checkbox = 'size-4 cursor-pointer rounded border-line accent-brand-600';
const ROOTS = ['question', 'options', 'closesAt', 'title', 'message', 'audience'];

/** "New poll" and "New announcement": the contract's form schema checks both; API field errors land on fields. */
export function CommFormDialog({ type, open, onOpenChange }: Props) {
  const t = useTranslations(type === 'poll' ? 'comms.pollForm' : 'comms.announcementForm');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent closeLabel={t('cancel')} className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts from an empty form. */}
        <CommForm type={type} onDone={() => onOpenChange(false)} onBusyChange={setBusy} />
      </DialogContent>
    </Dialog>
  );
}

function CommForm({
  type,
  onDone,
  onBusyChange,
}: {
  type: CommType;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const isPoll = type === 'poll';
  const t = useTranslations(isPoll ? 'comms.pollForm' : 'comms.announcementForm');
  const ta = useTranslations('comms.audience');
  const fieldError = useCommsFieldError();
  const create = useCreateCommMutation();
  const form = useZodForm(createCommFormSchema, { defaultValues: defaultsFor(type) });
  const [mode, setMode] = useState<'everyone' | 'chosen'>('everyone');
  const [audienceError, setAudienceError] = useState<string>();
  const { errors } = form.formState;
  const options = form.watch('options') ?? [];
  const audience = form.watch('audience') ?? EMPTY.audience!;

  const setOptions = (next: string[]) =>
    form.setValue('options', next, { shouldValidate: form.formState.isSubmitted });

  const submit = form.handleSubmit(async (values) => {
    const chosen = values.audience.departmentIds.length + values.audience.payrollGroupIds.length;
    if (mode === 'chosen' && chosen === 0) {
      setAudienceError(ta('chooseSome'));
      return;
    }
    setAudienceError(undefined);
    onBusyChange(true);
    try {
      const body = {
        ...values,
        audience: mode === 'everyone' ? { departmentIds: [], payrollGroupIds: [] } : values.audience,
      };
      const { message } = await create.mutateAsync(body);
      toast.success(message);
      onDone();
    } catch (error) {
      let placed = false;
      for (const [field, messages] of Object.entries((error instanceof ApiError && error.errors) || {})) {
        if (field.startsWith('audience')) setAudienceError(messages[0]);
        else if (ROOTS.includes(field.split('.')[0]!))
          form.setError(field as Path<CreateCommInput>, { type: 'server', message: messages[0] });
        else continue;
        placed = true;
      }
      // Anything not shown on a field (a lapsed subscription, a network failure) is a toast.
      if (!placed) reportWriteError(error);
    } finally {
      onBusyChange(false);
    }
  });

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      {isPoll ? (
        <>
          <FormField label={t('question')} error={fieldError(errors.question?.message)} required>
            <Input autoComplete="off" maxLength={500} {...form.register('question')} />
          </FormField>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-ink">{t('options')}</legend>
            {options.map((_, i) => (
              <div key={i} className="flex items-start gap-2">
                <FormField
                  label={<span className="sr-only">{t('option', { n: i + 1 })}</span>}
                  error={fieldError(errors.options?.[i]?.message)}
                  className="flex-1"
                >
                  <Input
                    autoComplete="off"
                    maxLength={200}
                    placeholder={t('option', { n: i + 1 })}
                    {...form.register(`options.${i}`)}
                  />
                </FormField>
                {options.length > MIN_OPTIONS ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('removeOption', { n: i + 1 })}
                    onClick={() => setOptions(form.getValues('options')!.filter((__, j) => j !== i))}
                  >
                    ×
                  </Button>
                ) : null}
              </div>
            ))}
            {errors.options?.message ? (
              <p className="text-xs font-medium text-danger">{fieldError(errors.options.message)}</p>
            ) : null}
            {options.length < MAX_OPTIONS ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => setOptions([...form.getValues('options')!, ''])}
              >
                {t('addOption')}
              </Button>
            ) : null}
          </fieldset>
          <div className="space-y-2 text-sm">
            <label className="flex cursor-pointer items-center gap-2">
              <input type="checkbox" className={checkbox} {...form.register('multiple')} />
              {t('multiple')}
            </label>
            <label className="flex cursor-pointer items-center gap-2">
              <input type="checkbox" className={checkbox} {...form.register('anonymous')} />
              {t('anonymous')}
            </label>
            <label className="flex cursor-pointer items-center gap-2">
              <input type="checkbox" className={checkbox} {...form.register('sharedLink')} />
              {t('sharedLink')}
            </label>
          </div>
          <FormField label={t('closesAt')} error={fieldError(errors.closesAt?.message)}>
            <Input
              type="datetime-local"
              {...form.register('closesAt', {
                setValueAs: (v: string) => (v ? new Date(v).toISOString() : null),
              })}
            />
          </FormField>
        </>
      ) : (
        <>
          <FormField label={t('subject')} error={fieldError(errors.title?.message)} required>
            <Input autoComplete="off" maxLength={200} {...form.register('title')} />
          </FormField>
          <FormField label={t('message')} error={fieldError(errors.message?.message)} required>
            <Textarea rows={5} maxLength={5000} {...form.register('message')} />
          </FormField>
        </>
      )}
      <AudiencePicker
        value={{
          departmentIds: audience.departmentIds ?? [],
          payrollGroupIds: audience.payrollGroupIds ?? [],
        }}
        onChange={(next) => form.setValue('audience', next)}
        mode={mode}
        onModeChange={setMode}
        error={audienceError}
      />
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onDone} disabled={form.formState.isSubmitting}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
