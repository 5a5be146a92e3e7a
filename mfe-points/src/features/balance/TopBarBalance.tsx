/**
 * The compact balance area of the host top bar (docs/decisions/product.md#shared-screens item 6 "Balance and top-up dialog", docs/decisions/product.md#states
 * "Balance area"), exposed as RemoteDefinition.widgets.topBar. Until a business is registered: a
 * button opening the registration dialog. Afterwards: the live balance, refresh and top-up (the
 * existing dialogs). Below md the labels go (icons and the amount remain); below sm, where the
 * bar has no room left, only the top-up icon button stays (the balance remains on /point/list).
 */
import { Box, Button, HStack, IconButton, Link, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Icon, formatWon, nurlyStore, useAuth } from '@nurly/shared';
import type { Advertiser } from '@nurly/contracts/schemas';
import { refreshBalance } from '../../lib/balance-refresh';
import { useMyAdvertiser } from '../../lib/useMyAdvertiser';
import { AdvertiserDialog } from '../../ui/AdvertiserDialog';
import { pageRegistrationPromptsAtom } from '../../ui/BalanceArea';
import { TopUpDialog } from '../../ui/TopUpDialog';
import { seesTopBarBalance } from './audience';

export default function TopBarBalance() {
  const { storedUser, isLoggedIn } = useAuth();
  if (!seesTopBarBalance(storedUser, isLoggedIn)) return null;
  return <CustomerBalance />;
}

function CustomerBalance() {
  const { t } = useTranslation('points');
  const { balance } = useAuth();
  const { advertiser, loading, mutate } = useMyAdvertiser();
  // Local dialog state, not the shared advertiserDialogAtom: the page's own BalanceArea (on
  // /point/list and /point/buy) listens to that atom, and both dialogs would open at once.
  const [registerOpen, setRegisterOpen] = useState(false);
  const [topUpOpen, setTopUpOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  // The page's balance area already asks for the business: one prompt per screen.
  const pageAsks = useAtomValue(pageRegistrationPromptsAtom, { store: nurlyStore }) > 0;

  const onRefresh = async () => {
    setRefreshing(true);
    try {
      await refreshBalance();
    } finally {
      setRefreshing(false);
    }
  };

  const onSaved = (saved: Advertiser) => {
    setRegisterOpen(false);
    void mutate(saved, { revalidate: false });
  };

  if (loading) return <Spinner size="xs" color="fg.subtle" data-testid="topbar-balance-loading" />;

  return (
    <>
      {!advertiser ? (
        pageAsks ? null : (
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            onClick={() => setRegisterOpen(true)}
            aria-label={t('balance.register')}
            title={t('balance.registerPrompt')}
            data-testid="topbar-register-business"
          >
            <Icon name="mdi-briefcase" />
            <Box as="span" hideBelow="md">
              {t('balance.register')}
            </Box>
          </Button>
        )
      ) : (
        <HStack gap="0.5" data-testid="topbar-balance">
          <Icon name="point" color="brand.500" hideBelow="sm" />
          <Text fontSize="sm" color="fg.muted" hideBelow="xl" ms="1" whiteSpace="nowrap">
            {t('balance.current')}
          </Text>
          {/* The balance opens its history. */}
          <Link asChild fontSize="sm" fontWeight="semibold" whiteSpace="nowrap" ms="1" hideBelow="sm" color="fg">
            <RouterLink to="/point/list" title={t('balance.openHistory')} data-testid="topbar-balance-amount">
              {formatWon(balance)}
            </RouterLink>
          </Link>
          <IconButton
            aria-label={t('balance.refresh')}
            title={t('balance.refresh')}
            variant="ghost"
            size="sm"
            loading={refreshing}
            hideBelow="sm"
            onClick={() => void onRefresh()}
            data-testid="topbar-balance-refresh"
          >
            <Icon name="refresh" />
          </IconButton>
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => setTopUpOpen(true)}
            aria-label={t('balance.topUp')}
            title={t('balance.topUp')}
            data-testid="topbar-top-up"
          >
            <Icon name="point" />
            <Box as="span" hideBelow="md">
              {t('balance.topUp')}
            </Box>
          </Button>
        </HStack>
      )}
      {/* Mounted only while open so the page's own dialogs (same test ids) stay the only ones in the DOM. */}
      {registerOpen ? <AdvertiserDialog open advertiser={null} onClose={() => setRegisterOpen(false)} onSaved={onSaved} /> : null}
      {topUpOpen && advertiser ? <TopUpDialog open advertiser={advertiser} onClose={() => setTopUpOpen(false)} /> : null}
    </>
  );
}
