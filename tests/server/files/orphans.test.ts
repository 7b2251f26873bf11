import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '@/server/db/schema';
import { getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { PDF, upload, useTempUploadDir } from './upload';

let dir: string;
beforeAll(() => {
  dir = useTempUploadDir();
});

/** The bytes stored for an organisation (keys are `<org>/<file id>`). */
const storedFor = (organizationId: string) => {
  const folder = path.join(dir, organizationId);
  return existsSync(folder) ? readdirSync(folder) : [];
};

/** Runs `fn` while a trigger refuses inserts into `table` of rows meeting `condition` (PL/pgSQL on `new`). */
async function refusing(table: string, condition: string, fn: () => Promise<void>) {
  const { deps } = await getHarness();
  const name = `refuse_${table}_test`;
  await deps.db.execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin
        if ${condition} then raise exception 'refused by the test'; end if;
        return new;
      end $$`),
  );
  await deps.db.execute(
    sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`),
  );
  try {
    await fn();
  } finally {
    await deps.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await deps.db.execute(sql.raw(`drop function ${name}()`));
  }
}

describe('[FILES] a rolled-back upload leaves no file behind', () => {
  it('stores the bytes of a committed upload', async () => {
    const s = await employerSession();
    const res = await upload(s.token, PDF, 'kept.pdf', 'application/pdf', 'kyc');
    expect(res.status).toBe(201);
    expect(storedFor(s.organization.id)).toEqual([res.body.data.id]);
  });

  it('removes the bytes when the transaction rolls back after the upload (its audit row refused)', async () => {
    const s = await employerSession();
    await refusing(
      'audit_logs',
      `new.entity = 'files' and new.after->>'fileName' = 'doomed.pdf'`,
      async () => {
        const res = await upload(s.token, PDF, 'doomed.pdf', 'application/pdf', 'kyc');
        expect(res.status).toBe(500);
      },
    );
    const { deps } = await getHarness();
    const rows = await deps.db
      .select()
      .from(files)
      .where(and(eq(files.organizationId, s.organization.id), eq(files.fileName, 'doomed.pdf')));
    expect(rows).toEqual([]);
    expect(storedFor(s.organization.id)).toEqual([]);
  });

  it('writes no bytes when the file row cannot be written', async () => {
    const s = await employerSession();
    await refusing('files', `new.file_name = 'unrecorded.pdf'`, async () => {
      const res = await upload(s.token, PDF, 'unrecorded.pdf', 'application/pdf', 'kyc');
      expect(res.status).toBe(500);
    });
    expect(storedFor(s.organization.id)).toEqual([]);
  });
});
