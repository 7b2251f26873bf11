import 'server-only';
import type { z } from 'zod';
import {
  type bulkUpdateSchema,
  type clearScheduleSchema,
  type Counts,
  type createShiftsSchema,
  type pasteScheduleSchema,
  spanMinutes,
  toHhmm,
  toMinutes,
} from '@/lib/contracts/shifts';
import type { DbOrTx } from '@/server/db/client';
import { AppError, notFound } from '@/server/errors';
import type { MessageParams } from '@/lib/i18n/format-message';
import { addDays, daysBetween, interval, overlaps } from './shifts.calc';
import * as bulk from './shifts-bulk.repo';
import * as repo from './shifts.repo';
import { requirePeople } from './shifts.service';
import { approvedLeaveByEmployee } from '@/server/modules/leave/leave.queries';

/**
 * Writing the roster: create, delete, paste (copy a range forward), clear and bulk edits. Every change first
 * locks the roster rows of the employees it touches, so two requests adding overlapping shifts for one
 * person run one after the other and the second sees the first's shift.
 */

type FieldErrors = Record<string, { key: string; params?: MessageParams }[]>;
type Candidate = Omit<repo.NewShift, 'organizationId'> & { path: string };
type Placed = {
  accepted: Candidate[];
  rejected: { candidate: Candidate; field: string; key: string; params?: MessageParams }[];
};

const fullName = (p: repo.PersonRow) => `${p.firstName} ${p.lastName}`;

function rejectWith(errors: Placed['rejected']): never {
  const out: FieldErrors = {};
  for (const r of errors) (out[r.field] ??= []).push({ key: r.key, params: r.params });
  throw new AppError('VALIDATION_FAILED', 'errors.validationFailed', undefined, out);
}

/** Shifts of these employees that could touch [from, to] (a shift the day before may run past midnight). */
function neighbours(
  db: DbOrTx,
  organizationId: string,
  employeeIds: string[],
  from: string,
  to: string,
  excluding: Set<string> = new Set(),
) {
  return repo
    .listShifts(db, organizationId, { from: addDays(from, -1), to: addDays(to, 1), employeeIds })
    .then((rows) => rows.filter((r) => !excluding.has(r.id)));
}

/**
 * Accepts candidates in order unless one breaks a rule: break not shorter than the shift, a date outside
 * employment, or an overlap with a kept shift or an already accepted candidate (back-to-back is fine).
 */
function place(
  candidates: Candidate[],
  existing: repo.ShiftRow[],
  people: Map<string, repo.PersonRow>,
): Placed {
  const byEmployee = new Map<
    string,
    { span: [number, number]; date: string; start: number; end: number }[]
  >();
  const track = (employeeId: string, s: { date: string; startMinute: number; endMinute: number }) => {
    const list = byEmployee.get(employeeId) ?? [];
    list.push({ span: interval(s), date: s.date, start: s.startMinute, end: s.endMinute });
    byEmployee.set(employeeId, list);
  };
  for (const s of existing) track(s.employeeId, s);
  const placed: Placed = { accepted: [], rejected: [] };
  for (const c of candidates) {
    const person = people.get(c.employeeId)!;
    if (c.breakMinutes >= spanMinutes(c.startMinute, c.endMinute)) {
      placed.rejected.push({
        candidate: c,
        field: `${c.path}.breakMinutes`,
        key: 'shifts.validation.breakTooLong',
      });
      continue;
    }
    const separatedBy = person.separatedAt ?? (person.status === 'separated' ? '0000-01-01' : null);
    if (c.date < person.startDate || (separatedBy !== null && c.date >= separatedBy)) {
      placed.rejected.push({
        candidate: c,
        field: `${c.path}.date`,
        key: 'shifts.validation.outsideEmployment',
        params: { name: fullName(person), date: c.date, startDate: person.startDate },
      });
      continue;
    }
    const span = interval(c);
    const clash = (byEmployee.get(c.employeeId) ?? []).find((o) => overlaps(o.span, span));
    if (clash) {
      placed.rejected.push({
        candidate: c,
        field: c.path,
        key: 'shifts.validation.overlap',
        params: {
          name: fullName(person),
          date: clash.date,
          start: toHhmm(clash.start),
          end: toHhmm(clash.end),
        },
      });
      continue;
    }
    track(c.employeeId, c);
    placed.accepted.push(c);
  }
  return placed;
}

async function requireLocations(db: DbOrTx, organizationId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.shareLocations(db, organizationId, unique);
  if (rows.length !== unique.length) throw notFound('shifts.errors.locationNotFound');
}

const dateBounds = (dates: string[]) =>
  [dates.reduce((a, b) => (a < b ? a : b)), dates.reduce((a, b) => (a > b ? a : b))] as const;

/** POST shifts: all or nothing; every rule broken is named on its shift (`shifts.3.date`, …). */
export async function createShifts(
  db: DbOrTx,
  organizationId: string,
  input: z.output<typeof createShiftsSchema>,
) {
  const employeeIds = [...new Set(input.shifts.map((s) => s.employeeId))];
  const people = await requirePeople(db, organizationId, employeeIds);
  await requireLocations(
    db,
    organizationId,
    input.shifts.map((s) => s.locationId),
  );
  const onRoster = await repo.lockRoster(db, organizationId, employeeIds);
  const candidates: Candidate[] = input.shifts.map((s, i) => ({
    path: `shifts.${i}`,
    employeeId: s.employeeId,
    locationId: s.locationId,
    date: s.date,
    startMinute: toMinutes(s.start),
    endMinute: toMinutes(s.end),
    breakMinutes: s.breakMinutes,
    note: s.note ?? null,
  }));
  const offRoster = candidates.filter((c) => !onRoster.has(c.employeeId));
  if (offRoster.length)
    rejectWith(
      offRoster.map((c) => ({
        candidate: c,
        field: `${c.path}.employeeId`,
        key: 'shifts.validation.notOnRoster',
        params: { name: fullName(people.get(c.employeeId)!) },
      })),
    );
  const [from, to] = dateBounds(candidates.map((c) => c.date));
  const placed = place(candidates, await neighbours(db, organizationId, employeeIds, from, to), people);
  const leave = await approvedLeaveByEmployee(db, organizationId, employeeIds, from, to);
  for (const c of placed.accepted) {
    const away = leave.get(c.employeeId)?.find((l) => l.startDate <= c.date && c.date <= l.endDate);
    if (away) {
      placed.rejected.push({
        candidate: c,
        field: `${c.path}.date`,
        key: 'shifts.validation.onLeave',
        params: { name: fullName(people.get(c.employeeId)!), date: c.date, type: away.typeName },
      });
    }
  }
  if (placed.rejected.length) rejectWith(placed.rejected);
  const ids = await repo.insertShifts(
    db,
    candidates.map((c) => ({ ...c, organizationId })),
  );
  return { created: ids.length, ids };
}

/** DELETE shifts: the given ids, all of this organisation's or nothing (404). */
export async function deleteShifts(db: DbOrTx, organizationId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.findShifts(db, organizationId, unique);
  if (rows.length !== unique.length) throw notFound('shifts.errors.shiftNotFound');
  await repo.lockRoster(db, organizationId, [...new Set(rows.map((r) => r.employeeId))]);
  const removed = await repo.deleteShiftsByIds(db, organizationId, unique);
  return { before: { count: rows.length }, data: { removed } satisfies Counts };
}

/** Who a paste or clear applies to: the roster, or the given employees of this organisation (404 otherwise). */
async function scopeOf(db: DbOrTx, organizationId: string, employeeIds: string[] | undefined) {
  if (employeeIds) await requirePeople(db, organizationId, employeeIds);
  return [
    ...(await repo.lockRoster(
      db,
      organizationId,
      employeeIds ?? (await repo.listRosterIds(db, organizationId)),
    )),
  ];
}

/**
 * POST shifts/paste-schedule: copies [sourceFrom, sourceTo] to start at targetFrom, for the roster (or the
 * given people) and optionally one location. `skip` keeps what is already there and skips copies that
 * clash; `overwrite` first removes the target range's shifts in scope (`replaced`). Copies that would break a
 * rule (left employment, overlap across the range edges, retired location) are skipped, never an error.
 */
export async function pasteSchedule(
  db: DbOrTx,
  organizationId: string,
  input: z.output<typeof pasteScheduleSchema>,
) {
  const offset = daysBetween(input.sourceFrom, input.targetFrom);
  const targetTo = addDays(input.sourceTo, offset);
  if (input.locationId) await requireLocations(db, organizationId, [input.locationId]);
  const scope = await scopeOf(db, organizationId, input.employeeIds);
  const replaced =
    input.mode === 'overwrite'
      ? await repo.deleteShiftsWhere(db, organizationId, {
          from: input.targetFrom,
          to: targetTo,
          employeeIds: scope,
          locationId: input.locationId,
        })
      : 0;
  // One INSERT … SELECT applies the same rules as `place` (employment, live location, no overlap) in the database:
  // a week of 2,000 people is 10,000 copies, too many to read, check and write back row by row.
  const { created, source } = await bulk.pasteShifts(db, organizationId, {
    sourceFrom: input.sourceFrom,
    sourceTo: input.sourceTo,
    offset,
    employeeIds: scope,
    locationId: input.locationId,
  });
  return { created, skipped: source - created, replaced } satisfies Counts;
}

/** POST shifts/clear-schedule: removes the range's shifts for everyone (or the given people) and optionally one location. */
export async function clearSchedule(
  db: DbOrTx,
  organizationId: string,
  input: z.output<typeof clearScheduleSchema>,
) {
  if (input.employeeIds) await requirePeople(db, organizationId, input.employeeIds);
  if (input.locationId) await requireLocations(db, organizationId, [input.locationId]);
  const employeeIds = input.employeeIds ? [...new Set(input.employeeIds)] : undefined;
  if (employeeIds) await repo.lockRoster(db, organizationId, employeeIds);
  const removed = await repo.deleteShiftsWhere(db, organizationId, {
    from: input.from,
    to: input.to,
    employeeIds,
    locationId: input.locationId,
  });
  return { removed } satisfies Counts;
}

/** PATCH shifts/bulk/update: the same new times, break or location on every shift given; all or nothing. */
export async function bulkUpdate(
  db: DbOrTx,
  organizationId: string,
  input: z.output<typeof bulkUpdateSchema>,
  now: Date,
) {
  const unique = [...new Set(input.ids)];
  const rows = await repo.findShifts(db, organizationId, unique);
  if (rows.length !== unique.length) throw notFound('shifts.errors.shiftNotFound');
  if (input.changes.locationId) await requireLocations(db, organizationId, [input.changes.locationId]);
  const employeeIds = [...new Set(rows.map((r) => r.employeeId))];
  await repo.lockRoster(db, organizationId, employeeIds);
  const people = new Map((await repo.findPeople(db, organizationId, employeeIds)).map((p) => [p.id, p]));
  const changes = {
    startMinute: input.changes.start === undefined ? undefined : toMinutes(input.changes.start),
    endMinute: input.changes.end === undefined ? undefined : toMinutes(input.changes.end),
    breakMinutes: input.changes.breakMinutes,
    locationId: input.changes.locationId,
  };
  const order = new Map(input.ids.map((id, i) => [id, i]));
  const candidates: Candidate[] = rows.map((r) => ({
    path: `ids.${order.get(r.id)}`,
    employeeId: r.employeeId,
    locationId: changes.locationId ?? r.locationId,
    date: r.date,
    startMinute: changes.startMinute ?? r.startMinute,
    endMinute: changes.endMinute ?? r.endMinute,
    breakMinutes: changes.breakMinutes ?? r.breakMinutes,
    note: r.note,
  }));
  const [from, to] = dateBounds(rows.map((r) => r.date));
  // Employment dates do not change with times, so only breaks and overlaps can refuse an edit.
  const placed = place(
    candidates,
    await neighbours(db, organizationId, employeeIds, from, to, new Set(unique)),
    people,
  );
  const refused = placed.rejected.filter((r) => r.key !== 'shifts.validation.outsideEmployment');
  if (refused.length)
    rejectWith(
      refused.map((r) =>
        r.key === 'shifts.validation.breakTooLong' ? { ...r, field: 'changes.breakMinutes' } : r,
      ),
    );
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  const updated = await repo.updateShifts(db, organizationId, unique, defined, now);
  return { before: { count: rows.length }, data: { updated } satisfies Counts };
}
