/**
 * The account fields of a member dialog, the same in both consoles: username and password when
 * creating, then name and mobile (`member-username`, `member-password`, `member-name`,
 * `member-mobile`). The remote's dialog (FormDialog on `@nurly/shared/forms`) adds its own fields
 * (tier and parent, or role) and the memo, and its save call.
 */
import { useEffect } from 'react';
import { TextareaField, TextField, useNurlyForm, type FieldValues, type UseFormProps, type UseFormReturn } from '@nurly/shared/forms';
import { B2B_MEMO_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@nurly/contracts';

/** A Korean mobile number, with or without the dashes (010-1234-5678). */
export const MOBILE_PATTERN = /^01[016789]-?\d{4}-?\d{4}$/;
export const MEMBER_NAME_MAX_LENGTH = 100;

export interface MemberAccountLabels {
  username: string;
  password: string;
  name: string;
  mobile: string;
  mobileFormat: string;
}

/** The values these fields edit, and the memo. */
export interface MemberAccountValues {
  username: string;
  password: string;
  name: string;
  mobile: string;
  memo: string;
}

/** A new member's values (nothing typed), or a member's own for editing (no password). */
export function memberAccountDefaults(
  member?: { username: string; name: string | null; mobile: string | null; memo: string | null } | null,
): MemberAccountValues {
  if (!member) return { username: '', password: '', name: '', mobile: '', memo: '' };
  return { username: member.username, password: '', name: member.name ?? '', mobile: member.mobile ?? '', memo: member.memo ?? '' };
}

/** The memo as sent: trimmed, null when empty. */
export const memberMemo = (values: Pick<MemberAccountValues, 'memo'>): string | null => values.memo.trim() || null;

/** The request fields of a new member (trimmed), from the values. */
export function newMemberBody(values: MemberAccountValues) {
  return {
    username: values.username.trim(),
    password: values.password,
    name: values.name.trim(),
    mobile: values.mobile,
    memo: memberMemo(values),
  };
}

/**
 * The member dialog's form: each time the dialog opens (a new `state`: create under a parent, edit a
 * member) its values start again from `defaultsOf(state)`; `defaultsOf` is a module-level function.
 */
export function useMemberForm<State, Values extends FieldValues>(
  state: State | null,
  defaultsOf: (state: State) => Values,
): UseFormReturn<Values> {
  // A member's values are whole defaults; react-hook-form's generic DeepPartial type cannot see that for any Values.
  const defaultValues = (state ? defaultsOf(state) : undefined) as UseFormProps<Values>['defaultValues'];
  const form = useNurlyForm<Values>({ defaultValues });
  useEffect(() => {
    if (state) form.reset(defaultsOf(state));
  }, [state, form, defaultsOf]);
  return form;
}

export interface MemberAccountFieldsProps {
  /** Creating: username and password are asked. */
  creating: boolean;
  /** Name and mobile when editing too (the hub edits them; the reseller tree does not). */
  editProfile?: boolean;
  labels: MemberAccountLabels;
}

export function MemberAccountFields({ creating, editProfile = false, labels }: MemberAccountFieldsProps) {
  return (
    <>
      {creating ? (
        <>
          <TextField
            name="username"
            label={labels.username}
            required
            minLength={USERNAME_MIN_LENGTH}
            maxLength={USERNAME_MAX_LENGTH}
            autoComplete="off"
            testId="member-username"
          />
          <TextField
            name="password"
            type="password"
            label={labels.password}
            required
            minLength={PASSWORD_MIN_LENGTH}
            autoComplete="new-password"
            testId="member-password"
          />
        </>
      ) : null}
      {creating || editProfile ? (
        <>
          <TextField name="name" label={labels.name} required maxLength={MEMBER_NAME_MAX_LENGTH} testId="member-name" />
          <TextField
            name="mobile"
            type="tel"
            label={labels.mobile}
            required
            placeholder="010-1234-5678"
            pattern={{ value: MOBILE_PATTERN, message: labels.mobileFormat }}
            testId="member-mobile"
          />
        </>
      ) : null}
    </>
  );
}

/** The memo field (`member-memo`), last in both dialogs. */
export function MemberMemoField({ label }: { label: string }) {
  return <TextareaField name="memo" label={label} maxLength={B2B_MEMO_MAX_LENGTH} rows={3} testId="member-memo" />;
}
