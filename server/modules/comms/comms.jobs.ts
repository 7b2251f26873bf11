import 'server-only';
import type { Locale } from '@/lib/i18n/config';
import type { DbOrTx } from '@/server/db/client';
import { enqueue } from '@/server/queue/enqueue';
import { jobDeps } from '@/server/queue/job-deps';
import type { JobDefinition } from '@/server/queue/types';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import { MAIL_CHUNK, mailChunk } from './comms.mail';
import * as repo from './comms.repo';

export const COMMS_MAIL_QUEUE = 'comms.mail';

type CommsMailJob = { organizationId: string; commId: string; locale: Locale };

/** Queued by POST comms in its own transaction: the mail goes out only if the comm is committed. */
export const queueCommMail = (db: DbOrTx, job: CommsMailJob) => enqueue(db, COMMS_MAIL_QUEUE, job);

/**
 * Mails the comm's audience, MAIL_CHUNK people per job: a chunk that may have left people queues the next
 * one, so ten thousand mails never hold one job (or a request) for long. People the transport refused fail
 * the job, and pg-boss's retry (with backoff) mails them; claims keep everyone to one mail.
 */
const mailComm: JobDefinition<CommsMailJob> = {
  name: COMMS_MAIL_QUEUE,
  expireInSeconds: 900,
  async handler(data, ctx) {
    const deps = jobDeps(ctx);
    const [comm, organization] = await Promise.all([
      repo.findComm(deps.db, data.organizationId, data.commId),
      findOrganization(deps.db, data.organizationId),
    ]);
    if (!comm || !organization) return; // gone since: nobody left to mail
    const { claimed, refused } = await mailChunk(
      deps,
      { ...comm, organizationName: organization.name },
      data.locale,
    );
    if (claimed === MAIL_CHUNK) await queueCommMail(deps.db, data);
    if (refused > 0) throw new Error(`the mail transport refused ${refused} of ${claimed} comms mails`);
    ctx.log.info({ commId: data.commId, mailed: claimed }, 'comms mail');
  },
};

export const COMMS_JOBS = [mailComm] as const;
