'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { toast, toastCallbacks } from '@/lib/toast';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ApiError, errorMessage } from '@/lib/api/client';
import {
  employeeInputSchema,
  type EmployeeDetail,
  type EmployeeInput,
  type EmployeeValues,
} from '@/lib/contracts/employees';
import type { NameEnquiryResult } from '@/lib/contracts/payments';
import { useMe } from '@/lib/queries/account';
import { useCreateEmployeeMutation, useUpdateEmployeeMutation } from '@/lib/queries/employees';
import { BankSection, isVerified } from './employee-form-bank';
import { PaySection } from './employee-form-pay';
import { JobSection, PersonalSection } from './employee-form-personal';
import { StatutorySection } from './employee-form-statutory';
import {
  EMPLOYEE_FIELDS,
  employeeDefaults,
  toUpdatePayload,
  type EmployeeFormApi,
} from './employee-form-values';

type FormProps = {
  employee?: EmployeeDetail;
  /** Starting values for a new employee from elsewhere (a hire): laid over the blank form. */
  initial?: Partial<EmployeeInput>;
  submitLabel?: string;
  onDone: () => void;
  onCancel: () => void;
};

/** API field errors go on their fields (the first one focused); anything else is a toast. */
function placeErrors(form: EmployeeFormApi, error: unknown) {
  const fields =
    error instanceof ApiError && error.errors
      ? Object.entries(error.errors).filter(([f]) => EMPLOYEE_FIELDS.has(f))
      : [];
  if (fields.length === 0) return void toast.error(errorMessage(error));
  fields.forEach(([field, messages], i) =>
    form.setError(
      field as Path<EmployeeInput>,
      { type: 'server', message: messages[0] },
      { shouldFocus: i === 0 },
    ),
  );
}

/** Create (POST employees) or edit (PUT employees/{id}) an employee: one form, five sections, contract-validated. */
export function EmployeeForm({ employee, initial, submitLabel, onDone, onCancel }: FormProps) {
  const t = useTranslations('employees.form');
  const orgCurrency = useMe().data?.currentUserRole?.organization?.currency ?? 'NGN';
  const form = useZodForm(employeeInputSchema, {
    defaultValues: { ...employeeDefaults(orgCurrency, employee), ...initial },
  });
  const [verified, setVerified] = useState<NameEnquiryResult | null>(null);
  const create = useCreateEmployeeMutation();
  const update = useUpdateEmployeeMutation();
  const pending = create.isPending || update.isPending;

  const submit = (values: EmployeeValues) => {
    if (values.accountNumber && !isVerified(verified, values.bankCode, values.accountNumber)) {
      return form.setError(
        'accountNumber',
        { type: 'client', message: t('verifyFirst') },
        { shouldFocus: true },
      );
    }
    if (employee && !values.accountNumber && values.bankCode !== employee.bankCode) {
      return form.setError(
        'accountNumber',
        { type: 'client', message: t('accountForNewBank') },
        { shouldFocus: true },
      );
    }
    const handlers = toastCallbacks({ onDone, onError: (e) => placeErrors(form, e) });
    if (employee) update.mutate({ id: employee.id, body: toUpdatePayload(values) }, handlers);
    else create.mutate(values, handlers);
  };

  return (
    <form noValidate className="grid gap-6" onSubmit={form.handleSubmit(submit)}>
      <PersonalSection form={form} />
      <JobSection form={form} />
      <PaySection form={form} orgCurrency={orgCurrency} />
      <BankSection form={form} employee={employee} verified={verified} onVerified={setVerified} />
      <StatutorySection form={form} employee={employee} orgCurrency={orgCurrency} />
      <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-2 border-t border-line bg-surface px-6 py-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" disabled={pending} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel ?? (employee ? t('saveChanges') : t('create'))}
        </Button>
      </div>
    </form>
  );
}

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  employee?: EmployeeDetail;
  /** For a new employee started elsewhere: the form's starting values and the dialog's own wording. */
  initial?: Partial<EmployeeInput>;
  text?: { title: string; description: string; submit: string };
};

/** The form in a large dialog; mounted only while open, so every opening starts from fresh values. */
export function EmployeeFormDialog({ open, onOpenChange, employee, initial, text }: DialogProps) {
  const t = useTranslations('employees.form');
  const te = useTranslations('employees');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={te('close')} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{text?.title ?? (employee ? t('editTitle') : t('createTitle'))}</DialogTitle>
          <DialogDescription>
            {text?.description ?? (employee ? t('editDescription') : t('createDescription'))}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <EmployeeForm
            employee={employee}
            initial={initial}
            submitLabel={text?.submit}
            onDone={() => onOpenChange(false)}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
