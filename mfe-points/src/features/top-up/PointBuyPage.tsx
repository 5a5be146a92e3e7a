import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@nurly/shared';
import { GuestNotice, useIsGuestVisitor } from '@nurly/domain-ui';
import { useMyAdvertiser } from '../../lib/useMyAdvertiser';
import { BalanceArea } from '../../ui/BalanceArea';
import { TopUpForm } from '../../ui/TopUpForm';

/** /point/buy: the balance area and the top-up form inline (the same form as the dialog). */
export default function PointBuyPage() {
  const { t } = useTranslation('points');
  const { advertiser, userId } = useMyAdvertiser();
  const isGuest = useIsGuestVisitor();
  if (isGuest)
    return (
      <>
        <PageHeader title={t('pages.pointBuy.title')} description={t('pages.pointBuy.description')} />
        <GuestNotice namespace="points" testId="guest-points-notice" />
      </>
    );
  return (
    <>
      <PageHeader title={t('pages.pointBuy.title')} description={t('pages.pointBuy.description')} />
      <BalanceArea />
      {/* Without a business the balance area above is the one registration prompt of the screen. */}
      {userId && advertiser ? (
        <Box borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }} maxW="600px">
          <TopUpForm advertiser={advertiser} />
        </Box>
      ) : null}
    </>
  );
}
