/**
 * /campaign/:id (docs/decisions/money-loop.md#campaigns, docs/decisions/money-loop.md#one-source-of-truth): what the advertiser paid for — the detail of @nurly/domain-ui
 * (summary, each line day by day with the chart, rejections, change log), and here what only the
 * default site's customer does: pause/resume a line and cancel the campaign where the rules allow
 * (the same calls as the list). A guest is asked to sign up instead.
 */
import { Button } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LIVE_AD_STATUSES } from '@nurly/contracts';
import type { Ad, CampaignDetail } from '@nurly/contracts/schemas';
import { PageHeader, confirmDialog, formatWon, useAction } from '@nurly/shared';
import { CampaignDetailView, GuestNotice, campaignLogsPath, campaignPath, useIsGuestVisitor } from '@nurly/domain-ui';
import HistoryChart from '@nurly/domain-ui/chart';
import { StatusBadge } from '../../ui/StatusBadge';
import { putAd } from '../../lib/ads';
import { CAMPAIGNS_PATH, deleteCampaign } from './api';
import { LOW_BALANCE_PATH, LowBalanceNotice } from './LowBalanceNotice';

export default function CampaignDetailPage() {
  const { t } = useTranslation('admin-ads');
  const id = Number(useParams().id) || null;
  const guest = useIsGuestVisitor();
  return guest ? (
    <>
      <PageHeader title={t('pages.campaignDetail.title')} description={t('pages.campaignDetail.description')} />
      <GuestNotice namespace="admin-ads" testId="guest-campaign-notice" />
    </>
  ) : (
    <CustomerCampaignDetail id={id} />
  );
}

function CustomerCampaignDetail({ id }: { id: number | null }) {
  const { t } = useTranslation('admin-ads');
  const refresh = useMemo(() => (id ? [campaignPath(id), campaignLogsPath(id), CAMPAIGNS_PATH, LOW_BALANCE_PATH] : []), [id]);
  const cancel = useAction(deleteCampaign, { revalidate: refresh });
  const change = useAction((ad: Ad, action: 'pause' | 'resume') => putAd(ad.id, { action }), { revalidate: refresh });

  const confirmCancel = async (campaign: CampaignDetail['campaign']) => {
    // Before the start the whole hold returns; after it only the future days do (docs/decisions/product.md#who-and-terms, docs/decisions/money-loop.md#holds).
    const html = t(campaign.refundable ? 'list.cancelBeforeStart' : 'list.cancelAfterStart', { hold: formatWon(campaign.hold) });
    if (await confirmDialog({ title: t('list.cancelTitle'), html })) await cancel(campaign.id);
  };

  const lineButton = (line: Ad, action: 'pause' | 'resume') => (
    <Button
      size="xs"
      variant="outline"
      disabled={change.isRunning}
      onClick={() => void change(line, action)}
      data-testid={`${action}-${line.id}`}
    >
      {t(`campaign.line.${action}`)}
    </Button>
  );

  return (
    <CampaignDetailView
      id={id}
      chart={HistoryChart}
      notice={<LowBalanceNotice />}
      actions={(campaign) => (
        <>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/campaign/list">{t('campaign.back')}</RouterLink>
          </Button>
          {campaign && (LIVE_AD_STATUSES as readonly string[]).includes(campaign.status) ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => void confirmCancel(campaign)}
              data-testid="campaign-cancel"
            >
              {t('campaign.cancel')}
            </Button>
          ) : null}
        </>
      )}
      lineStatus={(line) => <StatusBadge status={line.status} delivery={line.delivery} reason={line.status_reason} />}
      lineActions={(line) =>
        line.status === 'ACTIVE' ? lineButton(line, 'pause') : line.status === 'PAUSED' ? lineButton(line, 'resume') : null
      }
    />
  );
}
