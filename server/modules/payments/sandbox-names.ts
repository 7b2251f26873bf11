import 'server-only';
import type { CountryCode } from '@/lib/countries';

// Realistic local names so sandbox name enquiries look like a real bank's answer (surname last, upper case).
const FIRST: Record<CountryCode, string[]> = {
  NG: [
    'ADAEZE',
    'CHIDI',
    'FOLAKE',
    'IBRAHIM',
    'NGOZI',
    'OLUWASEUN',
    'AMINA',
    'EMEKA',
    'TEMITOPE',
    'YUSUF',
    'BLESSING',
    'TUNDE',
  ],
  GH: ['KWAME', 'AMA', 'KOFI', 'AKOSUA', 'YAW', 'ABENA', 'KWABENA', 'EFUA', 'KOJO', 'ADJOA', 'NANA', 'ESI'],
  KE: [
    'WANJIRU',
    'OTIENO',
    'AKINYI',
    'KAMAU',
    'NJERI',
    'ODHIAMBO',
    'WAMBUI',
    'KIPCHOGE',
    'ACHIENG',
    'MWANGI',
    'CHEROTICH',
    'BARASA',
  ],
  UG: [
    'NAKATO',
    'MUGISHA',
    'NAMUTEBI',
    'OKELLO',
    'NABIRYE',
    'SSEMAKULA',
    'AKELLO',
    'TUMUSIIME',
    'NALWANGA',
    'KATO',
    'AUMA',
    'BYARUHANGA',
  ],
};
const LAST: Record<CountryCode, string[]> = {
  NG: [
    'OKONKWO',
    'ADEYEMI',
    'BELLO',
    'EZE',
    'OGUNLEYE',
    'ABUBAKAR',
    'NWOSU',
    'ADEBAYO',
    'OKAFOR',
    'MUSA',
    'OLADIPO',
    'IGWE',
  ],
  GH: [
    'MENSAH',
    'ASANTE',
    'OWUSU',
    'BOATENG',
    'ADJEI',
    'OSEI',
    'AGYEMAN',
    'QUAYE',
    'TETTEH',
    'OFORI',
    'APPIAH',
    'DARKO',
  ],
  KE: [
    'KARIUKI',
    'OCHIENG',
    'MUTUA',
    'WEKESA',
    'KIPROTICH',
    'NJOROGE',
    'OMONDI',
    'CHEGE',
    'WAFULA',
    'KIMANI',
    'MUTHONI',
    'ONYANGO',
  ],
  UG: [
    'MUSOKE',
    'KIGGUNDU',
    'OPIO',
    'NSUBUGA',
    'TUMWINE',
    'WASSWA',
    'KAYONGO',
    'OKOT',
    'LUBEGA',
    'BYAMUKAMA',
    'SSALI',
    'OCHOLA',
  ],
};

/** A name picked by two bytes of a hash: the same account always gets the same holder. */
export function pickName(country: CountryCode, hash: Buffer): string {
  const first = FIRST[country];
  const last = LAST[country];
  return `${first[hash[0]! % first.length]} ${last[hash[1]! % last.length]}`;
}
