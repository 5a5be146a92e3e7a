/**
 * Extends an ad's end date (PUT hub/ads/{id} action extend; hub console). The server re-holds the
 * added days on the client's points and refuses with its Korean message when they cannot cover
 * it (a toast; the dialog stays open with the chosen date).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack, Text } from '@chakra-ui/react';
import type { Ad } from '@nurly/contracts/schemas';
import { FormDialog, formatDate, useAction } from '@nurly/shared';
import { useNurlyForm } from '@nurly/shared/forms';
import { DateField } from './DateField';
import { HUB_ADS_PATH, putAdAction } from './api';

interface Props {
  ad: Ad | null;
  onClose: () => void;
}

export function ExtendDialog({ ad, onClose }: Props) {
  const { t } = useTranslation('hub');
  const form = useNurlyForm<{ end_date: string }>({ defaultValues: { end_date: '' } });
  const extend = useAction(({ end_date }: { end_date: string }) => putAdAction(ad!.id, 'extend', { end_date }), {
    form,
    revalidate: [HUB_ADS_PATH],
    onSuccess: onClose,
  });
  useEffect(() => {
    if (ad) form.reset({ end_date: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ad?.id]);

  return (
    <FormDialog<{ end_date: string }>
      open={ad !== null}
      onClose={onClose}
      title={t('ads.extend.title')}
      submitLabel={t('ads.extend.submit')}
      form={form}
      onValid={extend}
      testId="extend-dialog"
      submitTestId="extend-submit"
    >
      <Stack gap="3">
        <Text>{t('ads.extend.current', { date: formatDate(ad?.end_date) })}</Text>
        <DateField
          name="end_date"
          label={t('ads.extend.endDate')}
          validate={(value: unknown) => (ad && String(value) > ad.end_date) || t('ads.extend.notLater')}
          testId="extend-end"
        />
        <Text fontSize="sm" color="fg.muted">
          {t('ads.extend.help')}
        </Text>
      </Stack>
    </FormDialog>
  );
}
