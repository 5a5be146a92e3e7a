/**
 * Create a member under a parent, or move/edit one (parent, tier, memo, active): @nurly/domain-ui's
 * MemberFormDialog; the server's 400 `{ field, message }` lands under the field it names. A reseller
 * (`reseller`) creates under the level on screen with a tier below its own, and edits only the memo and
 * the active flag: moving accounts between parents is the desk's.
 */
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, SwitchField } from '@nurly/shared/forms';
import type { B2bMember } from '@nurly/contracts/schemas';
import { MemberFormDialog, memberAccountDefaults, memberMemo, newMemberBody, type MemberAccountValues } from '@nurly/domain-ui';
import { AUDIT_PATH, MEMBERS_PATH, PRICES_PATH, createMember, updateMember } from './api';

interface MemberValues extends MemberAccountValues {
  tier: string;
  parent_id: number | null;
  active: boolean;
}

export type MemberDialogState =
  { mode: 'create'; parent: { id: number; tier: number | null } | null } | { mode: 'edit'; member: B2bMember } | null;

function defaultsOf(state: NonNullable<MemberDialogState>): MemberValues {
  if (state.mode === 'edit') {
    const { member } = state;
    return {
      ...memberAccountDefaults(member),
      tier: member.tier ? String(member.tier) : '',
      parent_id: member.parent?.id ?? null,
      active: member.status === 'active',
    };
  }
  const tier = state.parent?.tier ? Math.min(4, state.parent.tier + 1) : 1;
  return { ...memberAccountDefaults(), tier: String(tier), parent_id: state.parent?.id ?? null, active: true };
}

function save(values: MemberValues, state: NonNullable<MemberDialogState>) {
  const placement = { tier: Number(values.tier), parent_id: values.parent_id };
  if (state.mode === 'edit') return updateMember({ id: state.member.id, ...placement, memo: memberMemo(values), active: values.active });
  return createMember({ ...newMemberBody(values), ...placement });
}

/** A reseller's edit: memo and active only (the server refuses the rest from it anyway). */
function resellerSave(values: MemberValues, state: NonNullable<MemberDialogState>) {
  if (state.mode === 'edit') return updateMember({ id: state.member.id, memo: memberMemo(values), active: values.active });
  return save(values, state);
}

const revalidate = [MEMBERS_PATH, PRICES_PATH, AUDIT_PATH];
const memberForm = { defaultsOf, save, revalidate };
const resellerForm = { defaultsOf, save: resellerSave, revalidate };

export function MemberDialog({ state, onClose, reseller }: { state: MemberDialogState; onClose: () => void; reseller?: { tier: number } }) {
  const { t } = useTranslation('b2b');
  const editing = state?.mode === 'edit';
  // Below the parent's tier (a new account) and, for a reseller, below its own.
  const floor = Math.max(reseller?.tier ?? 0, state?.mode === 'create' ? (state.parent?.tier ?? 0) : 0);
  const tierOptions = [1, 2, 3, 4].filter((tier) => tier > floor).map((tier) => ({ value: String(tier), label: t(`tiers.${tier}`) }));
  const placement =
    reseller && editing ? null : (
      <>
        <SelectField name="tier" label={t('columns.tier')} options={tierOptions} required testId="member-tier" />
        {reseller ? null : (
          <NumberField
            name="parent_id"
            label={t('setting.parentId')}
            helperText={t('setting.parentIdHint')}
            min={1}
            testId="member-parent"
          />
        )}
      </>
    );
  return (
    <MemberFormDialog
      state={state}
      onClose={onClose}
      spec={reseller ? resellerForm : memberForm}
      title={editing ? t('setting.editTitle', { name: state.member.name ?? state.member.username }) : t('setting.createTitle')}
      submitLabel={editing ? t('setting.save') : t('setting.create')}
      // The username and mobile have their column's words.
      label={(field) => t(field === 'username' || field === 'mobile' ? `columns.${field}` : `setting.${field}`)}
      after={editing ? <SwitchField name="active" label={t('setting.active')} testId="member-active" /> : null}
    >
      {placement}
    </MemberFormDialog>
  );
}
