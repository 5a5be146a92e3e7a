/** Group selector for superusers (docs/decisions/product.md#shared-screens item 1, docs/decisions/product.md#states): POST groups, then reload the page. */
import { useState } from 'react';
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notify, postGroup, useAuth, useGroups } from '@nurly/shared';
import { registerConsoleStrings } from '../i18n/console';

registerConsoleStrings();

export function GroupSelector({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation('shell');
  const { storedUser } = useAuth();
  const isSuperuser = !!storedUser?.is_superuser;
  const { data: groups } = useGroups(isSuperuser);
  const [saving, setSaving] = useState(false);
  if (!isSuperuser || !groups || groups.length === 0) return null;
  const change = async (value: string) => {
    setSaving(true);
    try {
      await postGroup(Number(value));
      reload();
    } catch (error) {
      notify.error(errorMessage(error));
      setSaving(false);
    }
  };
  return (
    <NativeSelect.Root size="sm" width="auto" disabled={saving} data-testid="group-selector">
      <NativeSelect.Field
        aria-label={t('topbar.selectGroup')}
        value={storedUser?.group ? String(storedUser.group.id) : ''}
        onChange={(e) => void change(e.target.value)}
      >
        {!storedUser?.group && <option value="">{t('topbar.noGroup')}</option>}
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
