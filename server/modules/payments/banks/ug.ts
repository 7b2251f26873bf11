import 'server-only';
import type { Bank } from '@/server/payments-provider';

/**
 * Uganda — no published domestic bank-code list could be found (Bank of Uganda's EFT/RTGS participant codes are
 * not public; payment-routing guides say Uganda has no clearing codes and routes by SWIFT BIC, see
 * https://ohmyfin.ai/ar/country/uganda). So banks are identified by their 8-character SWIFT BIC, from
 * https://ugtechmag.com/swift-codes-for-all-ugandan-banks/ and https://sl.bic-swift.com/uganda/2, plus
 * per-bank pages for Centenary (CERBUGKA), dfcu (DFCUUGKA) and KCB Uganda (KCBLUGKA) on https://www.nyongesasande.com.
 * Names are today's: Barclays Uganda is now Absa Bank Uganda (same BIC); Orient Bank became I&M Bank Uganda.
 */
export const UG_BANKS: Bank[] = [
  { code: 'BARCUGKX', name: 'Absa Bank Uganda' },
  { code: 'AFRIUGKA', name: 'Bank of Africa Uganda' },
  { code: 'BARBUGKA', name: 'Bank of Baroda Uganda' },
  { code: 'BKIDUGKA', name: 'Bank of India Uganda' },
  { code: 'CAIEUGKA', name: 'Cairo Bank Uganda' },
  { code: 'CERBUGKA', name: 'Centenary Bank' },
  { code: 'CITIUGKA', name: 'Citibank Uganda' },
  { code: 'DFCUUGKA', name: 'dfcu Bank' },
  { code: 'DTKEUGKA', name: 'Diamond Trust Bank Uganda' },
  { code: 'ECOCUGKA', name: 'Ecobank Uganda' },
  { code: 'EQBLUGKA', name: 'Equity Bank Uganda' },
  { code: 'ORINUGKA', name: 'I&M Bank Uganda' },
  { code: 'KCBLUGKA', name: 'KCB Bank Uganda' },
  { code: 'SBICUGKX', name: 'Stanbic Bank Uganda' },
  { code: 'SCBLUGKA', name: 'Standard Chartered Bank Uganda' },
  { code: 'TROAUGKA', name: 'Tropical Bank' },
  { code: 'UNAFUGKA', name: 'United Bank for Africa Uganda' },
];
