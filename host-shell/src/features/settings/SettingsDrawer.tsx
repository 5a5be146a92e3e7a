/**
 * Interface preferences (docs/decisions/product.md#states, docs/decisions/product.md#constants): theme, menu type, skin, fixed navbar, mini menu and
 * semi-dark are stored (they override the site defaults on the next load); box layout and rtl
 * apply to this page only; the language is stored by the shared i18n module.
 */
import { Box, Button, Drawer, Heading, HStack, IconButton, Portal, SegmentGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon, setLanguage, usePreferences, type Language, type MenuType, type Skin, type ThemePreference } from '@nurly/shared';
import { useShell } from '../../lib/ShellContext';
import { GroupSelector } from '../../ui/GroupSelector';
import { DrawerClose } from '../../ui/DrawerClose';
import { loadShellStrings } from '../../i18n';
import { registerConsoleStrings } from '../../i18n/console';

registerConsoleStrings();

const themes: ThemePreference[] = ['light', 'dark', 'system'];
const menuTypes: MenuType[] = ['vertical', 'horizontal'];
const skins: Skin[] = ['classic', 'modern', 'decent', 'bordered'];
const languages: Language[] = ['ko', 'en'];

function Choice<T extends string>({
  label,
  value,
  options,
  render,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  options: readonly T[];
  render: (option: T) => string;
  onChange: (value: T) => void;
  testId: string;
}) {
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="semibold">
        {label}
      </Text>
      <SegmentGroup.Root size="sm" value={value} onValueChange={(e) => e.value && onChange(e.value as T)} data-testid={testId}>
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={options.map((option) => ({ value: option, label: render(option) }))} />
      </SegmentGroup.Root>
    </Stack>
  );
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  testId: string;
}) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(e) => onChange(e.checked)}
      colorPalette="brand"
      data-testid={testId}
      width="full"
      justifyContent="space-between"
    >
      <Switch.HiddenInput />
      <Switch.Label display="flex" flexDirection="column" gap="0.5">
        <Text fontSize="sm">{label}</Text>
        {hint && (
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Switch.Label>
      <Switch.Control />
    </Switch.Root>
  );
}

export function SettingsDrawer() {
  const { t, i18n } = useTranslation('shell');
  const { variant } = useShell();
  const { preferences, updatePreferences, resetPreferences } = usePreferences(variant);
  const language = (languages as string[]).includes(i18n.language) ? (i18n.language as Language) : 'ko';
  return (
    <Drawer.Root placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label={t('settings.open')} variant="ghost" size="sm" data-testid="settings-button">
          <Icon name="settings" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="settings-drawer">
            <Drawer.Header>
              <Heading size="md">{t('settings.title')}</Heading>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="5">
                {/* Phones: the top bar has no room for the group selector (superusers), so it lives here. */}
                <Box hideFrom="md" css={{ '&:empty': { display: 'none' } }}>
                  <GroupSelector />
                </Box>
                <Choice
                  label={t('settings.theme')}
                  value={preferences.theme}
                  options={themes}
                  render={(v) => t(`theme.${v}`)}
                  onChange={(theme) => updatePreferences({ theme })}
                  testId="settings-theme"
                />
                <Choice
                  label={t('settings.language')}
                  value={language}
                  options={languages}
                  render={(v) => t(`settings.languages.${v}`)}
                  onChange={(lng) => void loadShellStrings(lng).then(() => setLanguage(lng))}
                  testId="settings-language"
                />
                <Choice
                  label={t('settings.menuType')}
                  value={preferences.menuType}
                  options={menuTypes}
                  render={(v) => t(`settings.menuTypes.${v}`)}
                  onChange={(menuType) => updatePreferences({ menuType })}
                  testId="settings-menu-type"
                />
                <Choice
                  label={t('settings.skin')}
                  value={preferences.skin}
                  options={skins}
                  render={(v) => t(`settings.skins.${v}`)}
                  onChange={(skin) => updatePreferences({ skin })}
                  testId="settings-skin"
                />
                <Stack gap="3">
                  <Toggle
                    label={t('settings.navbarFixed')}
                    checked={preferences.navbarFixed}
                    onChange={(navbarFixed) => updatePreferences({ navbarFixed })}
                    testId="settings-navbar-fixed"
                  />
                  <Toggle
                    label={t('settings.miniMenu')}
                    checked={preferences.miniMenu}
                    onChange={(miniMenu) => updatePreferences({ miniMenu })}
                    testId="settings-mini-menu"
                  />
                  <Toggle
                    label={t('settings.semiDark')}
                    checked={preferences.semiDark}
                    onChange={(semiDark) => updatePreferences({ semiDark })}
                    testId="settings-semi-dark"
                  />
                  <Toggle
                    label={t('settings.boxLayout')}
                    hint={t('settings.notStored')}
                    checked={preferences.boxLayout}
                    onChange={(boxLayout) => updatePreferences({ boxLayout })}
                    testId="settings-box-layout"
                  />
                  <Toggle
                    label={t('settings.rtl')}
                    hint={t('settings.notStored')}
                    checked={preferences.rtl}
                    onChange={(rtl) => updatePreferences({ rtl })}
                    testId="settings-rtl"
                  />
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <HStack w="full" justify="space-between">
                <Box />
                <Button variant="outline" size="sm" onClick={resetPreferences}>
                  {t('settings.reset')}
                </Button>
              </HStack>
            </Drawer.Footer>
            <DrawerClose />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
