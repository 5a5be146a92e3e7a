/**
 * Create a sub-account or edit one (name, mobile, memo, role): @nurly/domain-ui's MemberFormDialog;
 * the server's 400/409 `{ field, message }` lands under the field it names, nothing typed is lost.
 */
import { useTranslation } from 'react-i18next';
import { SelectField } from '@nurly/shared/forms';
import type { HubMember, HubMemberRole } from '@nurly/contracts/schemas';
import { MemberFormDialog, memberAccountDefaults, memberMemo, newMemberBody, type MemberAccountValues } from '@nurly/domain-ui';
import { HUB_ROLES, MEMBERS_PATH, createMember, updateMember } from './api';

interface MemberValues extends MemberAccountValues {
  role: HubMemberRole;
}

export type MemberDialogState = { mode: 'create' } | { mode: 'edit'; member: HubMember } | null;

function defaultsOf(state: NonNullable<MemberDialogState>): MemberValues {
  if (state.mode === 'edit') return { ...memberAccountDefaults(state.member), role: state.member.role };
  return { ...memberAccountDefaults(), role: 'HUB_CLIENT' };
}

function save(values: MemberValues, state: NonNullable<MemberDialogState>) {
  if (state.mode === 'edit') {
    return updateMember(state.member.id, { name: values.name.trim(), mobile: values.mobile, memo: memberMemo(values), role: values.role });
  }
  return createMember({ ...newMemberBody(values), role: values.role });
}

const memberForm = { defaultsOf, save, revalidate: [MEMBERS_PATH] };

export function MemberDialog({ state, onClose }: { state: MemberDialogState; onClose: () => void }) {
  const { t } = useTranslation('hub');
  const editing = state?.mode === 'edit';
  const roleOptions = HUB_ROLES.map((role) => ({ value: role, label: t(`members.roles.${role}`) }));
  return (
    <MemberFormDialog
      state={state}
      onClose={onClose}
      spec={memberForm}
      editProfile
      title={
        editing ? t('members.dialog.editTitle', { name: state.member.name ?? state.member.username }) : t('members.dialog.createTitle')
      }
      submitLabel={editing ? t('members.dialog.save') : t('members.dialog.create')}
      label={(field) => t(`members.dialog.${field}`)}
    >
      <SelectField name="role" label={t('members.dialog.role')} options={roleOptions} required testId="member-role" />
    </MemberFormDialog>
  );
}
