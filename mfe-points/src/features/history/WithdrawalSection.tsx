/**
 * Customer withdrawal: charges of the last 7 days with their unused part, a request form and the
 * customer's own requests with their status. Free points never appear (not refundable).
 */
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWon, useAction } from '@nurly/shared';
import { Form, NumberField, SelectField, TextField, useNurlyForm, useWatch } from '@nurly/shared/forms';
import { formatEntryDate } from '../../lib/entry-date';
import { RequestSection } from './RequestSection';
import { postWithdrawal, useMyWithdrawals, useWithdrawableCharges } from './withdrawal-api';

const statusColor = { PENDING: 'orange', APPROVED: 'green', REJECTED: 'red' } as const;
const BANK_FIELDS = ['bank_name', 'account_number', 'account_holder'] as const;

interface WithdrawalValues {
  charge_id: string;
  amount: number | null;
  bank_name: string;
  account_number: string;
  account_holder: string;
}

const emptyValues: WithdrawalValues = { charge_id: '', amount: null, bank_name: '', account_number: '', account_holder: '' };

export function WithdrawalSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('points');
  const available = useWithdrawableCharges(enabled);
  const mine = useMyWithdrawals(enabled);
  const charges = (available.data?.results ?? []).filter((c) => c.withdrawable > 0);
  const form = useNurlyForm<WithdrawalValues>({ defaultValues: emptyValues });
  const chargeId = useWatch({ control: form.control, name: 'charge_id' });
  const selected = charges.find((c) => String(c.charge_id) === chargeId) ?? charges[0];

  // The first withdrawable charge is chosen once the list arrives.
  useEffect(() => {
    if (!chargeId && charges[0]) form.setValue('charge_id', String(charges[0].charge_id));
  }, [chargeId, charges, form]);

  const request = useAction(postWithdrawal, {
    form,
    revalidate: ['point/withdrawals/available', 'point/withdrawals'],
    onSuccess: () => form.reset({ ...form.getValues(), amount: null }),
  });

  if (!enabled) return null;
  return (
    <RequestSection title={t('withdrawal.title')} rule={t('withdrawal.rule')} testId="withdrawal-section">
      {charges.length === 0 ? (
        <Text fontSize="sm">{t('withdrawal.none')}</Text>
      ) : (
        <Form
          form={form}
          onSubmit={async ({ amount, bank_name, account_number, account_holder }) => {
            if (!selected || !amount) return;
            await request({ charge_id: selected.charge_id, amount, bank_name, account_number, account_holder });
          }}
        >
          <Stack gap="3" maxW="600px">
            <SelectField
              name="charge_id"
              label={t('withdrawal.charge')}
              required
              options={charges.map((c) => ({
                value: String(c.charge_id),
                label: t('withdrawal.chargeOption', {
                  date: formatEntryDate(c.charged_at),
                  amount: formatWon(c.amount),
                  available: formatWon(c.withdrawable),
                }),
              }))}
            />
            {/* The typed amount stays as typed (never silently capped): an amount over what the chosen
                charge allows is refused with the reason, under the field. */}
            <NumberField
              name="amount"
              label={t('withdrawal.amount')}
              helperText={t('withdrawal.max', { amount: formatWon(selected?.withdrawable ?? 0) })}
              required
              min={1}
              validate={(value) =>
                typeof value === 'number' && selected && value > selected.withdrawable
                  ? t('withdrawal.overLimit', { amount: formatWon(selected.withdrawable) })
                  : true
              }
              testId="withdrawal-amount"
            />
            <HStack gap="2" align="flex-start" wrap="wrap">
              {BANK_FIELDS.map((key) => (
                <Box key={key} flex="1" minW="160px">
                  <TextField name={key} label={t(`withdrawal.${key}`)} required maxLength={50} />
                </Box>
              ))}
            </HStack>
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={request.isRunning}>
                {t('withdrawal.request')}
              </Button>
            </HStack>
          </Stack>
        </Form>
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
    </RequestSection>
  );
}
