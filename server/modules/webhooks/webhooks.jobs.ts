import 'server-only';
import type { JobDefinition } from '@/server/queue/types';
import { processWebhookEvent } from './webhooks.process';
import { WEBHOOK_QUEUE } from './webhooks.service';

/**
 * webhooks.process: one stored webhook, by id. Retried with a growing wait while the provider cannot be
 * reached (2 s, 4 s, … about 17 minutes in all); processing is idempotent, so a redelivered job is harmless.
 */
export const WEBHOOK_JOBS: JobDefinition<{ id: string }>[] = [
  {
    name: WEBHOOK_QUEUE,
    handler: async (data, ctx) => {
      await processWebhookEvent(ctx, data.id);
    },
    retryLimit: 9,
    retryDelay: 2,
    retryBackoff: true,
  },
];
