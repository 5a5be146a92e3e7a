import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { formatWon, PageHeader, useAuth } from '@nurly/shared';
import { useTranslation } from 'react-i18next';

/**
 * The customer's home: a greeting and the live balance from the shared session now; rank
 * movement and running campaigns arrive with the keywords and campaigns issues.
 */
export default function DashboardPage() {
  const { t } = useTranslation('keywords');
  const { user, balance } = useAuth();
  return (
    <>
      <PageHeader title={t('pages.dashboard.title')} description={t('pages.dashboard.description')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <Card.Root>
          <Card.Body justifyContent="center">
            <Heading as="h2" size="md">
              {user.is_guest ? t('dashboard.guestGreeting') : t('dashboard.greeting', { name: user.username })}
            </Heading>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap={1}>
            <Text color="fg.muted" fontSize="sm">
              {t('dashboard.balance')}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" data-testid="dashboard-balance">
              {formatWon(balance)}
            </Text>
          </Card.Body>
        </Card.Root>
        {(['rankMovement', 'runningCampaigns'] as const).map((section) => (
          <Card.Root key={section}>
            <Card.Header>
              <Heading as="h2" size="md">
                {t(`dashboard.${section}`)}
              </Heading>
            </Card.Header>
            <Card.Body>
              <Text color="fg.muted">{t('upcoming')}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </>
  );
}
