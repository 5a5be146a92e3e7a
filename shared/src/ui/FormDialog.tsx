import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { submitHandler, type SubmitValues } from '../forms/Form';

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

/**
 * A centred dialog holding one form: title, body, cancel and submit (Enter submits the form).
 * With `form` + `onValid` it is a react-hook-form form: fields validate once touched, the submit
 * button spins while `onValid` runs, and a server 400 `{ field, message }` lands under that field.
 */
export function FormDialog<Values extends FieldValues = FieldValues>(props: FormDialogProps<Values>) {
  const {
    open,
    onClose,
    title,
    submitLabel,
    maxW = '600px',
    testId,
    submitTestId,
    submitColor = 'brand',
    locked = false,
    children,
  } = props;
  const { t } = useTranslation('common');
  const hookForm = props.form;
  const saving = props.saving ?? (hookForm ? hookForm.formState.isSubmitting : false);
  const onSubmit = hookForm ? (event: FormEvent<HTMLFormElement>) => void submitHandler(hookForm, props.onValid!)(event) : props.onSubmit!;
  const dialog = (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !locked && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxW} w="calc(100% - 32px)" data-testid={testId}>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={locked}>
                  {t('cancel')}
                </Button>
                <Button type="submit" colorPalette={submitColor} loading={saving} disabled={locked} data-testid={submitTestId}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
  return hookForm ? <FormProvider {...hookForm}>{dialog}</FormProvider> : dialog;
}
