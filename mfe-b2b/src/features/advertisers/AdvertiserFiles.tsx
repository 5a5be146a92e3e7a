/**
 * A business's documents as buttons, each opening its file in a new tab (`${testIdPrefix}-${id}`),
 * or the words for none. Used by the list's documents column and the detail drawer.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAction } from '@nurly/shared';
import type { Advertiser } from '@nurly/contracts/schemas';
import { openAdvertiserFile } from './api';

export interface AdvertiserFilesProps {
  files: Advertiser['files_details'];
  size: '2xs' | 'xs';
  testIdPrefix: string;
  /** The words for none in the muted colour (a table cell). */
  mutedNone?: boolean;
}

export function AdvertiserFiles({ files, size, testIdPrefix, mutedNone }: AdvertiserFilesProps) {
  const { t } = useTranslation('b2b');
  const openFile = useAction(openAdvertiserFile, { success: false });
  if (!files.length) return mutedNone ? <Text color="fg.muted">{t('advertiserFiles.none')}</Text> : t('advertiserFiles.none');
  return (
    <HStack gap="1" wrap="wrap">
      {files.map((file) => (
        <Button
          key={file.id}
          size={size}
          variant="outline"
          title={file.name}
          onClick={() => void openFile(file.id)}
          data-testid={`${testIdPrefix}-${file.id}`}
        >
          {t(`advertiserFiles.${file.type}`)}
        </Button>
      ))}
    </HStack>
  );
}
