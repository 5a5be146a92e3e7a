/**
 * A reseller's margin payouts on /point/list (docs/decisions/resellers.md#margin-payouts): what the nightly settlement credited
 * (마진 적립), what was paid or is pending, a request of what is left — to the bank account of its
 * registered 통장 사본 — and its requests with their state. Shown to distributors and agencies
 * (tier 2–3) and hub admins only: the margin is theirs, never the charged or transferred points.
 */
import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatWon, useAction, useCurrentUser } from '@nurly/shared';
import { Form, NumberField, TextField, useNurlyForm } from '@nurly/shared/forms';
import { formatEntryDate } from '../../lib/entry-date';
import { RequestSection } from './RequestSection';
import { MY_PAYOUTS_PATH, postPayoutRequest, useMyPayouts } from './margin-payout-api';

const statusColor = { PENDING: 'orange', PAID: 'green', REJECTED: 'red' } as const;

/** The rule the server applies (access/policy.ts isMarginEarner). */
function earnsMargins(user: ReturnType<typeof useCurrentUser>): boolean {
  if (user.tier === 2 || user.tier === 3) return true;
  return !!user.is_staff && user.roles.some((role) => role.name === 'HUB_ADMIN');
}

export function MarginPayoutSection() {
  const { t } = useTranslation('points');
  const user = useCurrentUser();
  const enabled = earnsMargins(user);
  const mine = useMyPayouts(enabled);
  const form = useNurlyForm<{ amount: number | null; memo: string }>({ defaultValues: { amount: null, memo: '' } });
  const request = useAction(postPayoutRequest, {
    form,
    revalidate: [MY_PAYOUTS_PATH],
    onSuccess: () => form.reset({ amount: null, memo: '' }),
  });
  if (!enabled) return null;
  const own = mine.data?.own;
  const figures = own
    ? [
        ['credited', own.credited],
        ['paid', own.paid],
        ['pending', own.pending],
        ['requestable', own.requestable],
      ]
    : [];
  return (
    <RequestSection title={t('myPayout.title')} rule={t('myPayout.rule')} testId="margin-payout-section">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mb="4">
        {figures.map(([key, value]) => (
          <Box key={key} borderWidth="1px" borderRadius="md" p="3">
            <Text fontSize="xs" color="fg.muted">
              {t(`myPayout.${key}`)}
            </Text>
            <Text fontWeight="semibold" data-testid={`margin-${key}`}>
              {formatWon(Number(value))}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Form
        form={form}
        onSubmit={async ({ amount, memo }) => {
          if (amount === null) return;
          await request({ amount, memo: memo.trim() || undefined });
        }}
      >
        <Stack gap="3" maxW="600px">
          <NumberField
            name="amount"
            label={t('myPayout.amount')}
            helperText={t('withdrawal.max', { amount: formatWon(own?.requestable ?? 0) })}
            required
            testId="margin-payout-amount"
          />
          <TextField name="memo" label={t('myPayout.memo')} maxLength={500} />
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={request.isRunning} data-testid="margin-payout-submit">
              {t('myPayout.request')}
            </Button>
          </HStack>
        </Stack>
      </Form>
      {mine.data?.results.length ? (
        <Stack gap="1" mt="4">
          {mine.data.results.map((p) => (
            <HStack key={p.id} fontSize="sm" gap="3" wrap="wrap">
              <Text>{formatEntryDate(p.created_at)}</Text>
              <Text fontWeight="semibold">{formatWon(p.amount)}</Text>
              <Badge colorPalette={statusColor[p.status]}>{t(`payout.status.${p.status}`)}</Badge>
              {p.paid_on ? <Text color="fg.muted">{`${p.paid_on} · ${p.reference ?? ''}`}</Text> : null}
              {p.reject_reason ? <Text color="fg.muted">{p.reject_reason}</Text> : null}
            </HStack>
          ))}
        </Stack>
      ) : null}
    </RequestSection>
  );
}
