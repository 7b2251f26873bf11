import 'server-only';
import type { Bank } from '@/server/payments-provider';

/**
 * Nigeria — NIBSS/CBN institution codes.
 * Deposit money banks use their 3-digit CBN bank code (the code inside the NUBAN check digit), as published
 * in CBN's NUBAN list and reproduced by every NIBSS integrator, e.g. https://api.paystack.co/bank?country=nigeria
 * and public copies such as github.com/tenthrees/hippo-batch (cbn/digit_codes.js) and
 * github.com/ibukunolatunde1/EazyLoan (utils/bankcodes.js), cross-checked against each other.
 * Microfinance/digital banks have no 3-digit CBN code; they are listed by their 6-digit NIBSS NIP institution
 * code instead (Kuda 090267, OPay 100004, PalmPay 100033 from the NIP lists in
 * github.com/DavyCode/fybapay (server/src/utils/primeBanks.js) and similar public copies).
 * Heritage Bank is left out: CBN revoked its licence in June 2024.
 */
export const NG_BANKS: Bank[] = [
  { code: '044', name: 'Access Bank' },
  { code: '063', name: 'Access Bank (Diamond)' },
  { code: '023', name: 'Citibank Nigeria' },
  { code: '050', name: 'Ecobank Nigeria' },
  { code: '070', name: 'Fidelity Bank' },
  { code: '011', name: 'First Bank of Nigeria' },
  { code: '214', name: 'First City Monument Bank (FCMB)' },
  { code: '103', name: 'Globus Bank' },
  { code: '058', name: 'Guaranty Trust Bank (GTBank)' },
  { code: '301', name: 'Jaiz Bank' },
  { code: '082', name: 'Keystone Bank' },
  { code: '090267', name: 'Kuda Microfinance Bank' },
  { code: '100004', name: 'OPay Digital Services' },
  { code: '100033', name: 'PalmPay' },
  { code: '076', name: 'Polaris Bank' },
  { code: '101', name: 'Providus Bank' },
  { code: '221', name: 'Stanbic IBTC Bank' },
  { code: '068', name: 'Standard Chartered Bank Nigeria' },
  { code: '232', name: 'Sterling Bank' },
  { code: '100', name: 'SunTrust Bank Nigeria' },
  { code: '032', name: 'Union Bank of Nigeria' },
  { code: '033', name: 'United Bank for Africa (UBA)' },
  { code: '215', name: 'Unity Bank' },
  { code: '035', name: 'Wema Bank' },
  { code: '057', name: 'Zenith Bank' },
];
