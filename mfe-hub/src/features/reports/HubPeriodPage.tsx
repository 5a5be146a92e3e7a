/**
 * Hub console `/`: the group's detail by period. Hub admins and members read their
 * group's HUB ads, a hub client its own, Nurly staff the group they choose (server: hub/period).
 */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@nurly/shared';
import { HUB_PERIOD_PATH } from './api';
import { PeriodDetail } from './PeriodDetail';

export default function HubPeriodPage() {
  const { t } = useTranslation('hub');
  return (
    <>
      <PageHeader title={t('pages.invoice.title')} description={t('pages.invoice.description')} />
      <PeriodDetail path={HUB_PERIOD_PATH} />
    </>
  );
}
