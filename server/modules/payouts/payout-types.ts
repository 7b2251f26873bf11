import 'server-only';

// The listener seam's types are the kernel's (server/deps.ts): the wiring lists each source's listener and
// hands them to payouts as `plugins.payoutListeners`. Other modules take them from there, or PayoutItem and
// PayoutListeners from payouts.service.ts.
export type {
  PayoutBatchDescription,
  PayoutCounts,
  PayoutListener,
  PayoutRow,
  PayoutStatus,
} from '@/server/deps';
