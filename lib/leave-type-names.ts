/**
 * The leave types every organisation starts with (server/modules/leave/leave-defaults.ts), stored under these
 * English names. Screens show them in the reader's language (`leave.defaultTypes.<key>`) while the name is
 * still the default one; a type the organisation renamed or created shows its own name.
 */
export const DEFAULT_LEAVE_TYPE_NAMES = {
  annual: 'Annual leave',
  sick: 'Sick leave',
  maternity: 'Maternity leave',
  paternity: 'Paternity leave',
  compassionate: 'Compassionate leave',
  unpaid: 'Unpaid leave',
} as const;
export type DefaultLeaveTypeKey = keyof typeof DEFAULT_LEAVE_TYPE_NAMES;

const BY_NAME = new Map(
  Object.entries(DEFAULT_LEAVE_TYPE_NAMES).map(([key, name]) => [
    name.toLowerCase(),
    key as DefaultLeaveTypeKey,
  ]),
);

/** The default type a stored name is, if it is one (case and spaces aside). */
export function defaultLeaveTypeKey(name: string): DefaultLeaveTypeKey | null {
  return BY_NAME.get(name.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}
