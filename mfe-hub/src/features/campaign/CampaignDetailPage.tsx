/**
 * `/campaign/:id` on the reward site and the hub console: the same campaign detail as the default
 * site's advertiser sees (@nurly/domain-ui's CampaignDetailView, GET assistant/campaingns/{id}, /logs)
 * — for a hub client the ads its hub registered for it, for the hub console its group's. Tables only:
 * the day chart (recharts) is not bundled by this remote.
 */
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CampaignDetail } from '@nurly/contracts/schemas';
import { CampaignDetailView } from '@nurly/domain-ui';
import type { Deployment } from '../../lib/deployment';

/** Where the list of this campaign's channel is, per deployment (routes.tsx). */
const listPath: Record<Deployment, Record<CampaignDetail['campaign']['channel'], string>> = {
  reward: { NAVER_SHOPPING: '/', NAVER_PLACE: '/place' },
  hub: { NAVER_SHOPPING: '/shopping', NAVER_PLACE: '/place' },
};

export function CampaignDetailPage({ deployment }: { deployment: Deployment }) {
  const { t } = useTranslation('hub');
  const id = Number(useParams().id) || null;
  return (
    <CampaignDetailView
      id={id}
      actions={(campaign) => (
        <Button asChild size="sm" variant="outline">
          <RouterLink to={listPath[deployment][campaign?.channel ?? 'NAVER_SHOPPING']}>{t('campaign.back')}</RouterLink>
        </Button>
      )}
    />
  );
}

export function RewardCampaignPage() {
  return <CampaignDetailPage deployment="reward" />;
}

export function HubCampaignPage() {
  return <CampaignDetailPage deployment="hub" />;
}
