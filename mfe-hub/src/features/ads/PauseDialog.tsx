/**
 * Pauses an ad (PUT hub/ads/{id} action pause) with an optional reason: the ad log keeps it, and
 * Nurly staff must give one (the server's 400 lands under the field). Today's day hold stays for
 * settlement; the days ahead are released.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Text } from '@chakra-ui/react';
import type { Ad } from '@nurly/contracts/schemas';
import { FormDialog, useAction } from '@nurly/shared';
import { TextareaField, useNurlyForm } from '@nurly/shared/forms';
import { HUB_ADS_PATH, putAdAction } from './api';

interface Props {
  ad: Ad | null;
  onClose: () => void;
}

export function PauseDialog({ ad, onClose }: Props) {
  const { t } = useTranslation('hub');
  const form = useNurlyForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const pause = useAction(({ reason }: { reason: string }) => putAdAction(ad!.id, 'pause', { reason: reason.trim() || undefined }), {
    form,
    revalidate: [HUB_ADS_PATH],
    onSuccess: onClose,
  });
  useEffect(() => {
    if (ad) form.reset({ reason: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ad?.id]);

  return (
    <FormDialog<{ reason: string }>
      open={ad !== null}
      onClose={onClose}
      title={t('ads.confirm.pauseTitle')}
      submitLabel={t('ads.actions.pause')}
      submitColor="orange"
      form={form}
      onValid={pause}
      testId="pause-dialog"
      submitTestId="pause-submit"
    >
      <Stack gap="3">
        <Text>{t('ads.confirm.pauseBody', { keyword: ad?.keyword ?? '' })}</Text>
        <TextareaField name="reason" label={t('ads.confirm.reason')} maxLength={500} rows={2} testId="pause-reason" />
      </Stack>
    </FormDialog>
  );
}
