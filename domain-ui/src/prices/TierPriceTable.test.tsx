import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@nurly/shared';
import { api, apiError, lastRequest, renderRemote } from '@nurly/shared/testing';
import type { SetTierPricesRequest, TierPrices } from '@nurly/contracts/schemas';
import { tierPrices } from '../test/fixtures';
import { TierPriceTable, type TierPriceLabels } from './TierPriceTable';

jest.setTimeout(30_000);

const labels: TierPriceLabels = {
  product: '리워드 상품',
  catalog: '기본 단가',
  catalogSource: '기본',
  own: '본인 단가',
  child: '하위 단가',
  childOf: (product) => `${product} 하위 단가`,
  margin: '건당 마진',
  save: '단가 저장',
  hint: '비우면 설정이 삭제됩니다.',
  invalid: '단가는 0.1원 단위의 숫자로 입력해주세요.',
};

const save = async (prices: SetTierPricesRequest['prices']) => (await apiClient.put('test/prices', { account_id: 4, prices })).data;

const renderTable = (prices: TierPrices, showSources: boolean, handlers = [api.put('test/prices', { message: '저장되었습니다.' })]) =>
  renderRemote(
    <TierPriceTable prices={prices} save={save} revalidate={[]} labels={labels} showSources={showSources} inputTestId="child-price" />,
    {
      handlers,
    },
  );

describe('TierPriceTable', () => {
  it('shows own and child prices with the margin as typed, and the catalog and source columns only when asked', async () => {
    const user = userEvent.setup();
    renderTable(tierPrices(), true);
    const place = screen.getByTestId('price-row-naverplace-save');
    expect(place).toHaveTextContent(/플레이스 저장.*₩30.*₩28.*상위 총판/);
    expect(screen.getByTestId('price-row-naverapp')).toHaveTextContent('기본');
    expect(screen.getByTestId('child-price-naverapp')).toHaveValue('42');
    expect(screen.getByTestId('margin-naverapp')).toHaveTextContent('₩3.5');
    await user.type(screen.getByLabelText('플레이스 저장 하위 단가'), '25');
    expect(within(place).getByTestId('margin-naverplace-save')).toHaveTextContent('-₩3');
    await user.clear(screen.getByTestId('child-price-naverapp'));
    await user.type(screen.getByTestId('child-price-naverapp'), 'abc');
    expect(screen.getByText(labels.invalid)).toBeInTheDocument();
    expect(screen.getByTestId('save-prices')).toBeDisabled();
  });

  it('leaves the catalog and source out without showSources', () => {
    renderTable(tierPrices(), false);
    expect(screen.queryByText('기본 단가')).not.toBeInTheDocument();
    expect(screen.getByTestId('price-row-naverplace-save')).not.toHaveTextContent('상위 총판');
  });

  it('saves every product in tenths (empty = null) and keeps the typed prices under the server’s refusal', async () => {
    const user = userEvent.setup();
    const refusal = '플레이스 저장의 하위 단가는 본인 단가(₩28)보다 낮을 수 없습니다.';
    renderTable(tierPrices(), true, [api.put('test/prices', apiError(400, refusal, 'prices.1.unit_price_tenths'))]);
    await user.type(screen.getByTestId('child-price-naverplace-save'), '25.5');
    await user.click(screen.getByTestId('save-prices'));
    expect(await screen.findByTestId('price-refusal')).toHaveTextContent(refusal);
    expect(lastRequest('PUT', 'test/prices')?.body).toEqual({
      account_id: 4,
      prices: [
        { product_code: 'naverapp', unit_price_tenths: 420 },
        { product_code: 'naverplace-save', unit_price_tenths: 255 },
      ],
    });
    expect(screen.getByTestId('child-price-naverplace-save')).toHaveValue('25.5');
  });

  it('offers no editing where the account has no children to price', async () => {
    renderTable(tierPrices({ can_set_child_prices: false }), true);
    expect(screen.getByTestId('child-price-naverapp')).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('save-prices')).toBeDisabled());
  });
});
