import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
// The rest of shared by its package name, as the forms' own files reach it (check-shared.ts).
import { FormDialog, apiClient, removeAllToasts, useAction } from '@nurly/shared';
import { api, apiError, lastRequest, renderRemote } from '@nurly/shared/testing';
import { Form, useNurlyForm } from './Form';
import { NumberField, SelectField, SwitchField, TextField, TextareaField, integerInputProblem, parseNumberInput } from './fields';

interface NoticeValues {
  title: string;
  body: string;
  category: string;
  amount: number | null;
  pinned: boolean;
}

const defaults: NoticeValues = { title: '', body: '', category: '', amount: null, pinned: false };

function NoticeForm({ onSubmit }: { onSubmit: (values: NoticeValues) => unknown }) {
  const form = useNurlyForm<NoticeValues>({ defaultValues: defaults });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <TextField name="title" label="제목" required maxLength={20} minLength={2} />
      <TextareaField name="body" label="내용" required />
      <SelectField
        name="category"
        label="분류"
        placeholder="선택하세요"
        required
        options={[
          { value: 'NOTICE', label: '공지' },
          { value: 'EVENT', label: '이벤트' },
        ]}
      />
      <NumberField name="amount" label="금액" min={1000} max={1_000_000} step={1000} unit="원" />
      <SwitchField name="pinned" label="상단 고정" />
      <button type="submit">저장</button>
    </Form>
  );
}

afterEach(() => act(() => removeAllToasts()));

describe('form fields', () => {
  it('validates a field only once it was touched, in Korean, under that field', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderRemote(<NoticeForm onSubmit={onSubmit} />);
    const title = screen.getByLabelText('제목');
    await user.type(title, '가');
    expect(screen.queryByText('2자 이상 입력해주세요.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('2자 이상 입력해주세요.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await user.type(title, '나');
    await waitFor(() => expect(screen.queryByText('2자 이상 입력해주세요.')).not.toBeInTheDocument());
    // Untouched fields stay quiet until submit (the body was left when going back to the title).
    expect(screen.getByTestId('body-error')).toHaveTextContent('필수 입력 항목입니다.');
    expect(screen.queryByTestId('category-error')).not.toBeInTheDocument();
  });

  it('shows every error on submit and sends nothing; spaces are not an answer', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderRemote(<NoticeForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('내용'), '   ');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findAllByText('필수 입력 항목입니다.')).toHaveLength(3);
    expect(screen.getByTestId('body-error')).toHaveTextContent('필수 입력 항목입니다.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits typed values: numbers with separators, arrow steps, selects and switches', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderRemote(<NoticeForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('제목'), '점검 안내');
    await user.type(screen.getByLabelText('내용'), '새벽 점검');
    await user.selectOptions(screen.getByLabelText('분류'), 'EVENT');
    const amount = screen.getByLabelText('금액');
    await user.type(amount, '12a345');
    expect(amount).toHaveValue('12,345');
    await user.type(amount, '{ArrowUp}');
    expect(amount).toHaveValue('13,345');
    await user.click(screen.getByRole('checkbox', { name: '상단 고정' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ title: '점검 안내', body: '새벽 점검', category: 'EVENT', amount: 13345, pinned: true }),
    );
  });

  it('checks number bounds with the formatted limit', async () => {
    const user = userEvent.setup();
    renderRemote(<NoticeForm onSubmit={jest.fn()} />);
    await user.type(screen.getByLabelText('금액'), '5');
    await user.tab();
    expect(await screen.findByText('1,000 이상이어야 합니다.')).toBeInTheDocument();
    expect(parseNumberInput('1,2a3')).toBe(123);
    expect(parseNumberInput('')).toBeNull();
  });

  it('refuses a decimal or a negative number as typed instead of reading its digits, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderRemote(<NoticeForm onSubmit={onSubmit} />);
    const amount = screen.getByLabelText('금액');
    await user.type(amount, '1.5');
    expect(amount).toHaveValue('1.5');
    expect(await screen.findByTestId('amount-error')).toHaveTextContent('소수점 없이 정수로 입력해주세요.');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '-1');
    expect(amount).toHaveValue('-1');
    expect(await screen.findByTestId('amount-error')).toHaveTextContent('0보다 작은 수는 입력할 수 없습니다.');
    // A whole number clears the refusal and is read as typed.
    await user.clear(amount);
    await user.type(amount, '2,000');
    expect(amount).toHaveValue('2,000');
    await waitFor(() => expect(screen.queryByTestId('amount-error')).not.toBeInTheDocument());
    expect(integerInputProblem('1.5')).toBe('integer');
    expect(integerInputProblem('-1')).toBe('negative');
    expect(integerInputProblem('1,500원')).toBeNull();
    expect(integerInputProblem('')).toBeNull();
  });
});

describe('server errors and FormDialog', () => {
  const postNotice = async (values: { title: string }) => (await apiClient.post<{ message: string }>('notices', values)).data;

  function NoticeDialog() {
    const [open, setOpen] = useState(true);
    const form = useNurlyForm<{ title: string }>({ defaultValues: { title: '' } });
    const save = useAction(postNotice, { form, revalidate: ['notices'], onSuccess: () => setOpen(false) });
    return (
      <>
        <output data-testid="open">{String(open)}</output>
        <FormDialog
          open={open}
          onClose={() => setOpen(false)}
          title="공지 등록"
          submitLabel="등록"
          form={form}
          onValid={save}
          submitTestId="notice-submit"
        >
          <TextField name="title" label="제목" required />
        </FormDialog>
      </>
    );
  }

  it('puts a 400 { field, message } under that field instead of a toast', async () => {
    const user = userEvent.setup();
    renderRemote(<NoticeDialog />, { handlers: [api.post('notices', () => apiError(400, '이미 같은 제목의 공지가 있습니다.', 'title'))] });
    await user.type(await screen.findByLabelText('제목'), '중복');
    await user.click(screen.getByTestId('notice-submit'));
    expect(await screen.findByTestId('title-error')).toHaveTextContent('이미 같은 제목의 공지가 있습니다.');
    expect(screen.getByLabelText('제목')).toHaveFocus();
    expect(screen.getByTestId('open')).toHaveTextContent('true');
    expect(lastRequest('POST', 'notices')?.body).toEqual({ title: '중복' });
  });

  it('toasts an error naming no field of the form, and closes on success with the server message', async () => {
    const user = userEvent.setup();
    renderRemote(<NoticeDialog />, {
      handlers: [
        api.post('notices', () => apiError(400, '권한이 없습니다.', 'owner'), { once: true }),
        api.post('notices', { message: '공지를 등록했습니다.' }),
      ],
    });
    await user.type(await screen.findByLabelText('제목'), '새 공지');
    await user.click(screen.getByTestId('notice-submit'));
    expect(await screen.findByText('권한이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByTestId('title-error')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('notice-submit'));
    expect(await screen.findByText('공지를 등록했습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('open')).toHaveTextContent('false'));
  });

  it('Esc closes an untouched form at once', async () => {
    const user = userEvent.setup();
    renderRemote(<NoticeDialog />);
    await screen.findByLabelText('제목');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('open')).toHaveTextContent('false'));
    expect(screen.queryByText('작성 중인 내용을 버리시겠습니까?')).not.toBeInTheDocument();
  });

  it('Esc on a form with typed text asks first: 계속 작성 keeps the text, 닫기 closes', async () => {
    const user = userEvent.setup();
    renderRemote(<NoticeDialog />);
    await user.type(await screen.findByLabelText('제목'), '작성 중인 공지');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('작성 중인 내용을 버리시겠습니까?')).toBeInTheDocument();
    expect(screen.getByText('창을 닫으면 입력한 내용이 저장되지 않고 사라집니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '계속 작성' }));
    await waitFor(() => expect(screen.queryByText('작성 중인 내용을 버리시겠습니까?')).not.toBeInTheDocument());
    expect(screen.getByTestId('open')).toHaveTextContent('true');
    expect(screen.getByLabelText('제목')).toHaveValue('작성 중인 공지');

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.getByTestId('open')).toHaveTextContent('false'));
  });

  it('maps a field error thrown by a raw API call given to Form', async () => {
    const user = userEvent.setup();
    function Raw() {
      const form = useNurlyForm<{ title: string }>({ defaultValues: { title: '' } });
      return (
        <Form form={form} onSubmit={postNotice}>
          <TextField name="title" label="제목" />
          <button type="submit">저장</button>
        </Form>
      );
    }
    renderRemote(<Raw />, { handlers: [api.post('notices', () => apiError(400, '제목이 너무 깁니다.', 'title'))] });
    await user.type(screen.getByLabelText('제목'), '긴 제목');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByTestId('title-error')).toHaveTextContent('제목이 너무 깁니다.');
  });
});
