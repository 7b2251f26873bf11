'use client';

import { BillingInfoPanel } from '@/components/billing/billing-info-panel';

/** Billing info tab: the billing module's panel (plan, state, renew, cancel, payments and invoices). */
export function BillingInfo() {
  return <BillingInfoPanel />;
}
