/**
 * What the start-up needs of the remote boundaries (RemoteBoundary.tsx, a chunk of its own): the
 * loading state every lazy route shows and the registration of a remote's strings.
 */
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { addRemoteResources } from '@nurly/shared';
import type { LoadedRemote } from '../lib/composition';

export function RemoteLoading() {
  const { t } = useTranslation('common');
  return (
    <Center py="16" data-testid="remote-loading">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.500" />
        <Text color="fg.muted">{t('loadingData')}</Text>
      </Stack>
    </Center>
  );
}

/** Registers a (re)loaded remote's strings. */
export function registerRemoteStrings(remotes: readonly LoadedRemote[]): void {
  for (const remote of remotes) {
    if (!remote.failed) addRemoteResources(remote.definition.i18n.namespace, remote.definition.i18n.resources);
  }
}
