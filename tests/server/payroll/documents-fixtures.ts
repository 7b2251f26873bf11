import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { payrollRuns } from '@/server/db/schema';
import { getHarness } from '../helpers/app';
import { computeRun, createRun } from './fixtures';

/** Shared set-up of the payslip, sheet and analytics tests. */

/** A computed run of `period`, then put in `status` directly (approval's own rules and hooks are tested elsewhere). */
export async function runIn(
  token: string,
  period: string,
  status: string,
  body: Record<string, unknown> = {},
) {
  const run = await createRun(token, { period, payDate: `${period}-27`, ...body });
  await computeRun(token, run.id);
  const { deps } = await getHarness();
  await deps.db.update(payrollRuns).set({ status }).where(eq(payrollRuns.id, run.id));
  return run.id;
}

/** Is poppler's pdftotext on this machine? (the CI step installs poppler-utils) */
export const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The text of a PDF, by pdftotext (pdf-lib cannot extract text). */
export const pdfText = (bytes: Uint8Array) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

/** A binary response body from the in-process app. */
export async function download(path: string, token: string) {
  const { app } = await getHarness();
  const res = await app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}
