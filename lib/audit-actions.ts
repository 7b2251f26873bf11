/**
 * The audit log's `action` (`METHOD /route/{param}` of an API write, or a provider event such as
 * `webhook funding`) as the name of its message, `audit.actions.<key>`: `POST /wallets/{wallet_id}/simulate-funding`
 * → `postWalletsByWalletIdSimulateFunding`, `webhook funding` → `webhookFunding`. Every audited route has a
 * message in each language (tests/server/audit/audit-actions.test.ts); the screen shows the action itself for
 * one it does not know (a route since removed).
 */
export function auditActionKey(action: string): string {
  const pascal = (word: string) =>
    word
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join('');
  const words = action
    .trim()
    .split(/[\s/]+/)
    .filter(Boolean)
    // an HTTP method is upper case (`POST`): one word, `Post`
    .map((w) =>
      /^\{.+\}$/.test(w) ? `By${pascal(w.slice(1, -1))}` : pascal(/^[A-Z]+$/.test(w) ? w.toLowerCase() : w),
    );
  const key = words.join('');
  return key ? key[0]!.toLowerCase() + key.slice(1) : key;
}
