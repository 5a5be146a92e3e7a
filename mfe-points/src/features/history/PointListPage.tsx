import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@nurly/shared';
import { GuestNotice, useIsGuestVisitor } from '@nurly/domain-ui';
import { useMyAdvertiser } from '../../lib/useMyAdvertiser';
import { BalanceArea } from '../../ui/BalanceArea';
import { MarginPayoutSection } from './MarginPayoutSection';
import { WithdrawalSection } from './WithdrawalSection';
import { BalanceHistory } from './BalanceHistory';

/** /point/list: the balance area and the history (simple first, 'view all' for everything). */
export default function PointListPage() {
  const { t } = useTranslation('points');
  const { userId } = useMyAdvertiser();
  const isGuest = useIsGuestVisitor();
  if (isGuest)
    return (
      <>
        <PageHeader title={t('pages.pointList.title')} description={t('pages.pointList.description')} />
        <GuestNotice namespace="points" testId="guest-points-notice" />
      </>
    );
  return (
    <>
      <PageHeader title={t('pages.pointList.title')} description={t('pages.pointList.description')} />
      <BalanceArea />
      <Box borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }}>
        <Heading as="h2" size="md" mb="3">
          {t('history.title')}
        </Heading>
        <BalanceHistory userId={userId} />
      </Box>
      <WithdrawalSection enabled={!!userId} />
      <MarginPayoutSection />
    </>
  );
}
