/**
 * One business in full for staff (opened from a row of /admin/advertisers): every field of the
 * spec's advertiser, its documents (the business registration certificate and bank statement open
 * in a new tab through the files blob), and the actions: 수정 (AdvertiserEditDialog, PUT) and 삭제
 * (the global confirm dialog, then DELETE admin/advertisers/{id}; the server's message is toasted).
 * Loaded lazily with the first opened detail: the list itself needs no Chakra overlay.
 */
import { Button, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, formatDate, formatPhone, useAction } from '@nurly/shared';
import type { Advertiser } from '@nurly/contracts/schemas';
import { DetailDrawer, DetailItem, type DetailItemProps } from '@nurly/domain-ui';
import { AdvertiserEditDialog } from './AdvertiserEditDialog';
import { AdvertiserFiles } from './AdvertiserFiles';
import { ADVERTISERS_PATH, deleteAdvertiser } from './api';

export interface AdvertiserDrawerProps {
  advertiser: Advertiser;
  onClose: () => void;
}

/** A business's field: '-' when empty; long values (addresses, e-mails) break anywhere. */
const Item = (props: DetailItemProps) => <DetailItem empty="-" breakAll {...props} />;

export default function AdvertiserDrawer({ advertiser: opened, onClose }: AdvertiserDrawerProps) {
  const { t } = useTranslation('b2b');
  // The business as last saved (an edit from this drawer replaces it); the page keys the drawer by id.
  const [advertiser, setAdvertiser] = useState(opened);
  const [editing, setEditing] = useState(false);
  const remove = useAction(deleteAdvertiser, { revalidate: [ADVERTISERS_PATH], onSuccess: onClose });

  const confirmDelete = async () => {
    const confirmed = await confirmDialog({
      title: t('advertiserDetail.deleteTitle'),
      // The names go into the dialog's HTML: escaped by i18next.
      html: t('advertiserDetail.deleteBody', {
        name: advertiser.name,
        number: advertiser.registration_number,
        username: advertiser.username,
        interpolation: { escapeValue: true },
      }),
    });
    if (confirmed) await remove(advertiser.id);
  };

  return (
    <DetailDrawer
      title={t('advertiserDetail.title', { name: advertiser.name })}
      testId="advertiser-detail"
      onClose={onClose}
      actions={
        <>
          <Button colorPalette="brand" onClick={() => setEditing(true)} data-testid="advertiser-edit">
            {t('advertiserDetail.edit')}
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            loading={remove.isRunning}
            onClick={() => void confirmDelete()}
            data-testid="advertiser-delete"
          >
            {t('advertiserDetail.delete')}
          </Button>
        </>
      }
      outside={
        <AdvertiserEditDialog
          advertiser={editing ? advertiser : null}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setAdvertiser(saved);
            setEditing(false);
          }}
        />
      }
    >
      <SimpleGrid templateColumns="130px 1fr" columnGap="4" rowGap="2">
        <Item label={t('advertiserDetail.name')}>{advertiser.name}</Item>
        <Item label={t('advertiserDetail.registrationNumber')}>{advertiser.registration_number}</Item>
        <Item label={t('advertiserDetail.member')}>{advertiser.username}</Item>
        <Item label={t('advertiserDetail.representative')}>{advertiser.representative}</Item>
        <Item label={t('advertiserDetail.address')}>{advertiser.address}</Item>
        <Item label={t('advertiserDetail.phone')}>{formatPhone(advertiser.phone_number)}</Item>
        <Item label={t('advertiserDetail.businessType')}>{advertiser.business_type}</Item>
        <Item label={t('advertiserDetail.businessCategory')}>{advertiser.business_category}</Item>
        <Item label={t('advertiserDetail.emails')}>{advertiser.emails.join(', ')}</Item>
        <Item label={t('advertiserDetail.depositNames')}>{advertiser.deposit_names.join(', ')}</Item>
        <Item label={t('advertiserDetail.files')}>
          <AdvertiserFiles files={advertiser.files_details} size="xs" testIdPrefix="detail-file" />
        </Item>
        <Item label={t('advertiserDetail.registeredAt')}>{formatDate(advertiser.created_at, '')}</Item>
        <Item label={t('advertiserDetail.updatedAt')}>{formatDate(advertiser.updated_at, '')}</Item>
      </SimpleGrid>
    </DetailDrawer>
  );
}
