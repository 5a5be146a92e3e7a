/**
 * The campaign at a glance (docs/decisions/money-loop.md#campaigns, docs/decisions/money-loop.md#one-source-of-truth): status, target, period, held points and the charge —
 * settled (the ledger's AD_DEDUCT rows) apart from 예정 (today and any day not settled yet,
 * estimated from its completions).
 */
import { Badge, Box, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CampaignDetail } from '@nurly/contracts/schemas';
import { formatDateRange, formatWon } from '@nurly/shared';
import { useDomainTranslation } from '../i18n';
import { AdStatusBadge } from './AdStatusBadge';

/** "MID 123 · store" or "ID 456 · place". */
export const campaignTarget = (campaign: CampaignDetail['campaign']) =>
  campaign.channel === 'NAVER_SHOPPING'
    ? [campaign.mid && `MID ${campaign.mid}`, campaign.store_name].filter(Boolean).join(' · ')
    : [campaign.place_id && `ID ${campaign.place_id}`, campaign.place_name].filter(Boolean).join(' · ');

function Stat({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Box fontWeight="semibold" data-testid={testId}>
          {children}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

export function CampaignSummary({ detail }: { detail: CampaignDetail }) {
  const { t } = useDomainTranslation();
  const { campaign, charge } = detail;
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
        <Stat label={t('campaign.summary.status')}>
          <HStack gap="1" wrap="wrap">
            <AdStatusBadge status={campaign.status} />
            {campaign.service === 'HUB' ? <Badge colorPalette="purple">{t('campaign.hubRegistered')}</Badge> : null}
          </HStack>
        </Stat>
        <Stat label={t('campaign.summary.target')}>{campaignTarget(campaign) || '-'}</Stat>
        <Stat label={t('campaign.summary.period')}>{formatDateRange(campaign.start_date, campaign.end_date)}</Stat>
        <Stat label={t('campaign.summary.hold')} testId="campaign-hold">
          {formatWon(campaign.hold)}
        </Stat>
        <Stat label={t('campaign.summary.settled')} testId="campaign-settled">
          {formatWon(charge.settled)}
        </Stat>
        <Stat label={t('campaign.summary.estimated')} testId="campaign-estimated">
          {t('charge.estimatedAmount', { amount: formatWon(charge.estimated) })}
        </Stat>
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted">
        {t('campaign.estimatedNote')}
      </Text>
    </Stack>
  );
}
