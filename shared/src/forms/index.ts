export * from './Form';
export * from './fields';
export * from './serverErrors';
// The react-hook-form API remotes need, from the one copy inside @nurly/shared (one form context).
export { Controller, FormProvider, useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
export type {
  Control,
  FieldErrors,
  FieldPath,
  FieldValues,
  RegisterOptions,
  SubmitHandler,
  UseFormProps,
  UseFormReturn,
  Validate,
} from 'react-hook-form';
