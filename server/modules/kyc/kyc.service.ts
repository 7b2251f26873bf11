import 'server-only';
import { listOrganizationAdmins } from '@/server/modules/identity/identity.queries';
import type { KycSubmission, SubmitKycData } from '@/lib/contracts/kyc';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { conflict, fieldError, notFound } from '@/server/errors';
import type { AppDeps } from '@/server/deps';
import { translator, type Translate } from '@/server/i18n';
import { organizationOwnsFiles } from '@/server/modules/files/files.service';
import { notifyUser } from '@/server/modules/notifications/notifications.service';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import {
  lockKycStatus,
  setKycStatus,
  type KycStatus,
} from '@/server/modules/organization/organization.service';
import { presentDirector, storeDirector } from './kyc.directors';
import { getVerificationProvider, type VerificationProvider } from './kyc.provider';
import { findLatestKycSubmission, insertKycSubmission, type KycSubmissionRow } from './kyc.repo';

/** The app's dependencies plus the verification provider (tests may pass their own). */
export type KycDeps = AppDeps & { verification?: VerificationProvider };

const toKycSubmission = (row: KycSubmissionRow, t: Translate): KycSubmission => ({
  id: row.id,
  status: row.status as KycSubmission['status'],
  registeredName: row.registeredName,
  registrationNumber: row.registrationNumber,
  tin: row.tin,
  address: row.address,
  industry: row.industry,
  companySize: row.companySize,
  directors: row.directors.map(presentDirector),
  documentFileIds: row.documentFileIds,
  reasons: row.reasons.map((key) => t(key)),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The KYC as it was before a submission, for the audit row: the organisation's status and the last submission. */
export type KycBefore = { kycStatus: KycStatus; submission: KycSubmission | null };

function assertSubmittable(kycStatus: KycStatus) {
  if (kycStatus === 'approved') throw conflict('errors.kycAlreadyApproved');
  if (kycStatus === 'submitted') throw conflict('errors.kycInReview');
}

/**
 * Submits the organisation's KYC and has the provider decide it at once: pending/rejected → approved or
 * rejected (a kyc_submissions row with reasons and decided_at, and organizations.kyc_status through the
 * organisation module), then notifies the organisation's admins in their language. A rejection is stored
 * and answered as a decision (2xx), so the route's transaction keeps it and the employer can fix and resend.
 * An approved (or in-flight) KYC answers 409; documents must be files of this organisation (else 422).
 *
 * Runs in the caller's transaction (the route's): the provider is asked before anything is written or
 * locked, then the organisation row is locked and its status checked again, so a concurrent submission
 * decided meanwhile still wins once.
 */
export async function submitKyc(
  deps: KycDeps,
  input: { organizationId: string; userId: string; data: SubmitKycData },
  t: Translate,
): Promise<{ before: KycBefore; data: KycSubmission }> {
  const { db } = deps;
  const verification = deps.verification ?? getVerificationProvider();
  const current = await findOrganization(db, input.organizationId);
  if (!current) throw notFound('errors.organizationNotFound');
  assertSubmittable(current.kycStatus as KycStatus);
  if (!(await organizationOwnsFiles(db, input.organizationId, input.data.documentFileIds, 'kyc'))) {
    throw fieldError('documentFileIds', 'validation.kycDocumentsNotFound');
  }

  const decision = await verification.verify({ ...input.data, country: current.country });

  const organization = await lockKycStatus(db, input.organizationId);
  if (!organization) throw notFound('errors.organizationNotFound');
  assertSubmittable(organization.kycStatus);
  const previous = await findLatestKycSubmission(db, input.organizationId);
  const status = decision.approved ? 'approved' : 'rejected';
  const decided = await insertKycSubmission(db, {
    organizationId: input.organizationId,
    ...input.data,
    directors: input.data.directors.map(storeDirector),
    submittedBy: input.userId,
    status,
    reasons: decision.reasons,
    decidedAt: deps.now(),
  });
  await setKycStatus(db, input.organizationId, status);
  await notifyKycDecided(db, input.organizationId, decided);
  return {
    before: {
      kycStatus: organization.kycStatus,
      submission: previous ? toKycSubmission(previous, t) : null,
    },
    data: toKycSubmission(decided, t),
  };
}

async function notifyKycDecided(db: DbOrTx, organizationId: string, submission: KycSubmissionRow) {
  const approved = submission.status === 'approved';
  for (const admin of await listOrganizationAdmins(db, organizationId)) {
    const t = translator(isLocale(admin.locale) ? admin.locale : DEFAULT_LOCALE);
    const reasons = submission.reasons.map((key) => t(key)).join(' ');
    await notifyUser(db, {
      userId: admin.userId,
      organizationId,
      type: 'kyc',
      title: t(approved ? 'notifications.kycApproved.title' : 'notifications.kycRejected.title'),
      body: approved
        ? t('notifications.kycApproved.body', { name: submission.registeredName })
        : t('notifications.kycRejected.body', { name: submission.registeredName, reasons }),
    });
  }
}

/** The organisation's latest KYC submission, or null before the first one. */
export async function getLatestKyc(
  db: DbOrTx,
  organizationId: string,
  t: Translate,
): Promise<KycSubmission | null> {
  const row = await findLatestKycSubmission(db, organizationId);
  return row ? toKycSubmission(row, t) : null;
}
