/**
 * Customer withdrawal: charges of the last 7 days with their unused part, a request form and the
 * customer's own requests with their status. Free points never appear (not refundable).
 */
import { Badge, Box, Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, formatNumber, formatWon, notify } from '@nurly/shared';
import { sanitizeAmount } from '../top-up/amount';
import { formatEntryDate } from '../history/rows';
import { postWithdrawal, useMyWithdrawals, useWithdrawableCharges } from './api';

const statusColor = { PENDING: 'orange', APPROVED: 'green', REJECTED: 'red' } as const;

export function WithdrawalSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('points');
  const available = useWithdrawableCharges(enabled);
  const mine = useMyWithdrawals(enabled);
  const charges = (available.data?.results ?? []).filter((c) => c.withdrawable > 0);
  const [chargeId, setChargeId] = useState<number | null>(null);
  const [amount, setAmount] = useState(0);
  const [bank, setBank] = useState({ bank_name: '', account_number: '', account_holder: '' });
  const [saving, setSaving] = useState(false);
  const selected = charges.find((c) => c.charge_id === chargeId) ?? charges[0];
  const valid = !!selected && amount > 0 && amount <= selected.withdrawable && Object.values(bank).every((v) => v.trim());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !selected) return;
    setSaving(true);
    try {
      const response = await postWithdrawal({ charge_id: selected.charge_id, amount, ...bank });
      notify.success(response.message);
      setAmount(0);
      await Promise.all([available.mutate(), mine.mutate()]);
    } catch (failure) {
      notify.error(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  if (!enabled) return null;
  return (
    <Box borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 5 }} mt="6" data-testid="withdrawal-section">
      <Heading as="h2" size="md" mb="1">
        {t('withdrawal.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('withdrawal.rule')}
      </Text>
      {charges.length === 0 ? (
        <Text fontSize="sm">{t('withdrawal.none')}</Text>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="3" maxW="600px">
            <Field.Root required>
              <Field.Label>{t('withdrawal.charge')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={selected?.charge_id ?? ''} onChange={(e) => setChargeId(Number(e.currentTarget.value))}>
                  {charges.map((c) => (
                    <option key={c.charge_id} value={c.charge_id}>
                      {t('withdrawal.chargeOption', {
                        date: formatEntryDate(c.charged_at),
                        amount: formatWon(c.amount),
                        available: formatWon(c.withdrawable),
                      })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root required invalid={!!selected && amount > selected.withdrawable}>
              <Field.Label>{t('withdrawal.amount')}</Field.Label>
              <Input
                inputMode="numeric"
                value={amount ? formatNumber(amount) : ''}
                onChange={(e) => setAmount(sanitizeAmount(e.target.value))}
              />
              <Field.HelperText>{t('withdrawal.max', { amount: formatWon(selected?.withdrawable ?? 0) })}</Field.HelperText>
            </Field.Root>
            <HStack gap="2" align="flex-start" wrap="wrap">
              {(['bank_name', 'account_number', 'account_holder'] as const).map((key) => (
                <Field.Root key={key} required flex="1" minW="160px">
                  <Field.Label>{t(`withdrawal.${key}`)}</Field.Label>
                  <Input value={bank[key]} maxLength={50} onChange={(e) => setBank((b) => ({ ...b, [key]: e.target.value }))} />
                </Field.Root>
              ))}
            </HStack>
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" disabled={!valid} loading={saving}>
                {t('withdrawal.request')}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
      {mine.data?.results.length ? (
        <Stack gap="1" mt="4">
          {mine.data.results.map((w) => (
            <HStack key={w.id} fontSize="sm" gap="3">
              <Text>{formatEntryDate(w.created_at)}</Text>
              <Text fontWeight="semibold">{formatWon(w.amount)}</Text>
              <Badge colorPalette={statusColor[w.status]}>{t(`withdrawal.status.${w.status}`)}</Badge>
              {w.reject_reason ? <Text color="fg.muted">{w.reject_reason}</Text> : null}
            </HStack>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
