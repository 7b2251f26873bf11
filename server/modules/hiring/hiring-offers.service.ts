import 'server-only';
import type { z } from 'zod';
import type { OfferStatus, PublicOffer, sendOfferSchema } from '@/lib/contracts/hiring';
import type { Locale } from '@/lib/i18n/config';
import { digest, randomToken } from '@/server/crypto/tokens';
import type { DbOrTx } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/sql-rules';
import { conflict, fieldError, notFound } from '@/server/errors';
import { translator } from '@/server/i18n';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import {
  assertNotFinal,
  getApplication,
  offerStatus,
  openOffer,
  OPEN_OFFER,
  requireApplication,
  toOffer,
  type Deps,
} from './hiring-pipeline.service';
import * as mail from './hiring.mail';
import * as repo from './hiring.repo';
import { requireJob } from './hiring.service';

// ——— Offers: sending and rescinding ———

/**
 * Offers past their expiry are marked `expired` in the table, so the "one open offer" index lets a new one
 * in. Reads derive the same status from `expires_at` anyway.
 */
async function settleExpired(db: DbOrTx, organizationId: string, applicationId: string, now: Date) {
  for (const o of await repo.listOffers(db, organizationId, [applicationId])) {
    if (offerStatus(o, now) === 'expired' && o.status !== 'expired')
      await repo.transitionOffer(db, o.id, OPEN_OFFER, { status: 'expired' });
  }
}

/** PUT jobs/applications/{id}/send-offer: one open offer at a time; the applicant is mailed the /offer/{token} link. */
export async function sendOffer(
  deps: Deps,
  organizationId: string,
  id: string,
  input: z.output<typeof sendOfferSchema>,
  locale: Locale,
) {
  const now = deps.now();
  const row = await requireApplication(deps.db, organizationId, id, true);
  const before = await getApplication(deps.db, organizationId, id, now);
  assertNotFinal(row);
  const expiresAt = new Date(input.expiresAt);
  if (expiresAt.getTime() <= now.getTime()) throw fieldError('expiresAt', 'hiring.validation.future');
  await settleExpired(deps.db, organizationId, id, now);
  if (await openOffer(deps.db, organizationId, id, now)) throw conflict('hiring.errors.offerOpen');
  const token = randomToken();
  const offer = await repo
    .insertOffer(deps.db, {
      organizationId,
      applicationId: id,
      salary: input.salary,
      currency: input.currency,
      startDate: input.startDate,
      expiresAt,
      message: input.message ?? null,
      tokenHash: digest(token),
    })
    .catch((e: unknown) => {
      throw isUniqueViolation(e) ? conflict('hiring.errors.offerOpen') : e;
    });
  await repo.updateApplication(deps.db, organizationId, id, { stage: 'offer' });
  const job = await requireJob(deps.db, organizationId, row.jobId);
  const organization = (await findOrganization(deps.db, organizationId))?.name ?? '';
  const link = `${deps.config.appUrl}/offer/${token}`;
  await deps.mailer.send(
    mail.offerMail(
      translator(locale),
      row.email,
      row.firstName,
      job.title,
      organization,
      link,
      expiresAt.toISOString().slice(0, 10),
    ),
  );
  const data = await getApplication(deps.db, organizationId, id, now);
  return { before, data: { ...toOffer(offer, now), application: data } };
}

const answeredConflict = (status: OfferStatus) => conflict(`hiring.errors.offer_${status}`);

/** PATCH jobs/applications/offers/{offer_id}/rescind-offer: only before an answer and before it expires. */
export async function rescindOffer(deps: Deps, organizationId: string, offerId: string) {
  const now = deps.now();
  const offer = await repo.findOffer(deps.db, organizationId, offerId);
  if (!offer) throw notFound('hiring.errors.offerNotFound');
  const before = toOffer(offer, now);
  if (!OPEN_OFFER.includes(before.status)) throw answeredConflict(before.status);
  const moved = await repo.transitionOffer(deps.db, offer.id, OPEN_OFFER, { status: 'rescinded' }, now);
  if (!moved)
    throw answeredConflict(offerStatus((await repo.findOffer(deps.db, organizationId, offerId))!, now));
  const application = await requireApplication(deps.db, organizationId, offer.applicationId);
  if (application.stage === 'offer')
    await repo.updateApplication(deps.db, organizationId, application.id, { stage: 'interview' });
  return { before, data: toOffer(moved, now) };
}

// ——— Offers by token (public) ———

async function offerByToken(db: DbOrTx, token: string) {
  const offer = await repo.findOfferByTokenHash(db, digest(token));
  if (!offer) throw notFound('hiring.errors.offerNotFound');
  return offer;
}

async function toPublicOffer(db: DbOrTx, offer: repo.OfferRow, now: Date): Promise<PublicOffer> {
  const application = (await repo.findApplicationById(db, offer.applicationId))!;
  const job = (await repo.findJobById(db, application.jobId))!;
  const organization = await findOrganization(db, offer.organizationId);
  const status = offerStatus(offer, now);
  return {
    id: offer.id,
    status,
    organizationName: organization?.name ?? '',
    jobTitle: job.title,
    firstName: application.firstName,
    salary: offer.salary,
    currency: offer.currency,
    startDate: offer.startDate,
    expiresAt: offer.expiresAt.toISOString(),
    message: offer.message,
    answerable: OPEN_OFFER.includes(status),
  };
}

/** GET .../offers/{token}/view-offer: the offer; the first view of a sent offer marks it `viewed`. */
export async function viewOffer(deps: Deps, token: string) {
  const now = deps.now();
  let offer = await offerByToken(deps.db, token);
  if (offerStatus(offer, now) === 'sent') {
    offer =
      (await repo.transitionOffer(deps.db, offer.id, ['sent'], { status: 'viewed', viewedAt: now }, now)) ??
      offer;
  }
  return toPublicOffer(deps.db, offer, now);
}

/**
 * PATCH .../accept-offer or .../reject-offer. An answered, rescinded or expired offer answers 409 with why.
 * Accepting moves the application to `hired`, in the same transaction.
 */
export async function answerOffer(
  deps: Deps,
  token: string,
  answer: 'accepted' | 'rejected',
  reason?: string | null,
) {
  const now = deps.now();
  const offer = await offerByToken(deps.db, token);
  const status = offerStatus(offer, now);
  if (!OPEN_OFFER.includes(status)) throw answeredConflict(status);
  return deps.db.transaction(async (tx) => {
    const moved = await repo.transitionOffer(
      tx,
      offer.id,
      OPEN_OFFER,
      {
        status: answer,
        answeredAt: now,
        rejectionReason: answer === 'rejected' ? (reason ?? null) : null,
        viewedAt: offer.viewedAt ?? now,
      },
      now,
    );
    if (!moved)
      throw answeredConflict(offerStatus((await repo.findOfferByTokenHash(tx, offer.tokenHash))!, now));
    if (answer === 'accepted')
      await repo.updateApplication(tx, offer.organizationId, offer.applicationId, { stage: 'hired' });
    return toPublicOffer(tx, moved, now);
  });
}
