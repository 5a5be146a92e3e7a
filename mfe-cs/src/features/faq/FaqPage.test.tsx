import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources } from '@nurly/shared';
import type { Faq } from '@nurly/contracts/schemas';
import definition from '../../routes';
import { renderPage } from '../../testing';
import * as api from './api';
import FaqPage from './FaqPage';

jest.mock('./api');
const mocked = jest.mocked(api);

beforeAll(() => addRemoteResources(definition.i18n.namespace, definition.i18n.resources));
beforeEach(() => jest.resetAllMocks());

const faq = (overrides: Partial<Faq>): Faq => ({
  id: 1,
  question: '포인트는 어떻게 충전하나요?',
  answer: '<p>충전 요청 후 입금해주세요.</p>',
  category: 'POINT',
  order: 10,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

describe('FaqPage', () => {
  it('shows questions in an accordion, filters by category and searches', async () => {
    const user = userEvent.setup();
    mocked.getFaqs.mockResolvedValue({
      count: 2,
      results: [
        faq({}),
        faq({
          id: 2,
          question: '충전한 포인트를 환불받을 수 있나요?',
          answer: '<p>충전 후 <strong>7일 이내</strong> 가능합니다.</p>',
          category: 'REFUND',
        }),
      ],
    });
    renderPage(<FaqPage />, { path: '/faq', variant: 'reward' });
    const trigger = await screen.findByRole('button', { name: /환불받을 수 있나요/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('7일 이내')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '환불' }));
    await waitFor(() => expect(mocked.getFaqs).toHaveBeenLastCalledWith({ category: 'REFUND' }));
    await user.type(screen.getByRole('textbox', { name: '검색' }), '충전');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(mocked.getFaqs).toHaveBeenLastCalledWith({ category: 'REFUND', search: '충전' }));
  });

  it('says when a search finds nothing', async () => {
    const user = userEvent.setup();
    mocked.getFaqs.mockResolvedValue({ count: 0, results: [] });
    renderPage(<FaqPage />, { path: '/faq', variant: 'reward' });
    await user.type(await screen.findByRole('textbox', { name: '검색' }), '없는말');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();
  });
});
