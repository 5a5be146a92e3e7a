import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeader } from '@nurly/shared';
import { GuestNotice, useIsGuestVisitor } from '@nurly/domain-ui';
import { AdForm } from '../../ui/AdForm';

/** /campaign/add (docs/decisions/product.md#screens-and-routes): a new campaign on my product or place; on success back to the list. */
export default function CampaignAddPage() {
  const { t } = useTranslation('admin-ads');
  const navigate = useNavigate();
  const guest = useIsGuestVisitor();
  return (
    <>
      <PageHeader
        title={t('pages.campaignAdd.title')}
        description={t('pages.campaignAdd.description')}
        actions={
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/campaign/list">{t('pages.campaignList.title')}</RouterLink>
          </Button>
        }
      />
      {guest ? (
        <GuestNotice namespace="admin-ads" testId="guest-campaign-notice" />
      ) : (
        <AdForm onCreated={() => navigate('/campaign/list')} />
      )}
    </>
  );
}
