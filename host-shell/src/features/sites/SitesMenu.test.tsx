import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@nurly/shared/testing';
import { registerShellStrings } from '../../i18n';
import { CustomSitesEditor } from './SitesMenu';

jest.setTimeout(20000);
beforeAll(registerShellStrings);

beforeEach(() => localStorage.clear());

const longTitle = '트래픽 현황이 매우 길게 적힌 구글 스프레드시트 문서 제목';

it('enables Add only with both fields, then stores the site, resets the form and confirms', async () => {
  const user = userEvent.setup();
  renderRemote(<CustomSitesEditor initial={[]} />);
  const add = screen.getByRole('button', { name: '추가' });
  const title = screen.getByLabelText('사이트 이름');
  const address = screen.getByLabelText('사이트 주소');
  expect(add).toBeDisabled();
  await user.type(title, longTitle);
  expect(add).toBeDisabled();
  await user.type(address, 'docs.example.com/sheet');
  await user.click(screen.getByRole('radio', { name: 'mdi-star' }));
  expect(add).toBeEnabled();
  await user.click(add);

  expect(JSON.parse(localStorage.getItem('customSites') ?? '[]')).toEqual([
    { title: longTitle, to: 'https://docs.example.com/sheet', icon: 'mdi-star' },
  ]);
  expect(screen.getByRole('link', { name: /트래픽 현황이/ })).toHaveTextContent(`${longTitle.slice(0, 30)}…`);
  expect(title).toHaveValue('');
  expect(address).toHaveValue('');
  expect(screen.getByRole('radio', { name: 'mdi-web' })).toHaveAttribute('aria-checked', 'true');
  expect(await screen.findByText('사이트 추가 완료')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /삭제$/ }));
  expect(JSON.parse(localStorage.getItem('customSites') ?? '[]')).toEqual([]);
});

it('refuses an address that is not a URL, keeps what was typed and says why until it is fixed', async () => {
  const user = userEvent.setup();
  renderRemote(<CustomSitesEditor initial={[]} />);
  const address = screen.getByLabelText('사이트 주소');
  await user.type(screen.getByLabelText('사이트 이름'), '매출 시트');
  await user.type(address, '매출 시트 주소');
  await user.click(screen.getByRole('button', { name: '추가' }));

  expect(screen.getByRole('alert')).toHaveTextContent('사이트 주소를 URL 형식으로 입력해주세요. (예: https://www.naver.com)');
  expect(address).toHaveAttribute('aria-invalid', 'true');
  expect(address).toHaveValue('매출 시트 주소');
  expect(localStorage.getItem('customSites')).toBeNull();

  await user.clear(address);
  await user.type(address, 'sheets.example.com');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '추가' }));
  expect(JSON.parse(localStorage.getItem('customSites') ?? '[]')).toEqual([
    { title: '매출 시트', to: 'https://sheets.example.com', icon: 'mdi-web' },
  ]);
});
