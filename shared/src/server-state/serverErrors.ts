/**
 * The server answers a refused form with 400 `{ message, field }` (docs/decisions/product.md#errors): the message belongs
 * under that field, not in a toast, when the form has such a field.
 *
 * Part of the core `@nurly/shared` (useAction's `form` option needs it), not of
 * `@nurly/shared/forms`, which re-exports it: it only calls the form it is given, so it needs no
 * react-hook-form code (its types only).
 */
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { toApiError } from '../api/errors';

/** The part of a react-hook-form form that receives server errors (any form's UseFormReturn fits). */
export type ServerErrorTarget<Values extends FieldValues = FieldValues> = Pick<UseFormReturn<Values>, 'getValues' | 'setError' | 'control'>;

/** Puts the server's message under its field and focuses it; false when the error names no field of this form. */
export function applyServerError<Values extends FieldValues>(form: ServerErrorTarget<Values>, error: unknown): boolean {
  const { field, message } = toApiError(error);
  if (!field) return false;
  const name = field as FieldPath<Values>;
  // Only fields the form holds (a value or a mounted input): anything else stays a toast.
  if (form.getValues(name) === undefined && !form.control._names.mount.has(field)) return false;
  form.setError(name, { type: 'server', message }, { shouldFocus: true });
  return true;
}
