import { describe, expect, it } from 'vitest';
import type { CountryCode } from '@/lib/countries';
import { createEmployer } from '@/server/seed/factories';
import { PAYGRID_SELLER, vatIncluded } from '@/server/modules/billing/invoice-seller';
import { api, getHarness, uniqueEmail } from '../helpers/app';
import { signIn } from '../helpers/accounts';
import { fundWallet, rawGet } from './fixtures';

/**
 * The text lines of one of our PDFs, in drawing order: the content stream is uncompressed, each line one
 * `(…) Tj` string (what pdftotext reads, without needing poppler on the machine).
 */
function pdfLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/\((.*?)(?<!\\)\) Tj/g)].map((m) => m[1]!.replace(/\\([\\()])/g, '$1'));
}

/** The amount of a "NGN 1,234.56" text in minor units. */
const minor = (text: string) => Math.round(Number(text.replace(/^[A-Z]{3} /, '').replace(/,/g, '')) * 100);

async function paidInvoice(country: CountryCode) {
  const { deps } = await getHarness();
  const employer = await createEmployer(deps.db, { email: uniqueEmail('invoice'), country });
  const session = await signIn(employer.user.email, employer.password);
  await fundWallet(employer.organization.id, 5_000_000_000);
  const renewed = await api('/billings/subscription/renew', {
    method: 'POST',
    token: session.token,
    body: { planId: 'starter', cycle: 'monthly' },
  });
  expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
  const payment = renewed.body.data.payment as { id: string; amount: number; currency: string };
  const res = await rawGet(`/billings/subscription/payments/${payment.id}/invoice`, session.token);
  expect(res.status).toBe(200);
  return { payment, lines: pdfLines(Buffer.from(await res.arrayBuffer())) };
}

/** The value printed beside a label (the invoice's rows are label, value pairs). */
const valueOf = (lines: string[], label: string) => {
  const at = lines.findIndex((l) => l === label);
  expect(at, `no "${label}" on the invoice`).toBeGreaterThanOrEqual(0);
  return lines[at + 1]!;
};

describe('[BILLING] invoice PDF', () => {
  it('names the seller (legal name, address, tax ID), the buyer’s country by name, and the VAT it contains', async () => {
    const { payment, lines } = await paidInvoice('NG');
    expect(lines).toEqual(expect.arrayContaining([PAYGRID_SELLER.legalName, ...PAYGRID_SELLER.address]));
    expect(lines).toContain(`Tax ID (TIN): ${PAYGRID_SELLER.taxId}`);
    expect(lines).toContain(PAYGRID_SELLER.registration);
    expect(lines).toContain('Nigeria');
    expect(lines).not.toContain('NG');

    const vat = minor(valueOf(lines, 'VAT (7.5%)'));
    const net = minor(valueOf(lines, 'Amount before VAT'));
    const paid = minor(valueOf(lines, 'Amount paid'));
    expect(paid).toBe(payment.amount);
    expect(vat).toBe(vatIncluded(payment.amount, 750));
    expect(vat).toBeGreaterThan(0);
    expect(net + vat).toBe(paid);
    expect(lines).toContain('Prices include VAT at 7.5%, the standard rate in Nigeria.');
  });

  it.each([
    ['KE', 'Kenya', 'VAT (16%)'],
    ['UG', 'Uganda', 'VAT (18%)'],
    ['GH', 'Ghana', 'VAT (15%)'],
  ] as const)('a %s organisation’s invoice charges its country’s rate', async (country, name, vatLabel) => {
    const { payment, lines } = await paidInvoice(country);
    expect(lines).toContain(name);
    const vat = valueOf(lines, vatLabel);
    expect(vat.startsWith(`${payment.currency} `)).toBe(true);
    expect(minor(valueOf(lines, 'Amount before VAT')) + minor(vat)).toBe(
      minor(valueOf(lines, 'Amount paid')),
    );
  });

  it('takes the VAT out of a VAT-inclusive amount, rounded half up, and shows a zero rate as zero', () => {
    expect(vatIncluded(1_075_000, 750)).toBe(75_000); // ₦10,750.00 = ₦10,000.00 + 7.5%
    expect(vatIncluded(1_000_000, 750)).toBe(69_767); // 69,767.44…
    expect(vatIncluded(116, 1600)).toBe(16);
    expect(vatIncluded(1_000_000, 0)).toBe(0);
    expect(vatIncluded(9_000_000_000_000, 1800)).toBe(1_372_881_355_932); // exact beyond 2^53 in between
  });
});
