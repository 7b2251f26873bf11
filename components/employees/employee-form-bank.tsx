'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useFieldErrorText } from '@/components/forms/use-zod-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api/client';
import type { EmployeeDetail } from '@/lib/contracts/employees';
import type { NameEnquiryResult } from '@/lib/contracts/payments';
import { useBanks, useNameEnquiryMutation } from '@/lib/queries/employees';
import { accountNameMatches } from '@/lib/bank-name-match';
import { BankStatusBadge } from './bank-status';
import { ControlledSelect } from './controlled-select';
import { FormSection } from './form-section';
import { nullIfEmpty, type EmployeeFormApi } from './employee-form-values';

const ACCOUNT = /^\d{10,16}$/;
const ENQUIRY_DELAY_MS = 400;

/** True when the name enquiry on screen is for exactly these bank details. */
export const isVerified = (v: NameEnquiryResult | null, bankCode: unknown, accountNumber: unknown) =>
  Boolean(v && v.bankCode === bankCode && v.accountNumber === accountNumber);

type Props = {
  form: EmployeeFormApi;
  employee?: EmployeeDetail;
  verified: NameEnquiryResult | null;
  onVerified: (result: NameEnquiryResult | null) => void;
};

/**
 * Bank and account number. As soon as both look complete a name enquiry runs and the account holder's name
 * is shown, so the employer sees whose account it is before saving (the form refuses unverified details).
 */
export function BankSection({ form, employee, verified, onVerified }: Props) {
  const t = useTranslations('employees.form');
  const fieldError = useFieldErrorText();
  const { errors } = form.formState;
  const banks = useBanks();
  const enquiry = useNameEnquiryMutation();
  const [bankCode, accountNumber, firstName, lastName, otherNames] = useWatch({
    control: form.control,
    name: ['bankCode', 'accountNumber', 'firstName', 'lastName', 'otherNames'],
  });
  const ready = Boolean(bankCode) && typeof accountNumber === 'string' && ACCOUNT.test(accountNumber);
  const current = isVerified(verified, bankCode, accountNumber);
  // the same rule the server saves with: the holder's name must be the employee's (surname + one other name)
  const nameMatches =
    current && verified
      ? accountNameMatches(
          { firstName: firstName ?? '', lastName: lastName ?? '', otherNames: otherNames ?? null },
          verified.accountName,
        )
      : true;
  const { mutate } = enquiry;
  const { setError, clearErrors, getValues } = form;

  const verify = useCallback(() => {
    const code = getValues('bankCode');
    const number = getValues('accountNumber');
    if (!code || !number) return;
    mutate(
      { bankCode: code, accountNumber: number },
      {
        onSuccess: (result) => {
          // The details may have changed while the enquiry ran; only a match counts.
          if (getValues('bankCode') !== code || getValues('accountNumber') !== number) return;
          onVerified({ ...result, bankCode: code, accountNumber: number });
          clearErrors('accountNumber');
        },
        onError: (e) => {
          onVerified(null);
          setError('accountNumber', { type: 'server', message: errorMessage(e) });
        },
      },
    );
  }, [getValues, mutate, onVerified, clearErrors, setError]);

  useEffect(() => {
    if (!ready || current) return;
    const timer = setTimeout(verify, ENQUIRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, current, bankCode, accountNumber, verify]);

  return (
    <FormSection title={t('sections.bank')}>
      {employee?.accountNumberMasked ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted sm:col-span-2">
          {t('currentAccount', { bank: employee.bankName ?? '', account: employee.accountNumberMasked })}
          <BankStatusBadge
            status={employee.bankVerificationStatus ?? (employee.bankVerified ? 'verified' : 'unverified')}
          />
        </p>
      ) : null}
      <FormField label={t('bank')} error={fieldError(errors.bankCode?.message)}>
        {(aria) => (
          <ControlledSelect
            {...aria}
            control={form.control}
            name="bankCode"
            placeholder={banks.isPending ? t('loadingBanks') : t('chooseBank')}
          >
            {(banks.data ?? []).map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </ControlledSelect>
        )}
      </FormField>
      <FormField
        label={t('accountNumber')}
        error={fieldError(errors.accountNumber?.message)}
        description={employee?.accountNumberMasked ? t('accountKeepHint') : undefined}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          {...form.register('accountNumber', { setValueAs: nullIfEmpty })}
        />
      </FormField>
      <div className="flex min-h-10 flex-wrap items-center gap-3 sm:col-span-2" aria-live="polite">
        {enquiry.isPending ? (
          <span className="flex items-center gap-2 text-sm text-muted">
            <Spinner size="sm" />
            {t('checkingAccount')}
          </span>
        ) : current && verified && !verified.accountName ? (
          // the rail offers no name enquiry here (Flutterwave, Ugandan mobile money): checked by form only
          <span className="rounded-lg bg-warning/10 px-3 py-2 text-sm text-ink" data-testid="no-name-enquiry">
            {t('ugNoNameEnquiry')}
          </span>
        ) : current && verified && nameMatches ? (
          <span className="flex flex-wrap items-center gap-2 rounded-lg bg-success/10 px-3 py-2 text-sm text-ink">
            <Badge variant="success">{t('verified')}</Badge>
            {t('accountName')}: <strong data-testid="verified-account-name">{verified.accountName}</strong>
          </span>
        ) : current && verified ? (
          <span className="flex flex-col gap-1 rounded-lg bg-danger/10 px-3 py-2 text-sm text-ink">
            <span className="flex flex-wrap items-center gap-2">
              <BankStatusBadge status="name_mismatch" />
              {t('accountName')}: <strong data-testid="verified-account-name">{verified.accountName}</strong>
            </span>
            <span className="text-xs text-muted">
              {t('nameMismatchHint', {
                accountName: verified.accountName,
                name: [firstName, lastName].filter(Boolean).join(' '),
              })}
            </span>
          </span>
        ) : ready ? (
          <Button type="button" variant="secondary" size="sm" onClick={verify}>
            {t('verifyAccount')}
          </Button>
        ) : null}
      </div>
    </FormSection>
  );
}
