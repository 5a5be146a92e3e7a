/** Create or edit a publisher app: name, postback URL, how postbacks are signed, allowed IPs (one per line). A create answers with the secret. */
import { Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NAME_MAX_LENGTH, POSTBACK_SCHEMES, offerwallMessages } from '@nurly/contracts';
import { FormDialog, useAction } from '@nurly/shared';
import { SelectField, TextField, TextareaField, useNurlyForm } from '@nurly/shared/forms';
import type { PublisherApp, PublisherAppSecret } from '@nurly/contracts/schemas';
import { APPS_PATH } from '../../lib/apps';
import { createApp, updateApp } from './api';
import { appFormValues, appRequestBody, checkAllowedIps, checkAppName, checkPostbackUrl, emptyAppForm, type AppFormValues } from './rules';

export interface AppFormDialogProps {
  /** 'new' to create, an app to edit it, null when closed. */
  target: PublisherApp | 'new' | null;
  onClose: () => void;
  /** A new app and its one-time secret. */
  onCreated: (created: PublisherAppSecret) => void;
}

export function AppFormDialog({ target, onClose, onCreated }: AppFormDialogProps) {
  const { t } = useTranslation('offerwall');
  const form = useNurlyForm<AppFormValues>({ defaultValues: emptyAppForm });
  const editing = target && target !== 'new' ? target : null;

  useEffect(() => {
    if (target) form.reset(target === 'new' ? emptyAppForm : appFormValues(target));
  }, [target, form]);

  const create = useAction(createApp, {
    form,
    revalidate: [APPS_PATH],
    onSuccess: (created) => onCreated(created),
  });
  // The server answers a change with the app itself (no message): the toast is the contract's wording.
  const update = useAction(updateApp, { form, revalidate: [APPS_PATH], success: offerwallMessages.appUpdated, onSuccess: onClose });

  const save = async (values: AppFormValues) => {
    const body = appRequestBody(values);
    if (editing) await update(editing.id, body);
    else await create(body);
  };

  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? t('apps.editTitle') : t('apps.createTitle')}
      submitLabel={editing ? t('apps.save') : t('apps.register')}
      form={form}
      onValid={save}
      testId="app-dialog"
      submitTestId="app-submit"
    >
      <Stack gap="4">
        <TextField
          name="name"
          label={t('apps.name')}
          required={offerwallMessages.appNameRequired}
          maxLength={APP_NAME_MAX_LENGTH}
          validate={(v) => checkAppName(String(v ?? ''))}
          testId="app-name"
        />
        <TextField
          name="postback_url"
          type="url"
          label={t('apps.postbackUrl')}
          helperText={t('apps.postbackUrlHelp')}
          placeholder="https://"
          validate={(v) => checkPostbackUrl(String(v ?? ''))}
          testId="app-postback-url"
        />
        <SelectField
          name="postback_scheme"
          label={t('apps.scheme')}
          helperText={t('apps.schemeHelp')}
          options={POSTBACK_SCHEMES.map((scheme) => ({ value: scheme, label: t(`labels.postbackScheme.${scheme}`) }))}
          testId="app-postback-scheme"
        />
        <TextareaField
          name="allowed_ips"
          label={t('apps.allowedIps')}
          helperText={t('apps.allowedIpsHelp')}
          rows={3}
          validate={(v) => checkAllowedIps(String(v ?? ''))}
          testId="app-allowed-ips"
        />
      </Stack>
    </FormDialog>
  );
}
