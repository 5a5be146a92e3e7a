import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from '@nurly/shared';
import { Form, useNurlyForm } from '@nurly/shared/forms';
import { renderRemote } from '@nurly/shared/testing';
import { memberColumns, type MemberRow } from './columns';
import {
  MemberAccountFields,
  MemberMemoField,
  memberAccountDefaults,
  newMemberBody,
  type MemberAccountValues,
} from './MemberAccountFields';
import { MemberPricePanel } from './MemberPricePanel';

jest.setTimeout(30_000);

const rows: MemberRow[] = [
  { id: 4, username: 'gangnam_ag', name: '최수아', status: 'active', memo: '메모 한 줄', lastActivatedAt: null },
  { id: 5, username: 'no_name', name: null, status: 'inactive', memo: null, lastActivatedAt: null },
];

const labels = {
  username: '아이디',
  password: '비밀번호',
  name: '이름',
  mobile: '휴대폰 번호',
  mobileFormat: '010-1234-5678 형식으로 입력해주세요.',
};

function AccountForm({
  creating,
  editProfile,
  onValid,
}: {
  creating: boolean;
  editProfile?: boolean;
  onValid: (values: MemberAccountValues) => void;
}) {
  const form = useNurlyForm<MemberAccountValues>({
    defaultValues: memberAccountDefaults(creating ? null : { username: 'gangnam_ag', name: '최수아', mobile: '01031110004', memo: null }),
  });
  return (
    <Form form={form} onSubmit={onValid} testId="account-form">
      <MemberAccountFields creating={creating} editProfile={editProfile} labels={labels} />
      <MemberMemoField label="메모" />
      <button type="submit">저장</button>
    </Form>
  );
}

describe('member blocks', () => {
  it('shows the account, its status and the memo column hidden at first', async () => {
    const columns = memberColumns<MemberRow>({
      member: '계정',
      status: '상태',
      statuses: { active: '활성', inactive: '비활성' },
      lastActivatedAt: '최근 접속',
      memo: '메모',
    });
    renderRemote(<DataTable<MemberRow> rows={rows} columns={[columns.member, columns.status, columns.memo]} getRowId={(row) => row.id} />);
    const first = (await screen.findByText('gangnam_ag · #4')).closest('tr') as HTMLElement;
    expect(first).toHaveTextContent(/최수아.*활성/);
    const second = screen.getByText('no_name · #5').closest('tr') as HTMLElement;
    expect(within(second).getAllByText('no_name')).toHaveLength(1);
    expect(second).toHaveTextContent('비활성');
    expect(screen.queryByText('메모 한 줄')).not.toBeInTheDocument();
    expect(columns.lastActivatedAt.cell?.(rows[1], 1)).toBe('-');
  });

  it('asks username and password when creating, checks the mobile format and sends the new member trimmed', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderRemote(<AccountForm creating onValid={onValid} />);
    await user.type(await screen.findByTestId('member-username'), ' new_client ');
    await user.type(screen.getByTestId('member-password'), 'pass1234');
    await user.type(screen.getByTestId('member-name'), '새 고객 ');
    await user.type(screen.getByTestId('member-mobile'), '02-123-4567');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(labels.mobileFormat)).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('member-mobile'));
    await user.type(screen.getByTestId('member-mobile'), '010-5555-1234');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(newMemberBody(onValid.mock.calls[0][0] as MemberAccountValues)).toEqual({
      username: 'new_client',
      password: 'pass1234',
      name: '새 고객',
      mobile: '010-5555-1234',
      memo: null,
    });
  });

  it('edits without the username and password; name and mobile only when the console edits them', async () => {
    const { unmount } = renderRemote(<AccountForm creating={false} onValid={jest.fn()} />);
    expect(await screen.findByTestId('member-memo')).toBeInTheDocument();
    expect(screen.queryByTestId('member-username')).not.toBeInTheDocument();
    expect(screen.queryByTestId('member-name')).not.toBeInTheDocument();
    unmount();
    renderRemote(<AccountForm creating={false} editProfile onValid={jest.fn()} />);
    expect(await screen.findByTestId('member-name')).toHaveValue('최수아');
    expect(screen.getByTestId('member-mobile')).toHaveValue('01031110004');
    expect(screen.queryByTestId('member-password')).not.toBeInTheDocument();
  });

  it('frames the prices with a title, notes and a close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderRemote(
      <MemberPricePanel title="최수아의 상품 단가" notes="하위 단가를 설정할 수 없습니다." close={{ label: '닫기', onClose }}>
        <p>표</p>
      </MemberPricePanel>,
    );
    const panel = await screen.findByTestId('price-panel');
    expect(within(panel).getByRole('heading', { name: '최수아의 상품 단가' })).toBeInTheDocument();
    expect(panel).toHaveTextContent(/하위 단가를 설정할 수 없습니다.*표/);
    await user.click(within(panel).getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalled();
  });
});
