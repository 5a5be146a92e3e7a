import { api, itRendersEveryPage, notice, pageOf } from '@nurly/shared/testing';
import definition from './routes';

// Every page loads against the real calls: empty lists, and notice 1 for the detail pages.
itRendersEveryPage(definition, {
  pathParams: { id: '1' },
  handlers: [
    api.get('cs/questions', pageOf([])),
    api.get('cs/faq', pageOf([])),
    api.get('cs/notice', pageOf([])),
    api.get('cs/notice/:id', ({ params }) => notice({ id: Number(params.id), title: '점검 안내' })),
  ],
});
