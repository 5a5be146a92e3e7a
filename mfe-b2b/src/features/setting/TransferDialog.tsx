/**
 * A reseller funds a descendant from its own available balance, or recalls the descendant's unheld
 * points (POST admin/b2b/balance, TRANSFER | RECALL). The server's 400 `{ field, message }` lands under
 * the field it names; one idempotency key per opening, so a double submit moves the points once.
 */
import { Text } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, formatWon, useAction } from '@nurly/shared';
import { NumberField, TextareaField, useNurlyForm } from '@nurly/shared/forms';
import type { B2bMember } from '@nurly/contracts/schemas';
import { AUDIT_PATH, BALANCE_PATH, MEMBERS_PATH, postTransfer } from './api';

export type TransferDialogState = { action: 'TRANSFER' | 'RECALL'; member: B2bMember } | null;

interface TransferValues {
  amount: number | null;
  memo: string;
}

export function TransferDialog({ state, onClose }: { state: TransferDialogState; onClose: () => void }) {
  const { t } = useTranslation('b2b');
  const form = useNurlyForm<TransferValues>({ defaultValues: { amount: null, memo: '' } });
  // A new key each time the dialog opens for an account; kept across retries of one submit.
  const key = useMemo(() => (state ? crypto.randomUUID() : ''), [state]);
  useEffect(() => {
    if (state) form.reset({ amount: null, memo: '' });
  }, [state, form]);
  const send = useAction(postTransfer, { form, revalidate: [MEMBERS_PATH, BALANCE_PATH, AUDIT_PATH], onSuccess: onClose });
  if (!state) return null;
  const { action, member } = state;
  const recall = action === 'RECALL';
  const name = member.name || member.username;
  const recallable = Math.max(0, member.amount - member.held);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t(recall ? 'reseller.recallTitle' : 'reseller.fundTitle', { name })}
      submitLabel={t(recall ? 'reseller.recall' : 'reseller.fund')}
      maxW="460px"
      testId="transfer-dialog"
      submitTestId="transfer-submit"
      form={form}
      onValid={async ({ amount, memo }) =>
        void (await send({ user_id: member.id, amount: amount ?? 0, action, memo: memo.trim() || undefined, idempotency_key: key }))
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="3" data-testid="transfer-hint">
        {recall ? t('reseller.recallHint', { amount: formatWon(recallable) }) : t('reseller.fundHint')}
      </Text>
      <NumberField name="amount" label={t('reseller.amount')} unit={t('reseller.won')} min={1} required testId="transfer-amount" />
      <TextareaField name="memo" label={t('reseller.memo')} maxLength={500} testId="transfer-memo" />
    </FormDialog>
  );
}
