/**
 * Business registration dialog (docs/decisions/product.md#shared-screens item 7, docs/decisions/product.md#states, docs/decisions/product.md#validation): create mode without an id, edit mode
 * with one. Registration number: spaces/hyphens removed, 10 digits normalised to 000-00-00000
 * (max length 12); required fields; first email/deposit name cannot be removed; a certificate
 * upload auto-fills the fields. The rules of form.ts validate it (as the form's resolver), once a
 * field was touched or on submit; a server error naming a field shows under it.
 */
import { Box, Button, Dialog, Field, HStack, IconButton, Input, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, REGISTRATION_NUMBER_MAX_LENGTH, notify, useAction } from '@nurly/shared';
import { Controller, FieldFrame, Form, TextField, useNurlyForm, useWatch, type FieldErrors, type UseFormReturn } from '@nurly/shared/forms';
import type {
  Advertiser,
  AdvertiserFile,
  AdvertiserFileType,
  AdvertiserInput,
  AdvertiserSaved,
  RegistrationUpload,
} from '@nurly/contracts/schemas';
import { openAdvertiserFile, postAdvertiser, postRegistrationFile, putAdvertiser } from '../lib/advertiser';
import {
  applyParse,
  formFromAdvertiser,
  normalizeNumberInput,
  removeAt,
  toInput,
  validateForm,
  type AdvertiserForm,
  type FormErrors,
} from '../lib/advertiser-form';

export interface AdvertiserDialogProps {
  open: boolean;
  advertiser: Advertiser | null;
  onClose: () => void;
  onSaved: (advertiser: Advertiser) => void;
  /** Injected in tests. */
  api?: {
    create: (body: AdvertiserInput) => Promise<AdvertiserSaved>;
    update: (id: number, body: AdvertiserInput) => Promise<AdvertiserSaved>;
    upload: (file: File, type: AdvertiserFileType, parse: boolean) => Promise<RegistrationUpload>;
  };
}

const defaultApi = { create: postAdvertiser, update: putAdvertiser, upload: postRegistrationFile };
const ACCEPT = 'image/*,application/pdf';

/** form.ts's problems as react-hook-form errors: the list rules belong to the first entry of each list. */
function toFieldErrors(problems: FormErrors): FieldErrors<AdvertiserForm> {
  const errors: Record<string, unknown> = {};
  const error = (message: string) => ({ type: 'validate', message });
  for (const key of ['name', 'registration_number', 'representative', 'address'] as const) {
    const message = problems[key];
    if (message) errors[key] = error(message);
  }
  if (problems.email) errors.emails = [error(problems.email)];
  if (problems.deposit_name) errors.deposit_names = [error(problems.deposit_name)];
  return errors as FieldErrors<AdvertiserForm>;
}

export function AdvertiserDialog({ open, advertiser, onClose, onSaved, api = defaultApi }: AdvertiserDialogProps) {
  const { t } = useTranslation('points');
  const messages = {
    name: t('advertiser.errors.name'),
    representative: t('advertiser.errors.representative'),
    address: t('advertiser.errors.address'),
    email: t('advertiser.errors.email'),
    deposit_name: t('advertiser.errors.deposit_name'),
    registration_number: '',
  };
  const form = useNurlyForm<AdvertiserForm>({
    defaultValues: formFromAdvertiser(advertiser),
    resolver: (values) => {
      const problems = validateForm({ ...values, registration_number: normalizeNumberInput(values.registration_number) }, messages);
      return Object.keys(problems).length ? { values: {}, errors: toFieldErrors(problems) } : { values, errors: {} };
    },
  });
  const [files, setFiles] = useState<AdvertiserFile[]>(advertiser?.files_details ?? []);
  const [uploading, setUploading] = useState<AdvertiserFileType | null>(null);
  const certificateInput = useRef<HTMLInputElement>(null);
  const statementInput = useRef<HTMLInputElement>(null);
  const editing = !!advertiser?.id;

  useEffect(() => {
    if (open) {
      form.reset(formFromAdvertiser(advertiser));
      setFiles(advertiser?.files_details ?? []);
    }
  }, [open, advertiser, form]);

  const save = useAction((body: AdvertiserInput) => (editing ? api.update(advertiser!.id, body) : api.create(body)), {
    form,
    onSuccess: (saved) => {
      // Saved, but the number is another account's too: said, not hidden.
      if (saved.warning) notify.warning(saved.warning);
      onSaved(saved.advertiser);
    },
  });

  // A stored file, and for a certificate the fields read from it (or the reason it could not be read).
  const upload = useAction(api.upload, {
    success: false,
    onSuccess: (result, _file, type) => {
      setFiles((current) => [...current.filter((f) => f.type !== type), result.file]);
      const current = form.getValues();
      const kept = current.files.filter((id) => files.find((x) => x.id === id)?.type !== type);
      const withFile = { ...current, files: [...kept, result.file.id] };
      const next = result.registration ? applyParse(withFile, result.registration) : withFile;
      for (const key of Object.keys(next) as (keyof AdvertiserForm)[]) {
        if (next[key] !== current[key]) form.setValue(key, next[key], { shouldDirty: true });
      }
      if (result.registration) notify.success(t('advertiser.autoFilled'));
      else if (result.message) notify.error(result.message);
    },
  });

  const onUpload = async (type: AdvertiserFileType, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(type);
    await upload(file, type, type === 'REGISTRATION');
    setUploading(null);
  };

  const listField = (key: 'emails' | 'deposit_names', label: string, testId: string) => (
    <ListField
      key={key}
      name={key}
      label={label}
      testId={testId}
      form={form}
      addLabel={t('advertiser.add')}
      removeLabel={t('advertiser.remove')}
    />
  );

  const fileRow = (type: AdvertiserFileType, label: string, input: RefObject<HTMLInputElement | null>) => {
    const current = files.find((f) => f.type === type);
    return (
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <HStack gap="2" wrap="wrap">
          <input ref={input} type="file" accept={ACCEPT} hidden data-testid={`upload-${type}`} onChange={(e) => void onUpload(type, e)} />
          <Button size="sm" variant="outline" loading={uploading === type} onClick={() => input.current?.click()}>
            {t('advertiser.upload')}
          </Button>
          {current ? (
            <>
              <Text fontSize="sm" color="fg.muted">
                {t('advertiser.uploaded', { name: current.name })}
              </Text>
              <Button size="xs" variant="ghost" onClick={() => void openAdvertiserFile(current.id).catch(notify.fromError)}>
                {t('advertiser.view')}
              </Button>
            </>
          ) : null}
        </HStack>
        {type === 'REGISTRATION' ? <Field.HelperText>{t('advertiser.certificateHelp')}</Field.HelperText> : null}
      </Field.Root>
    );
  };

  const text = (
    key: 'name' | 'representative' | 'address' | 'phone_number' | 'business_type' | 'business_category',
    label: string,
    required = false,
  ) => <TextField name={key} label={label} required={required} maxLength={key === 'address' ? 300 : 100} testId={`advertiser-${key}`} />;

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="600px" w="calc(100% - 32px)" data-testid="advertiser-dialog">
            {/* display: contents keeps Body/Footer as the dialog's flex children (inside scrolling). */}
            <Form
              form={form}
              style={{ display: 'contents' }}
              onSubmit={async (values) => {
                const normalized = { ...values, registration_number: normalizeNumberInput(values.registration_number) };
                form.setValue('registration_number', normalized.registration_number);
                await save(toInput(normalized));
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{editing ? t('advertiser.editTitle') : t('advertiser.createTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {fileRow('REGISTRATION', t('advertiser.certificate'), certificateInput)}
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                    {text('name', t('advertiser.name'), true)}
                    <TextField
                      name="registration_number"
                      label={t('advertiser.registrationNumber')}
                      required
                      placeholder={t('advertiser.registrationPlaceholder')}
                      maxLength={REGISTRATION_NUMBER_MAX_LENGTH}
                      inputMode="numeric"
                      normalize={normalizeNumberInput}
                      testId="advertiser-registration_number"
                      errorTestId="registration-number-error"
                    />
                    {advertiser?.shared_registration_count ? (
                      <Text gridColumn="1 / -1" fontSize="sm" color="orange.fg" data-testid="shared-registration-notice">
                        {t('advertiser.sharedNumber', { count: advertiser.shared_registration_count })}
                      </Text>
                    ) : null}
                    {text('representative', t('advertiser.representative'), true)}
                    {text('phone_number', t('advertiser.phone'))}
                  </SimpleGrid>
                  {text('address', t('advertiser.address'), true)}
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                    {text('business_type', t('advertiser.businessType'))}
                    {text('business_category', t('advertiser.businessCategory'))}
                  </SimpleGrid>
                  {listField('emails', t('advertiser.email'), 'advertiser-email')}
                  {listField('deposit_names', t('advertiser.depositName'), 'advertiser-deposit')}
                  <Box>{fileRow('BANK_STATEMENT', t('advertiser.bankStatement'), statementInput)}</Box>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('advertiser.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={save.isRunning} data-testid="advertiser-submit">
                  {editing ? t('advertiser.save') : t('advertiser.create')}
                </Button>
              </Dialog.Footer>
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ListFieldProps {
  name: 'emails' | 'deposit_names';
  label: string;
  testId: string;
  form: UseFormReturn<AdvertiserForm>;
  addLabel: string;
  removeLabel: string;
}

/**
 * A list of strings whose first entry is required and cannot be removed. Only the first row sits in
 * the field frame, so its rule's error shows right under it and added rows never turn red with it
 *; added rows are optional (empty ones are dropped on save).
 */
function ListField({ name, label, testId, form, addLabel, removeLabel }: ListFieldProps) {
  const values = useWatch({ control: form.control, name }) ?? [''];
  const row = (index: number) => (
    <Controller
      control={form.control}
      name={`${name}.${index}`}
      render={({ field }) => (
        <Input
          {...field}
          value={field.value ?? ''}
          data-testid={`${testId}-${index}`}
          type={name === 'emails' ? 'email' : 'text'}
          maxLength={name === 'emails' ? 200 : 50}
        />
      )}
    />
  );
  return (
    <Stack gap="2" w="full">
      <FieldFrame name={`${name}.0`} label={label} required>
        <HStack w="full">
          {row(0)}
          <Button
            variant="outline"
            size="sm"
            flexShrink={0}
            data-testid={`${testId}-add`}
            onClick={() => form.setValue(name, [...values, ''])}
          >
            {addLabel}
          </Button>
        </HStack>
      </FieldFrame>
      {values.slice(1).map((_, offset) => {
        const index = offset + 1;
        return (
          <HStack key={index}>
            {row(index)}
            <IconButton
              aria-label={removeLabel}
              variant="ghost"
              size="sm"
              data-testid={`${testId}-remove-${index}`}
              onClick={() => form.setValue(name, removeAt(values, index))}
            >
              <Icon name="close" />
            </IconButton>
          </HStack>
        );
      })}
    </Stack>
  );
}
