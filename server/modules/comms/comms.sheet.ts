import 'server-only';
import ExcelJS from 'exceljs';
import type { PollAnalytics } from '@/lib/contracts/comms';
import type { DbOrTx } from '@/server/db/client';
import type { Translate } from '@/server/i18n';
import * as repo from './comms.repo';

function sheet(
  workbook: ExcelJS.Workbook,
  name: string,
  header: string[],
  rows: (string | number | Date | null)[][],
) {
  const ws = workbook.addWorksheet(name);
  ws.addRow(header).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  ws.columns.forEach((col) => (col.width = 22));
  return ws;
}

/**
 * The poll's results as xlsx: summary, options, departments (the same anonymity rule as the screen), and for a
 * named poll only, who answered what.
 */
export async function pollResultsWorkbook(
  db: DbOrTx,
  organizationId: string,
  poll: PollAnalytics,
  t: Translate,
) {
  const workbook = new ExcelJS.Workbook();
  const k = (key: string) => t(`comms.sheet.${key}`);
  sheet(
    workbook,
    k('summary'),
    [k('field'), k('value')],
    [
      [k('question'), poll.question],
      [k('status'), t(`comms.status.${poll.status}`)],
      [k('recipients'), poll.recipients],
      [k('responses'), poll.responses],
      [k('sharedResponses'), poll.sharedResponses],
      [k('responseRate'), Math.round(poll.responseRate * 1000) / 10],
      [k('anonymous'), poll.anonymous ? k('yes') : k('no')],
      [k('closesAt'), poll.closesAt],
    ],
  );
  sheet(
    workbook,
    k('options'),
    [k('option'), k('count'), k('share')],
    poll.options.map((o) => [o.label, o.count, Math.round(o.share * 1000) / 10]),
  );
  sheet(
    workbook,
    k('departments'),
    [
      k('department'),
      k('recipients'),
      k('responses'),
      k('responseRate'),
      ...poll.options.map((o) => o.label),
    ],
    poll.byDepartment.map((d) => [
      d.name ?? k('noDepartment'),
      d.recipients,
      d.hidden ? k('hidden') : d.responses,
      d.responseRate === null ? null : Math.round(d.responseRate * 1000) / 10,
      ...poll.options.map((o) => (d.hidden ? null : (d.counts[o.id] ?? 0))),
    ]),
  );
  if (!poll.anonymous) {
    const labels = new Map(poll.options.map((o) => [o.id, o.label]));
    const names = new Map(poll.byDepartment.map((d) => [d.departmentId, d.name]));
    const byResponse = new Map<
      string,
      { name: string | null; email: string | null; department: string | null; at: Date; options: string[] }
    >();
    for (const a of await repo.listNamedAnswers(db, organizationId, poll.id)) {
      const entry = byResponse.get(a.responseId) ?? {
        name: a.name ?? k('sharedLink'),
        email: a.email,
        department: names.get(a.departmentId) ?? null,
        at: a.answeredAt,
        options: [],
      };
      entry.options.push(labels.get(a.optionId) ?? '');
      byResponse.set(a.responseId, entry);
    }
    sheet(
      workbook,
      k('answers'),
      [k('name'), k('email'), k('department'), k('answer'), k('answeredAt')],
      [...byResponse.values()].map((e) => [e.name, e.email, e.department, e.options.join(', '), e.at]),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
