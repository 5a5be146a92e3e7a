/**
 * Notice for reward-hub users on the legacy domain (docs/decisions/product.md#shared-screens item 14): the old domain stops
 * working after 15 April 2025; only its one button dismisses it, leaving for the merged site.
 */
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MERGED_SITE_URL } from '../../lib/config';
import { BlockingDialog } from './BlockingDialog';
import { registerAccountStrings } from '../../i18n/account';

registerAccountStrings();

export function HubNoticeDialog({
  open,
  leave = (url: string) => window.location.assign(url),
}: {
  open: boolean;
  leave?: (url: string) => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <BlockingDialog
      open={open}
      title={t('hubNotice.title')}
      maxW="480px"
      testId="hub-notice-dialog"
      footer={
        <Button colorPalette="brand" w="full" onClick={() => leave(MERGED_SITE_URL)}>
          {t('hubNotice.go')}
        </Button>
      }
    >
      <Text whiteSpace="pre-line">{t('hubNotice.body', { url: MERGED_SITE_URL })}</Text>
    </BlockingDialog>
  );
}
