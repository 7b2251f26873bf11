import 'server-only';
import { listOrganizationAdmins } from '@/server/modules/account/account.queries';
import type { KycSubmission, SubmitKycData } from '@/lib/contracts/kyc';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { conflict, fieldError, notFound } from '@/server/errors';
import type { AppDeps } from '@/server/http/context';
import { translator, type Translate } from '@/server/i18n';
import { organizationOwnsFiles } from '@/server/modules/files/files.service';
import { notifyUser } from '@/server/modules/notifications/notifications.service';
import { presentDirector, storeDirector } from './kyc.directors';
import { getVerificationProvider, type VerificationProvider } from './kyc.provider';
import {
  findLatestKycSubmission,
  insertKycSubmission,
  lockOrganizationKyc,
  setOrganizationKycStatus,
  updateKycSubmission,
  type KycSubmissionRow,
} from './kyc.repo';

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

/**
 * Submits the organisation's KYC and has the provider decide it, in one transaction:
 * pending/rejected → submitted (a kyc_submissions row) → approved or rejected (reasons, decided_at,
 * organizations.kyc_status), then notifies the organisation's admins in their language.
 * An approved (or in-flight) KYC answers 409; documents must be files of this organisation (else 422).
 */
export async function submitKyc(
  deps: KycDeps,
  input: { organizationId: string; userId: string; data: SubmitKycData },
  t: Translate,
): Promise<KycSubmission> {
  const verification = deps.verification ?? getVerificationProvider();
  const row = await deps.db.transaction(async (tx) => {
    const organization = await lockOrganizationKyc(tx, input.organizationId);
    if (!organization) throw notFound('errors.organizationNotFound');
    if (organization.kycStatus === 'approved') throw conflict('errors.kycAlreadyApproved');
    if (organization.kycStatus === 'submitted') throw conflict('errors.kycInReview');
    if (!(await organizationOwnsFiles(tx, input.organizationId, input.data.documentFileIds, 'kyc'))) {
      throw fieldError('documentFileIds', 'validation.kycDocumentsNotFound');
    }

    const submitted = await insertKycSubmission(tx, {
      organizationId: input.organizationId,
      status: 'submitted',
      ...input.data,
      directors: input.data.directors.map(storeDirector),
      submittedBy: input.userId,
    });
    await setOrganizationKycStatus(tx, input.organizationId, 'submitted');

    const decision = await verification.verify({ ...input.data, country: organization.country });
    const status = decision.approved ? 'approved' : 'rejected';
    const decided = await updateKycSubmission(tx, submitted.id, {
      status,
      reasons: decision.reasons,
      decidedAt: deps.now(),
    });
    await setOrganizationKycStatus(tx, input.organizationId, status);
    await notifyKycDecided(tx, input.organizationId, decided);
    return decided;
  });
  return toKycSubmission(row, t);
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
