import { Badge, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EmptyState, formatWon, PageHeader, useAuth } from '@nurly/shared';
import type { Keyword } from '@nurly/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useKeywords } from '../../lib/keywords';
import { latestMovement, type Movement } from '../../lib/movement';
import { MovementBadge } from '../../ui/MovementBadge';
import { RunningCampaigns } from './RunningCampaigns';
import { DashboardCard } from './DashboardCard';

/** Counts of improved / dropped / unchanged keywords. */
export function summariseMovement(movements: Movement[]) {
  return {
    up: movements.filter((m) => m.kind === 'up').length,
    down: movements.filter((m) => m.kind === 'down').length,
    same: movements.filter((m) => m.kind === 'same').length,
  };
}

/** The customer's home: my products' rank movement, the live balance and running campaigns. */
export default function DashboardPage() {
  const { t } = useTranslation('keywords');
  const { user, balance, isLoggedIn } = useAuth();
  const { data } = useKeywords(isLoggedIn ? { page: 1, page_size: 100, is_my_product: true } : null);
  const tracked: Keyword[] = data?.results ?? [];
  // Main keywords first, then the biggest moves.
  const rows = tracked
    .map((keyword) => ({ keyword, movement: latestMovement(keyword.histories) }))
    .sort((a, b) => Number(b.keyword.is_main) - Number(a.keyword.is_main) || b.movement.delta - a.movement.delta)
    .slice(0, 8);
  const summary = summariseMovement(tracked.map((k) => latestMovement(k.histories)));
  const demo = tracked.some((k) => k.demo);
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
        <DashboardCard
          title={
            <>
              {t('dashboard.rankMovement')} {demo ? <Badge colorPalette="orange">{t('demoData')}</Badge> : null}
            </>
          }
          link={{ to: '/my-products', label: t('pages.myProducts.title') }}
        >
          {rows.length === 0 ? (
            <EmptyState
              icon="keyword"
              title={t('dashboard.noTracked')}
              action={
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to="/keyword/naver-shopping">{t('pages.naverShopping.title')}</RouterLink>
                </Button>
              }
            />
          ) : (
            <Stack gap={2} data-testid="rank-movement">
              <Text fontSize="sm" color="fg.muted">
                {t('dashboard.movementSummary', summary)}
              </Text>
              {rows.map(({ keyword, movement }) => (
                <HStack key={keyword.id} justify="space-between" fontSize="sm">
                  <Text truncate>
                    {keyword.is_main ? '★ ' : ''}
                    {keyword.keyword}
                  </Text>
                  <HStack gap={2} flexShrink={0}>
                    <Text fontWeight="semibold">{keyword.rank ? t('rank.value', { rank: keyword.rank }) : keyword.rankText}</Text>
                    <MovementBadge movement={movement} />
                  </HStack>
                </HStack>
              ))}
            </Stack>
          )}
        </DashboardCard>
        <RunningCampaigns enabled={isLoggedIn && !user.is_guest} />
      </SimpleGrid>
    </>
  );
}
