'use client';

import { useRef, useState, type FormEvent, type SyntheticEvent } from 'react';

type FieldError = { type: string; message?: string };

/**
 * What the light form checks with: a zod schema (loaded lazily), or anything with zod's `safeParse` shape — the
 * login page checks with a few lines of its own, so that not even zod loads there.
 */
export type LightSchema<Out = unknown> = {
  safeParse(values: unknown):
    | { success: true; data: Out }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[] };
      };
};
type Output<S> = S extends LightSchema<infer Out> ? Out : never;

/**
 * A small form state for the one form a screen shows on its first view (settings' company info), with
 * neither react-hook-form's nor zod's code in the screen's first load (issue 11's 200 kB budget): the
 * inputs are uncontrolled (`register` gives name, default value and blur/change handlers), the contract
 * schema loads with the first validation, and errors behave like our react-hook-form forms (mode onTouched:
 * a field is checked when left, then on each change; everything on submit; API field errors through
 * `reportFormError`, which takes this form too). Text fields only: every value is the input's string.
 * Every other form uses `useZodForm` (./use-zod-form.ts).
 */
export function useLightForm<S extends LightSchema, K extends string>(
  loadSchema: () => Promise<S>,
  defaults: Record<K, string>,
) {
  const [touched] = useState(() => new Set<string>());
  const [errors, setErrors] = useState<Partial<Record<K, FieldError>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // the form element last submitted, for `reset`
  const submitted = useRef<HTMLFormElement | null>(null);
  const fields = Object.keys(defaults) as K[];

  // The values are the form's own (uncontrolled inputs), read from the element an event came from.
  const valuesOf = (form: HTMLFormElement | null): Record<K, string> => {
    const data = form ? new FormData(form) : null;
    return Object.fromEntries(
      fields.map((k) => [k, data ? String(data.get(k) ?? '') : defaults[k]]),
    ) as Record<K, string>;
  };

  const check = async (
    form: HTMLFormElement | null,
  ): Promise<{ data?: Output<S>; errors: Partial<Record<K, FieldError>> }> => {
    const result = (await loadSchema()).safeParse(valuesOf(form));
    if (result.success) return { data: result.data as Output<S>, errors: {} };
    const found: Partial<Record<K, FieldError>> = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0] as K;
      found[key] ??= { type: issue.code, message: issue.message };
    }
    return { errors: found };
  };

  const recheck = async (name: K, event: SyntheticEvent<HTMLElement & { form: HTMLFormElement | null }>) => {
    const { errors: found } = await check(event.currentTarget.form);
    setErrors((current) => ({ ...current, [name]: found[name] }));
  };

  return {
    /** The field names, for `reportFormError` to place the API's field errors. */
    fields,
    formState: { errors, isSubmitting },
    setError: (name: string, error: FieldError) => setErrors((current) => ({ ...current, [name]: error })),
    /** Back to the defaults, untouched and without errors (after a saved submit). */
    reset: () => {
      submitted.current?.reset();
      touched.clear();
      setErrors({});
    },
    register: (name: K) => ({
      name,
      defaultValue: defaults[name],
      onBlur: (event: SyntheticEvent<HTMLElement & { form: HTMLFormElement | null }>) => {
        touched.add(name);
        void recheck(name, event);
      },
      onChange: (event: SyntheticEvent<HTMLElement & { form: HTMLFormElement | null }>) => {
        if (touched.has(name)) void recheck(name, event);
      },
    }),
    /** The form's onSubmit: checks everything, focuses the first field in error, else calls `submit`. */
    handleSubmit: (submit: (values: Output<S>) => void) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      submitted.current = form;
      setSubmitting(true);
      try {
        const { data, errors: found } = await check(form);
        fields.forEach((k) => touched.add(k));
        setErrors(found);
        const first = fields.find((k) => found[k]);
        if (first) return void form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        submit(data as Output<S>);
      } finally {
        setSubmitting(false);
      }
    },
  };
}
