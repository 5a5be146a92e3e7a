import { api, itRendersEveryPage, pageOf } from '@nurly/shared/testing';
import definition from './routes';
import { adOptions } from './test/fixtures';
import { campaign, campaignDetail, campaignProducts, lowBalance } from './features/campaign/fixtures';

// Every page loads with the calls it makes on load answered: catalog and balance, campaigns, a campaign's detail, the staff list and options.
itRendersEveryPage(definition, {
  pathParams: { id: '1' },
  handlers: [
    api.get('assistant/campaingns/1', campaignDetail(1)),
    api.get('assistant/campaingns/1/logs', pageOf([])),
    api.get('assistant/campaingns/products', campaignProducts(100_000)),
    api.get('assistant/campaingns', pageOf([campaign(1)])),
    api.get('admin/ads', pageOf([])),
    api.get('admin/options', adOptions()),
    api.get('point/low-balance', lowBalance()),
  ],
});
