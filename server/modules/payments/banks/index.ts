import 'server-only';
import type { CountryCode } from '@/lib/countries';
import type { Bank } from '@/server/payments-provider';
import { GH_BANKS } from './gh';
import { KE_BANKS } from './ke';
import { NG_BANKS } from './ng';
import { UG_BANKS } from './ug';

const byName = (banks: Bank[]) => [...banks].sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** Bank lists shipped as data, sorted by name once at load. */
export const BANKS_BY_COUNTRY: Record<CountryCode, readonly Bank[]> = {
  NG: byName(NG_BANKS),
  GH: byName(GH_BANKS),
  KE: byName(KE_BANKS),
  UG: byName(UG_BANKS),
};
