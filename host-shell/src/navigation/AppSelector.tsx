/**
 * App selector for customers with apps (spec §2 item 1, §4): read-only with one app; the
 * selection defaults to the first app unless a stored selection is among the user's apps.
 */
import { useEffect, useMemo } from 'react';
import { NativeSelect, Text } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { nurlyStore, selectedAppAtom, useAuth } from '@nurly/shared';

const storeOpts = { store: nurlyStore };

export function AppSelector() {
  const { t } = useTranslation('shell');
  const { storedUser } = useAuth();
  const [selected, setSelected] = useAtom(selectedAppAtom, storeOpts);
  const apps = useMemo(() => (storedUser && !storedUser.is_staff ? storedUser.apps : []), [storedUser]);
  const valid = apps.some((a) => a.key === selected);
  useEffect(() => {
    if (apps.length > 0 && !valid) setSelected(apps[0].key);
  }, [apps, valid, setSelected]);
  if (apps.length === 0) return null;
  if (apps.length === 1) {
    return (
      <Text fontSize="sm" fontWeight="medium" px="3" py="1" borderWidth="1px" rounded="md" data-testid="app-selector" aria-readonly>
        {apps[0].title}
      </Text>
    );
  }
  return (
    <NativeSelect.Root size="sm" width="auto" data-testid="app-selector">
      <NativeSelect.Field aria-label={t('topbar.selectApp')} value={valid ? (selected ?? '') : apps[0].key} onChange={(e) => setSelected(e.target.value)}>
        {apps.map((app) => (
          <option key={app.key} value={app.key}>
            {app.title}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
