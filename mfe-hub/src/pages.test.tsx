import { api, itRendersEveryPage } from '@nurly/shared/testing';
import definition from './routes';
import { myInvoices, periodReport, salesReport } from './features/reports/fixtures';

// The report pages load on open (features/reports): answer them.
itRendersEveryPage(definition, {
  handlers: [
    api.get('hub/period', periodReport()),
    api.get('hub/my/period', periodReport({ group_id: null })),
    api.get('hub/sales', salesReport()),
    api.get('hub/my/invoices', myInvoices()),
    api.get('groups', [{ id: 1, name: '누리 허브 1그룹' }]),
  ],
});
