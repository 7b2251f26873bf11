import 'server-only';
import type { SubmitKycData } from '@/lib/contracts/kyc';

/** A provider's verdict; `reasons` are message keys under `kyc.reasons`. */
export type KycDecision = { approved: boolean; reasons: string[] };

/** Checks a business's registration with a verification service (sandbox by default). */
export type VerificationProvider = {
  name: string;
  verify(input: SubmitKycData & { country: string }): Promise<KycDecision>;
};

const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * Deterministic checks standing in for a registry lookup: approves well-formed submissions, rejects the
 * rest with one reason per problem.
 * - NG registration numbers: `RC` + 4–8 digits or `BN` + 4–10 digits (spaces/dashes ignored);
 *   other countries: 4–20 letters or digits.
 * - TIN: 8–14 characters of digits and dashes, at least 8 digits.
 * - Every director's name has at least two words.
 */
export const sandboxVerification: VerificationProvider = {
  name: 'sandbox',
  async verify(input) {
    const reasons: string[] = [];
    const registration = compact(input.registrationNumber);
    const registrationOk =
      input.country === 'NG'
        ? /^RC\d{4,8}$/.test(registration) || /^BN\d{4,10}$/.test(registration)
        : /^[A-Z0-9]{4,20}$/.test(registration);
    if (!registrationOk)
      reasons.push(
        input.country === 'NG' ? 'kyc.reasons.registrationNumberNg' : 'kyc.reasons.registrationNumber',
      );
    const tin = input.tin.trim();
    if (!/^[\d-]{8,14}$/.test(tin) || tin.replace(/-/g, '').length < 8) reasons.push('kyc.reasons.tin');
    if (input.directors.some((d) => d.name.trim().split(/\s+/).length < 2))
      reasons.push('kyc.reasons.directorName');
    return { approved: reasons.length === 0, reasons };
  },
};

let current: VerificationProvider | undefined;

/** The process-wide provider from KYC_PROVIDER; only `sandbox` exists so far. */
export function getVerificationProvider(): VerificationProvider {
  const name = process.env.KYC_PROVIDER ?? 'sandbox';
  if (name !== 'sandbox') throw new Error(`Unknown KYC_PROVIDER "${name}"`);
  current ??= sandboxVerification;
  return current;
}
