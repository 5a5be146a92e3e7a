/**
 * Staff edit of one account's business (PUT admin/advertisers/{id}): the spec's fields with the
 * server's Korean rules checked first (required trade name, representative, address, a tax e-mail
 * and a depositor name; the registration number as 000-00-00000, 10 digits normalised). E-mails and
 * depositor names are comma-separated. The attached documents are kept as they are. A server
 * refusal naming a field shows under it; the saved business comes back to the caller.
 */
import { SimpleGrid } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  advertiserMessages,
  hasEmoji,
  isEmailAddress,
  normalizeRegistrationNumber,
  REGISTRATION_NUMBER_FORMAT_ERROR,
} from '@nurly/contracts';
import { FormDialog, notify, useAction } from '@nurly/shared';
import { TextField, useNurlyForm } from '@nurly/shared/forms';
import type { Advertiser, AdvertiserInput } from '@nurly/contracts/schemas';
import { businessFieldsInput, businessFieldsOf, type BusinessFields } from '@nurly/domain-ui';
import { ADVERTISERS_PATH, putAdvertiser } from './api';

/** The business's text fields, and its e-mails and depositor names comma-separated. */
interface EditValues extends BusinessFields {
  emails: string;
  deposit_names: string;
}

const valuesOf = (advertiser: Advertiser | null): EditValues => ({
  ...businessFieldsOf(advertiser),
  emails: advertiser?.emails.join(', ') ?? '',
  deposit_names: advertiser?.deposit_names.join(', ') ?? '',
});

/** "a@x.kr, b@y.kr" → ['a@x.kr', 'b@y.kr'] (blanks dropped). */
const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function toAdvertiserInput(values: EditValues, files: number[]): AdvertiserInput {
  return { ...businessFieldsInput(values), emails: splitList(values.emails), deposit_names: splitList(values.deposit_names), files };
}

export interface AdvertiserEditDialogProps {
  advertiser: Advertiser | null;
  onClose: () => void;
  onSaved: (advertiser: Advertiser) => void;
}

export function AdvertiserEditDialog({ advertiser, onClose, onSaved }: AdvertiserEditDialogProps) {
  const { t } = useTranslation('b2b');
  const form = useNurlyForm<EditValues>({ defaultValues: valuesOf(advertiser) });
  useEffect(() => {
    if (advertiser) form.reset(valuesOf(advertiser));
  }, [advertiser, form]);
  const save = useAction(putAdvertiser, {
    form,
    revalidate: [ADVERTISERS_PATH],
    onSuccess: (result) => {
      // Saved, but the number is another account's too: staff see the server's note as well.
      if (result.warning) notify.warning(result.warning);
      onSaved(result.advertiser);
    },
  });

  return (
    <FormDialog
      open={!!advertiser}
      onClose={onClose}
      title={t('advertiserDetail.editTitle', { name: advertiser?.name ?? '' })}
      submitLabel={t('advertiserDetail.save')}
      maxW="640px"
      form={form}
      testId="advertiser-edit-dialog"
      submitTestId="advertiser-edit-submit"
      onValid={(values) => (advertiser ? save(advertiser.id, toAdvertiserInput(values, advertiser.files)) : undefined)}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField
          name="name"
          label={t('advertiserDetail.name')}
          required={advertiserMessages.nameRequired}
          validate={(value) => !hasEmoji(String(value ?? '')) || advertiserMessages.nameEmoji}
          maxLength={100}
          testId="edit-name"
        />
        <TextField
          name="registration_number"
          label={t('advertiserDetail.registrationNumber')}
          required={REGISTRATION_NUMBER_FORMAT_ERROR}
          validate={(value) => normalizeRegistrationNumber(String(value ?? '')).ok || REGISTRATION_NUMBER_FORMAT_ERROR}
          maxLength={20}
          testId="edit-registration-number"
        />
        <TextField
          name="representative"
          label={t('advertiserDetail.representative')}
          required={advertiserMessages.representativeRequired}
          validate={(value) => !hasEmoji(String(value ?? '')) || advertiserMessages.representativeEmoji}
          maxLength={50}
          testId="edit-representative"
        />
        <TextField name="phone_number" label={t('advertiserDetail.phone')} maxLength={20} testId="edit-phone" />
        <TextField name="business_type" label={t('advertiserDetail.businessType')} maxLength={100} testId="edit-business-type" />
        <TextField
          name="business_category"
          label={t('advertiserDetail.businessCategory')}
          maxLength={100}
          testId="edit-business-category"
        />
      </SimpleGrid>
      <TextField
        name="address"
        label={t('advertiserDetail.address')}
        required={advertiserMessages.addressRequired}
        maxLength={300}
        testId="edit-address"
      />
      <TextField
        name="emails"
        label={t('advertiserDetail.emails')}
        helperText={t('advertiserDetail.listHint')}
        required={advertiserMessages.emailRequired}
        validate={(value) => splitList(String(value ?? '')).every(isEmailAddress) || advertiserMessages.emailInvalid}
        testId="edit-emails"
      />
      <TextField
        name="deposit_names"
        label={t('advertiserDetail.depositNames')}
        helperText={t('advertiserDetail.listHint')}
        required={advertiserMessages.depositNameRequired}
        testId="edit-deposit-names"
      />
    </FormDialog>
  );
}
