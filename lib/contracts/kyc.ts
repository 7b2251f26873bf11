import { z } from 'zod';

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const KYC_SUBMISSION_STATUSES = ['submitted', 'approved', 'rejected'] as const;

// Messages are keys under `validation` in messages/*.json, so server and forms show the same text.
const text = (max: number) => z.string().trim().min(1, { message: 'validation.required' }).max(max);
const optionalText = (schema: z.ZodType<string>) =>
  schema.optional().or(z.literal('').transform(() => undefined));

export const kycDirectorSchema = z.object({
  name: text(100),
  email: optionalText(
    z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ message: 'validation.email' })),
  ),
  phone: optionalText(
    z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{7,20}$/, { message: 'validation.phone' }),
  ),
  idNumber: optionalText(z.string().trim().max(50)),
});
export type KycDirector = z.infer<typeof kycDirectorSchema>;

/** Body of `POST /organizations/kyc`; the sandbox provider then checks the formats (RC/BN, TIN, names). */
export const submitKycSchema = z.object({
  registeredName: text(200),
  registrationNumber: text(50),
  tin: text(50),
  address: text(500),
  industry: text(100),
  companySize: z.enum(COMPANY_SIZES, { message: 'validation.invalidOption' }),
  directors: z.array(kycDirectorSchema).min(1, { message: 'validation.kycDirectorsRequired' }).max(10),
  documentFileIds: z.array(z.uuid()).min(1, { message: 'validation.kycDocumentsRequired' }).max(10),
});
export type SubmitKycInput = z.input<typeof submitKycSchema>;
export type SubmitKycData = z.output<typeof submitKycSchema>;

export const kycSubmissionSchema = z.object({
  id: z.string(),
  status: z.enum(KYC_SUBMISSION_STATUSES),
  registeredName: z.string(),
  registrationNumber: z.string(),
  tin: z.string(),
  address: z.string(),
  industry: z.string(),
  companySize: z.string(),
  directors: z.array(
    z.object({
      name: z.string(),
      email: z.string().optional(),
      phone: z.string().optional(),
      idNumber: z.string().optional(),
    }),
  ),
  documentFileIds: z.array(z.string()),
  /** Why it was rejected, in the request's language. */
  reasons: z.array(z.string()),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;
