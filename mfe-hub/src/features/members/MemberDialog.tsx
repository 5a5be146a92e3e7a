/**
 * Create a sub-account or edit one (name, mobile, memo, role): FormDialog on the shared form blocks;
 * the server's 400/409 `{ field, message }` lands under the field it names, nothing typed is lost.
 */
import { useTranslation } from 'react-i18next';
import { FormDialog, useAction } from '@nurly/shared';
import { SelectField } from '@nurly/shared/forms';
import type { HubMember, HubMemberRole } from '@nurly/contracts/schemas';
import {
  MemberAccountFields,
  MemberMemoField,
  memberAccountDefaults,
  memberMemo,
  newMemberBody,
  useMemberForm,
  type MemberAccountValues,
} from '@nurly/domain-ui';
import { HUB_ROLES, MEMBERS_PATH, createMember, updateMember } from './api';

interface MemberValues extends MemberAccountValues {
  role: HubMemberRole;
}

export type MemberDialogState = { mode: 'create' } | { mode: 'edit'; member: HubMember } | null;

function defaultsOf(state: NonNullable<MemberDialogState>): MemberValues {
  if (state.mode === 'edit') return { ...memberAccountDefaults(state.member), role: state.member.role };
  return { ...memberAccountDefaults(), role: 'HUB_CLIENT' };
}

export function MemberDialog({ state, onClose }: { state: MemberDialogState; onClose: () => void }) {
  const { t } = useTranslation('hub');
  const form = useMemberForm(state, defaultsOf);
  const editing = state?.mode === 'edit';

  const save = useAction(
    (values: MemberValues) => {
      if (state?.mode === 'edit') {
        const memo = memberMemo(values);
        return updateMember(state.member.id, { name: values.name.trim(), mobile: values.mobile, memo, role: values.role });
      }
      return createMember({ ...newMemberBody(values), role: values.role });
    },
    { form, revalidate: [MEMBERS_PATH], onSuccess: onClose },
  );

  const roleOptions = HUB_ROLES.map((role) => ({ value: role, label: t(`members.roles.${role}`) }));
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      title={
        editing ? t('members.dialog.editTitle', { name: state.member.name ?? state.member.username }) : t('members.dialog.createTitle')
      }
      submitLabel={editing ? t('members.dialog.save') : t('members.dialog.create')}
      form={form}
      onValid={save}
      testId="member-dialog"
      submitTestId="member-submit"
    >
      <MemberAccountFields
        creating={!editing}
        editProfile
        labels={{
          username: t('members.dialog.username'),
          password: t('members.dialog.password'),
          name: t('members.dialog.name'),
          mobile: t('members.dialog.mobile'),
          mobileFormat: t('members.dialog.mobileFormat'),
        }}
      />
      <SelectField name="role" label={t('members.dialog.role')} options={roleOptions} required testId="member-role" />
      <MemberMemoField label={t('members.dialog.memo')} />
    </FormDialog>
  );
}
