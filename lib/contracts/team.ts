import { z } from 'zod';
import { PERMISSIONS } from './permissions';

const permissions = z
  .array(z.enum(PERMISSIONS, { message: 'validation.invalidOption' }))
  .min(1, { message: 'validation.permissionsRequired' })
  .transform((list) => [...new Set(list)]);

export const inviteAdminSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ message: 'validation.email' })),
  permissions,
});
export type InviteAdminInput = z.input<typeof inviteAdminSchema>;

export const updateAdminSchema = z.object({ permissions });
export type UpdateAdminInput = z.input<typeof updateAdminSchema>;

export const adminParamsSchema = z.object({ user_id: z.uuid({ message: 'validation.invalid' }) });
export const inviteTokenParamsSchema = z.object({ token: z.string().min(16).max(128) });

/** New users send their name and a password; existing accounts prove themselves with their password. */
export const completeInvitationSchema = z.object({
  firstName: z.string().trim().min(1, { message: 'validation.required' }).max(100).optional(),
  lastName: z.string().trim().min(1, { message: 'validation.required' }).max(100).optional(),
  password: z
    .string()
    .min(1, { message: 'validation.required' })
    .max(128, { message: 'validation.passwordTooLong' }),
});
export type CompleteInvitationInput = z.infer<typeof completeInvitationSchema>;

export const teamMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['employer', 'team_admin']),
  permissions: z.array(z.string()),
  status: z.enum(['active', 'inactive']),
  isOwner: z.boolean(),
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  permissions: z.array(z.string()),
  status: z.enum(['pending', 'expired']),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamListSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type TeamList = z.infer<typeof teamListSchema>;

export const invitationInfoSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  permissions: z.array(z.string()),
  hasAccount: z.boolean(),
  expiresAt: z.string(),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;
