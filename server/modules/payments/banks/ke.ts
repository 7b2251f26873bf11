import 'server-only';
import type { Bank } from '@/server/payments-provider';

/**
 * Kenya — the 2-digit bank codes assigned by the Central Bank of Kenya (the first two digits of every
 * KEPSS/PesaLink bank-branch code; branch codes are 3 more digits and are not needed to pay an account).
 * Source: the Kenya bank list of https://api.paystack.co/bank?country=kenya as reproduced in a public
 * repository (Aipos.Paystack.list_banks), anchors cross-checked with https://www.slash.com/routing-numbers/country/kenya
 * (01 KCB, 11 Co-operative, 63 Diamond Trust, 68 Equity) and https://victor-mochere.com (05 Bank of India, 09 CBK).
 * Left out: the Central Bank itself (09), Jamii Bora (51, now Kingdom Bank) and a SACCO that is not a bank.
 */
export const KE_BANKS: Bank[] = [
  { code: '03', name: 'Absa Bank Kenya' },
  { code: '26', name: 'Access Bank Kenya' },
  { code: '35', name: 'African Banking Corporation (ABC Bank)' },
  { code: '19', name: 'Bank of Africa Kenya' },
  { code: '06', name: 'Bank of Baroda (Kenya)' },
  { code: '05', name: 'Bank of India (Kenya)' },
  { code: '48', name: 'Caritas Microfinance Bank' },
  { code: '36', name: 'Choice Microfinance Bank' },
  { code: '16', name: 'Citibank N.A. Kenya' },
  { code: '11', name: 'Co-operative Bank of Kenya' },
  { code: '23', name: 'Consolidated Bank of Kenya' },
  { code: '25', name: 'Credit Bank' },
  { code: '59', name: 'Development Bank of Kenya' },
  { code: '63', name: 'Diamond Trust Bank Kenya' },
  { code: '75', name: 'Dubai Islamic Bank Kenya' },
  { code: '43', name: 'Ecobank Kenya' },
  { code: '68', name: 'Equity Bank Kenya' },
  { code: '70', name: 'Family Bank' },
  { code: '79', name: 'Faulu Microfinance Bank' },
  { code: '53', name: 'Guaranty Trust Bank Kenya' },
  { code: '55', name: 'Guardian Bank' },
  { code: '72', name: 'Gulf African Bank' },
  { code: '08', name: 'Habib Bank' },
  { code: '61', name: 'HFC (Housing Finance)' },
  { code: '57', name: 'I&M Bank Kenya' },
  { code: '01', name: 'KCB Bank Kenya' },
  { code: '78', name: 'Kenya Women Microfinance Bank (KWFT)' },
  { code: '51', name: 'Kingdom Bank' },
  { code: '14', name: 'M-Oriental Bank' },
  { code: '65', name: 'Mayfair CIB Bank' },
  { code: '18', name: 'Middle East Bank Kenya' },
  { code: '12', name: 'National Bank of Kenya' },
  { code: '07', name: 'NCBA Bank Kenya' },
  { code: '50', name: 'Paramount Bank' },
  { code: '62', name: 'Kenya Post Office Savings Bank (PostBank)' },
  { code: '74', name: 'Premier Bank Kenya' },
  { code: '10', name: 'Prime Bank' },
  { code: '30', name: 'SBM Bank Kenya' },
  { code: '66', name: 'Sidian Bank' },
  { code: '49', name: 'Spire Bank' },
  { code: '31', name: 'Stanbic Bank Kenya' },
  { code: '02', name: 'Standard Chartered Bank Kenya' },
  { code: '76', name: 'UBA Kenya Bank' },
  { code: '54', name: 'Victoria Commercial Bank' },
];
