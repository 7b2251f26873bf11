import 'server-only';
import { DEFAULT_COUNTRY, type CountryCode } from '@/lib/countries';
import type { Bank, NameEnquiryInput, NameEnquiryResult } from '@/lib/contracts/payments';
import type { DbOrTx } from '@/server/db/client';
import { findOrganization } from '@/server/modules/organization/organization.queries';
import type { PaymentsProvider } from '@/server/payments-provider';

/** The country asked for, else the organisation's, else Nigeria (consultant mode has no organisation). */
export async function resolveCountry(db: DbOrTx, organizationId: string | null, requested?: CountryCode) {
  if (requested) return requested;
  if (!organizationId) return DEFAULT_COUNTRY;
  const organization = await findOrganization(db, organizationId);
  return (organization?.country as CountryCode | undefined) ?? DEFAULT_COUNTRY;
}

/** The banks employees can be paid into in a country, sorted by name. */
export async function listBanks(
  db: DbOrTx,
  provider: PaymentsProvider,
  { organizationId, country }: { organizationId: string | null; country?: CountryCode },
): Promise<Bank[]> {
  return provider.listBanks(await resolveCountry(db, organizationId, country));
}

/** Confirms who holds an account before anyone is paid into it; unknown accounts answer 400. */
export async function nameEnquiry(
  db: DbOrTx,
  provider: PaymentsProvider,
  organizationId: string,
  input: { bankCode: string; accountNumber: string; country?: NameEnquiryInput['country'] },
): Promise<NameEnquiryResult> {
  const country = await resolveCountry(db, organizationId, input.country);
  const result = await provider.nameEnquiry({
    country,
    bankCode: input.bankCode,
    accountNumber: input.accountNumber,
  });
  const bank = (await provider.listBanks(country)).find((b) => b.code === result.bankCode);
  return { ...result, bankName: bank?.name ?? result.bankCode };
}
