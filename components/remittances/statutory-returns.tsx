'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { saveBlob } from '@/components/employees/bulk/save-blob';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api/client';
import { downloadAnnualReturn, downloadReturn } from '@/lib/api/statutory-returns';
import { toast, toastOutcome } from '@/lib/toast';
import { useReturnList, useSendCertificatesMutation } from '@/lib/queries/statutory-returns';
import { ReturnIssues } from './return-issues';

const lastMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
};

/** The file name the server gives (a zip for several payees; GRA's fixed `PAYE EMPLOYEE.CSV`). */
const fileName = (type: string, label: string, blob: Blob) =>
  blob.type.includes('zip')
    ? `${type}-${label}.zip`
    : type === 'gh-paye'
      ? 'PAYE EMPLOYEE.CSV'
      : `${type}-${label}.csv`;

/** A type picker and its download button. */
function ReturnPicker(props: {
  types: string[];
  value: string;
  onChange: (v: string) => void;
  onDownload: () => Promise<Blob>;
  /** the month or year the file covers (its file name) */
  span: string;
  /** the picker's accessible name */
  name: string;
}) {
  const t = useTranslations('remittances.returns.ui');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await props.onDownload();
      saveBlob(blob, fileName(props.value, props.span, blob));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-64 flex-1">
        <Select aria-label={props.name} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.types.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </Select>
      </div>
      <Button variant="secondary" onClick={download} loading={busy} disabled={!props.value}>
        {t('download')}
      </Button>
    </div>
  );
}

/**
 * The remittance screen's returns (issue 36): each month's files in the authorities' own layouts, with the
 * fix-first list of missing identifiers, and the year-end returns and "Send certificates".
 */
export function StatutoryReturns() {
  const t = useTranslations('remittances.returns.ui');
  const list = useReturnList();
  const [period, setPeriod] = useState(lastMonth);
  const [year, setYear] = useState(() => new Date().getUTCFullYear());
  const [monthly, setMonthly] = useState('');
  const [annual, setAnnual] = useState('');
  const send = useSendCertificatesMutation();
  if (!list.data || list.data.monthly.length === 0) return null;
  const type = monthly || list.data.monthly[0]!;
  const annualType = annual || list.data.annual[0] || '';

  return (
    <section aria-labelledby="statutory-returns" className="mt-8 grid gap-4 lg:grid-cols-2">
      <Card className="space-y-3 p-4">
        <div>
          <h2 id="statutory-returns" className="font-semibold text-ink">
            {t('title')}
          </h2>
          <p className="text-sm text-muted">{t('description')}</p>
        </div>
        <label className="block max-w-48 text-sm">
          <span className="text-muted">{t('period')}</span>
          <Input type="month" value={period} onChange={(e) => setPeriod(e.target.value)} />
        </label>
        <ReturnPicker
          types={list.data.monthly}
          value={type}
          onChange={setMonthly}
          span={period}
          name={t('title')}
          onDownload={() => downloadReturn(type, period)}
        />
        {/^\d{4}-\d{2}$/.test(period) && <ReturnIssues type={type} period={period} />}
      </Card>
      {list.data.annual.length > 0 && (
        <Card className="space-y-3 p-4">
          <div>
            <h2 className="font-semibold text-ink">{t('annualTitle')}</h2>
            <p className="text-sm text-muted">{t('annualDescription')}</p>
          </div>
          <label className="block max-w-32 text-sm">
            <span className="text-muted">{t('year')}</span>
            <Input
              type="number"
              min={2000}
              max={2100}
              value={year}
              onChange={(e) => setYear(Number(e.target.value))}
            />
          </label>
          <ReturnPicker
            types={list.data.annual}
            value={annualType}
            onChange={setAnnual}
            span={String(year)}
            name={t('annualTitle')}
            onDownload={() => downloadAnnualReturn(annualType, year)}
          />
          {list.data.certificates && (
            <Button
              loading={send.isPending}
              onClick={() =>
                void toastOutcome(send.mutateAsync(year), {
                  success: (r) => t('sent', { count: r.data.employees }),
                })
              }
            >
              {send.isPending ? t('sending') : t('sendCertificates')}
            </Button>
          )}
        </Card>
      )}
    </section>
  );
}
