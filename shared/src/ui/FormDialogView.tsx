/** The form dialog itself (FormDialog.tsx): a Chakra overlay, fetched when a page first renders one. */
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
// The forms share, not react-hook-form itself: this FormProvider is the one the fields' useFormContext reads.
import { FormProvider, submitHandler, type FieldValues } from '@nurly/shared/forms';
import { confirmDialog } from './ConfirmDialog';
import type { FormDialogProps } from './FormDialog';

export function FormDialogView<Values extends FieldValues = FieldValues>(props: FormDialogProps<Values>) {
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
  // Read while rendering: react-hook-form tracks only the form state a render has read.
  const dirty = hookForm ? hookForm.formState.isDirty : false;
  const asking = useRef(false);
  /** Esc or a click outside: a form with typed data asks before it is thrown away (the cancel button does not ask). */
  const dismiss = async () => {
    if (locked || asking.current) return;
    if (dirty) {
      asking.current = true;
      const discard = await confirmDialog({
        title: t('discard.title'),
        html: t('discard.body'),
        confirmText: t('discard.confirm'),
        cancelText: t('discard.keepEditing'),
      });
      asking.current = false;
      if (!discard) return;
    }
    onClose();
  };
  const dialog = (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && void dismiss()} placement="center">
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
