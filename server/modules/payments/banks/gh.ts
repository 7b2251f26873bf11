import 'server-only';
import type { Bank } from '@/server/payments-provider';

/**
 * Ghana — GhIPSS sort codes (6 digits: 3 for the bank, 3 for the branch); each bank is listed by its
 * head-office code `NN0100`, the form GhIPSS integrators use to name a bank (e.g. https://api.paystack.co/bank?currency=GHS).
 * Confirmed from public sources: CalBank 140100 (https://www.allusbanks.com/swift-code/ghana/acccghac/),
 * Ecobank 13xxxx (https://momocalc.com/codes/sort/ghana/ecobank), Standard Chartered 02xxxx (branch sort codes in
 * github.com/yassine-hamadou/SIP_Management_System, ENP_HR-And-Payroll/src/app/data/DummyData.tsx). The other prefixes follow the GhIPSS/Paystack list,
 * which could not be fetched from here to re-check line by line: treat them as best-source, not verified.
 * Banks whose prefix could not be confirmed at all (e.g. Fidelity, FBNBank, OmniBSIC) are left out rather than guessed.
 */
export const GH_BANKS: Bank[] = [
  { code: '030100', name: 'Absa Bank Ghana' },
  { code: '280100', name: 'Access Bank Ghana' },
  { code: '080100', name: 'Agricultural Development Bank (ADB)' },
  { code: '210100', name: 'Bank of Africa Ghana' },
  { code: '140100', name: 'CalBank' },
  { code: '130100', name: 'Ecobank Ghana' },
  { code: '170100', name: 'First Atlantic Bank' },
  { code: '040100', name: 'GCB Bank' },
  { code: '230100', name: 'Guaranty Trust Bank Ghana' },
  { code: '050100', name: 'National Investment Bank' },
  { code: '180100', name: 'Prudential Bank' },
  { code: '110100', name: 'Republic Bank Ghana' },
  { code: '090100', name: 'Societe Generale Ghana' },
  { code: '190100', name: 'Stanbic Bank Ghana' },
  { code: '020100', name: 'Standard Chartered Bank Ghana' },
  { code: '060100', name: 'United Bank for Africa Ghana' },
  { code: '100100', name: 'Universal Merchant Bank' },
  { code: '120100', name: 'Zenith Bank Ghana' },
];
