// Form parts: fields, the zod-backed form hook and server field errors applied to a form.
// Entry point `@console/widgets/form`: add an export here and run `pnpm api:update`.
export {
  type AppliedServerErrors,
  type ApplyServerErrorsOptions,
  applyServerErrors,
  type ServerErrorTarget,
} from './applyServerErrors';
export { CheckboxGroupField, type CheckboxGroupFieldProps } from './CheckboxGroupField';
export { Field, type FieldControlProps, type FieldProps } from './Field';
export { FormError } from './FormError';
export { FormField, type FormFieldProps } from './FormField';
export { useZodForm } from './useZodForm';
