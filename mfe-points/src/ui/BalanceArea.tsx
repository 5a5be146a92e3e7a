/**
 * Balance area (docs/decisions/product.md#states): until a business is registered, a prompt to register it; afterwards
 * the live balance with refresh and top-up buttons, and the business name opening the edit
 * dialog. Opening top-up without a business says 'enter business info first'.
 */
import { Box, Button, Flex, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { atom, useAtom, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, advertiserDialogAtom, formatWon, notify, nurlyStore, useAuth } from '@nurly/shared';
import type { Advertiser } from '@nurly/contracts/schemas';
import { refreshBalance } from '../lib/balance-refresh';
import { useMyAdvertiser } from '../lib/useMyAdvertiser';
import { AdvertiserDialog } from './AdvertiserDialog';
import { TopUpDialog } from './TopUpDialog';

const storeOpts = { store: nurlyStore };

/**
 * How many registration prompts the page shows right now. The prompt appears once per screen
 *: while a page's balance area asks for the business, the top-bar widget does not.
 */
export const pageRegistrationPromptsAtom = atom(0);

function useAnnouncePagePrompt(shown: boolean) {
  const setPrompts = useSetAtom(pageRegistrationPromptsAtom, storeOpts);
  useEffect(() => {
    if (!shown) return;
    setPrompts((count) => count + 1);
    return () => setPrompts((count) => count - 1);
  }, [shown, setPrompts]);
}

export function BalanceArea() {
  const { t } = useTranslation('points');
  const { balance } = useAuth();
  const { userId, advertiser, loading, mutate } = useMyAdvertiser();
  const [dialog, setDialog] = useAtom(advertiserDialogAtom, storeOpts);
  const [topUpOpen, setTopUpOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  useAnnouncePagePrompt(!loading && !!userId && !advertiser);

  const openTopUp = () => {
    if (!advertiser) {
      notify.info(t('topUp.needAdvertiser'));
      setDialog({ open: true, item: null });
      return;
    }
    setTopUpOpen(true);
  };

  const onRefresh = async () => {
    setRefreshing(true);
    await refreshBalance();
    setRefreshing(false);
  };

  const onSaved = (saved: Advertiser) => {
    setDialog({ open: false, item: null });
    void mutate(saved, { revalidate: false });
  };

  return (
    <Box borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }} mb="6" data-testid="balance-area">
      {loading || !userId ? (
        <HStack>
          <Spinner size="sm" />
          <Text>{t('balance.loading')}</Text>
        </HStack>
      ) : !advertiser ? (
        <Flex
          gap="3"
          align={{ base: 'stretch', md: 'center' }}
          direction={{ base: 'column', md: 'row' }}
          data-testid="register-business-prompt"
        >
          <Text flex="1">{t('balance.registerPrompt')}</Text>
          <Button colorPalette="brand" onClick={() => setDialog({ open: true, item: null })} data-testid="register-business">
            {t('balance.register')}
          </Button>
        </Flex>
      ) : (
        <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Box flex="1">
            <Text fontSize="sm" color="fg.muted">
              {t('balance.current')}
            </Text>
            <HStack>
              <Text fontSize="2xl" fontWeight="bold" data-testid="balance-amount">
                {formatWon(balance)}
              </Text>
              <IconButton
                aria-label={t('balance.refresh')}
                variant="ghost"
                size="sm"
                loading={refreshing}
                onClick={() => void onRefresh()}
                data-testid="balance-refresh"
              >
                <Icon name="refresh" />
              </IconButton>
            </HStack>
          </Box>
          <Button variant="outline" onClick={() => setDialog({ open: true, item: { ...advertiser } })} data-testid="business-name">
            {advertiser.name}
          </Button>
          <Button colorPalette="brand" onClick={openTopUp} data-testid="open-top-up">
            {t('balance.topUp')}
          </Button>
        </Flex>
      )}
      <AdvertiserDialog
        open={dialog.open}
        advertiser={dialog.item && advertiser && dialog.item.id === advertiser.id ? advertiser : null}
        onClose={() => setDialog({ open: false, item: null })}
        onSaved={onSaved}
      />
      {advertiser ? <TopUpDialog open={topUpOpen} advertiser={advertiser} onClose={() => setTopUpOpen(false)} /> : null}
    </Box>
  );
}
