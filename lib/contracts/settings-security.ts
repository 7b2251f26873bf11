import { z } from 'zod';

/** The organisation's security settings (issue 33): whether every admin must have two-factor authentication. */
export const securitySettingsSchema = z.object({ requireMfa: z.boolean() }).strict();
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
