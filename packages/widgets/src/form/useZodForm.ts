import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * `useForm` validated by a zod schema: first on submit, then on each change of a field in error. Validating on
 * blur would move the submit button under the pointer as messages appear, and swallow the click.
 */
export function useZodForm<S extends z.ZodObject>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // The resolver's overloads cannot infer input and output through a generic schema; the schema fixes both.
  const resolver = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver,
  });
}
