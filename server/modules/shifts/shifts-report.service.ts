import 'server-only';
import ExcelJS from 'exceljs';
import {
  type EmployeeReport,
  type Grid,
  type Report,
  type Shift,
  toHhmm,
  type Totals,
} from '@/lib/contracts/shifts';
import type { DbOrTx } from '@/server/db/client';
import { notFound } from '@/server/errors';
import { datesIn, mondayOf, priceShifts, sundayOf, type WageRow, wageOn } from './shifts.calc';
import * as bulk from './shifts-bulk.repo';
import * as repo from './shifts.repo';
import { toWage, weeklyMinutes } from './shifts.service';

/**
 * Reading the roster: the week grid, the range report and one employee's report. Overtime is a weekly rule,
 * so shifts are priced over the whole Monday–Sunday weeks around the range and then cut to it.
 */

export type PricedShift = Shift;

const wagesByEmployee = (rows: repo.WageRecord[]) => {
  const map = new Map<string, WageRow[]>();
  for (const r of rows) {
    const list = map.get(r.employeeId) ?? [];
    list.push({
      employeeId: r.employeeId,
      hourlyRate: r.hourlyRate,
      overtimeMultiplierBp: r.overtimeMultiplierBp,
      effectiveFrom: r.effectiveFrom,
    });
    map.set(r.employeeId, list);
  }
  return map;
};

/** The range's shifts (optionally one location's), each with its regular and overtime minutes and cost. */
export async function pricedShifts(
  db: DbOrTx,
  organizationId: string,
  f: { from: string; to: string; employeeIds?: readonly string[]; locationId?: string },
): Promise<{ shifts: PricedShift[]; wages: Map<string, WageRow[]>; wageRecords: repo.WageRecord[] }> {
  const all = await repo.listShifts(db, organizationId, {
    from: mondayOf(f.from),
    to: sundayOf(f.to),
    employeeIds: f.employeeIds,
  });
  const employeeIds = f.employeeIds ?? [...new Set(all.map((s) => s.employeeId))];
  const [wageRecords, weekly] = await Promise.all([
    repo.listWages(db, organizationId, f.employeeIds ? employeeIds : undefined),
    weeklyMinutes(db, organizationId),
  ]);
  const wages = wagesByEmployee(wageRecords);
  const priced = priceShifts(all, wages, weekly);
  const shifts = all
    .filter((s) => s.date >= f.from && s.date <= f.to && (!f.locationId || s.locationId === f.locationId))
    .map((s) => ({
      id: s.id,
      employeeId: s.employeeId,
      locationId: s.locationId,
      locationName: s.locationName,
      date: s.date,
      start: toHhmm(s.startMinute),
      end: toHhmm(s.endMinute),
      breakMinutes: s.breakMinutes,
      note: s.note,
      ...priced.get(s.id)!,
    }));
  return { shifts, wages, wageRecords };
}

const zero = (): Totals => ({ regularMinutes: 0, overtimeMinutes: 0, cost: 0 });
/** Adds a shift's minutes and cost (and one to `shifts` where that is a count). */
function add<T extends Totals & { shifts?: unknown }>(into: T, s: Totals) {
  into.regularMinutes += s.regularMinutes;
  into.overtimeMinutes += s.overtimeMinutes;
  into.cost += s.cost;
  if (typeof into.shifts === 'number') (into as { shifts: number }).shifts += 1;
  return into;
}

/**
 * GET shifts: the grid for [from, to] — one page of people (the roster, plus anyone with a shift in range), their
 * shifts priced, their row totals; day totals and the grand total over everyone (summed in SQL).
 */
export async function getGrid(
  db: DbOrTx,
  organizationId: string,
  q: { from: string; to: string; locationId?: string; page?: number; perPage?: number },
): Promise<Grid> {
  const page = q.page ?? 1;
  const perPage = q.perPage ?? 50;
  const [everyone, weekly] = await Promise.all([
    repo.listRosterPeople(db, organizationId, q.from, q.to),
    weeklyMinutes(db, organizationId),
  ]);
  const people = everyone.slice((page - 1) * perPage, page * perPage);
  const ids = people.map((p) => p.id);
  const [priced, aggregates] = await Promise.all([
    pricedShifts(db, organizationId, { from: q.from, to: q.to, locationId: q.locationId, employeeIds: ids }),
    bulk.aggregatePriced(db, organizationId, {
      from: q.from,
      to: q.to,
      weekFrom: mondayOf(q.from),
      weekTo: sundayOf(q.to),
      weeklyMinutes: weekly,
      locationId: q.locationId,
      daysOnly: true,
    }),
  ]);
  const history = new Map<string, repo.WageRecord[]>();
  for (const w of priced.wageRecords) history.set(w.employeeId, [...(history.get(w.employeeId) ?? []), w]);
  const byEmployee = new Map(people.map((p) => [p.id, { employeeId: p.id, ...zero() }]));
  for (const s of priced.shifts) add(byEmployee.get(s.employeeId)!, s);
  const totalsOf = (r: bulk.AggregateRow | undefined): Totals => ({
    regularMinutes: r?.regularMinutes ?? 0,
    overtimeMinutes: r?.overtimeMinutes ?? 0,
    cost: r?.cost ?? 0,
  });
  const days = new Map(aggregates.filter((r) => r.kind === 'day').map((r) => [r.key!, r]));
  return {
    from: q.from,
    to: q.to,
    weeklyHours: weekly / 60,
    employees: people.map((p) => {
      const rows = history.get(p.id) ?? [];
      const current = wageOn(priced.wages.get(p.id), q.from);
      const currentRecord = current ? rows.find((r) => r.effectiveFrom === current.effectiveFrom) : rows[0];
      return {
        id: p.id,
        staffId: p.staffId,
        firstName: p.firstName,
        lastName: p.lastName,
        payCurrency: p.payCurrency,
        startDate: p.startDate,
        separatedAt: p.separatedAt,
        wage: currentRecord ? toWage(currentRecord) : null,
        upcomingWages: rows.filter((r) => r.effectiveFrom > q.from && r !== currentRecord).map(toWage),
      };
    }),
    shifts: priced.shifts,
    byEmployee: [...byEmployee.values()],
    byDay: datesIn(q.from, q.to).map((date) => ({ date, ...totalsOf(days.get(date)) })),
    totals: totalsOf(aggregates.find((r) => r.kind === 'total')),
    meta: {
      page,
      perPage,
      total: everyone.length,
      totalPages: Math.max(1, Math.ceil(everyone.length / perPage)),
    },
  };
}

/** GET shifts/report: minutes and cost per employee, location and day over [from, to], with totals (summed in SQL). */
export async function getReport(
  db: DbOrTx,
  organizationId: string,
  q: { from: string; to: string },
): Promise<Report> {
  const rows = await bulk.aggregatePriced(db, organizationId, {
    from: q.from,
    to: q.to,
    weekFrom: mondayOf(q.from),
    weekTo: sundayOf(q.to),
    weeklyMinutes: await weeklyMinutes(db, organizationId),
  });
  const of = (kind: bulk.AggregateRow['kind']) => rows.filter((r) => r.kind === kind);
  const nums = (r: bulk.AggregateRow | undefined) => ({
    shifts: r?.shifts ?? 0,
    regularMinutes: r?.regularMinutes ?? 0,
    overtimeMinutes: r?.overtimeMinutes ?? 0,
    cost: r?.cost ?? 0,
  });
  const [people, names] = await Promise.all([
    repo.findPeople(
      db,
      organizationId,
      of('employee').map((r) => r.key!),
    ),
    repo.locationNames(
      db,
      organizationId,
      of('location').map((r) => r.key!),
    ),
  ]);
  const person = new Map(people.map((p) => [p.id, p]));
  const days = new Map(of('day').map((r) => [r.key!, r]));
  const byName = (a: { lastName: string; firstName: string }, b: { lastName: string; firstName: string }) =>
    a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);
  return {
    from: q.from,
    to: q.to,
    totals: nums(of('total')[0]),
    byEmployee: of('employee')
      .map((r) => {
        const p = person.get(r.key!)!;
        return {
          employeeId: p.id,
          firstName: p.firstName,
          lastName: p.lastName,
          staffId: p.staffId,
          currency: p.payCurrency,
          ...nums(r),
        };
      })
      .sort(byName),
    byLocation: of('location')
      .map((r) => ({ locationId: r.key!, name: names.get(r.key!) ?? '', ...nums(r) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    byDay: datesIn(q.from, q.to).map((date) => ({ date, ...nums(days.get(date)) })),
  };
}

/** GET shifts/{employee_id}/report: one person's days over [from, to] (404 for another organisation's id). */
export async function getEmployeeReport(
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
  q: { from: string; to: string },
): Promise<EmployeeReport> {
  const [person] = await repo.findPeople(db, organizationId, [employeeId]);
  if (!person) throw notFound('shifts.errors.employeeNotFound');
  const { shifts } = await pricedShifts(db, organizationId, { ...q, employeeIds: [employeeId] });
  const days = new Map(datesIn(q.from, q.to).map((d) => [d, { date: d, shifts: [] as Shift[], ...zero() }]));
  const totals = { shifts: 0, ...zero() };
  for (const s of shifts) {
    const day = days.get(s.date)!;
    day.shifts.push(s);
    add(day, s);
    add(totals, s);
  }
  return {
    employee: {
      id: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      staffId: person.staffId,
      currency: person.payCurrency,
    },
    from: q.from,
    to: q.to,
    totals,
    days: [...days.values()],
  };
}

const hours = (m: number) => Math.round((m / 60) * 100) / 100;
const major = (minor: number) => minor / 100;

/** The report as an xlsx workbook: one sheet per table, headings in the caller's language. */
export async function reportWorkbook(report: Report, t: (key: string) => string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Paygrid';
  const money = '#,##0.00';
  const sheet = (name: string, head: string[], rows: (string | number)[][]) => {
    const ws = wb.addWorksheet(name);
    ws.addRow(head).font = { bold: true };
    for (const r of rows) ws.addRow(r);
    ws.columns.forEach((c, i) => {
      c.width = i === 0 ? 28 : 16;
    });
    ws.getColumn(head.length).numFmt = money;
    return ws;
  };
  const cols = [
    t('shifts.report.shifts'),
    t('shifts.report.regularHours'),
    t('shifts.report.overtimeHours'),
    t('shifts.report.cost'),
  ];
  const nums = (r: Totals & { shifts: number }) => [
    r.shifts,
    hours(r.regularMinutes),
    hours(r.overtimeMinutes),
    major(r.cost),
  ];
  sheet(
    t('shifts.report.byEmployee'),
    [t('shifts.report.employee'), t('shifts.report.staffId'), ...cols],
    [
      ...report.byEmployee.map((e) => [`${e.firstName} ${e.lastName}`, e.staffId, ...nums(e)]),
      [t('shifts.report.total'), '', ...nums(report.totals)],
    ],
  );
  sheet(
    t('shifts.report.byLocation'),
    [t('shifts.report.location'), ...cols],
    [
      ...report.byLocation.map((l) => [l.name, ...nums(l)]),
      [t('shifts.report.total'), ...nums(report.totals)],
    ],
  );
  sheet(
    t('shifts.report.byDay'),
    [t('shifts.report.date'), ...cols],
    [...report.byDay.map((d) => [d.date, ...nums(d)]), [t('shifts.report.total'), ...nums(report.totals)]],
  );
  return Buffer.from(await wb.xlsx.writeBuffer());
}
