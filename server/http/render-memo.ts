import 'server-only';

/**
 * The reads one page render shares across its in-process API calls. A signed-in screen asks the API four to
 * six times while it renders (session, shell, data), and each call checked the same session row, the user's
 * roles and their permissions again: 11 of the employees list's 28 queries. Within one render none of them
 * can change, so `inProcessFetch` hands every call of that render one memo (the Hono `env`), and the auth
 * middleware reads through it. Browser requests come without a memo and read every time.
 */
export type RenderMemo = Map<string, Promise<unknown>>;

/** `read()`, once per render for `key` (a request's Hono context: its `env` holds the render's memo, if any). */
export function memoized<T>(c: { env: unknown }, key: string, read: () => Promise<T>): Promise<T> {
  const memo = (c.env as { renderMemo?: RenderMemo } | undefined)?.renderMemo;
  if (!memo) return read();
  let hit = memo.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = read();
    memo.set(key, hit);
  }
  return hit;
}
