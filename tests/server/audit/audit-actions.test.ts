import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionKey } from '@/lib/audit-actions';
import { loadMessages } from '@/lib/i18n/catalog';
import { LOCALES } from '@/lib/i18n/config';
import { api } from '../helpers/app';

type Operation = { 'x-paygrid'?: { audited: boolean } };

/**
 * Audit rows written outside the module template, whose actions the document does not mark `audited`: a
 * person's own account changes (`auditSource`), provider events and invitations accepted by token.
 */
const ACCOUNT_ACTIONS = [
  'POST /account/employer/login',
  'POST /account/consultant/add-organization',
  'PATCH /account/verify-email',
  'PATCH /account/reset-password',
  'PUT /account/details',
  'PATCH /account/change-password',
  'POST /account/switch-org',
  'POST /account/logout',
  'POST /bot/account/create-pin/{token}',
  'POST /organizations/admins/complete/{token}',
];

/** Every action literal in server code: `'POST /suggestions'`, `` `POST /bot/account/authorize/{token}` ``, `'webhook payout'`. */
function actionLiterals(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...actionLiterals(file));
    else if (file.endsWith('.ts')) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/['`]((?:GET|POST|PUT|PATCH|DELETE) \/[\w{}/-]*)['`]/g)) out.push(m[1]!);
      for (const m of text.matchAll(/action:[^\n]*?'((?:webhook|ug-momo) [a-z]+)'/g)) out.push(m[1]!);
      for (const m of text.matchAll(/\? '((?:webhook|ug-momo) [a-z]+)' : '((?:webhook|ug-momo) [a-z]+)'/g))
        out.push(m[1]!, m[2]!);
    }
  }
  return out;
}

describe('[AUDIT] actions in words', () => {
  it('names a message for an action by its method and route template', () => {
    expect(auditActionKey('POST /wallets/{wallet_id}/simulate-funding')).toBe(
      'postWalletsByWalletIdSimulateFunding',
    );
    expect(auditActionKey('DELETE /statutory/admins/{orgStatutoryAdminId}')).toBe(
      'deleteStatutoryAdminsByOrgStatutoryAdminId',
    );
    expect(auditActionKey('ug-momo funding')).toBe('ugMomoFunding');
  });

  it('has a message in every language for every audited route and every action written by hand', async () => {
    const doc = (await api('/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const audited = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op['x-paygrid']?.audited)
        .map(([method]) => `${method.toUpperCase()} ${p.replace(/^\/api\/v1/, '') || '/'}`),
    );
    const handWritten = actionLiterals(path.join(process.cwd(), 'server')).filter(
      (a) => !a.startsWith('GET ') || audited.includes(a),
    );
    const actions = [...new Set([...audited, ...ACCOUNT_ACTIONS, ...handWritten])];
    expect(audited.length).toBeGreaterThan(90);
    expect(actions).toEqual(
      expect.arrayContaining(['webhook funding', 'ug-momo funding', 'webhook payout', 'POST /suggestions']),
    );
    for (const locale of LOCALES) {
      const words = (loadMessages(locale).audit as { actions: Record<string, string> }).actions;
      const missing = actions.filter((a) => typeof words[auditActionKey(a)] !== 'string');
      expect(missing, `audit.actions missing in ${locale}`).toEqual([]);
    }
  });

  it('words the simulated funding in both languages', () => {
    const en = (loadMessages('en-GB').audit as { actions: Record<string, string> }).actions;
    const zh = (loadMessages('zh-CN').audit as { actions: Record<string, string> }).actions;
    expect(en.postWalletsByWalletIdSimulateFunding).toBe('Simulated a wallet funding');
    expect(zh.postWalletsByWalletIdSimulateFunding).toBe('模拟了钱包充值');
  });
});
