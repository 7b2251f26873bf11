import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export type StatTrend = {
  /** Signed difference to the previous figure; zero shows "no change". */
  delta: number;
  /** The difference formatted for display, without its sign. */
  label: string;
  /** What it is compared with ("vs 30 days ago"). */
  comparedWith: string;
};

/** One dashboard figure: label, value, an optional trend line and an optional footnote. */
export function StatCard({
  label,
  value,
  trend,
  noChangeLabel,
  footnote,
  testId,
}: {
  label: string;
  value: ReactNode;
  trend?: StatTrend | null;
  noChangeLabel?: string;
  footnote?: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="flex min-w-0 flex-col gap-2 p-5" data-testid={testId}>
      <p className="text-sm text-muted">{label}</p>
      <p
        className="text-xl font-semibold tracking-tight text-ink tabular-nums 2xl:text-2xl"
        data-slot="stat-value"
      >
        {value}
      </p>
      {trend ? (
        <p className="text-xs text-muted">
          <span
            className={cn('font-medium', trend.delta > 0 && 'text-success', trend.delta < 0 && 'text-danger')}
            data-slot="stat-trend"
          >
            {trend.delta === 0 ? noChangeLabel : `${trend.delta > 0 ? '▲ +' : '▼ −'}${trend.label}`}
          </span>{' '}
          {trend.comparedWith}
        </p>
      ) : null}
      {footnote ? <div className="text-xs text-muted">{footnote}</div> : null}
    </Card>
  );
}
