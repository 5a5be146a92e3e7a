/**
 * Staff review of one pending ad where it is opened (the ad drawer): 승인 and 반려 (with a required
 * reason), each behind the global confirm dialog, answering with the server's message (PUT
 * admin/ads/{id} with `action`). The answer's ad replaces the drawer's, so its new status shows at
 * once; the desk's list and counters reload. Many ads at once stay with the desk's bulk bar.
 */
import { Button, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AD_REASON_MAX_LENGTH, adMessages } from '@nurly/contracts';
import { FormDialog, confirmDialog, useAction } from '@nurly/shared';
import { TextareaField, useNurlyForm } from '@nurly/shared/forms';
import type { Ad } from '@nurly/contracts/schemas';
import { AD_OPTIONS_PATH, ADS_PATH, putAd } from '../lib/ads';

export interface ReviewActionsProps {
  ad: Ad;
  /** Receives the ad as the server answered it. */
  onChanged: (ad: Ad) => void;
}

/** The text naming the ad in the confirm bodies: `#12 캠핑 의자 (현우네 꽃집)`. */
const adName = (ad: Ad) => `#${ad.id} ${ad.keyword} (${ad.owner.name ?? ad.owner.username})`;

export function ReviewActions({ ad, onChanged }: ReviewActionsProps) {
  const { t } = useTranslation('admin-ads');
  const [rejecting, setRejecting] = useState(false);
  const form = useNurlyForm<{ reason: string }>({ defaultValues: { reason: '' } });
  useEffect(() => {
    if (rejecting) form.reset({ reason: '' });
  }, [rejecting, form]);
  const change = useAction(putAd, {
    form,
    revalidate: [ADS_PATH, AD_OPTIONS_PATH],
    onSuccess: (result) => {
      setRejecting(false);
      onChanged(result.ad);
    },
  });

  // Only a pending ad is reviewed (approve and reject both start from PENDING on the server).
  if (ad.status !== 'PENDING') return null;

  const approve = async () => {
    const confirmed = await confirmDialog({
      title: t('review.approveTitle'),
      html: t('review.approveBody', { name: adName(ad), interpolation: { escapeValue: true } }),
    });
    if (confirmed) await change(ad.id, { action: 'approve' });
  };

  const reject = async (reason: string) => {
    const confirmed = await confirmDialog({
      title: t('review.rejectTitle'),
      html: t('review.rejectBody', { name: adName(ad), reason, interpolation: { escapeValue: true } }),
    });
    if (confirmed) await change(ad.id, { action: 'reject', reason });
  };

  return (
    <HStack gap="2" data-testid="review-actions">
      <Button colorPalette="brand" loading={change.isRunning && !rejecting} onClick={() => void approve()} data-testid="review-approve">
        {t('admin.approve')}
      </Button>
      <Button variant="outline" colorPalette="red" onClick={() => setRejecting(true)} data-testid="review-reject">
        {t('admin.reject')}
      </Button>
      <FormDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={t('review.reasonTitle', { id: ad.id })}
        submitLabel={t('admin.reject')}
        submitColor="red"
        maxW="480px"
        form={form}
        testId="review-reject-dialog"
        submitTestId="review-reject-submit"
        onValid={({ reason }) => reject(reason.trim())}
      >
        <TextareaField
          name="reason"
          label={t('admin.reason')}
          required={adMessages.reasonRequired}
          maxLength={AD_REASON_MAX_LENGTH}
          testId="review-reason"
        />
      </FormDialog>
    </HStack>
  );
}
