import 'server-only';
import type { KycSubmission, SubmitKycData } from '@/lib/contracts/kyc';
import type { StoredDirector } from '@/server/db/schema/kyc';
import { encryptField, maskDigits } from '@/server/crypto/field-cipher';

type Director = SubmitKycData['directors'][number];

/** A director as stored: the ID number encrypted, with its last four digits to show (never the number). */
export function storeDirector({ idNumber, ...director }: Director): StoredDirector {
  const id = idNumber?.trim();
  return id ? { ...director, idNumberEnc: encryptField(id), idNumberLast4: id.slice(-4) } : director;
}

/** A director as answered: the ID number masked to its last four digits. */
export function presentDirector({
  idNumberEnc,
  idNumberLast4,
  ...director
}: StoredDirector): KycSubmission['directors'][number] {
  const masked = idNumberEnc ? maskDigits(idNumberLast4) : null;
  return masked ? { ...director, idNumber: masked } : director;
}
