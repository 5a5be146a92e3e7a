/**
 * Business registration dialog (spec §2 item 7, §4, §5): create mode without an id, edit mode
 * with one. Registration number: spaces/hyphens removed, 10 digits normalised to 000-00-00000
 * (max length 12); required fields; first email/deposit name cannot be removed; a certificate
 * upload auto-fills the fields.
 */
import { Box, Button, Dialog, Field, HStack, IconButton, Input, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, REGISTRATION_NUMBER_MAX_LENGTH, errorMessage, notify } from '@nurly/shared';
import type {
  Advertiser,
  AdvertiserFile,
  AdvertiserFileType,
  AdvertiserInput,
  AdvertiserSaved,
  RegistrationUpload,
} from '@nurly/contracts/schemas';
import { openAdvertiserFile, postAdvertiser, postRegistrationFile, putAdvertiser } from './api';
import {
  applyParse,
  formFromAdvertiser,
  normalizeNumberInput,
  removeAt,
  toInput,
  validateForm,
  type AdvertiserForm,
  type FormErrors,
} from './form';

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

export function AdvertiserDialog({ open, advertiser, onClose, onSaved, api = defaultApi }: AdvertiserDialogProps) {
  const { t } = useTranslation('points');
  const [form, setForm] = useState<AdvertiserForm>(() => formFromAdvertiser(advertiser));
  const [files, setFiles] = useState<AdvertiserFile[]>(advertiser?.files_details ?? []);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState<AdvertiserFileType | null>(null);
  const certificateInput = useRef<HTMLInputElement>(null);
  const statementInput = useRef<HTMLInputElement>(null);
  const editing = !!advertiser?.id;

  useEffect(() => {
    if (open) {
      setForm(formFromAdvertiser(advertiser));
      setFiles(advertiser?.files_details ?? []);
      setErrors({});
    }
  }, [open, advertiser]);

  const set = <K extends keyof AdvertiserForm>(key: K, value: AdvertiserForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const messages = {
    name: t('advertiser.errors.name'),
    representative: t('advertiser.errors.representative'),
    address: t('advertiser.errors.address'),
    email: t('advertiser.errors.email'),
    deposit_name: t('advertiser.errors.deposit_name'),
    registration_number: '',
  };

  const onUpload = async (type: AdvertiserFileType, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(type);
    try {
      const result = await api.upload(file, type, type === 'REGISTRATION');
      setFiles((current) => [...current.filter((f) => f.type !== type), result.file]);
      setForm((f) => {
        const kept = f.files.filter((id) => files.find((x) => x.id === id)?.type !== type);
        const next = { ...f, files: [...kept, result.file.id] };
        return result.registration ? applyParse(next, result.registration) : next;
      });
      if (result.registration) notify.success(t('advertiser.autoFilled'));
      else if (result.message) notify.error(result.message);
    } catch (failure) {
      notify.fromError(failure);
    } finally {
      setUploading(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = { ...form, registration_number: normalizeNumberInput(form.registration_number) };
    setForm(normalized);
    const problems = validateForm(normalized, messages);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      const body = toInput(normalized);
      const saved = editing ? await api.update(advertiser!.id, body) : await api.create(body);
      notify.success(saved.message);
      onSaved(saved.advertiser);
    } catch (failure) {
      notify.error(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  const listField = (key: 'emails' | 'deposit_names', label: string, error: string | undefined, testId: string) => (
    <Field.Root required invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Stack gap="2" w="full">
        {form[key].map((value, index) => (
          <HStack key={index}>
            <Input
              value={value}
              data-testid={`${testId}-${index}`}
              type={key === 'emails' ? 'email' : 'text'}
              maxLength={key === 'emails' ? 200 : 50}
              onChange={(e) =>
                set(
                  key,
                  form[key].map((v, i) => (i === index ? e.target.value : v)),
                )
              }
            />
            {index === 0 ? (
              <Button variant="outline" size="sm" flexShrink={0} data-testid={`${testId}-add`} onClick={() => set(key, [...form[key], ''])}>
                {t('advertiser.add')}
              </Button>
            ) : (
              <IconButton
                aria-label={t('advertiser.remove')}
                variant="ghost"
                size="sm"
                data-testid={`${testId}-remove-${index}`}
                onClick={() => set(key, removeAt(form[key], index))}
              >
                <Icon name="close" />
              </IconButton>
            )}
          </HStack>
        ))}
      </Stack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
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
  ) => (
    <Field.Root required={required} invalid={!!errors[key as keyof FormErrors]}>
      <Field.Label>{label}</Field.Label>
      <Input
        value={form[key]}
        data-testid={`advertiser-${key}`}
        maxLength={key === 'address' ? 300 : 100}
        onChange={(e) => set(key, e.target.value)}
      />
      {errors[key as keyof FormErrors] ? <Field.ErrorText>{errors[key as keyof FormErrors]}</Field.ErrorText> : null}
    </Field.Root>
  );

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="600px" w="calc(100% - 32px)" data-testid="advertiser-dialog">
            {/* display: contents keeps Body/Footer as the dialog's flex children (inside scrolling). */}
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{editing ? t('advertiser.editTitle') : t('advertiser.createTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {fileRow('REGISTRATION', t('advertiser.certificate'), certificateInput)}
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                    {text('name', t('advertiser.name'), true)}
                    <Field.Root required invalid={!!errors.registration_number}>
                      <Field.Label>{t('advertiser.registrationNumber')}</Field.Label>
                      <Input
                        value={form.registration_number}
                        data-testid="advertiser-registration_number"
                        placeholder={t('advertiser.registrationPlaceholder')}
                        maxLength={REGISTRATION_NUMBER_MAX_LENGTH}
                        inputMode="numeric"
                        onChange={(e) => set('registration_number', e.target.value)}
                        onBlur={() => set('registration_number', normalizeNumberInput(form.registration_number))}
                      />
                      {errors.registration_number ? (
                        <Field.ErrorText data-testid="registration-number-error">{errors.registration_number}</Field.ErrorText>
                      ) : null}
                    </Field.Root>
                    {text('representative', t('advertiser.representative'), true)}
                    {text('phone_number', t('advertiser.phone'))}
                  </SimpleGrid>
                  {text('address', t('advertiser.address'), true)}
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                    {text('business_type', t('advertiser.businessType'))}
                    {text('business_category', t('advertiser.businessCategory'))}
                  </SimpleGrid>
                  {listField('emails', t('advertiser.email'), errors.email, 'advertiser-email')}
                  {listField('deposit_names', t('advertiser.depositName'), errors.deposit_name, 'advertiser-deposit')}
                  <Box>{fileRow('BANK_STATEMENT', t('advertiser.bankStatement'), statementInput)}</Box>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('advertiser.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={saving} data-testid="advertiser-submit">
                  {editing ? t('advertiser.save') : t('advertiser.create')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
