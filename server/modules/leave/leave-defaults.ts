import 'server-only';
import type { z } from 'zod';
import type { leaveTypeInputSchema } from '@/lib/contracts/leave';
import { DEFAULT_LEAVE_TYPE_NAMES } from '@/lib/leave-type-names';

type DefaultType = Omit<z.output<typeof leaveTypeInputSchema>, 'archived'>;

const base = {
  accrual: 'upfront',
  carryOverDays: 0,
  carryOverExpiry: null,
  countsWeekends: false,
  countsHolidays: false,
  allowNegative: false,
  gender: null,
  minServiceMonths: 0,
  departmentIds: [],
  payrollGroupIds: [],
} as const satisfies Partial<DefaultType>;

const annual = (days: number, minServiceMonths: number): DefaultType => ({
  ...base,
  name: DEFAULT_LEAVE_TYPE_NAMES.annual,
  paid: true,
  daysPerYear: days,
  minServiceMonths,
});
const sick = (days: number): DefaultType => ({
  ...base,
  name: DEFAULT_LEAVE_TYPE_NAMES.sick,
  paid: true,
  daysPerYear: days,
});
/** Maternity in calendar weeks (weekends count); the law states weeks, not working days. */
const maternityWeeks = (weeks: number): DefaultType => ({
  ...base,
  name: DEFAULT_LEAVE_TYPE_NAMES.maternity,
  paid: true,
  daysPerYear: weeks * 7,
  countsWeekends: true,
  countsHolidays: true,
  gender: 'female',
});
const maternityDays = (days: number): DefaultType => ({
  ...base,
  name: DEFAULT_LEAVE_TYPE_NAMES.maternity,
  paid: true,
  daysPerYear: days,
  gender: 'female',
});
const paternity = (days: number): DefaultType => ({
  ...base,
  name: DEFAULT_LEAVE_TYPE_NAMES.paternity,
  paid: true,
  daysPerYear: days,
  gender: 'male',
});
/** Not statutory in any of the four countries; three working days is the common employer practice. */
const compassionate: DefaultType = {
  ...base,
  name: DEFAULT_LEAVE_TYPE_NAMES.compassionate,
  paid: true,
  daysPerYear: 3,
};
/** No entitlement: the balance may go negative, and approved days reduce pay (leave.payroll-source.ts). */
const unpaid: DefaultType = {
  ...base,
  name: DEFAULT_LEAVE_TYPE_NAMES.unpaid,
  paid: false,
  daysPerYear: 0,
  allowNegative: true,
};

/**
 * A new organisation's leave types, at the minimums of its country's labour law:
 * - NG — Labour Act (Cap L1 LFN 2004): s.18 annual holiday of at least 6 working days after 12 months'
 *   continuous service; s.16 up to 12 working days of paid sick leave a year; s.54 12 weeks' maternity leave.
 *   Paternity: Public Service Rules 2021 (Rule 100315), 14 working days (federal civil service; the
 *   benchmark private employers follow).
 * - KE — Employment Act 2007: s.28 21 working days' annual leave after 12 months; s.29 three months'
 *   maternity leave (90 days) and two weeks' paternity leave; s.30 7 days' sick leave on full pay (and 7
 *   on half pay, recorded as unpaid when taken) after two months' service.
 * - GH — Labour Act 2003 (Act 651): s.20 at least 15 working days' annual leave after 12 months; s.57 at
 *   least 12 weeks' maternity leave. Sick and paternity leave are not fixed by the Act: none by default for
 *   paternity, sick leave as practised (12 days).
 * - UG — Employment Act 2006: s.54 21 working days' annual leave (7 days per 4 months' service); s.56 60
 *   working days' maternity leave; s.57 4 working days' paternity leave; s.55 sick pay for up to two months
 *   after one month's service (recorded here as 12 working days, the common policy; HR may raise it).
 */
export function defaultLeaveTypes(country: string): DefaultType[] {
  switch (country) {
    case 'KE':
      return [
        annual(21, 12),
        { ...sick(7), minServiceMonths: 2 },
        { ...maternityDays(90), countsWeekends: true, countsHolidays: true },
        paternity(10),
        compassionate,
        unpaid,
      ];
    case 'GH':
      return [annual(15, 12), sick(12), maternityWeeks(12), compassionate, unpaid];
    case 'UG':
      return [
        annual(21, 4),
        { ...sick(12), minServiceMonths: 1 },
        maternityDays(60),
        paternity(4),
        compassionate,
        unpaid,
      ];
    case 'NG':
    default:
      return [annual(6, 12), sick(12), maternityWeeks(12), paternity(14), compassionate, unpaid];
  }
}
