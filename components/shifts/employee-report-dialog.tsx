'use client';

import { useTranslations } from 'next-intl';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import type { ReportQuery } from '@/lib/contracts/shifts';
import { useEmployeeShiftReport } from '@/lib/queries/shifts';
import { describeError, hoursLabel, useShiftFormat } from './shift-format';

/** One employee's day-by-day shifts, hours and cost over the report's range. */
export function EmployeeReportDialog({
  employeeId,
  range,
  onClose,
}: {
  employeeId: string | null;
  range: ReportQuery;
  onClose: () => void;
}) {
  const t = useTranslations('shifts.reports');
  const tc = useTranslations('common');
  const f = useShiftFormat();
  const query = useEmployeeShiftReport(employeeId, range);
  const data = query.data;
  const currency = data?.employee.currency ?? 'NGN';
  return (
    <Dialog open={Boolean(employeeId)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={tc('cancel')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {data
              ? t('employeeTitle', { name: `${data.employee.firstName} ${data.employee.lastName}` })
              : t('employeeLoading')}
          </DialogTitle>
          <DialogDescription>
            {t('employeeRange', { from: f.day(range.from), to: f.day(range.to) })}
          </DialogDescription>
        </DialogHeader>
        {query.isLoading ? (
          <Skeleton className="h-40" />
        ) : query.error ? (
          <p role="alert" className="text-sm text-danger">
            {describeError(query.error)}
          </p>
        ) : data ? (
          <div className="max-h-[60vh] overflow-y-auto">
            <table className="w-full text-sm">
              <thead className="bg-canvas text-left">
                <tr>
                  <th scope="col" className="px-2 py-2 font-medium">
                    {t('date')}
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium">
                    {t('shifts')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    {t('hours')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-medium">
                    {t('cost')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.days
                  .filter((d) => d.shifts.length > 0)
                  .map((d) => (
                    <tr key={d.date} className="border-t border-line align-top">
                      <th scope="row" className="px-2 py-2 text-left font-normal whitespace-nowrap">
                        {f.day(d.date)}
                      </th>
                      <td className="px-2 py-2">
                        {d.shifts.map((s) => (
                          <div key={s.id}>
                            {s.start}–{s.end} · {s.locationName}
                            {s.breakMinutes > 0 && (
                              <span className="text-muted">
                                {' '}
                                · {t('breakShort', { minutes: s.breakMinutes })}
                              </span>
                            )}
                          </div>
                        ))}
                      </td>
                      <td className="px-2 py-2 text-right tabular-nums whitespace-nowrap">
                        {hoursLabel(d.regularMinutes)}
                        {d.overtimeMinutes > 0 && (
                          <span className="block text-xs text-warning">
                            +{hoursLabel(d.overtimeMinutes)} {t('ot')}
                          </span>
                        )}
                      </td>
                      <td className="px-2 py-2 text-right tabular-nums whitespace-nowrap">
                        {f.money(d.cost, currency)}
                      </td>
                    </tr>
                  ))}
              </tbody>
              <tfoot className="border-t border-line font-medium">
                <tr>
                  <th scope="row" className="px-2 py-2 text-left">
                    {t('total')}
                  </th>
                  <td className="px-2 py-2">{data.totals.shifts}</td>
                  <td className="px-2 py-2 text-right tabular-nums">
                    {hoursLabel(data.totals.regularMinutes + data.totals.overtimeMinutes)}
                  </td>
                  <td className="px-2 py-2 text-right tabular-nums">{f.money(data.totals.cost, currency)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
