/**
 * Forms on react-hook-form: `useNurlyForm` validates a field once it was touched (or the form
 * submitted), `Form` / `FormDialog` submit valid values and put the server's 400 `{ field, message }`
 * under that field (other failures are toasted).
 *
 * react-hook-form lives inside `@nurly/shared/forms`, a singleton of its own beside `@nurly/shared`
 * (one copy for every remote, one form context, downloaded only by chunks that render a form):
 * remotes import these and its hooks and types from '@nurly/shared/forms', never from 'react-hook-form'.
 */
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
// The rest of shared by its package name only: the forms share then uses the core share's toast store.
import { applyServerError, notify } from '@nurly/shared';

/** useForm with the product's validation timing: on blur once touched, then on every change. */
export function useNurlyForm<Values extends FieldValues = FieldValues>(props: UseFormProps<Values> = {}): UseFormReturn<Values> {
  return useForm<Values>({ mode: 'onTouched', ...props });
}

export type SubmitValues<Values extends FieldValues> = (values: Values) => unknown;

/**
 * A submit handler: validates, calls `onValid`, and if that throws maps the server error onto its
 * field or toasts it (useAction callers never throw; a raw API function may).
 */
export function submitHandler<Values extends FieldValues>(form: UseFormReturn<Values>, onValid: SubmitValues<Values>) {
  return (event?: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(async (values) => {
      try {
        await onValid(values);
      } catch (failure) {
        if (!applyServerError(form, failure)) notify.fromError(failure);
      }
    })(event);
}

export interface FormProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  onSubmit: SubmitValues<Values>;
  children: ReactNode;
  id?: string;
  testId?: string;
  /** Inline style of the form element (e.g. display: contents inside a dialog). */
  style?: React.CSSProperties;
}

/** A `<form>` whose fields (TextField, …) register with `form`. */
export function Form<Values extends FieldValues>({ form, onSubmit, children, id, testId, style }: FormProps<Values>) {
  return (
    <FormProvider {...form}>
      <form id={id} noValidate onSubmit={(event) => void submitHandler(form, onSubmit)(event)} data-testid={testId} style={style}>
        {children}
      </form>
    </FormProvider>
  );
}
