import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Advertiser, AdvertiserInput } from '@nurly/contracts/schemas';
import type { ReactElement } from 'react';
import { renderRemote } from '@nurly/shared/testing';
import definition from '../routes';
import { AdvertiserDialog, type AdvertiserDialogProps } from './AdvertiserDialog';
import { applyParse, emptyForm, normalizeNumberInput, removeAt, toInput, validateForm } from '../lib/advertiser-form';

jest.setTimeout(30000);

const renderPoints = (ui: ReactElement) => renderRemote(ui, { remote: definition });

/** The dialog open on `advertiser` (create mode without), with the given API calls (the others never called). */
function renderDialog(
  options: { advertiser?: Advertiser; onSaved?: AdvertiserDialogProps['onSaved'] } & Partial<NonNullable<AdvertiserDialogProps['api']>>,
) {
  const { advertiser = null, onSaved = () => undefined, ...api } = options;
  return renderPoints(
    <AdvertiserDialog
      open
      advertiser={advertiser}
      onClose={() => undefined}
      onSaved={onSaved}
      api={{ create: jest.fn(), update: jest.fn(), upload: jest.fn(), ...api }}
    />,
  );
}

/** Types every required field of a new business (its name and number as given, the rest fixed). */
async function fillRequired(user: ReturnType<typeof userEvent.setup>, name: string, number: string) {
  await user.type(await screen.findByTestId('advertiser-name'), name);
  await user.type(screen.getByTestId('advertiser-registration_number'), number);
  await user.type(screen.getByTestId('advertiser-representative'), '김누리');
  await user.type(screen.getByTestId('advertiser-address'), '서울 마포구');
  await user.type(screen.getByTestId('advertiser-email-0'), 'tax@nuri.kr');
  await user.type(screen.getByTestId('advertiser-deposit-0'), '김누리');
}

const messages = { name: 'n', representative: 'r', address: 'a', email: 'e', deposit_name: 'd', registration_number: '' };

describe('registration rules (docs/decisions/product.md#validation)', () => {
  it('removes spaces and hyphens and normalises 10 digits to 3-2-5', () => {
    expect(normalizeNumberInput('123 45 67890')).toBe('123-45-67890');
    expect(normalizeNumberInput('1234567890')).toBe('123-45-67890');
    expect(normalizeNumberInput('12-345')).toBe('12-345');
  });
  it('requires name, number, representative, address, first email with @ and first deposit name', () => {
    const errors = validateForm({ ...emptyForm(), registration_number: '123' }, messages);
    expect(errors).toEqual({
      name: 'n',
      registration_number: '사업자등록번호를 000-00-00000 형식으로 입력해주세요.',
      representative: 'r',
      address: 'a',
      email: 'e',
      deposit_name: 'd',
    });
    const ok = validateForm(
      {
        ...emptyForm(),
        name: 'x',
        registration_number: '1234567890',
        representative: 'y',
        address: 'z',
        emails: ['a@b.kr'],
        deposit_names: ['홍'],
      },
      messages,
    );
    expect(ok).toEqual({});
    const emoji = validateForm(
      {
        ...emptyForm(),
        name: '누리캠핑 🏕',
        registration_number: '1234567890',
        representative: '홍길동 😀',
        address: 'z',
        emails: ['a@b.kr'],
        deposit_names: ['홍'],
      },
      messages,
    );
    expect(emoji).toEqual({ name: '상호명에는 이모지를 입력할 수 없습니다.', representative: '대표자명에는 이모지를 입력할 수 없습니다.' });
  });
  it('the first entry cannot be removed; blank extra entries are dropped on save', () => {
    expect(removeAt(['a', 'b'], 0)).toEqual(['a', 'b']);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    const input = toInput({
      ...emptyForm(),
      name: ' x ',
      registration_number: '123 45 67890',
      emails: ['a@b.kr', ''],
      deposit_names: ['홍', ' '],
    });
    expect(input.registration_number).toBe('123-45-67890');
    expect(input.emails).toEqual(['a@b.kr']);
    expect(input.deposit_names).toEqual(['홍']);
  });
  it('auto-fill replaces parsed fields and keeps the rest', () => {
    const filled = applyParse(
      { ...emptyForm(), phone_number: '0212345678' },
      {
        name: '상호',
        registration_number: '123-45-67890',
        address: null,
        representative: '대표',
        business_types: ['서비스업', '도소매'],
        business_categories: [],
      },
    );
    expect(filled).toMatchObject({
      name: '상호',
      registration_number: '123-45-67890',
      address: '',
      representative: '대표',
      business_type: '서비스업, 도소매',
      phone_number: '0212345678',
    });
  });
});

const saved = (body: AdvertiserInput, id = 5): Advertiser => ({
  id,
  user_id: 7,
  username: 'customer',
  name: body.name,
  registration_number: body.registration_number,
  representative: body.representative,
  address: body.address,
  phone_number: body.phone_number ?? null,
  business_type: body.business_type ?? null,
  business_category: body.business_category ?? null,
  emails: body.emails,
  deposit_names: body.deposit_names,
  files: body.files ?? [],
  files_details: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

describe('AdvertiserDialog', () => {
  it('create mode: shows the number format error, then registers with the normalised number', async () => {
    const user = userEvent.setup();
    const create = jest.fn(async (body: AdvertiserInput) => ({ message: '거래처 등록이 완료되었습니다.', advertiser: saved(body) }));
    const onSaved = jest.fn();
    renderDialog({ onSaved, create });
    expect(await screen.findByText('사업자 정보 등록')).toBeInTheDocument();
    await fillRequired(user, '누리 상회', '123-45-678');
    await user.click(screen.getByTestId('advertiser-submit'));
    expect(await screen.findByTestId('registration-number-error')).toHaveTextContent(
      '사업자등록번호를 000-00-00000 형식으로 입력해주세요.',
    );
    expect(create).not.toHaveBeenCalled();
    const number = screen.getByTestId('advertiser-registration_number') as HTMLInputElement;
    expect(number.maxLength).toBe(12);
    await user.clear(number);
    await user.type(number, '123 45 67890');
    await user.click(screen.getByTestId('advertiser-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toMatchObject({
      registration_number: '123-45-67890',
      emails: ['tax@nuri.kr'],
      deposit_names: ['김누리'],
    });
  });

  it('a number another account also holds is saved, and the customer is told so', async () => {
    const user = userEvent.setup();
    const warning =
      '같은 사업자등록번호로 등록된 다른 계정이 있습니다. 본인 사업자가 맞는지 확인해주세요. 담당자가 확인 후 연락드릴 수 있습니다.';
    const create = jest.fn(async (body: AdvertiserInput) => ({
      message: '거래처 등록이 완료되었습니다.',
      warning,
      advertiser: { ...saved(body), shared_registration_count: 1 },
    }));
    const onSaved = jest.fn();
    renderDialog({ onSaved, create });
    await fillRequired(user, '누리 2호점', '3141592653');
    await user.click(screen.getByTestId('advertiser-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await screen.findByText(warning)).toBeInTheDocument();
  });

  it('edit mode names a registration number shared with other accounts', async () => {
    const existing = {
      ...saved({
        name: '누리 본점',
        registration_number: '314-15-92653',
        representative: '김누리',
        address: '서울',
        emails: ['a@b.kr'],
        deposit_names: ['김'],
      }),
      shared_registration_count: 2,
    };
    renderDialog({ advertiser: existing });
    expect(await screen.findByTestId('shared-registration-notice')).toHaveTextContent(
      '이 사업자등록번호는 다른 계정 2곳에도 등록되어 있습니다. 본인 사업자가 맞는지 확인해주세요.',
    );
  });

  it('edit mode: more emails can be added and removed but not the first; saves with update', async () => {
    const user = userEvent.setup();
    const existing = saved(
      {
        name: '현우네 꽃집',
        registration_number: '214-86-12345',
        representative: '조현우',
        address: '서울',
        emails: ['tax@flower.kr'],
        deposit_names: ['조현우'],
      },
      3,
    );
    const update = jest.fn(async (_id: number, body: AdvertiserInput) => ({
      message: '계정 수정이 완료되었습니다.',
      advertiser: saved(body, 3),
    }));
    renderDialog({ advertiser: existing, update });
    expect(await screen.findByText('사업자 정보 수정')).toBeInTheDocument();
    expect(screen.queryByTestId('advertiser-email-remove-0')).toBeNull();
    await user.click(screen.getByTestId('advertiser-email-add'));
    await user.type(screen.getByTestId('advertiser-email-1'), 'more@flower.kr');
    await user.click(screen.getByTestId('advertiser-email-add'));
    await user.click(screen.getByTestId('advertiser-email-remove-2'));
    await user.click(screen.getByTestId('advertiser-submit'));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][0]).toBe(3);
    expect(update.mock.calls[0][1].emails).toEqual(['tax@flower.kr', 'more@flower.kr']);
  });

  it("an added email row is not red, and the first email's error shows right under the first row", async () => {
    const user = userEvent.setup();
    renderDialog({});
    await user.click(await screen.findByTestId('advertiser-email-add'));
    const added = screen.getByTestId('advertiser-email-1');
    expect(added).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByTestId('advertiser-email-0'), 'no-at-sign');
    await user.click(screen.getByTestId('advertiser-submit'));
    const error = await screen.findByTestId('emails.0-error');
    expect(screen.getByTestId('advertiser-email-0')).toHaveAttribute('aria-invalid', 'true');
    expect(added).not.toHaveAttribute('aria-invalid', 'true');
    // Under the first row, before the added one in the page order.
    expect(error.compareDocumentPosition(added) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a certificate upload auto-fills the fields', async () => {
    const user = userEvent.setup();
    const upload = jest.fn(async () => ({
      file: { id: 11, name: 'cert.pdf', type: 'REGISTRATION' as const, mime: 'application/pdf', size: 10 },
      registration: {
        name: '주식회사 누리',
        registration_number: '123-45-67890',
        address: '서울 강남구',
        representative: '김민준',
        business_types: ['서비스업'],
        business_categories: ['광고대행업'],
      },
    }));
    renderDialog({ upload });
    const input = (await screen.findByTestId('upload-REGISTRATION')) as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'cert.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect((screen.getByTestId('advertiser-name') as HTMLInputElement).value).toBe('주식회사 누리'));
    expect((screen.getByTestId('advertiser-registration_number') as HTMLInputElement).value).toBe('123-45-67890');
    expect((screen.getByTestId('advertiser-business_category') as HTMLInputElement).value).toBe('광고대행업');
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'REGISTRATION', true);
  });
});
