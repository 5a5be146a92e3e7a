/**
 * Why attempts were refused (docs/decisions/money-loop.md#offerwall-api: every refused attempt is kept as the advertiser's
 * evidence): the campaign's counts per reason, and its latest refused attempts — when, which line,
 * why, how long after the click, what was answered to a wrong answer. Nothing that identifies a
 * participant is shown.
 */
import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { CAMPAIGN_REJECTIONS_SHOWN } from '@nurly/contracts';
import type { AdRejection, CampaignDetail } from '@nurly/contracts/schemas';
import { DataTable, formatDateTime, formatNumber, type DataTableColumn } from '@nurly/shared';
import { useDomainTranslation } from '../i18n';

export function CampaignRejections({ detail }: { detail: CampaignDetail }) {
  const { t } = useDomainTranslation();
  const reasons = Object.entries(detail.rejection_reasons).sort((a, b) => b[1] - a[1]);
  const names = useMemo(() => new Map(detail.campaign.lines.map((line) => [line.id, line.product_name])), [detail]);
  const columns = useMemo<DataTableColumn<AdRejection>[]>(
    () => [
      { key: 'created_at', header: t('campaign.rejections.at'), cell: (row) => formatDateTime(row.created_at) },
      { key: 'ad_id', header: t('campaign.rejections.line'), cell: (row) => names.get(row.ad_id) ?? `#${row.ad_id}` },
      {
        key: 'reason',
        header: t('campaign.rejections.reason'),
        cell: (row) => (
          <Stack gap="0">
            <Text as="span">{t(`campaign.reasons.${row.reason}`)}</Text>
            {row.answer !== null ? (
              <Text as="span" fontSize="xs" color="fg.muted">
                {t('campaign.rejections.answer', { answer: row.answer })}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        key: 'seconds_after_click',
        header: '',
        align: 'end',
        cell: (row) => (row.seconds_after_click === null ? '' : t('campaign.rejections.afterClick', { seconds: row.seconds_after_click })),
      },
    ],
    [t, names],
  );
  return (
    <Stack gap="3" data-testid="campaign-rejections">
      <Heading as="h2" size="md">
        {t('campaign.rejections.title')}
      </Heading>
      {reasons.length ? (
        <HStack gap="2" wrap="wrap" data-testid="rejection-reasons">
          {reasons.map(([reason, count]) => (
            <Badge key={reason} colorPalette="red" variant="subtle" size="lg">
              {t(`campaign.reasons.${reason}`, { defaultValue: reason })} · {t('campaign.rejections.count', { n: formatNumber(count) })}
            </Badge>
          ))}
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('campaign.rejections.empty')}
        </Text>
      )}
      {detail.rejections.length ? (
        <>
          <Heading as="h3" size="sm">
            {t('campaign.rejections.evidence')}
          </Heading>
          <Text fontSize="xs" color="fg.muted">
            {t('campaign.rejections.evidenceHint', { count: CAMPAIGN_REJECTIONS_SHOWN })}
          </Text>
          <DataTable<AdRejection> rows={detail.rejections} getRowId={(row) => row.id} size="sm" hideFooter columns={columns} />
        </>
      ) : null}
    </Stack>
  );
}
