import 'server-only';
import type { z } from 'zod';
import type {
  addEmployeesSchema,
  Location,
  locationInputSchema,
  settingsInputSchema,
  ShiftSettings,
  updateWageSchema,
  Wage,
} from '@/lib/contracts/shifts';
import type { DbOrTx } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/sql-rules';
import { conflict, fieldError, notFound } from '@/server/errors';
import * as repo from './shifts.repo';
import { organizationToday } from './shifts.time';

/** Locations, the roster, wages and the organisation's overtime rule. */

export const DEFAULT_WEEKLY_MINUTES = 40 * 60;
export const DEFAULT_OVERTIME_BP = 15_000;

export async function weeklyMinutes(db: DbOrTx, organizationId: string) {
  return (await repo.findWeeklyMinutes(db, organizationId)) ?? DEFAULT_WEEKLY_MINUTES;
}

export async function getSettings(db: DbOrTx, organizationId: string): Promise<ShiftSettings> {
  return { weeklyHours: (await weeklyMinutes(db, organizationId)) / 60 };
}

export async function updateSettings(
  db: DbOrTx,
  organizationId: string,
  input: z.output<typeof settingsInputSchema>,
  now: Date,
) {
  const before = await getSettings(db, organizationId);
  await repo.upsertSettings(db, organizationId, input.weeklyHours * 60, now);
  return { before, data: await getSettings(db, organizationId) };
}

// ——— Locations ———
const toLocation = (r: Awaited<ReturnType<typeof repo.listLocations>>[number]): Location => ({
  id: r.id,
  name: r.name,
  address: r.address,
  notes: r.notes,
  futureShifts: Number(r.futureShifts),
  createdAt: r.createdAt.toISOString(),
});

export async function listLocations(db: DbOrTx, organizationId: string, now: Date): Promise<Location[]> {
  const today = await organizationToday(db, organizationId, now);
  return (await repo.listLocations(db, organizationId, today)).map(toLocation);
}

const nameTaken = () => fieldError('name', 'shifts.validation.locationNameTaken');

export async function createLocation(
  db: DbOrTx,
  organizationId: string,
  input: z.output<typeof locationInputSchema>,
): Promise<Location> {
  if (await repo.findLocationByName(db, organizationId, input.name)) throw nameTaken();
  const row = await db
    .transaction((sp) =>
      repo.insertLocation(sp, {
        organizationId,
        name: input.name,
        address: input.address ?? null,
        notes: input.notes ?? null,
      }),
    )
    .catch((e: unknown) => {
      throw isUniqueViolation(e) ? nameTaken() : e;
    });
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    notes: row.notes,
    futureShifts: 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Refused (409 naming the count) while the location has shifts today or later; otherwise it is retired
 * (kept for the past shifts' reports) and its name can be used again.
 */
export async function deleteLocation(db: DbOrTx, organizationId: string, id: string, now: Date) {
  const row = await repo.lockLocation(db, organizationId, id);
  if (!row) throw notFound('shifts.errors.locationNotFound');
  const today = await organizationToday(db, organizationId, now);
  const future = await repo.countFutureShifts(db, organizationId, id, today);
  if (future > 0)
    throw conflict(future === 1 ? 'shifts.errors.locationHasShift' : 'shifts.errors.locationHasShifts', {
      name: row.name,
      count: future,
    });
  await repo.softDeleteLocation(db, organizationId, id, now);
  return { before: { id: row.id, name: row.name, address: row.address, notes: row.notes } };
}

// ——— Roster ———
/** 404 (nothing changes) unless every id is one of the organisation's employees. */
export async function requirePeople(db: DbOrTx, organizationId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.findPeople(db, organizationId, unique);
  if (rows.length !== unique.length)
    throw notFound(
      unique.length === 1 ? 'shifts.errors.employeeNotFound' : 'shifts.errors.employeesNotFound',
    );
  return new Map(rows.map((r) => [r.id, r]));
}

export async function addEmployees(
  db: DbOrTx,
  organizationId: string,
  input: z.output<typeof addEmployeesSchema>,
) {
  const people = await requirePeople(db, organizationId, input.employeeIds);
  const separated = input.employeeIds.findIndex((id) => people.get(id)!.status === 'separated');
  if (separated >= 0) throw fieldError(`employeeIds.${separated}`, 'shifts.validation.employeeSeparated');
  const unique = [...people.keys()];
  const created = await repo.addToRoster(db, organizationId, unique);
  return { created, skipped: unique.length - created };
}

/** Takes one person off the roster: their shifts from today on are removed; past ones stay for reports and pay. */
export async function removeEmployee(db: DbOrTx, organizationId: string, employeeId: string, now: Date) {
  await requirePeople(db, organizationId, [employeeId]);
  const onRoster = await repo.lockRoster(db, organizationId, [employeeId]);
  if (!onRoster.has(employeeId)) throw notFound('shifts.errors.notOnRoster');
  const today = await organizationToday(db, organizationId, now);
  const removed = await repo.deleteShiftsWhere(db, organizationId, {
    from: today,
    to: '9999-12-31',
    employeeIds: [employeeId],
  });
  await repo.removeFromRoster(db, organizationId, employeeId);
  return { removed };
}

// ——— Wages ———
export const toWage = (w: repo.WageRecord): Wage => ({
  hourlyRate: w.hourlyRate,
  currency: w.currency,
  overtimeMultiplier: w.overtimeMultiplierBp / 10_000,
  effectiveFrom: w.effectiveFrom,
});

/**
 * Sets the hourly rate from a date (default today). A change may not start before today once a wage exists,
 * so shifts already worked keep the rate they were worked at; the first wage may be dated back.
 */
export async function updateWage(
  db: DbOrTx,
  organizationId: string,
  employeeId: string,
  input: z.output<typeof updateWageSchema>,
  now: Date,
) {
  const person = (await requirePeople(db, organizationId, [employeeId])).get(employeeId)!;
  const onRoster = await repo.lockRoster(db, organizationId, [employeeId]);
  if (!onRoster.has(employeeId)) throw fieldError('employeeId', 'shifts.validation.notOnRoster');
  const today = await organizationToday(db, organizationId, now);
  const history = await repo.listWages(db, organizationId, [employeeId]);
  const effectiveFrom = input.effectiveFrom ?? today;
  if (history.length > 0 && effectiveFrom < today)
    throw fieldError('effectiveFrom', 'shifts.validation.wageBackdated');
  const previous =
    [...history].reverse().find((w) => w.effectiveFrom <= effectiveFrom) ?? history[history.length - 1];
  const multiplierBp =
    input.overtimeMultiplier !== undefined
      ? Math.round(input.overtimeMultiplier * 10_000)
      : (previous?.overtimeMultiplierBp ?? DEFAULT_OVERTIME_BP);
  const before = previous ? toWage(previous) : null;
  const row = await repo.upsertWage(db, {
    organizationId,
    employeeId,
    hourlyRate: input.hourlyRate,
    currency: person.payCurrency,
    overtimeMultiplierBp: multiplierBp,
    effectiveFrom,
  });
  const after = await repo.listWages(db, organizationId, [employeeId]);
  return { before, data: { employeeId, wage: toWage(row), history: after.map(toWage) } };
}
