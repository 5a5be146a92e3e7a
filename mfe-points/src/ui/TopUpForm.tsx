/**
 * Top-up request form (docs/decisions/product.md#states, docs/decisions/product.md#validation, docs/decisions/product.md#constants): quick amounts add to the amount, arrow keys step by
 * 100,000, non-digits are stripped, the request is disabled at zero with '충전 금액을
 * 입력해주세요.' (a muted hint until the field is touched, an error after), VAT and
 * deposit-name notes, the account to transfer to. On success: refresh the balance, reset, success
 * toast, deposit info (account, depositor, amount) copied to the clipboard. A refused deposit name or
 * email shows under its field.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { copyText, formatNumber, formatWon, notify, useAction } from '@nurly/shared';
import { Form, NumberField, SelectField, TextField, useNurlyForm, useWatch } from '@nurly/shared/forms';
import type { Advertiser, TopUpRequest, TopUpResponse } from '@nurly/contracts/schemas';
import { postTopUpRequest } from '../lib/balance';
import { refreshBalance } from '../lib/balance-refresh';
import { useDepositAccount } from '../lib/deposit-account';
import { DepositAccountBox } from './DepositAccountBox';
import { depositInfoText } from '../lib/deposit-info';
import { AMOUNT_STEP, MAX_AMOUNT, QUICK_AMOUNTS, addQuickAmount, amountProblem, canRequest, sanitizeAmount } from '../lib/top-up-amount';

export interface TopUpFormProps {
  advertiser: Advertiser;
  onDone?: (response: TopUpResponse) => void;
  onCancel?: () => void;
  /** Injected in tests. */
  submit?: (body: TopUpRequest) => Promise<TopUpResponse>;
  afterSuccess?: () => Promise<void>;
}

interface TopUpValues {
  amount: number | null;
  deposit_name: string;
  email: string;
}

const DEPOSIT_NAME_MAX_LENGTH = 50;

export function TopUpForm({ advertiser, onDone, onCancel, submit = postTopUpRequest, afterSuccess = refreshBalance }: TopUpFormProps) {
  const { t } = useTranslation('points');
  const initial = (): TopUpValues => ({ amount: null, deposit_name: advertiser.deposit_names[0] ?? '', email: advertiser.emails[0] ?? '' });
  const form = useNurlyForm<TopUpValues>({ defaultValues: initial() });
  const amount = useWatch({ control: form.control, name: 'amount' }) ?? 0;
  const { data: depositAccount } = useDepositAccount();
  const amountError = form.formState.errors.amount;
  const problem = amountProblem(amount);
  const problemText = (p: NonNullable<typeof problem>) =>
    p === 'required' ? t('topUp.amountRequired') : t('topUp.amountTooLarge', { max: formatWon(MAX_AMOUNT) });

  const request = useAction((body: TopUpRequest) => submit(body), {
    form,
    success: t('topUp.success'),
    onSuccess: async (_response, body) => {
      await afterSuccess();
      form.reset(initial());
      if (await copyText(depositInfoText(t, depositAccount, body.deposit_name, formatWon(body.amount)))) notify.info(t('topUp.copied'));
      onDone?.(_response);
    },
  });

  const choice = (name: 'deposit_name' | 'email', options: string[], testId: string, label: string, helperText?: string) =>
    options.length > 1 ? (
      <SelectField
        name={name}
        label={label}
        helperText={helperText}
        required
        options={options.map((value) => ({ value, label: value }))}
        testId={testId}
      />
    ) : (
      <TextField name={name} label={label} helperText={helperText} required maxLength={DEPOSIT_NAME_MAX_LENGTH} testId={testId} />
    );

  return (
    <Form
      form={form}
      testId="top-up-form"
      onSubmit={async (values) => {
        if (!canRequest(values.amount ?? 0)) return;
        await request({ amount: values.amount ?? 0, deposit_name: values.deposit_name, email: values.email });
      }}
    >
      <Stack gap="4">
        <NumberField
          name="amount"
          label={t('topUp.amount')}
          helperText={t('topUp.vatNote')}
          unit={t('topUp.won')}
          step={AMOUNT_STEP}
          parse={(input) => sanitizeAmount(input) || null}
          placeholder={t('topUp.amountPlaceholder')}
          validate={(value) => {
            const found = amountProblem(typeof value === 'number' ? value : 0);
            return found === null || problemText(found);
          }}
          testId="top-up-amount"
          errorTestId="top-up-amount-error"
        />
        {problem && !amountError ? (
          <Text fontSize="sm" color={problem === 'tooLarge' ? 'fg.error' : 'fg.muted'} mt="-2" data-testid="top-up-amount-hint">
            {problemText(problem)}
          </Text>
        ) : null}
        <HStack gap="2" wrap="wrap">
          {QUICK_AMOUNTS.map((quick) => (
            <Button
              key={quick}
              size="sm"
              variant="outline"
              data-testid={`quick-${quick}`}
              onClick={() => form.setValue('amount', addQuickAmount(amount, quick), { shouldDirty: true })}
            >
              {t('topUp.quickAdd', { amount: formatNumber(quick) })}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => form.setValue('amount', null, { shouldDirty: true })}>
            {t('topUp.reset')}
          </Button>
        </HStack>
        {choice('deposit_name', advertiser.deposit_names, 'top-up-deposit-name', t('topUp.depositName'), t('topUp.depositNameNote'))}
        {choice('email', advertiser.emails, 'top-up-email', t('topUp.email'))}
        <DepositAccountBox />
        <HStack justify="flex-end" gap="2">
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              {t('topUp.cancel')}
            </Button>
          ) : null}
          <Button type="submit" colorPalette="brand" disabled={!canRequest(amount)} loading={request.isRunning} data-testid="top-up-submit">
            {t('topUp.request')}
          </Button>
        </HStack>
      </Stack>
    </Form>
  );
}
