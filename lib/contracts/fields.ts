import { z } from 'zod';

/**
 * Field rules several contracts share (employees, departments, payroll groups), so a name is checked the same
 * way everywhere. Messages are `validation.*` keys.
 */
export const required = { message: 'validation.required' };

/** A required, trimmed text of at most `max` characters. */
export const text = (max: number) =>
  z.string().trim().min(1, required).max(max, { message: 'validation.tooLong' });

/** An optional trimmed text of at most `max` characters; blank is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.tooLong' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
