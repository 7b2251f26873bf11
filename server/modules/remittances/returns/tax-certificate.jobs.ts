import 'server-only';
import { outboxMailer } from '@/server/mail/mailer';
import type { JobDefinition } from '@/server/queue/types';
import { SEND_CERTIFICATES_QUEUE, sendCertificates } from './tax-certificate.service';

type SendCertificatesJob = { organizationId: string; year: number };

/**
 * Mails the year's tax certificates (queued by POST statutory/annual/certificates/send). Idempotent: each
 * employee's send is claimed in tax_certificate_sends first, so a redelivered or repeated job mails no one twice.
 */
const sendTaxCertificates: JobDefinition<SendCertificatesJob> = {
  name: SEND_CERTIFICATES_QUEUE,
  expireInSeconds: 3600,
  async handler(data, ctx) {
    const sent = await sendCertificates(
      ctx.db,
      data.organizationId,
      data.year,
      ctx.mailer ?? outboxMailer(ctx.db),
      ctx.now,
    );
    ctx.log.info({ organizationId: data.organizationId, year: data.year, sent }, 'tax certificates mailed');
  },
};

export const TAX_CERTIFICATE_JOBS = [sendTaxCertificates] as const;
