import 'server-only';
import type { z } from 'zod';
import {
  SETTING_TOGGLES,
  type ApprovalLevelsInput,
  type OrganizationDetails,
  type OrganizationSettings,
  type PayrollBonus,
  type SalaryBreakdown,
  type ToggleSettingInput,
  type organizationDetailsSchema,
  type UpdateSettingsInput,
} from '@/lib/contracts/settings';
import type { DbOrTx } from '@/server/db/client';
import { permissionsForRole } from '@/lib/contracts/permissions';
import { AppError, fieldError, notFound } from '@/server/errors';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { updateOrganizationDetails } from '@/server/modules/organization/organization.service';
import { findMemberRole, listActiveMembers } from '@/server/modules/identity/identity.queries';
import { enqueue } from '@/server/queue/enqueue';
import { ensureSettings, updateSettings, type SettingsRow } from './settings.repo';

const DEFAULT_BONUS: PayrollBonus = { enabled: false, type: 'percentage', value: 0, month: 12 };

/**
 * The organisation's details and settings; the settings row is created with defaults on first read. One
 * query after another: `db` is often a transaction (payroll compute, approval), a single connection that
 * must not be given a second query while one runs (pg warns, and pg 9 throws).
 */
export async function getSettings(db: DbOrTx, organizationId: string): Promise<OrganizationSettings> {
  const organization = await findOrganization(db, organizationId);
  const row = await ensureSettings(db, organizationId);
  if (!organization) throw notFound('errors.organizationNotFound');
  return present(db, organization, row);
}

async function present(
  db: DbOrTx,
  org: NonNullable<Awaited<ReturnType<typeof findOrganization>>>,
  row: SettingsRow,
): Promise<OrganizationSettings> {
  const people = await listActiveMembers(
    db,
    org.id,
    row.approvalLevels.map((l) => l.userId),
  );
  const byId = new Map(people.map((p) => [p.id, p]));
  return {
    organization: {
      id: org.id,
      name: org.name,
      country: org.country,
      currency: org.currency,
      kycStatus: org.kycStatus,
      address: org.address,
      industry: org.industry,
      companySize: org.companySize,
      phone: org.phone,
      email: org.email,
    },
    toggles: { ...SETTING_TOGGLES, ...row.toggles },
    payrollBonus: { ...DEFAULT_BONUS, ...(row.payrollBonus as Partial<PayrollBonus>) },
    salaryBreakdown: row.salaryBreakdown,
    // Approvers who have since left the organisation drop out of the chain.
    approvalLevels: row.approvalLevels.flatMap((l) => {
      const p = byId.get(l.userId);
      return p
        ? [{ level: l.level, userId: l.userId, name: `${p.firstName} ${p.lastName}`, email: p.email }]
        : [];
    }),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A settings write's answer with the settings as they were, for the audit row. */
export type SettingsChange = { before: OrganizationSettings; data: OrganizationSettings };

/** Reads the settings, applies `change`, and answers both sides (the route's transaction covers all three). */
async function change(
  db: DbOrTx,
  organizationId: string,
  apply: (row: SettingsRow) => Promise<unknown>,
): Promise<SettingsChange> {
  const before = await getSettings(db, organizationId);
  await apply(await ensureSettings(db, organizationId));
  return { before, data: await getSettings(db, organizationId) };
}

export function setToggle(db: DbOrTx, organizationId: string, input: ToggleSettingInput) {
  return change(db, organizationId, (row) =>
    updateSettings(db, organizationId, { toggles: { ...row.toggles, [input.key]: input.enabled } }),
  );
}

export function setPayrollBonus(db: DbOrTx, organizationId: string, input: PayrollBonus) {
  return change(db, organizationId, () => updateSettings(db, organizationId, { payrollBonus: input }));
}

export function setSalaryBreakdown(db: DbOrTx, organizationId: string, input: SalaryBreakdown) {
  return change(db, organizationId, () => updateSettings(db, organizationId, { salaryBreakdown: input }));
}

/**
 * Approvers must be employers or team admins of this organisation who hold payroll.approve (issue 29): a level
 * naming someone who may not approve would hold every run at that level for ever. 422 naming the person.
 */
async function assertApprovers(db: DbOrTx, organizationId: string, levels: ApprovalLevelsInput['levels']) {
  const members = new Map(
    (
      await listActiveMembers(
        db,
        organizationId,
        levels.map((l) => l.userId),
      )
    ).map((m) => [m.id, m]),
  );
  const stranger = levels.findIndex((l) => !members.has(l.userId));
  if (stranger >= 0) throw fieldError(`levels.${stranger}.userId`, 'validation.approverNotMember');
  for (const [i, l] of levels.entries()) {
    const role = await findMemberRole(db, organizationId, l.userId);
    if (permissionsForRole(role).includes('payroll.approve')) continue;
    const m = members.get(l.userId)!;
    const params = { name: `${m.firstName} ${m.lastName}`.trim() || m.email, level: l.level };
    throw new AppError('VALIDATION_FAILED', 'settings.api.approverCannotApprove', params, {
      [`levels.${i}.userId`]: [{ key: 'validation.approverCannotApprove', params }],
    });
  }
}

/** The approval levels that name `userId` (the team module refuses to take payroll.approve from them). */
export async function levelsNaming(db: DbOrTx, organizationId: string, userId: string) {
  const row = await ensureSettings(db, organizationId);
  return row.approvalLevels.filter((l) => l.userId === userId).map((l) => l.level);
}

/**
 * Queued when the approval levels name other people (in the change's transaction): payroll tells the approver
 * newly named for a level a pending run has reached (payroll's job; settings imports no payroll).
 */
export const APPROVAL_LEVELS_CHANGED = 'settings.approval-levels-changed';
export type ApprovalLevelsChanged = {
  organizationId: string;
  previous: { level: number; userId: string }[];
  /** when the levels changed: a run that reached its level later was announced under the new levels already */
  changedAt: string;
};

async function announceLevelsChange(
  db: DbOrTx,
  organizationId: string,
  previous: SettingsRow['approvalLevels'],
  next: ApprovalLevelsInput['levels'],
) {
  const key = (levels: { level: number; userId: string }[]) =>
    levels.map((l) => `${l.level}:${l.userId}`).join();
  if (key(previous) === key(next)) return;
  const data: ApprovalLevelsChanged = {
    organizationId,
    previous: previous.map(({ level, userId }) => ({ level, userId })),
    changedAt: new Date().toISOString(),
  };
  await enqueue(db, APPROVAL_LEVELS_CHANGED, data);
}

export async function setApprovalLevels(db: DbOrTx, organizationId: string, input: ApprovalLevelsInput) {
  await assertApprovers(db, organizationId, input.levels);
  return change(db, organizationId, async (row) => {
    await updateSettings(db, organizationId, { approvalLevels: input.levels });
    await announceLevelsChange(db, organizationId, row.approvalLevels, input.levels);
  });
}

/** The company details (the organisation module writes its own table); answers them before and after. */
export async function updateDetails(
  db: DbOrTx,
  organizationId: string,
  input: z.output<typeof organizationDetailsSchema>,
): Promise<{ before: OrganizationDetails; data: OrganizationDetails }> {
  const before = (await getSettings(db, organizationId)).organization;
  await updateOrganizationDetails(db, organizationId, {
    name: input.name,
    address: input.address ?? null,
    industry: input.industry ?? null,
    companySize: input.companySize ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
  });
  return { before, data: (await getSettings(db, organizationId)).organization };
}

/** Bulk update: every given part is checked as in its own route, then all are saved together. */
export async function updateAllSettings(db: DbOrTx, organizationId: string, input: UpdateSettingsInput) {
  if (input.approvalLevels) await assertApprovers(db, organizationId, input.approvalLevels);
  return change(db, organizationId, (row) =>
    updateSettings(db, organizationId, {
      ...(input.toggles && { toggles: { ...row.toggles, ...input.toggles } }),
      ...(input.payrollBonus && { payrollBonus: input.payrollBonus }),
      ...(input.salaryBreakdown && { salaryBreakdown: input.salaryBreakdown }),
      ...(input.approvalLevels && { approvalLevels: input.approvalLevels }),
    }).then(() =>
      input.approvalLevels
        ? announceLevelsChange(db, organizationId, row.approvalLevels, input.approvalLevels)
        : undefined,
    ),
  );
}
