import { api, itRendersEveryPage, pageOf } from '@nurly/shared/testing';
import definition from './routes';

// The staff advertiser list loads on open; answer it with an empty page.
itRendersEveryPage(definition, { handlers: [api.get('admin/advertisers', pageOf([]))] });
