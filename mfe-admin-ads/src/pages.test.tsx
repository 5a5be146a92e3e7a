import { api, itRendersEveryPage, pageOf } from '@nurly/shared/testing';
import definition from './routes';
import { adOptions, campaign, campaignProducts } from './test/fixtures';

// Every page loads with the calls it makes on load answered: catalog and balance, campaigns, the staff list and options.
itRendersEveryPage(definition, {
  handlers: [
    api.get('assistant/campaingns/products', campaignProducts(100_000)),
    api.get('assistant/campaingns', pageOf([campaign(1)])),
    api.get('admin/ads', pageOf([])),
    api.get('admin/options', adOptions()),
  ],
});
