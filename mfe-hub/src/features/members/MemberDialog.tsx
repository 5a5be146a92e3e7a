/**
 * Create a sub-account or edit one (name, mobile, memo, role): FormDialog on the shared form blocks;
 * the server's 400/409 `{ field, message }` lands under the field it names, nothing typed is lost.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useAction } from '@nurly/shared';
import { SelectField, TextField, TextareaField, useNurlyForm } from '@nurly/shared/forms';
import { B2B_MEMO_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@nurly/contracts';
import type { HubMember, HubMemberRole } from '@nurly/contracts/schemas';
import { HUB_ROLES, MEMBERS_PATH, createMember, updateMember } from './api';

interface MemberValues {
  username: string;
  password: string;
  name: string;
  mobile: string;
  role: HubMemberRole;
  memo: string;
}

export type MemberDialogState = { mode: 'create' } | { mode: 'edit'; member: HubMember } | null;

function defaultsOf(state: NonNullable<MemberDialogState>): MemberValues {
  if (state.mode === 'edit') {
    const { member } = state;
    return {
      username: member.username,
      password: '',
      name: member.name ?? '',
      mobile: member.mobile ?? '',
      role: member.role,
      memo: member.memo ?? '',
    };
  }
  return { username: '', password: '', name: '', mobile: '', role: 'HUB_CLIENT', memo: '' };
}

export function MemberDialog({ state, onClose }: { state: MemberDialogState; onClose: () => void }) {
  const { t } = useTranslation('hub');
  const form = useNurlyForm<MemberValues>({ defaultValues: state ? defaultsOf(state) : undefined });
  const editing = state?.mode === 'edit';
  useEffect(() => {
    if (state) form.reset(defaultsOf(state));
  }, [state, form]);

  const save = useAction(
    (values: MemberValues) => {
      const memo = values.memo.trim() || null;
      if (state?.mode === 'edit') {
        return updateMember(state.member.id, { name: values.name.trim(), mobile: values.mobile, memo, role: values.role });
      }
      return createMember({
        username: values.username.trim(),
        password: values.password,
        name: values.name.trim(),
        mobile: values.mobile,
        role: values.role,
        memo,
      });
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
      {editing ? null : (
        <>
          <TextField
            name="username"
            label={t('members.dialog.username')}
            required
            minLength={USERNAME_MIN_LENGTH}
            maxLength={USERNAME_MAX_LENGTH}
            autoComplete="off"
            testId="member-username"
          />
          <TextField
            name="password"
            type="password"
            label={t('members.dialog.password')}
            required
            minLength={PASSWORD_MIN_LENGTH}
            autoComplete="new-password"
            testId="member-password"
          />
        </>
      )}
      <TextField name="name" label={t('members.dialog.name')} required maxLength={100} testId="member-name" />
      <TextField
        name="mobile"
        type="tel"
        label={t('members.dialog.mobile')}
        required
        placeholder="010-1234-5678"
        pattern={{ value: /^01[016789]-?\d{4}-?\d{4}$/, message: t('members.dialog.mobileFormat') }}
        testId="member-mobile"
      />
      <SelectField name="role" label={t('members.dialog.role')} options={roleOptions} required testId="member-role" />
      <TextareaField name="memo" label={t('members.dialog.memo')} maxLength={B2B_MEMO_MAX_LENGTH} rows={3} testId="member-memo" />
    </FormDialog>
  );
}
