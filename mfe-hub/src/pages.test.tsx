import { api, itRendersEveryPage, pageOf } from '@nurly/shared/testing';
import definition from './routes';
import { campaignDetail } from '@nurly/domain-ui/testing';
import { myInvoices, periodReport, salesReport } from './features/reports/fixtures';

// The report pages and a campaign's detail load on open: answer them.
itRendersEveryPage(definition, {
  pathParams: { id: '1' },
  handlers: [
    api.get('assistant/campaingns/1', campaignDetail(1)),
    api.get('assistant/campaingns/1/logs', pageOf([])),
    api.get('hub/period', periodReport()),
    api.get('hub/my/period', periodReport({ group_id: null })),
    api.get('hub/sales', salesReport()),
    api.get('hub/my/invoices', myInvoices()),
    api.get('groups', [{ id: 1, name: '누리 허브 1그룹' }]),
  ],
});
