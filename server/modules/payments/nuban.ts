import 'server-only';

// CBN NUBAN: the 10th digit checks the 3-digit bank code + the 9-digit serial with weights 3,7,3 repeating.
const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

/** The NUBAN check digit for a 3-digit CBN bank code and a 9-digit account serial. */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{9}$/.test(serial)) throw new Error('nubanCheckDigit: bad input');
  const digits = bankCode + serial;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * Whether a 10-digit account number is a valid NUBAN at a bank with a 3-digit code. Microfinance and
 * digital banks (6-digit NIP codes) use a different, 15-digit variant we do not check.
 */
export function isValidNuban(bankCode: string, accountNumber: string): boolean {
  if (!/^\d{10}$/.test(accountNumber)) return false;
  if (!/^\d{3}$/.test(bankCode)) return true;
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

/** Completes a 9-digit serial into a valid NUBAN (sandbox fixtures, tests, seeds). */
export const toNuban = (bankCode: string, serial: string) =>
  serial + String(nubanCheckDigit(bankCode, serial));
