import { z } from 'zod';
import { COUNTRY_CODES } from '@/lib/countries';

// Messages are keys under `validation` in messages/*.json, so server and forms show the same text.
const country = z.enum(COUNTRY_CODES, { message: 'validation.invalidOption' });

export const bankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;

/** GET payments/banks: without `country`, the organisation's country (else NG). */
export const banksQuerySchema = z.object({ country: country.optional() });
export type BanksQuery = z.infer<typeof banksQuerySchema>;

export const nameEnquirySchema = z.object({
  bankCode: z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(16)
    .regex(/^[A-Za-z0-9]+$/, { message: 'validation.bankCode' }),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{10,16}$/, { message: 'validation.accountNumber' }),
  country: country.optional(),
});
export type NameEnquiryInput = z.input<typeof nameEnquirySchema>;

export const nameEnquiryResultSchema = z.object({
  accountNumber: z.string(),
  accountName: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
});
export type NameEnquiryResult = z.infer<typeof nameEnquiryResultSchema>;
