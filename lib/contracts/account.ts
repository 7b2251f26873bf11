import { z } from 'zod';
import { COUNTRY_CODES } from '@/lib/countries';

// Messages are keys under `validation` in messages/*.json, so server and forms show the same text.
const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'validation.email' }));
export const passwordSchema = z
  .string()
  .min(10, { message: 'validation.passwordTooShort' })
  .max(128, { message: 'validation.passwordTooLong' });
const name = z.string().trim().min(1, { message: 'validation.required' }).max(100);
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{7,20}$/, { message: 'validation.phone' })
  .optional()
  .or(z.literal('').transform(() => undefined));
const otp = z.string().regex(/^\d{6}$/, { message: 'validation.otp' });

export const loginSchema = z.object({
  email,
  password: z.string().min(1, { message: 'validation.required' }).max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  firstName: name,
  lastName: name,
  email,
  phone,
  password: passwordSchema,
  organizationName: z.string().trim().min(2, { message: 'validation.required' }).max(200),
  country: z.enum(COUNTRY_CODES, { message: 'validation.invalidOption' }),
});
export type SignupInput = z.input<typeof signupSchema>;

/** `POST account/consultant/signup`: the employer sign-up with the firm's name in place of the organisation's. */
export const consultantSignupSchema = signupSchema.omit({ organizationName: true }).extend({
  firmName: z.string().trim().min(2, { message: 'validation.required' }).max(200),
});

/** `POST account/consultant/add-organization`: a new client organisation under the consultant's firm. */
export const addClientOrganizationSchema = z.object({
  name: z.string().trim().min(2, { message: 'validation.required' }).max(200),
  country: z.enum(COUNTRY_CODES, { message: 'validation.invalidOption' }),
  contactEmail: email.optional(),
  contactPhone: phone.optional(),
});

export const verifyEmailSchema = z.object({ email, otp });
export const emailOnlySchema = z.object({ email });
export const resetHashSchema = z.object({ hash: z.string().min(16).max(128) });

const confirmation = { message: 'validation.passwordMismatch', path: ['confirmPassword'] };

export const resetPasswordSchema = z
  .object({ hash: resetHashSchema.shape.hash, password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, confirmation);
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { message: 'validation.required' }).max(128),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, confirmation);
export const updateDetailsSchema = z.object({ firstName: name, lastName: name, phone });
export const switchOrgSchema = z.object({ orgId: z.uuid().nullable() });

export const organizationRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  currency: z.string(),
  dialCode: z.string(),
});
export const userRoleSchema = z.object({
  id: z.string(),
  name: z.enum(['employer', 'team_admin', 'consultant', 'consultant_member']),
  permissions: z.array(z.string()),
  organization: organizationRefSchema.nullable(),
  consultant: z.object({ id: z.string(), name: z.string(), country: z.string() }).nullable(),
  /** our addition, on `currentUserRole`: the statutory types the user was invited to manage (statutory admin) */
  statutoryTypes: z.array(z.string()).optional(),
});
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  locale: z.string(),
  emailVerified: z.boolean(),
  /** whether the TOTP second factor is on: answered by account/* (me, details, switch-org) and the sign-in */
  mfaEnabled: z.boolean().optional(),
  userRoles: z.array(userRoleSchema),
  currentUserRole: userRoleSchema.nullable(),
  currentConsultantRole: userRoleSchema.nullable(),
});
export const sessionSchema = z.object({ token: z.string(), user: userSchema });

export type UserRole = z.infer<typeof userRoleSchema>;
export type User = z.infer<typeof userSchema>;
export type Session = z.infer<typeof sessionSchema>;

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  dialCode: z.string(),
  flag: z.string(),
  currencies: z.array(z.string()),
});
export type CountryInfo = z.infer<typeof countrySchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const markNotificationsSchema = z.object({ ids: z.array(z.uuid()).max(500).optional() });
