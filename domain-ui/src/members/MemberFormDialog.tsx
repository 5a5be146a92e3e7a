/**
 * The member dialog both consoles show (`member-dialog`, submit `member-submit`): open while `state`
 * is set (creating, or editing `state.member`), its form starting again from `spec.defaultsOf(state)`
 * each time; the account fields, then the remote's own fields (`children`: tier and parent, or role), the
 * memo and what comes `after` it (the reseller tree's active switch). Saving runs `spec.save`: a server 400
 * `{ field, message }` lands under the field it names, success revalidates `spec.revalidate` and closes.
 */
import type { ReactNode } from 'react';
import { FormDialog, useAction, type KeyMatcher } from '@nurly/shared';
import {
  MemberAccountFields,
  MemberMemoField,
  useMemberForm,
  type MemberAccountLabels,
  type MemberAccountValues,
} from './MemberAccountFields';

/** The fields the dialog names: the account fields' and the memo. */
export type MemberDialogField = keyof MemberAccountLabels | 'memo';

/** What a remote's member form is: module-level, so the form keeps its identity between renders. */
export interface MemberFormSpec<State extends { mode: 'create' | 'edit' }, Values extends MemberAccountValues> {
  /** The form's values when the dialog opens (`useMemberForm`). */
  defaultsOf: (state: State) => Values;
  save: (values: Values, state: State) => Promise<unknown>;
  /** The SWR keys a save changes. */
  revalidate: readonly KeyMatcher[];
}

export interface MemberFormDialogProps<State extends { mode: 'create' | 'edit' }, Values extends MemberAccountValues> {
  state: State | null;
  onClose: () => void;
  spec: MemberFormSpec<State, Values>;
  /** Name and mobile when editing too (the hub edits them; the reseller tree does not). */
  editProfile?: boolean;
  title: string;
  submitLabel: string;
  /** The remote's word for each field. */
  label: (field: MemberDialogField) => string;
  children: ReactNode;
  after?: ReactNode;
}

export function MemberFormDialog<State extends { mode: 'create' | 'edit' }, Values extends MemberAccountValues>(
  props: MemberFormDialogProps<State, Values>,
) {
  const { state, onClose, spec, editProfile, title, submitLabel, label, children, after } = props;
  const form = useMemberForm(state, spec.defaultsOf);
  const run = useAction((values: Values) => (state ? spec.save(values, state) : Promise.resolve()), {
    form,
    revalidate: spec.revalidate,
    onSuccess: onClose,
  });
  const fields = ['username', 'password', 'name', 'mobile', 'mobileFormat'] as const;
  const labels = Object.fromEntries(fields.map((field) => [field, label(field)])) as Record<(typeof fields)[number], string>;
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      title={title}
      submitLabel={submitLabel}
      form={form}
      onValid={run}
      testId="member-dialog"
      submitTestId="member-submit"
    >
      <MemberAccountFields creating={state?.mode !== 'edit'} editProfile={editProfile} labels={labels} />
      {children}
      <MemberMemoField label={label('memo')} />
      {after}
    </FormDialog>
  );
}
