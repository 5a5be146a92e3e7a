/**
 * Create a member under a parent, or move/edit one (parent, tier, memo, active): FormDialog on the
 * shared form blocks; the server's 400 `{ field, message }` lands under the field it names.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useAction } from '@nurly/shared';
import { NumberField, SelectField, SwitchField, TextField, TextareaField, useNurlyForm } from '@nurly/shared/forms';
import { B2B_MEMO_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@nurly/contracts';
import type { B2bMember } from '@nurly/contracts/schemas';
import { MEMBERS_PATH, PRICES_PATH, createMember, updateMember } from './api';

interface MemberValues {
  username: string;
  password: string;
  name: string;
  mobile: string;
  tier: string;
  parent_id: number | null;
  memo: string;
  active: boolean;
}

export type MemberDialogState =
  { mode: 'create'; parent: { id: number; tier: number | null } | null } | { mode: 'edit'; member: B2bMember } | null;

function defaultsOf(state: NonNullable<MemberDialogState>): MemberValues {
  if (state.mode === 'edit') {
    const { member } = state;
    return {
      username: member.username,
      password: '',
      name: member.name ?? '',
      mobile: member.mobile ?? '',
      tier: member.tier ? String(member.tier) : '',
      parent_id: member.parent?.id ?? null,
      memo: member.memo ?? '',
      active: member.status === 'active',
    };
  }
  const tier = state.parent?.tier ? Math.min(4, state.parent.tier + 1) : 1;
  return {
    username: '',
    password: '',
    name: '',
    mobile: '',
    tier: String(tier),
    parent_id: state.parent?.id ?? null,
    memo: '',
    active: true,
  };
}

export function MemberDialog({ state, onClose }: { state: MemberDialogState; onClose: () => void }) {
  const { t } = useTranslation('b2b');
  const form = useNurlyForm<MemberValues>({ defaultValues: state ? defaultsOf(state) : undefined });
  const editing = state?.mode === 'edit';
  useEffect(() => {
    if (state) form.reset(defaultsOf(state));
  }, [state, form]);

  const save = useAction(
    (values: MemberValues) => {
      const memo = values.memo.trim() || null;
      if (state?.mode === 'edit') {
        return updateMember({ id: state.member.id, parent_id: values.parent_id, tier: Number(values.tier), memo, active: values.active });
      }
      return createMember({
        username: values.username.trim(),
        password: values.password,
        name: values.name.trim(),
        mobile: values.mobile,
        tier: Number(values.tier),
        parent_id: values.parent_id,
        memo,
      });
    },
    { form, revalidate: [MEMBERS_PATH, PRICES_PATH], onSuccess: onClose },
  );

  const tierOptions = [1, 2, 3, 4].map((tier) => ({ value: String(tier), label: t(`tiers.${tier}`) }));
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      title={editing ? t('setting.editTitle', { name: state.member.name ?? state.member.username }) : t('setting.createTitle')}
      submitLabel={editing ? t('setting.save') : t('setting.create')}
      form={form}
      onValid={save}
      testId="member-dialog"
      submitTestId="member-submit"
    >
      {editing ? null : (
        <>
          <TextField
            name="username"
            label={t('columns.username')}
            required
            minLength={USERNAME_MIN_LENGTH}
            maxLength={USERNAME_MAX_LENGTH}
            testId="member-username"
          />
          <TextField
            name="password"
            type="password"
            label={t('setting.password')}
            required
            minLength={PASSWORD_MIN_LENGTH}
            autoComplete="new-password"
            testId="member-password"
          />
          <TextField name="name" label={t('setting.name')} required maxLength={100} testId="member-name" />
          <TextField
            name="mobile"
            type="tel"
            label={t('columns.mobile')}
            required
            placeholder="010-1234-5678"
            pattern={{ value: /^01[016789]-?\d{4}-?\d{4}$/, message: t('setting.mobileFormat') }}
            testId="member-mobile"
          />
        </>
      )}
      <SelectField name="tier" label={t('columns.tier')} options={tierOptions} required testId="member-tier" />
      <NumberField name="parent_id" label={t('setting.parentId')} helperText={t('setting.parentIdHint')} min={1} testId="member-parent" />
      <TextareaField name="memo" label={t('setting.memo')} maxLength={B2B_MEMO_MAX_LENGTH} rows={3} testId="member-memo" />
      {editing ? <SwitchField name="active" label={t('setting.active')} testId="member-active" /> : null}
    </FormDialog>
  );
}
