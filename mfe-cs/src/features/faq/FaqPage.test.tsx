import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faq } from '@nurly/contracts/schemas';
import { api, faq, lastRequest, pageOf, renderRemote } from '@nurly/shared/testing';
import definition from '../../routes';
import FaqPage from './FaqPage';

const charging = faq({});
const refund = faq({
  id: 2,
  question: '충전한 포인트를 환불받을 수 있나요?',
  answer: '<p>충전 후 <strong>7일 이내</strong> 가능합니다.</p>',
  category: 'REFUND',
});

/** GET cs/faq filtered the way the server filters: by category and by a word in question or answer. */
function faqHandler(list: Faq[]) {
  return api.get('cs/faq', ({ query }) =>
    pageOf(
      list.filter(
        (item) =>
          (!query.category || item.category === query.category) &&
          (!query.search || `${item.question} ${item.answer}`.includes(String(query.search))),
      ),
    ),
  );
}

describe('FaqPage', () => {
  it('shows questions in an accordion, filters by category and searches', async () => {
    const user = userEvent.setup();
    renderRemote(<FaqPage />, { remote: definition, path: '/faq', variant: 'reward', handlers: [faqHandler([charging, refund])] });
    const trigger = await screen.findByRole('button', { name: /환불받을 수 있나요/ });
    expect(screen.getByRole('button', { name: /어떻게 충전하나요/ })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('7일 이내')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '환불' }));
    await waitFor(() => expect(lastRequest('GET', 'cs/faq')?.query).toEqual({ category: 'REFUND' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /어떻게 충전하나요/ })).not.toBeInTheDocument());

    await user.type(screen.getByRole('textbox', { name: '검색' }), '충전');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(lastRequest('GET', 'cs/faq')?.query).toEqual({ category: 'REFUND', search: '충전' }));
    expect(screen.getByRole('button', { name: /환불받을 수 있나요/ })).toBeInTheDocument();
  });

  it('says when a search finds nothing', async () => {
    const user = userEvent.setup();
    renderRemote(<FaqPage />, { remote: definition, path: '/faq', variant: 'reward', handlers: [faqHandler([charging])] });
    await user.type(await screen.findByRole('textbox', { name: '검색' }), '없는말');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();
    expect(lastRequest('GET', 'cs/faq')?.query).toEqual({ search: '없는말' });
  });
});
