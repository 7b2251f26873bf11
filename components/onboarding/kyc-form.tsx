'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFieldArray, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { reportFormError, useFieldErrorText, useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PlusIcon, XIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api/client';
import { COMPANY_SIZES, submitKycSchema, type SubmitKycInput } from '@/lib/contracts/kyc';
import { useSubmitKycMutation } from '@/lib/queries/kyc';
import { KycDocumentsField, type UploadedDocument } from './kyc-documents-field';

const emptyDirector = { name: '', email: '', phone: '', idNumber: '' };

// API field errors may be nested (`directors.0.name`): put them on their fields, the rest in a toast.
function reportKycError<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown) {
  if (error instanceof ApiError && error.errors) {
    const fields = Object.entries(error.errors).filter(([field]) => field.split('.')[0]! in form.getValues());
    fields.forEach(([field, messages]) =>
      form.setError(field as Path<T>, { type: 'server', message: messages[0] }),
    );
    if (fields.length) return;
  }
  reportFormError(form, error);
}

/** The KYC form (POST organizations/kyc); `onDecided` gets the provider's decision. */
export function KycForm({ onApproved, onCancel }: { onApproved?: () => void; onCancel?: () => void }) {
  const t = useTranslations('kyc');
  const fieldError = useFieldErrorText();
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
  const form = useZodForm(submitKycSchema, {
    defaultValues: {
      registeredName: '',
      registrationNumber: '',
      tin: '',
      address: '',
      industry: '',
      companySize: '' as SubmitKycInput['companySize'],
      directors: [emptyDirector],
      documentFileIds: [],
    },
  });
  const directors = useFieldArray({ control: form.control, name: 'directors' });
  const mutation = useSubmitKycMutation();
  const { errors, isSubmitted } = form.formState;

  const setDocumentList = (next: UploadedDocument[]) => {
    setDocuments(next);
    form.setValue(
      'documentFileIds',
      next.map((d) => d.id),
      { shouldValidate: isSubmitted },
    );
  };

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ message, data }) => {
        if (data.status === 'approved') {
          toast.success(message);
          onApproved?.();
        } else {
          toast.error(message);
        }
      },
      onError: (error) => reportKycError(form, error),
    }),
  );

  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit} aria-label={t('title')}>
      <FormField
        label={t('fields.registeredName')}
        error={fieldError(errors.registeredName?.message)}
        required
      >
        <Input autoComplete="organization" {...form.register('registeredName')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('fields.registrationNumber')}
          description={t('fields.registrationNumberHint')}
          error={fieldError(errors.registrationNumber?.message)}
          required
        >
          <Input {...form.register('registrationNumber')} />
        </FormField>
        <FormField label={t('fields.tin')} error={fieldError(errors.tin?.message)} required>
          <Input inputMode="numeric" {...form.register('tin')} />
        </FormField>
      </div>
      <FormField label={t('fields.address')} error={fieldError(errors.address?.message)} required>
        <Textarea rows={2} autoComplete="street-address" {...form.register('address')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.industry')} error={fieldError(errors.industry?.message)} required>
          <Input {...form.register('industry')} />
        </FormField>
        <FormField label={t('fields.companySize')} error={fieldError(errors.companySize?.message)} required>
          <Select placeholder={t('fields.companySizePlaceholder')} {...form.register('companySize')}>
            {COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {t(`sizes.${size}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink">{t('fields.directors')}</legend>
        {directors.fields.map((director, i) => (
          <div
            key={director.id}
            className="space-y-3 rounded-lg border border-line p-3"
            data-testid={`director-${i}`}
          >
            <div className="flex items-center justify-between">
              <p className="text-sm font-medium text-muted">{t('director', { n: i + 1 })}</p>
              {directors.fields.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="xs"
                  aria-label={t('removeDirector', { n: i + 1 })}
                  onClick={() => directors.remove(i)}
                >
                  <XIcon />
                </Button>
              ) : null}
            </div>
            <FormField
              label={t('fields.directorName')}
              error={fieldError(errors.directors?.[i]?.name?.message)}
              required
            >
              <Input autoComplete="name" {...form.register(`directors.${i}.name`)} />
            </FormField>
            <div className="grid gap-3 sm:grid-cols-3">
              <FormField
                label={t('fields.directorEmail')}
                error={fieldError(errors.directors?.[i]?.email?.message)}
              >
                <Input type="email" {...form.register(`directors.${i}.email`)} />
              </FormField>
              <FormField
                label={t('fields.directorPhone')}
                error={fieldError(errors.directors?.[i]?.phone?.message)}
              >
                <Input type="tel" {...form.register(`directors.${i}.phone`)} />
              </FormField>
              <FormField
                label={t('fields.directorIdNumber')}
                error={fieldError(errors.directors?.[i]?.idNumber?.message)}
              >
                <Input {...form.register(`directors.${i}.idNumber`)} />
              </FormField>
            </div>
          </div>
        ))}
        {errors.directors?.message ? (
          <p className="text-xs font-medium text-danger">{fieldError(errors.directors.message)}</p>
        ) : null}
        {directors.fields.length < 10 ? (
          <Button type="button" variant="secondary" size="sm" onClick={() => directors.append(emptyDirector)}>
            <PlusIcon /> {t('addDirector')}
          </Button>
        ) : null}
      </fieldset>

      <KycDocumentsField
        value={documents}
        onChange={setDocumentList}
        error={fieldError(errors.documentFileIds?.message ?? errors.documentFileIds?.root?.message)}
      />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={mutation.isPending}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
