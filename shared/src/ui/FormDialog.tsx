import type { FormEvent, ReactElement, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { SubmitValues } from '@nurly/shared/forms';
import { lazyComponent } from './lazyComponent';

interface FormDialogBaseProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Label of the submit button; cancel is the common '취 소'. */
  submitLabel: ReactNode;
  saving?: boolean;
  maxW?: string;
  testId?: string;
  /** data-testid of the submit button. */
  submitTestId?: string;
  /** Colour of the submit button (default brand). */
  submitColor?: string;
  /** Done and waiting (e.g. logging out after a password change): no cancel, no submit, no closing. */
  locked?: boolean;
  children: ReactNode;
}

/** A hand-written form: the dialog calls `onSubmit` with the submit event. */
export interface PlainFormDialogProps extends FormDialogBaseProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  form?: undefined;
  onValid?: undefined;
}

/** A react-hook-form form: fields inside register with `form`; `onValid` gets the checked values. */
export interface HookFormDialogProps<Values extends FieldValues> extends FormDialogBaseProps {
  form: UseFormReturn<Values>;
  onValid: SubmitValues<Values>;
  onSubmit?: undefined;
}

export type FormDialogProps<Values extends FieldValues = FieldValues> = PlainFormDialogProps | HookFormDialogProps<Values>;

// The dialog is a Chakra overlay (tools/mf/surface.ts): FormDialogView.tsx is fetched when a page first
// renders a FormDialog, not at first paint. Chakra mounts a dialog's content only while it is open, so
// a closed one looks the same while its code is on its way.
const view = lazyComponent<FormDialogProps>(
  () => import('./FormDialogView').then((m) => ({ default: m.FormDialogView as (props: FormDialogProps) => ReactElement })),
  () => null,
);

/**
 * A centred dialog holding one form: title, body, cancel and submit (Enter submits the form).
 * With `form` + `onValid` it is a react-hook-form form: fields validate once touched, the submit
 * button spins while `onValid` runs, and a server 400 `{ field, message }` lands under that field.
 */
export const FormDialog = view.Component as <Values extends FieldValues = FieldValues>(props: FormDialogProps<Values>) => ReactElement;
