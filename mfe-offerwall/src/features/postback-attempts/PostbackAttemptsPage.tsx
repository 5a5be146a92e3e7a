/**
 * `/postback-attempts` ("전송 기록"): every postback attempt of the caller's apps, newest first —
 * when, which transaction (webhook-id; test sends marked), the attempt number, the receiver's status
 * or why there was none, how long it took, the URL, the first 200 bytes of the answer and the next
 * retry. Result, app and dates in the URL; CSV/Excel export of every matching attempt.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { POSTBACK_ATTEMPT_RESULTS } from '@nurly/contracts';
import { DataTable, PageHeader, usePagedQuery } from '@nurly/shared';
import type { PostbackAttempt } from '@nurly/contracts/schemas';
import { LogFilterBar, logFilterDefaults, type LogFilters } from '../../ui/FilterControls';
import { useAppOptions } from '../../lib/appOptions';
import { POSTBACK_ATTEMPTS_PATH } from '../../lib/postback-attempts';
import { attemptColumns } from '../../ui/attemptColumns';

type Filters = LogFilters<'status'>;

const FILTER_DEFAULTS: Filters = logFilterDefaults('status');

export default function PostbackAttemptsPage() {
  const { t } = useTranslation('offerwall');
  const list = usePagedQuery<PostbackAttempt, Filters>(POSTBACK_ATTEMPTS_PATH, { pageSize: 25, filters: FILTER_DEFAULTS });
  const apps = useAppOptions();
  // Columns keep their identity between renders (DataTable renders each cell function as a component).
  const columns = useMemo(() => attemptColumns(t, { app: true, webhookId: true }), [t]);

  return (
    <>
      <PageHeader title={t('pages.postbackAttempts.title')} description={t('pages.postbackAttempts.description')} />
      <LogFilterBar
        list={list}
        apps={apps}
        exportPath={POSTBACK_ATTEMPTS_PATH}
        exportName="offerwall-postback-attempts"
        statuses={POSTBACK_ATTEMPT_RESULTS.map((result) => ({ value: result, label: t(`labels.postbackAttemptResult.${result}`) }))}
      />
      <DataTable<PostbackAttempt> {...list.tableProps} getRowId={(row) => row.id} emptyText={t('attempts.empty')} columns={columns} />
    </>
  );
}
