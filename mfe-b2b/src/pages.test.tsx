import { api, itRendersEveryPage, pageOf } from '@nurly/shared/testing';
import definition from './routes';
import { salesReport } from './features/sales/fixtures';
import { memberPage } from './features/setting/fixtures';
import { b2bSummary } from './features/summary/fixtures';
import { invoiceDetail, invoiceList } from './features/invoices/fixtures';
import { reconciliationReport } from './features/reconciliation/fixtures';

// The staff lists load on open: answer them with empty pages (and the print page with one invoice).
itRendersEveryPage(definition, {
  handlers: [
    api.get('admin/advertisers', pageOf([])),
    api.get('admin/invoices', invoiceList([])),
    api.get('admin/invoices/:id', invoiceDetail()),
    api.get('admin/b2b/summary', b2bSummary()),
    api.get('admin/b2b/members', memberPage([])),
    api.get('admin/b2b/sales', salesReport()),
    api.get('admin/reconciliation', reconciliationReport()),
    api.get('admin/offerwall/statements', pageOf([])),
  ],
});
