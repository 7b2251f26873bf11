// Whether the name a bank gives for an account (name enquiry) is the employee's. Banks write names their
// own way — upper case, surname first or last, middle names in or out, accents dropped — so names are
// compared as sets of normalised tokens, and the rule asks for the surname plus at least one other name.
// Pure and isomorphic: the server decides with it, the employee form can show the same answer as you type.

export type PersonName = { firstName: string; lastName: string; otherNames?: string | null };

/**
 * A name as comparable tokens: accents and other combining marks dropped, case folded, apostrophes and dots
 * removed inside words (O'Neil → oneil), split on spaces, hyphens and any other punctuation.
 */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`´.]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * True when the account name is this person's: every token of the surname is in it (or the surname written
 * as one word, for a double-barrelled name the bank joined), and at least one first or middle name of two
 * letters or more is too (an initial alone does not count). Order, case, accents and punctuation do not
 * matter; extra names on the bank's side (a title, a middle name we do not hold) are fine.
 */
export function accountNameMatches(person: PersonName, accountName: string): boolean {
  const bank = new Set(nameTokens(accountName));
  const surname = nameTokens(person.lastName);
  if (surname.length === 0 || bank.size === 0) return false;
  const surnameFound = surname.every((t) => bank.has(t)) || bank.has(surname.join(''));
  if (!surnameFound) return false;
  const others = [...nameTokens(person.firstName), ...nameTokens(person.otherNames ?? '')].filter(
    (t) => t.length > 1 && !surname.includes(t),
  );
  return others.some((t) => bank.has(t));
}
