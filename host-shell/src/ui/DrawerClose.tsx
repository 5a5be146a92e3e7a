/** The corner close (×) button of the shell's drawers (side menu, settings). */
import { Drawer, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@nurly/shared';
import { registerConsoleStrings } from '../i18n/console';

registerConsoleStrings();

export function DrawerClose() {
  const { t } = useTranslation('shell');
  return (
    <Drawer.CloseTrigger asChild>
      <IconButton aria-label={t('nav.close')} size="sm" variant="ghost" position="absolute" top="3" right="3">
        <Icon name="close" />
      </IconButton>
    </Drawer.CloseTrigger>
  );
}
