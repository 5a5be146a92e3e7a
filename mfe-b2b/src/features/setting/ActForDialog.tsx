/**
 * Act-for (대리 접속, docs/decisions/resellers.md#act-for): staff or a reseller open a descendant's console as that account
 * for at most 30 minutes, with a reason (POST act-for). The actor's own tokens go aside in this tab
 * (shared `startActingFor`), the act-for token is set and '/' opens as the account, under the
 * shell's banner. The server's 400 `{ field, message }` lands under the reason.
 */
import { Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, postActFor, startActingFor, useAction } from '@nurly/shared';
import { TextareaField, useNurlyForm } from '@nurly/shared/forms';
import { ACT_FOR_REASON_MAX_LENGTH, ACT_FOR_REASON_MIN_LENGTH } from '@nurly/contracts';
import type { B2bMember } from '@nurly/contracts/schemas';

export type ActForDialogState = { member: B2bMember } | null;

interface ActForValues {
  reason: string;
}

export function ActForDialog({
  state,
  onClose,
  leave = (path: string) => window.location.assign(path),
}: {
  state: ActForDialogState;
  onClose: () => void;
  leave?: (path: string) => void;
}) {
  const { t } = useTranslation('b2b');
  const form = useNurlyForm<ActForValues>({ defaultValues: { reason: '' } });
  useEffect(() => {
    if (state) form.reset({ reason: '' });
  }, [state, form]);
  const start = useAction(postActFor, {
    form,
    success: false,
    onSuccess: (answer) => {
      startActingFor(answer);
      // A fresh page as the account: nothing of the actor's console stays loaded.
      leave('/');
    },
  });
  if (!state) return null;
  const { member } = state;
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('reseller.actFor.title', { name: member.name || member.username })}
      submitLabel={t('reseller.actFor.submit')}
      maxW="460px"
      testId="act-for-dialog"
      submitTestId="act-for-submit"
      form={form}
      onValid={async ({ reason }) => void (await start({ account_id: member.id, reason: reason.trim() }))}
    >
      <Text fontSize="sm" color="fg.muted" mb="3" data-testid="act-for-hint">
        {t('reseller.actFor.hint')}
      </Text>
      <TextareaField
        name="reason"
        label={t('reseller.actFor.reason')}
        placeholder={t('reseller.actFor.reasonPlaceholder')}
        required
        minLength={ACT_FOR_REASON_MIN_LENGTH}
        maxLength={ACT_FOR_REASON_MAX_LENGTH}
        testId="act-for-reason"
      />
    </FormDialog>
  );
}
