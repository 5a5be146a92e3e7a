/**
 * `@nurly/shared/forms`: the forms half of @nurly/shared, a federation singleton of its own
 * (tools/mf/singletons.ts) so that only the chunks that render a form download react-hook-form and
 * these fields; the login page and the shell's first paint do not. Same version as
 * `@nurly/shared`. Its files reach the rest of shared only through '@nurly/shared', never by a
 * relative path (that would bundle a second copy: a second toast store, a second ApiError class).
 */
export * from './Form';
export * from './fields';
// useAction's `form` option needs it too, so it lives in the core share; a form's API offers it here as well.
/** @public */
export { applyServerError, type ServerErrorTarget } from '@nurly/shared';
// The react-hook-form API remotes need, from the one copy inside @nurly/shared/forms (one form context).
export { Controller, FormProvider, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
/** @public */
export { useController } from 'react-hook-form';
/** @public */
export type { Control, RegisterOptions, SubmitHandler } from 'react-hook-form';
export type { FieldErrors, FieldPath, FieldValues, UseFormProps, UseFormReturn, Validate } from 'react-hook-form';
