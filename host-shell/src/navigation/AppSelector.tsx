/**
 * The customer's app (docs/decisions/product.md#shared-screens item 1, docs/decisions/product.md#states).
 *
 * An account's apps are the services it belongs to ('thenurly', 'reward'), and each service is its
 * own deployment (hostname); no page, list or API call is scoped by an app. So the current app is
 * the one of the site being used (the first app when the site's own app is not the account's),
 * read-only with one app (spec), and with several a selector whose choice is visible: choosing the
 * other service opens its site (before, switching changed nothing anyone could see).
 * The shared selection (selectedAppAtom) follows, so anything reading it later agrees with the label.
 */
import { useEffect, useMemo } from 'react';
import { NativeSelect, Text, type TextProps } from '@chakra-ui/react';

/** Where the top bar hides it (the user menu names the app on small screens). */
type AppSelectorProps = Pick<TextProps, 'hideBelow'>;
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { nurlyStore, selectedAppAtom, useAuth } from '@nurly/shared';
import type { Variant } from '@nurly/contracts';
import { useShell } from '../lib/ShellContext';
import { defaultSiteUrl } from '../features/auth/defaultSite';
import { registerConsoleStrings } from '../i18n/console';

registerConsoleStrings();

const storeOpts = { store: nurlyStore };

/** The app key each deployment serves (the consoles have no customer apps). */
export const APP_OF_VARIANT: Partial<Record<Variant, string>> = { default: 'thenurly', reward: 'reward' };

export interface CurrentApp {
  key: string;
  title: string;
  all: string[];
  apps: { key: string; title: string }[];
}

/** The site of an app: the reward service on the reward host (first label `reward`), the rest on the default site. */
export function siteUrlOfApp(appKey: string, location: Pick<Location, 'protocol' | 'hostname' | 'port'>): string {
  const base = new URL(defaultSiteUrl(location));
  if (appKey === 'reward') base.hostname = `reward.${base.hostname}`;
  return base.toString();
}

/** The app of this site among the account's apps, or its first app; null without apps (and for staff). */
export function useCurrentApp(): CurrentApp | null {
  const { storedUser } = useAuth();
  const { variant } = useShell();
  const [selected, setSelected] = useAtom(selectedAppAtom, storeOpts);
  const apps = useMemo(() => (storedUser && !storedUser.is_staff ? storedUser.apps : []), [storedUser]);
  const current = apps.find((app) => app.key === APP_OF_VARIANT[variant]) ?? apps[0];
  useEffect(() => {
    if (current && selected !== current.key) setSelected(current.key);
  }, [current, selected, setSelected]);
  return current ? { key: current.key, title: current.title, all: apps.map((app) => app.title), apps } : null;
}

export function AppSelector({ hideBelow }: AppSelectorProps) {
  const { t } = useTranslation('shell');
  const app = useCurrentApp();
  if (!app) return null;
  if (app.apps.length > 1) {
    return (
      <NativeSelect.Root size="sm" width="auto" data-testid="app-selector" hideBelow={hideBelow}>
        <NativeSelect.Field
          aria-label={t('topbar.selectApp')}
          value={app.key}
          onChange={(event) => window.location.assign(siteUrlOfApp(event.currentTarget.value, window.location))}
        >
          {app.apps.map((option) => (
            <option key={option.key} value={option.key}>
              {option.title}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  return (
    <Text
      fontSize="sm"
      fontWeight="medium"
      px="3"
      py="1"
      borderWidth="1px"
      rounded="md"
      whiteSpace="nowrap"
      title={t('topbar.appsOfAccount', { apps: app.all.join(', ') })}
      aria-label={t('topbar.currentApp', { app: app.title })}
      data-testid="app-selector"
      aria-readonly
      hideBelow={hideBelow}
    >
      {app.title}
    </Text>
  );
}
