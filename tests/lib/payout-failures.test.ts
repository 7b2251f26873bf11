import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/catalog';
import { LOCALES } from '@/lib/i18n/config';
import { formatMessage } from '@/lib/i18n/format-message';
import { PAYOUT_FAILURE_CODES, payoutFailureCode, payoutFailureText } from '@/lib/payout-failures';

describe('payout failure reasons', () => {
  it('maps provider codes and texts, and our own reasons, to one code', () => {
    expect(payoutFailureCode('Account closed')).toBe('account_closed');
    expect(payoutFailureCode('account_closed')).toBe('account_closed');
    expect(payoutFailureCode('No bank account on file')).toBe('no_account');
    expect(payoutFailureCode('Account closed or not found (name enquiry)')).toBe('account_not_found');
    expect(payoutFailureCode('Name mismatch — check before paying')).toBe('name_mismatch');
    expect(payoutFailureCode('Insufficient balance')).toBe('insufficient_funds');
    expect(payoutFailureCode('Something new')).toBeNull();
    expect(payoutFailureCode(null)).toBeNull();
  });

  it('has a message for every code in every language', () => {
    for (const locale of LOCALES) {
      const messages = loadMessages(locale);
      for (const code of PAYOUT_FAILURE_CODES) {
        const key = `payouts.disbursement.reasons.${code}`;
        expect(formatMessage(messages, key), `${key} in ${locale}`).not.toBe(key);
      }
    }
  });

  it('words a reason in the reader’s language, an unknown one as given, none as unknown', () => {
    const zh = (key: string) => formatMessage(loadMessages('zh-CN'), `payouts.disbursement.${key}`);
    expect(payoutFailureText('Account closed', zh)).toBe('账户已关闭');
    expect(payoutFailureText('Bank timeout 91', zh)).toBe('Bank timeout 91');
    expect(payoutFailureText(null, zh)).toBe(zh('unknownReason'));
  });
});
