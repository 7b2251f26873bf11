'use client';

import { useState } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

type Resolver<S extends z.ZodType<FieldValues, FieldValues>> = NonNullable<
  UseFormProps<z.input<S>, unknown, z.output<S>>['resolver']
>;

/**
 * `useZodForm` (./use-zod-form.ts) for a form on a screen's first view (settings' company info): the schema
 * and the resolver — with them zod, about 30 kB gzip — load with the first validation, not with the screen
 * (issue 11's JavaScript budget). `load` imports the contract: `() => import('@/lib/contracts/x').then((m) => m.xSchema)`.
 * Field errors and API failures: ./form-errors.ts.
 */
export function useLazyZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
  props: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  const [resolver] = useState<Resolver<S>>(() => {
    let loaded: Promise<Resolver<S>> | undefined;
    const resolve: Resolver<S> = async (values, context, options) => {
      loaded ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
        ([schema, m]) => m.zodResolver(schema) as Resolver<S>,
      );
      return (await loaded)(values, context, options);
    };
    return resolve;
  });
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...props, resolver });
}
