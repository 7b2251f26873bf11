/**
 * Query keys of organisation data are rooted in the organisation id, so switching organisation can never
 * show another tenant's cache (STYLE.md, client data).
 */
export const orgKey = (orgId: string | null | undefined, ...rest: unknown[]) =>
  ['org', orgId ?? 'none', ...rest] as const;
