/** Theme switcher light / dark / system (docs/decisions/product.md#shared-screens item 5, docs/decisions/product.md#states); persisted through shared preferences. */
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon, useColorMode } from '@nurly/shared';
import { useShell } from '../lib/ShellContext';
import { registerConsoleStrings } from '../i18n/console';

registerConsoleStrings();

const themes = ['light', 'dark', 'system'] as const;
const icons = { light: 'sun', dark: 'moon', system: 'settings' } as const;

export function ThemeSwitcher() {
  const { t } = useTranslation('shell');
  const { variant } = useShell();
  const { theme, colorMode, setTheme } = useColorMode(variant);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton aria-label={t('topbar.theme')} variant="ghost" size="sm" data-testid="theme-switcher" data-theme={theme}>
          <Icon name={colorMode === 'dark' ? 'moon' : 'sun'} />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup value={theme} onValueChange={(e) => setTheme(e.value as (typeof themes)[number])}>
              {themes.map((value) => (
                <Menu.RadioItem key={value} value={value} data-testid={`theme-${value}`}>
                  <Icon name={icons[value]} />
                  {t(`theme.${value}`)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
