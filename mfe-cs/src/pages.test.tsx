import { itRendersEveryPage } from '@nurly/shared/testing';
import definition from './routes';
import * as faqApi from './features/faq/api';
import * as noticeApi from './features/notice/api';
import * as questionsApi from './features/questions/api';

// Every page renders against stubbed calls (no network): empty lists, one notice.
jest.mock('./features/questions/api');
jest.mock('./features/faq/api');
jest.mock('./features/notice/api');
beforeEach(() => {
  jest.mocked(questionsApi.getQuestions).mockResolvedValue({ count: 0, results: [] });
  jest.mocked(faqApi.getFaqs).mockResolvedValue({ count: 0, results: [] });
  jest.mocked(noticeApi.getNotices).mockResolvedValue({ count: 0, results: [] });
  jest.mocked(noticeApi.getNotice).mockResolvedValue({
    id: 1,
    title: '점검 안내',
    body: '<p>본문</p>',
    pinned: false,
    views: 1,
    author: '관리자',
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
  });
});

// The notice detail pages open notice 1, the one stubbed above.
itRendersEveryPage(definition, { pathParams: { id: '1' } });
