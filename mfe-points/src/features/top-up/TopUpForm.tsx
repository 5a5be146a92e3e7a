/**
 * Top-up request form (spec §4, §5, §9): quick amounts add to the amount, arrow keys step by
 * 100,000, non-digits are stripped, the request is disabled at zero with '충전 금액을
 * 입력해주세요.', VAT and deposit-name notes. On success: refresh the balance, reset, success
 * toast, deposit info copied to the clipboard.
 */
import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatWon, notify, errorMessage } from '@nurly/shared';
import type { Advertiser, TopUpRequest, TopUpResponse } from '@nurly/contracts/schemas';
import { postTopUpRequest } from '../balance/api';
import { copyText, refreshBalance } from '../balance/refresh';
import { QUICK_AMOUNTS, addQuickAmount, canRequest, sanitizeAmount, stepAmount } from './amount';

export interface TopUpFormProps {
  advertiser: Advertiser;
  onDone?: (response: TopUpResponse) => void;
  onCancel?: () => void;
  /** Injected in tests. */
  submit?: (body: TopUpRequest) => Promise<TopUpResponse>;
  afterSuccess?: () => Promise<void>;
}

export function TopUpForm({ advertiser, onDone, onCancel, submit = postTopUpRequest, afterSuccess = refreshBalance }: TopUpFormProps) {
  const { t } = useTranslation('points');
  const [amount, setAmount] = useState(0);
  const [depositName, setDepositName] = useState(advertiser.deposit_names[0] ?? '');
  const [email, setEmail] = useState(advertiser.emails[0] ?? '');
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setAmount(0);
    setDepositName(advertiser.deposit_names[0] ?? '');
    setEmail(advertiser.emails[0] ?? '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      setAmount((current) => stepAmount(current, event.key === 'ArrowUp' ? 1 : -1));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canRequest(amount)) return;
    setSaving(true);
    try {
      const requested = amount;
      const response = await submit({ amount: requested, deposit_name: depositName, email });
      await afterSuccess();
      reset();
      notify.success(response.message || t('topUp.success'));
      if (await copyText(t('topUp.depositInfo', { depositName, amount: formatWon(requested) }))) notify.info(t('topUp.copied'));
      onDone?.(response);
    } catch (failure) {
      notify.error(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  const select = (value: string, options: string[], onChange: (v: string) => void, testId: string) =>
    options.length > 1 ? (
      <NativeSelect.Root>
        <NativeSelect.Field value={value} data-testid={testId} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    ) : (
      <Input value={value} data-testid={testId} onChange={(e) => onChange(e.target.value)} maxLength={50} />
    );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="top-up-form">
      <Stack gap="4">
        <Field.Root invalid={amount === 0}>
          <Field.Label>{t('topUp.amount')}</Field.Label>
          <HStack w="full">
            <Input
              data-testid="top-up-amount"
              inputMode="numeric"
              textAlign="end"
              placeholder={t('topUp.amountPlaceholder')}
              value={amount ? formatNumber(amount) : ''}
              onChange={(e) => setAmount(sanitizeAmount(e.target.value))}
              onKeyDown={onKeyDown}
            />
            <Text flexShrink={0}>{t('topUp.won')}</Text>
          </HStack>
          {amount === 0 ? <Field.ErrorText data-testid="top-up-amount-error">{t('topUp.amountRequired')}</Field.ErrorText> : null}
          <Field.HelperText>{t('topUp.vatNote')}</Field.HelperText>
        </Field.Root>
        <HStack gap="2" wrap="wrap">
          {QUICK_AMOUNTS.map((quick) => (
            <Button
              key={quick}
              size="sm"
              variant="outline"
              data-testid={`quick-${quick}`}
              onClick={() => setAmount((current) => addQuickAmount(current, quick))}
            >
              {t('topUp.quickAdd', { amount: formatNumber(quick) })}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={() => setAmount(0)}>
            {t('topUp.reset')}
          </Button>
        </HStack>
        <Field.Root required>
          <Field.Label>{t('topUp.depositName')}</Field.Label>
          {select(depositName, advertiser.deposit_names, setDepositName, 'top-up-deposit-name')}
          <Field.HelperText>{t('topUp.depositNameNote')}</Field.HelperText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('topUp.email')}</Field.Label>
          {select(email, advertiser.emails, setEmail, 'top-up-email')}
        </Field.Root>
        <HStack justify="flex-end" gap="2">
          {onCancel ? (
            <Button variant="outline" onClick={onCancel}>
              {t('topUp.cancel')}
            </Button>
          ) : null}
          <Button type="submit" colorPalette="brand" disabled={!canRequest(amount)} loading={saving} data-testid="top-up-submit">
            {t('topUp.request')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
