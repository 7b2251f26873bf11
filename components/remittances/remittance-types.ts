import { ALL_STATUTORY_TYPES, type StatutoryType } from '@/lib/contracts/remittances';

/** Every statutory type a screen may name (spec §2 employees/remittances/{type}); the API answers 404 for another country's. */
export const REMITTANCE_TYPES = ALL_STATUTORY_TYPES;
export type RemittanceType = StatutoryType;

export const isRemittanceType = (value: string): value is RemittanceType =>
  (REMITTANCE_TYPES as readonly string[]).includes(value);
