/** The statutory remittances an employer pays (spec §2 employees/remittances/{type}). */
export const REMITTANCE_TYPES = ['pension', 'nhf', 'paye', 'nsitf', 'itf'] as const;
export type RemittanceType = (typeof REMITTANCE_TYPES)[number];

export const isRemittanceType = (value: string): value is RemittanceType =>
  (REMITTANCE_TYPES as readonly string[]).includes(value);
