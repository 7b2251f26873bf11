import 'server-only';
import type { z } from 'zod';
import type {
  createLeaveRequestSchema,
  LeaveDuration,
  LeaveRequest,
  LeaveStatus,
  leaveRequestListQuerySchema,
  reviewLeaveRequestSchema,
  updateLeaveRequestSchema,
} from '@/lib/contracts/leave';
import { type Paged, pageOf, pageWindow } from '@/lib/contracts/pagination';
import type { DbOrTx } from '@/server/db/client';
import { conflict, fieldError, notFound } from '@/server/errors';
import type { Translate } from '@/server/i18n';
import type { Mailer } from '@/server/mail/mailer';
import { findEmployeeRefs } from '@/server/modules/employees/employees-membership.service';
import { availableDays, ineligibility, type LeaveEmployee, loadEmployee } from './leave-balances.service';
import { countLeaveDays, roundDays, toTime } from './leave-dates';
import { eligibleFromDate } from './leave-ledger-rules';
import { holidaySet } from './leave-holidays';
import { decisionMail } from './leave-mail';
import { organizationCountry } from './leave-types.service';
import * as ledger from './leave-ledger.repo';
import * as repo from './leave.repo';

type CreateInput = z.output<typeof createLeaveRequestSchema>;
type UpdateInput = z.output<typeof updateLeaveRequestSchema>;
const spanDays = (start: string, end: string) => Math.round((toTime(end) - toTime(start)) / 86_400_000);

/** Requests with their people and types: two lookups whatever the page size. */
export async function presentRequests(
  db: DbOrTx,
  organizationId: string,
  rows: repo.LeaveRequestRow[],
): Promise<LeaveRequest[]> {
  const personIds = rows.flatMap((r) => (r.relieverId ? [r.employeeId, r.relieverId] : [r.employeeId]));
  const [people, types] = await Promise.all([
    findEmployeeRefs(db, organizationId, personIds),
    rows.length
      ? repo.listTypes(db, organizationId, { ids: [...new Set(rows.map((r) => r.leaveTypeId))] })
      : [],
  ]);
  const person = new Map(
    people.map((p) => [p.id, { id: p.id, firstName: p.firstName, lastName: p.lastName }]),
  );
  const type = new Map(types.map((t) => [t.id, { id: t.id, name: t.name, paid: t.paid }]));
  return rows.map((r) => ({
    id: r.id,
    employee: person.get(r.employeeId) ?? { id: r.employeeId, firstName: '', lastName: '' },
    leaveType: type.get(r.leaveTypeId)!,
    departmentId: r.departmentId,
    startDate: r.startDate,
    endDate: r.endDate,
    halfDay: r.halfDay,
    days: r.days,
    status: r.status as LeaveStatus,
    reason: r.reason,
    reliever: (r.relieverId && person.get(r.relieverId)) || null,
    reviewComment: r.reviewComment,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function getRequest(db: DbOrTx, organizationId: string, id: string) {
  const row = await repo.findRequest(db, organizationId, id);
  if (!row) throw notFound('leave.errors.requestNotFound');
  return (await presentRequests(db, organizationId, [row]))[0]!;
}

/** The request's duration in the type's days, with the organisation's holidays. */
async function durationOf(
  db: DbOrTx,
  organizationId: string,
  type: repo.LeaveTypeRow,
  v: { startDate: string; endDate: string; halfDay: boolean },
) {
  const country = await organizationCountry(db, organizationId);
  const holidays = await holidaySet(db, organizationId, country, v.startDate, v.endDate);
  return countLeaveDays(v.startDate, v.endDate, type, holidays, v.halfDay);
}

/**
 * Every rule a request must pass, each a 422 on its field: an open type the employee may take, not before
 * they started, at least one counted day, no overlap with their other requests, within the balance.
 */
async function checkRequest(
  db: DbOrTx,
  organizationId: string,
  e: LeaveEmployee,
  v: UpdateInput,
  today: string,
  exceptId?: string,
) {
  if (e.status === 'separated') throw fieldError('employeeId', 'leave.validation.employeeSeparated');
  const type = await repo.findType(db, organizationId, v.leaveTypeId);
  if (!type || type.archivedAt) throw fieldError('leaveTypeId', 'leave.validation.typeUnavailable');
  const why = ineligibility(type, e);
  if (why) throw fieldError('leaveTypeId', why);
  if (v.startDate < e.startDate)
    throw fieldError('startDate', 'leave.validation.beforeEmployment', { date: e.startDate });
  const eligibleOn = eligibleFromDate(e.startDate, type.minServiceMonths);
  if (v.startDate < eligibleOn)
    throw fieldError('leaveTypeId', 'leave.validation.notEligibleService', {
      months: type.minServiceMonths,
      date: eligibleOn,
    });
  if (v.relieverId) {
    const [reliever] = await findEmployeeRefs(db, organizationId, [v.relieverId]);
    if (!reliever || reliever.id === e.id || reliever.status === 'separated')
      throw fieldError('relieverId', 'leave.validation.reliever');
  }
  const days = await durationOf(db, organizationId, type, v);
  if (days === 0) throw fieldError('endDate', 'leave.validation.noWorkingDays');
  const [clash] = await repo.findOverlapping(db, organizationId, e.id, v.startDate, v.endDate, exceptId);
  if (clash)
    throw fieldError('startDate', 'leave.validation.overlap', { start: clash.startDate, end: clash.endDate });
  const { available } = await availableDays(db, organizationId, e, type, v.startDate, today, exceptId);
  if (!type.allowNegative && days > available)
    throw fieldError('endDate', 'leave.validation.exceedsBalance', { days, available });
  return { type, days };
}

/** POST leaves/duration: what the dialog shows while the admin types (no rule but the dates is enforced). */
export async function previewDuration(
  db: DbOrTx,
  organizationId: string,
  v: CreateInput & { excludeId?: string },
  today: string,
): Promise<LeaveDuration> {
  const e = await loadEmployee(db, organizationId, v.employeeId);
  const type = await repo.findType(db, organizationId, v.leaveTypeId);
  if (!type) throw fieldError('leaveTypeId', 'leave.validation.typeUnavailable');
  const days = await durationOf(db, organizationId, type, v);
  const { balance, available } = await availableDays(
    db,
    organizationId,
    e,
    type,
    v.startDate,
    today,
    v.excludeId,
  );
  return { days, balance, available, allowNegative: type.allowNegative };
}

/**
 * POST leaves. The employee's row is locked first, so two requests for the same person at once are checked
 * one after the other: the second sees the first (overlap, balance) instead of both passing.
 */
export async function createRequest(db: DbOrTx, organizationId: string, input: CreateInput, today: string) {
  const [locked] = await findEmployeeRefs(db, organizationId, [input.employeeId], true);
  if (!locked) throw notFound('errors.employeeNotFound');
  const e = await loadEmployee(db, organizationId, input.employeeId);
  const { type, days } = await checkRequest(db, organizationId, e, input, today);
  await repo.raiseMaxSpan(db, organizationId, spanDays(input.startDate, input.endDate));
  const row = await repo.insertRequest(db, {
    organizationId,
    employeeId: e.id,
    leaveTypeId: type.id,
    departmentId: e.departmentId,
    startDate: input.startDate,
    endDate: input.endDate,
    halfDay: input.halfDay,
    days,
    reason: input.reason ?? null,
    relieverId: input.relieverId ?? null,
  });
  return getRequest(db, organizationId, row.id);
}

async function lockRequest(db: DbOrTx, organizationId: string, id: string) {
  const row = await repo.findRequest(db, organizationId, id, true);
  if (!row) throw notFound('leave.errors.requestNotFound');
  return row;
}

/** PUT leaves/{id}: edits a pending request under the same rules. */
export async function updateRequest(
  db: DbOrTx,
  organizationId: string,
  id: string,
  input: UpdateInput,
  today: string,
) {
  const row = await lockRequest(db, organizationId, id);
  await findEmployeeRefs(db, organizationId, [row.employeeId], true);
  const before = await getRequest(db, organizationId, id);
  if (row.status !== 'pending') throw conflict('leave.errors.notPending', { status: row.status });
  const e = await loadEmployee(db, organizationId, row.employeeId);
  const { type, days } = await checkRequest(db, organizationId, e, input, today, id);
  await repo.raiseMaxSpan(db, organizationId, spanDays(input.startDate, input.endDate));
  await repo.updateRequest(db, organizationId, id, {
    leaveTypeId: type.id,
    startDate: input.startDate,
    endDate: input.endDate,
    halfDay: input.halfDay,
    days,
    reason: input.reason ?? null,
    relieverId: input.relieverId ?? null,
  });
  return { before, data: await getRequest(db, organizationId, id) };
}

/** PATCH leaves/{id}: approve (the days leave the balance as one `taken` entry) or decline; the employee is mailed. */
export async function reviewRequest(
  deps: { db: DbOrTx; mailer: Mailer },
  organizationId: string,
  actorId: string,
  id: string,
  input: z.output<typeof reviewLeaveRequestSchema>,
  ctx: { today: string; now: Date; t: Translate },
) {
  const { db } = deps;
  const row = await lockRequest(db, organizationId, id);
  const before = await getRequest(db, organizationId, id);
  if (row.status !== 'pending') throw conflict('leave.errors.notPending', { status: row.status });
  const e = await loadEmployee(db, organizationId, row.employeeId);
  if (input.decision === 'approve') {
    const type = (await repo.findType(db, organizationId, row.leaveTypeId))!;
    const { available } = await availableDays(db, organizationId, e, type, row.startDate, ctx.today, id);
    if (!type.allowNegative && row.days > available)
      throw fieldError('decision', 'leave.validation.exceedsBalance', { days: row.days, available });
    await ledger.insertEntries(db, [
      {
        organizationId,
        employeeId: e.id,
        leaveTypeId: type.id,
        kind: 'taken',
        days: -row.days,
        effectiveDate: row.startDate,
        requestId: id,
        createdBy: actorId,
      },
    ]);
  }
  await repo.updateRequest(db, organizationId, id, {
    status: input.decision === 'approve' ? 'approved' : 'declined',
    reviewComment: input.comment ?? null,
    reviewedAt: ctx.now,
    reviewedBy: actorId,
  });
  const data = await getRequest(db, organizationId, id);
  await deps.mailer.send(decisionMail(ctx.t, e.email, data));
  return { before, data };
}

/**
 * DELETE leaves/{id}?endDate=: cancels a pending request; ends an approved one early with `endDate` (today by
 * default) as its last day, or cancels it when it has not started by then. Unused days return to the
 * balance as a `returned` entry. Approved leave that is already over (its last day before today) is refused.
 */
export async function endRequest(
  db: DbOrTx,
  organizationId: string,
  actorId: string,
  id: string,
  endDate: string | undefined,
  today: string,
) {
  const row = await lockRequest(db, organizationId, id);
  const before = await getRequest(db, organizationId, id);
  if (row.status === 'pending') {
    await repo.updateRequest(db, organizationId, id, { status: 'cancelled' });
    return { before, data: await getRequest(db, organizationId, id) };
  }
  if (row.status !== 'approved') throw conflict('leave.errors.notEndable', { status: row.status });
  // Leave whose last day has passed is over: there is nothing left to end (or to hand back).
  if (row.endDate < today) throw conflict('leave.errors.alreadyOver');
  const last = endDate ?? today;
  if (last >= row.endDate)
    throw fieldError('endDate', 'leave.validation.endNotEarlier', { date: row.endDate });
  const type = (await repo.findType(db, organizationId, row.leaveTypeId))!;
  const notStarted = last < row.startDate;
  const days = notStarted
    ? 0
    : await durationOf(db, organizationId, type, {
        startDate: row.startDate,
        endDate: last,
        halfDay: row.halfDay,
      });
  const returned = roundDays(row.days - days);
  if (returned > 0) {
    await ledger.insertEntries(db, [
      {
        organizationId,
        employeeId: row.employeeId,
        leaveTypeId: type.id,
        kind: 'returned',
        days: returned,
        effectiveDate: row.startDate,
        requestId: id,
        createdBy: actorId,
      },
    ]);
  }
  await repo.updateRequest(
    db,
    organizationId,
    id,
    notStarted ? { status: 'cancelled' } : { status: 'ended', endDate: last, days },
  );
  return { before, data: await getRequest(db, organizationId, id) };
}

/** GET leaves/requests: newest start first, with the filters of the screen. */
export async function listRequests(
  db: DbOrTx,
  organizationId: string,
  q: z.output<typeof leaveRequestListQuerySchema>,
): Promise<Paged<LeaveRequest>> {
  const maxSpanDays = q.from ? await repo.findMaxSpan(db, organizationId) : null;
  const filter = {
    organizationId,
    status: q.status,
    leaveTypeId: q.leaveTypeId,
    employeeId: q.employeeId,
    departmentId: q.departmentId,
    from: q.from,
    to: q.to,
    maxSpanDays,
  };
  const [rows, total] = await Promise.all([
    repo.listRequests(db, filter, pageWindow(q)),
    repo.countRequests(db, filter),
  ]);
  return pageOf(await presentRequests(db, organizationId, rows), total, q);
}
