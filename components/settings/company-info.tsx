'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { reportFormError, useFieldErrorText } from '@/components/forms/form-errors';
import { useLightForm } from '@/components/forms/use-light-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { OrganizationDetails } from '@/lib/contracts/settings';
import { COMPANY_SIZES } from '@/lib/contracts/settings-values';
import { usePermissions } from '@/lib/queries/permissions';
import { useOrganizationDetailsMutation, useSettings } from '@/lib/queries/settings';
import { SettingsError } from './settings-error';

/** Company info tab: the organisation's name, address, industry, size and contacts. */
export function CompanyInfo() {
  const settings = useSettings();
  if (settings.isError) return <SettingsError error={settings.error} onRetry={() => settings.refetch()} />;
  if (!settings.data) return <Skeleton className="h-80 w-full" />;
  return (
    <CompanyInfoForm
      key={settings.data.updatedAt + settings.data.organization.name}
      organization={settings.data.organization}
    />
  );
}

function CompanyInfoForm({ organization }: { organization: OrganizationDetails }) {
  const t = useTranslations('settings.company');
  const fieldError = useFieldErrorText();
  const { can } = usePermissions();
  const canEdit = can('settings');
  const mutation = useOrganizationDetailsMutation();
  // The settings screen's first view: no react-hook-form or zod until the form is used (issue 11).
  const form = useLightForm(
    () => import('@/lib/contracts/settings').then((m) => m.organizationDetailsSchema),
    {
      name: organization.name,
      address: organization.address ?? '',
      industry: organization.industry ?? '',
      companySize: organization.companySize ?? '',
      phone: organization.phone ?? '',
      email: organization.email ?? '',
    },
  );
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((v) =>
            mutation.mutate(v, {
              onSuccess: ({ message }) => toast.success(message),
              onError: (e) => reportFormError(form, e),
            }),
          )}
        >
          <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('name')}
              error={fieldError(errors.name?.message)}
              required
              className="sm:col-span-2"
            >
              <Input autoComplete="organization" {...form.register('name')} />
            </FormField>
            <FormField
              label={t('address')}
              error={fieldError(errors.address?.message)}
              className="sm:col-span-2"
            >
              <Textarea rows={2} autoComplete="street-address" {...form.register('address')} />
            </FormField>
            <FormField label={t('industry')} error={fieldError(errors.industry?.message)}>
              <Input {...form.register('industry')} />
            </FormField>
            <FormField label={t('companySize')} error={fieldError(errors.companySize?.message)}>
              <Select placeholder={t('chooseSize')} {...form.register('companySize')}>
                {COMPANY_SIZES.map((s) => (
                  <option key={s} value={s}>
                    {t('employees', { size: s })}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={t('phone')} error={fieldError(errors.phone?.message)}>
              <Input type="tel" autoComplete="tel" {...form.register('phone')} />
            </FormField>
            <FormField label={t('email')} error={fieldError(errors.email?.message)}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
          </fieldset>
          {canEdit ? (
            <div className="flex justify-end">
              <Button type="submit" loading={mutation.isPending}>
                {t('save')}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted">{t('readOnly')}</p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
