'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { EmployeeDetail } from '@/lib/contracts/employees';
import { formatDate, type DateLocale } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { BankStatus } from './bank-status';
import { PendingBankChange } from './pending-bank-change';
import { EmployeeStatusBadge, fullName } from './employee-status-badge';

type Row = [label: string, value: ReactNode];

function Group({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium text-muted">{label}</dt>
              <dd className="text-sm break-words text-ink">{value ?? '—'}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** Every field of the record, grouped as the form groups them; account number, BVN and NIN stay masked. */
export function EmployeeDetailsTab({ employee: e }: { employee: EmployeeDetail }) {
  const t = useTranslations('employees.form');
  const td = useTranslations('employees.details');
  const locale = useLocale() as DateLocale;
  const money = (minor: number) => formatMoney(minor, e.payCurrency, locale);
  const date = (v: string | null) => (v ? formatDate(v, locale) : null);
  const yesNo = (v: boolean) => (
    <Badge variant={v ? 'success' : 'secondary'}>{v ? td('yes') : td('no')}</Badge>
  );
  const mono = (v: string | null) => (v ? <span className="font-mono">{v}</span> : null);
  const s = e.activeSuspension;

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Group
        title={t('sections.personal')}
        rows={[
          [td('name'), fullName(e)],
          [t('staffId'), e.staffId],
          [t('email'), e.email],
          [t('phone'), e.phone],
          [t('gender'), e.gender ? t(`genders.${e.gender}`) : null],
          [t('dateOfBirth'), date(e.dateOfBirth)],
          [t('address'), e.address],
        ]}
      />
      <Group
        title={t('sections.job')}
        rows={[
          [t('department'), e.department?.name],
          [t('jobRole'), e.jobRole?.name],
          [t('payrollGroup'), e.payrollGroup?.name],
          [t('employmentType'), t(`employmentTypes.${e.employmentType}`)],
          [t('startDate'), date(e.startDate)],
          [td('inPayroll'), yesNo(e.payrollEnabled)],
          [td('status'), <EmployeeStatusBadge key="s" status={e.status} />],
          ...(s
            ? ([
                [
                  td('suspended'),
                  td('suspendedValue', {
                    from: date(s.startDate)!,
                    to: date(s.endDate) ?? td('untilRevoked'),
                    reason: s.reason,
                  }),
                ],
              ] as Row[])
            : []),
          ...(e.separatedAt
            ? ([[td('separated'), `${date(e.separatedAt)} · ${e.separationReason ?? ''}`]] as Row[])
            : []),
        ]}
      />
      <Group
        title={t('sections.pay')}
        rows={[
          [t('payCurrency'), e.payCurrency],
          [t('basic'), money(e.basic)],
          [t('housing'), money(e.housing)],
          [t('transport'), money(e.transport)],
          [t('other'), money(e.other)],
          [t('monthlyGross'), <strong key="g">{money(e.monthlyGross)}</strong>],
          [t('ewaEligible'), yesNo(e.ewaEligible)],
        ]}
      />
      <Group
        title={t('sections.bank')}
        rows={[
          [t('bank'), e.bankName],
          [t('accountNumber'), mono(e.accountNumberMasked)],
          [t('accountName'), e.accountName],
          [
            td('bankStatus'),
            e.accountNumberMasked ? (
              <span key="bank" className="flex flex-col gap-3">
                <BankStatus employee={e} />
                <PendingBankChange employeeId={e.id} />
              </span>
            ) : null,
          ],
        ]}
      />
      <div className="lg:col-span-2">
        <Group
          title={t('sections.statutory')}
          rows={[
            [t('pensionEnabled'), yesNo(e.pensionEnabled)],
            [t('pfa'), e.pfa],
            [t('rsaPin'), mono(e.rsaPin)],
            [t('payeEnabled'), yesNo(e.payeEnabled)],
            [t('stateOfResidence'), e.stateOfResidence],
            [t('taxId'), e.taxId],
            [t('nhfEnabled'), yesNo(e.nhfEnabled)],
            [t('nhfNumber'), mono(e.nhfNumber)],
            [t('nsitfEnabled'), yesNo(e.nsitfEnabled)],
            [t('itfEnabled'), yesNo(e.itfEnabled)],
            [t('bvn'), mono(e.bvnMasked)],
            [t('nin'), mono(e.ninMasked)],
            [t('annualRent'), money(e.annualRent)],
            [t('rentEvidence'), e.rentEvidenceFileId ? t('rentEvidenceOnFile') : null],
          ]}
        />
      </div>
    </div>
  );
}
