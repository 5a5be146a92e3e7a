import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PageHeader, advertiserDialogAtom, nurlyStore } from '@nurly/shared';
import { BalanceArea, useMyAdvertiser } from '../balance/BalanceArea';
import { GuestSignUpNotice, useIsGuestVisitor } from '../guest/GuestSignUpNotice';
import { TopUpForm } from './TopUpForm';

/** /point/buy: the balance area and the top-up form inline (the same form as the dialog). */
export default function PointBuyPage() {
  const { t } = useTranslation('points');
  const { advertiser, userId } = useMyAdvertiser();
  const openRegistration = useSetAtom(advertiserDialogAtom, { store: nurlyStore });
  const isGuest = useIsGuestVisitor();
  if (isGuest)
    return (
      <>
        <PageHeader title={t('pages.pointBuy.title')} description={t('pages.pointBuy.description')} />
        <GuestSignUpNotice />
      </>
    );
  return (
    <>
      <PageHeader title={t('pages.pointBuy.title')} description={t('pages.pointBuy.description')} />
      <BalanceArea />
      {userId ? (
        <Box borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }} maxW="600px">
          {advertiser ? (
            <TopUpForm advertiser={advertiser} />
          ) : (
            <Stack gap="3" align="flex-start">
              <Text>{t('topUp.needAdvertiser')}</Text>
              <Button colorPalette="brand" onClick={() => openRegistration({ open: true, item: null })}>
                {t('balance.register')}
              </Button>
            </Stack>
          )}
        </Box>
      ) : null}
    </>
  );
}
