import { z } from 'zod';

export const FILE_PURPOSES = ['kyc', 'rent-evidence', 'logo', 'other'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** What `POST /file` accepts; the server also checks the bytes (magic numbers), not only the declared type. */
export const ALLOWED_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number];
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export const filePurposeSchema = z.enum(FILE_PURPOSES, { message: 'validation.invalidOption' });

export const storedFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  purpose: filePurposeSchema,
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
