import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { findOrganization } from '@/server/modules/organization/organization.queries';

/**
 * The organisation's local calendar. Organisations carry a country, not a time zone; each supported country
 * has one zone, so "today" (what is future, what is past) is the country's date, not the server's.
 */
const ZONES: Record<string, string> = {
  NG: 'Africa/Lagos',
  GH: 'Africa/Accra',
  KE: 'Africa/Nairobi',
  UG: 'Africa/Kampala',
};

export function localDate(now: Date, country: string | undefined): string {
  const zone = ZONES[country ?? ''] ?? 'Africa/Lagos';
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export async function organizationToday(db: DbOrTx, organizationId: string, now: Date): Promise<string> {
  const org = await findOrganization(db, organizationId);
  return localDate(now, org?.country);
}
