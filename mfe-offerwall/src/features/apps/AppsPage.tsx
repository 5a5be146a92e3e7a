/**
 * `/apps` apps and keys: the caller's publisher apps (every publisher's for
 * NURLY_ADMIN) with key, postback URL and how postbacks are signed, allowed IPs and status; create
 * (the secret shown once), edit, rotate the secret (after a confirm; the new one shown once, the
 * previous one valid until the shown time unless "지금 종료" ends it), a test send (its result at
 * once) and the app's delivery log, disable or enable; staff set the payouts per product. Below,
 * how to sign a request and verify a postback.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { offerwallMessages } from '@nurly/contracts';
import { DataTable, PageHeader, confirmDialog, formatDateTime, useAction, useUserRoles, type DataTableColumn } from '@nurly/shared';
import type { PublisherApp, PublisherAppSecret, TestPostbackResult } from '@nurly/contracts/schemas';
import { StatusChip } from '../../ui/StatusChip';
import { POSTBACK_ATTEMPTS_PATH, sendTestPostback } from '../../lib/postback-attempts';
import { APPS_PATH, useApps } from '../../lib/apps';
import { endPreviousSecret, rotateAppSecret, updateApp } from './api';
import { AppFormDialog } from './AppFormDialog';
import { IntegrationGuide } from './IntegrationGuide';
import { PayoutsDialog } from './PayoutsDialog';
import { SecretDialog } from './SecretDialog';
import { TestSendDialog } from './TestSendDialog';

export default function AppsPage() {
  const { t } = useTranslation('offerwall');
  const staff = useUserRoles().includes('NURLY_ADMIN');
  const { data, isLoading } = useApps();
  const [editing, setEditing] = useState<PublisherApp | 'new' | null>(null);
  const [issued, setIssued] = useState<PublisherAppSecret | null>(null);
  const [payoutsOf, setPayoutsOf] = useState<PublisherApp | null>(null);
  const [tested, setTested] = useState<TestPostbackResult | null>(null);

  const rotate = useAction(rotateAppSecret, { revalidate: [APPS_PATH], success: offerwallMessages.secretRotated, onSuccess: setIssued });
  const endGrace = useAction(endPreviousSecret, { revalidate: [APPS_PATH], success: offerwallMessages.previousSecretEnded });
  // The result is the dialog; the delivery log gains the attempt.
  const testSend = useAction(sendTestPostback, { revalidate: [POSTBACK_ATTEMPTS_PATH], onSuccess: setTested });
  const setStatus = useAction((id: number, status: PublisherApp['status']) => updateApp(id, { status }), {
    revalidate: [APPS_PATH],
    success: offerwallMessages.appUpdated,
  });

  // Columns keep their identity between renders: DataTable renders each cell function as a component, so a new
  // function would remount every cell (losing focus and the element a click is aimed at).
  const columns = useMemo<DataTableColumn<PublisherApp>[]>(() => {
    const confirmRotate = async (app: PublisherApp) => {
      const confirmed = await confirmDialog({
        title: t('apps.rotateConfirmTitle'),
        html: t('apps.rotateConfirmBody', { name: app.name, interpolation: { escapeValue: true } }),
        confirmText: t('apps.rotate'),
      });
      if (confirmed) await rotate(app.id);
    };
    const confirmEndGrace = async (app: PublisherApp) => {
      const confirmed = await confirmDialog({
        title: t('apps.endGraceConfirmTitle'),
        html: t('apps.endGraceConfirmBody', { name: app.name, interpolation: { escapeValue: true } }),
        confirmText: t('apps.endGrace'),
      });
      if (confirmed) await endGrace(app.id);
    };
    const confirmDisable = async (app: PublisherApp) => {
      const confirmed = await confirmDialog({
        title: t('apps.disableConfirmTitle'),
        html: t('apps.disableConfirmBody', { name: app.name, interpolation: { escapeValue: true } }),
        confirmText: t('apps.disable'),
      });
      if (confirmed) await setStatus(app.id, 'DISABLED');
    };

    return [
      {
        key: 'name',
        header: t('columns.name'),
        cell: (app) => (
          <Stack gap="0">
            <Text fontWeight="semibold">{app.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {formatDateTime(app.created_at)}
            </Text>
          </Stack>
        ),
      },
      ...(staff ? [{ key: 'owner', header: t('columns.owner'), cell: (app: PublisherApp) => app.owner.username }] : []),
      {
        key: 'api_key',
        header: t('columns.apiKey'),
        cell: (app) => (
          <Text fontFamily="mono" fontSize="xs" wordBreak="break-all" data-testid={`key-${app.id}`}>
            {app.api_key}
          </Text>
        ),
      },
      {
        key: 'postback_url',
        header: t('columns.postbackUrl'),
        cell: (app) => (
          <Text fontSize="xs" wordBreak="break-all">
            {app.postback_url ?? t('apps.noPostbackUrl')}
          </Text>
        ),
      },
      {
        key: 'postback_scheme',
        header: t('columns.scheme'),
        cell: (app) => (
          <Stack gap="1" align="start">
            <Text fontSize="xs" data-testid={`scheme-${app.id}`}>
              {t(`labels.postbackScheme.${app.postback_scheme}`)}
            </Text>
            {app.previous_secret_expires_at ? (
              <HStack gap="1" wrap="wrap">
                <Text fontSize="xs" color="orange.fg" data-testid={`grace-${app.id}`}>
                  {t('apps.previousSecretUntil', { until: formatDateTime(app.previous_secret_expires_at) })}
                </Text>
                <Button
                  size="2xs"
                  variant="outline"
                  colorPalette="orange"
                  onClick={() => void confirmEndGrace(app)}
                  data-testid={`end-grace-${app.id}`}
                >
                  {t('apps.endGrace')}
                </Button>
              </HStack>
            ) : null}
          </Stack>
        ),
      },
      {
        key: 'allowed_ips',
        header: t('columns.allowedIps'),
        cell: (app) => (app.allowed_ips.length ? <Text fontSize="xs">{app.allowed_ips.join(', ')}</Text> : t('apps.anyIp')),
      },
      {
        key: 'status',
        header: t('columns.status'),
        cell: (app) => (
          <StatusChip status={app.status} testId={`app-status-${app.id}`}>
            {t(`apps.status.${app.status}`)}
          </StatusChip>
        ),
      },
      {
        key: 'actions',
        header: t('columns.actions'),
        hideable: false,
        cell: (app) => (
          <HStack gap="1" wrap="wrap">
            <Button size="xs" variant="outline" onClick={() => setEditing(app)} data-testid={`edit-${app.id}`}>
              {t('apps.edit')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              loading={rotate.isRunning}
              onClick={() => void confirmRotate(app)}
              data-testid={`rotate-${app.id}`}
            >
              {t('apps.rotate')}
            </Button>
            {app.postback_url ? (
              <Button
                size="xs"
                variant="outline"
                loading={testSend.isRunning}
                onClick={() => void testSend(app.id)}
                data-testid={`test-send-${app.id}`}
              >
                {t('apps.testSend')}
              </Button>
            ) : null}
            <Button asChild size="xs" variant="outline">
              <RouterLink to={`/postback-attempts?app_id=${app.id}`} data-testid={`delivery-log-${app.id}`}>
                {t('apps.deliveryLog')}
              </RouterLink>
            </Button>
            {app.status === 'ACTIVE' ? (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => void confirmDisable(app)}
                data-testid={`disable-${app.id}`}
              >
                {t('apps.disable')}
              </Button>
            ) : (
              <Button size="xs" variant="outline" onClick={() => void setStatus(app.id, 'ACTIVE')} data-testid={`enable-${app.id}`}>
                {t('apps.enable')}
              </Button>
            )}
            {staff ? (
              <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setPayoutsOf(app)} data-testid={`payouts-${app.id}`}>
                {t('apps.payouts')}
              </Button>
            ) : null}
          </HStack>
        ),
      },
    ];
  }, [t, staff, rotate, setStatus, endGrace, testSend]);

  return (
    <>
      <PageHeader
        title={t('pages.apps.title')}
        description={t('pages.apps.description')}
        actions={
          <>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/">{t('pages.settlement.title')}</RouterLink>
            </Button>
            <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')} data-testid="create-app">
              {t('apps.create')}
            </Button>
          </>
        }
      />
      <DataTable<PublisherApp> rows={data?.results ?? []} loading={isLoading} getRowId={(app) => app.id} columns={columns} />
      <IntegrationGuide />
      <AppFormDialog
        target={editing}
        onClose={() => setEditing(null)}
        onCreated={(created) => {
          setEditing(null);
          setIssued(created);
        }}
      />
      <SecretDialog issued={issued} onClose={() => setIssued(null)} />
      <TestSendDialog sent={tested} onClose={() => setTested(null)} />
      {staff ? <PayoutsDialog app={payoutsOf} onClose={() => setPayoutsOf(null)} /> : null}
    </>
  );
}
