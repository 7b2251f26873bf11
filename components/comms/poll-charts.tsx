'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { PollAnalytics } from '@/lib/contracts/comms';
import { COMMS_COLORS, percent } from './comms-ui';

function ChartCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <figure aria-label={title} data-testid={testId}>
          {children}
        </figure>
      </CardContent>
    </Card>
  );
}

/** Count and share per option: a bar each, with the figures also written out (readable without the chart). */
export function OptionsChart({ poll }: { poll: PollAnalytics }) {
  const t = useTranslations('comms.poll');
  const data = poll.options.map((o, i) => ({
    name: o.label,
    count: o.count,
    fill: COMMS_COLORS[i % COMMS_COLORS.length],
  }));
  return (
    <ChartCard title={t('byOption')} testId="poll-options-chart">
      <div className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Bar dataKey="count" name={t('responses')} isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.name} fill={d.fill} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className="mt-3 space-y-1 text-sm">
        {poll.options.map((o, i) => (
          <li key={o.id} className="flex items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-2">
              <span
                aria-hidden
                className="size-3 shrink-0 rounded-sm"
                style={{ background: COMMS_COLORS[i % COMMS_COLORS.length] }}
              />
              <span className="truncate">{o.label}</span>
            </span>
            <span className="tabular-nums text-muted" data-testid={`option-count-${i}`}>
              {t('count', { count: o.count })} · {t('sharePercent', { share: percent(o.share) })}
            </span>
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}

/** Cumulative responses per day. */
export function OverTimeChart({ poll }: { poll: PollAnalytics }) {
  const t = useTranslations('comms.poll');
  return (
    <ChartCard title={t('overTime')} testId="poll-over-time-chart">
      {poll.overTime.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted">{t('noResponses')}</p>
      ) : (
        <div className="h-56">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={poll.overTime} margin={{ left: 0, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="date" tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Line
                type="monotone"
                dataKey="cumulative"
                name={t('responses')}
                stroke={COMMS_COLORS[0]}
                strokeWidth={2}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
    </ChartCard>
  );
}

/** Per department: answered of recipients, and the split per option unless hidden (anonymous, under 5 answers). */
export function DepartmentsTable({ poll }: { poll: PollAnalytics }) {
  const t = useTranslations('comms.poll');
  return (
    <ChartCard title={t('byDepartment')} testId="poll-departments">
      <p className="mb-3 text-xs text-muted">{poll.anonymous ? t('anonymousNote') : t('namedNote')}</p>
      <ul className="space-y-3">
        {poll.byDepartment.map((d) => {
          const total = Object.values(d.counts).reduce((a, b) => a + b, 0);
          return (
            <li key={d.departmentId ?? 'none'} className="space-y-1 text-sm">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">{d.name ?? t('noDepartment')}</span>
                <span className="tabular-nums text-muted">
                  {d.hidden ? `— / ${d.recipients}` : `${d.responses ?? 0} / ${d.recipients}`} {t('answered')}
                  {d.responseRate === null ? null : ` · ${percent(d.responseRate)}%`}
                </span>
              </div>
              {d.hidden ? (
                <p className="text-xs text-muted">{t('hiddenDepartment')}</p>
              ) : total > 0 ? (
                <div
                  className="flex h-3 overflow-hidden rounded-full bg-canvas"
                  role="img"
                  aria-label={poll.options.map((o) => `${o.label}: ${d.counts[o.id] ?? 0}`).join(', ')}
                >
                  {poll.options.map((o, i) => (
                    <span
                      key={o.id}
                      style={{
                        width: `${((d.counts[o.id] ?? 0) / total) * 100}%`,
                        background: COMMS_COLORS[i % COMMS_COLORS.length],
                      }}
                    />
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {poll.sharedResponses > 0 ? (
        <p className="mt-3 text-sm text-muted tabular-nums" data-testid="poll-shared-responses">
          {t('sharedRow', { count: String(poll.sharedResponses) })}
        </p>
      ) : null}
    </ChartCard>
  );
}
