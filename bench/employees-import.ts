// Bulk import at 10,000 rows (npm run bench:import): builds a 10,000-row xlsx like a filled-in template, then
// times POST /employees/validate from the xlsx bytes and POST /employees/import of the validated rows, on
// in-memory PGlite and — when DATABASE_URL is set — on a throwaway database created on that server (dropped
// afterwards). In-process app; prints figures, asserts nothing (ARCHITECTURE §5). Target: ≤ 10 s each.
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { EMPLOYEE_SHEET_COLUMNS } from '@/lib/contracts/employees-import';
import { loadConfig } from '@/server/config';
import type { DbHandle } from '@/server/db/client';
import { openPglite, openPostgres } from '@/server/boot/database';
import { departments, payrollGroups } from '@/server/db/schema';
import { createEmployer } from '@/server/seed/factories';
import { createApp } from '@/server/wiring/app';
import { translator } from '@/server/i18n';
import { outboxMailer } from '@/server/mail/mailer';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A sheet titled as the English template, every row complete and valid. */
async function buildSheet(depts: string[], groups: string[]) {
  const t = translator('en-GB');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees');
  sheet.addRow(EMPLOYEE_SHEET_COLUMNS.map((c) => t(`employees.bulk.columns.${c.key}`)));
  for (let i = 0; i < ROWS; i++) {
    const values: Record<string, string> = {
      staffId: `BI-${String(i).padStart(6, '0')}`,
      firstName: 'Ada',
      lastName: `Okafor ${i}`,
      email: `ada.${i}@bench.test`,
      phone: '+234 803 000 0000',
      gender: i % 2 ? 'female' : 'male',
      dateOfBirth: '1990-05-17',
      department: depts[i % depts.length]!,
      payrollGroup: groups[i % groups.length]!,
      employmentType: 'full time',
      startDate: '2026-01-05',
      basic: `${250000 + (i % 1000)}.50`,
      housing: '100000',
      transport: '25000.25',
      bank: i % 2 ? '058' : 'Access Bank',
      accountNumber: String(1_000_000_000 + i),
      bvn: String(22_000_000_000 + i),
      pensionEnabled: 'yes',
      pfa: 'Stanbic IBTC Pension',
      rsaPin: `PEN${String(100_000_000_000 + i)}`,
      stateOfResidence: 'Lagos',
      nhfEnabled: 'no',
    };
    sheet.addRow(EMPLOYEE_SHEET_COLUMNS.map((c) => values[c.key] ?? null));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function run(handle: DbHandle) {
  const { db } = handle;
  const employer = await createEmployer(db, { email: `bench-import-${Date.now()}@bench.test` });
  const organizationId = employer.organization.id;
  const depts = await db
    .insert(departments)
    .values(Array.from({ length: 12 }, (_, i) => ({ organizationId, name: `Department ${i}` })))
    .returning();
  const groups = await db
    .insert(payrollGroups)
    .values(Array.from({ length: 3 }, (_, i) => ({ organizationId, name: `Group ${i}` })))
    .returning();

  let t = performance.now();
  const bytes = await buildSheet(
    depts.map((d) => d.name),
    groups.map((g) => g.name),
  );
  console.log(
    `[${handle.driver}] built a ${ROWS}-row sheet (${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB) in ${seconds(performance.now() - t)}`,
  );

  const app = createApp({ db, config: loadConfig(), mailer: outboxMailer(db), now: () => new Date() });
  const login = await app.request('/api/v1/account/employer/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: employer.user.email, password: employer.password }),
  });
  const headers = {
    authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
  };

  t = performance.now();
  const form = new FormData();
  form.set('file', new File([bytes], 'employees.xlsx'));
  const validated = await app.request('/api/v1/employees/validate', { method: 'POST', headers, body: form });
  const report = (
    (await validated.json()) as { data: { valid: boolean; rows: unknown[]; errors: unknown[] } }
  ).data;
  const validateMs = performance.now() - t;
  if (!report?.valid)
    throw new Error(`validate: ${validated.status} ${JSON.stringify(report?.errors?.slice(0, 3))}`);
  console.log(`[${handle.driver}] POST /employees/validate (xlsx, ${ROWS} rows): ${seconds(validateMs)}`);

  t = performance.now();
  const revalidated = await app.request('/api/v1/employees/validate', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ rows: report.rows }),
  });
  await revalidated.arrayBuffer();
  console.log(
    `[${handle.driver}] POST /employees/validate (JSON rows, as "Validate again"): ${seconds(performance.now() - t)}`,
  );

  t = performance.now();
  const imported = await app.request('/api/v1/employees/import', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ rows: report.rows }),
  });
  const importMs = performance.now() - t;
  if (imported.status !== 201)
    throw new Error(`import: ${imported.status} ${(await imported.text()).slice(0, 300)}`);
  console.log(
    `[${handle.driver}] POST /employees/import (${ROWS} rows, one transaction): ${seconds(importMs)} → ${JSON.stringify(await imported.json())}`,
  );

  t = performance.now();
  const template = await app.request('/api/v1/employees/addons/download-sheet', { headers });
  const templateBytes = (await template.arrayBuffer()).byteLength;
  console.log(
    `[${handle.driver}] GET /employees/addons/download-sheet (pre-filled with ${ROWS} staff, ${(templateBytes / 1024).toFixed(0)} kB): ${seconds(performance.now() - t)}`,
  );
}

/** A throwaway database on the DATABASE_URL server, so the bench never writes into a real one. */
async function throwawayPostgres(url: string) {
  const name = `paygrid_bench_import_${Date.now()}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openPostgres(target.toString());
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

async function main() {
  process.env.AUTH_SECRET ??= 'bench-secret-bench-secret-bench-secret';
  const pglite = await openPglite();
  try {
    await run(pglite);
  } finally {
    await pglite.close();
  }
  if (process.env.DATABASE_URL) {
    const pg = await throwawayPostgres(process.env.DATABASE_URL);
    try {
      await run(pg.handle);
    } finally {
      await pg.drop();
    }
  } else {
    console.log('DATABASE_URL not set: PostgreSQL skipped.');
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
