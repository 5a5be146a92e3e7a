/**
 * Everything a Nurly tree needs: Chakra system of the variant, the shared jotai store (the same
 * one the axios interceptors use), i18next, SWR with the api fetcher, and the global overlays.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { swrFetcher } from '../api/client';
import { nurlyStore } from '../auth/store';
import type { Variant } from '@nurly/contracts';
import { i18n, initI18n } from '../i18n';
import { useApplyColorMode } from './colorMode';
import { ConfirmDialogHost } from './ConfirmDialog';
import { LoadingOverlayHost } from './LoadingOverlay';
import { createNurlySystem } from './theme';
import { ToastHost } from './toast';

export interface NurlyProviderProps {
  variant: Variant;
  children?: ReactNode;
}

function ColorModeSync({ variant }: { variant: Variant }) {
  useApplyColorMode(variant);
  return null;
}

const swrOptions = { fetcher: swrFetcher, revalidateOnFocus: false, shouldRetryOnError: false };

export function NurlyProvider({ variant, children }: NurlyProviderProps) {
  const system = useMemo(() => createNurlySystem(variant), [variant]);
  useMemo(() => initI18n(), []);
  return (
    <JotaiProvider store={nurlyStore}>
      <I18nextProvider i18n={i18n} defaultNS="common">
        <ChakraProvider value={system}>
          <SWRConfig value={swrOptions}>
            <ColorModeSync variant={variant} />
            {children}
            <ConfirmDialogHost />
            <LoadingOverlayHost />
            <ToastHost />
          </SWRConfig>
        </ChakraProvider>
      </I18nextProvider>
    </JotaiProvider>
  );
}
