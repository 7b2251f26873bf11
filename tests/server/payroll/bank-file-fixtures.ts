import { expect } from 'vitest';
import { api } from '../helpers/app';
import { fundedEmployer, nuban } from '../payouts/fixtures';
import { approve, detail } from './disbursement-fixtures';
import { computeRun, createRun, insertEmployee } from './fixtures';

/** Sets `payroll.disbursement` (PATCH payroll/settings). */
export async function setDisbursement(token: string, disbursement: 'wallet' | 'bank-file') {
  const res = await api('/payroll/settings', { method: 'PATCH', token, body: { disbursement } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { disbursement: string };
}

/**
 * A Nigerian employer paying through its bank, with a funded wallet (to show it is left alone) and `n`
 * employees on valid NUBANs at Access (044) and GTBank (058), a computed run, approved when `approved`.
 */
export async function bankFileRun({ n = 3, approved = true }: { n?: number; approved?: boolean } = {}) {
  const s = await fundedEmployer({ NGN: 100_000_000_00 });
  await setDisbursement(s.token, 'bank-file');
  const people = [];
  for (let i = 0; i < n; i++) {
    const bankCode = i % 2 ? '058' : '044';
    people.push(
      await insertEmployee(s.organization.id, {
        firstName: `Bank${i}`,
        bankCode,
        accountNumber: nuban(bankCode),
      }),
    );
  }
  const created = await createRun(s.token, { period: '2026-11' });
  let run = await computeRun(s.token, created.id);
  if (approved) {
    const res = await approve(s.token, run);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    run = res.body.data;
  }
  type Row = Awaited<ReturnType<typeof detail>>['employees'][number] & { staffId: string; name: string };
  const rows = (await detail(s.token, run.id)).employees as Row[];
  return { s, people, run, rows };
}

/** GET payroll/{id}/bank-file as text (CSV layouts) or bytes (xlsx). */
export async function bankFile(token: string, runId: string, query: string) {
  return api(`/payroll/${runId}/bank-file?${query}`, { token });
}

/** A CSV as rows of fields (the layouts never quote: commas are stripped from values). */
export const parseCsv = (text: string) =>
  text
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => l.split(','));
