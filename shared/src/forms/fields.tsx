/**
 * Form fields that register with the surrounding react-hook-form (Form / FormDialog): a label, the
 * control, a helper text, and the error of this field under it in the current language (Korean by
 * default). Validation props (required, minLength, …) come with their messages.
 */
import { Field, HStack, Input, NativeSelect, Switch, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues, type RegisterOptions, type Validate } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@nurly/shared';

type Translate = ReturnType<typeof useTranslation<'common'>>['t'];

export interface ValidationProps {
  /** true for the common message, or the field's own message. */
  required?: boolean | string;
  minLength?: number;
  maxLength?: number;
  /** A RegExp (common 'format' message) or one with its own message. */
  pattern?: RegExp | { value: RegExp; message: string };
  /** Extra checks: return true, or the message to show. */
  validate?: Validate<unknown, FieldValues> | Record<string, Validate<unknown, FieldValues>>;
}

export interface BaseFieldProps extends ValidationProps {
  name: string;
  label?: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  /** data-testid of the control (kept from the hand-written forms for the e2e specs). */
  testId?: string;
  /** data-testid of the error text (default `${name}-error`). */
  errorTestId?: string;
}

/** The required message (common or the field's own) and the field's own checks, as react-hook-form rules take them. */
function commonRules(t: Translate, { required, validate }: Pick<ValidationProps, 'required' | 'validate'>) {
  const requiredMessage = typeof required === 'string' ? required : t('validation.required');
  const own = typeof validate === 'function' ? { own: validate } : (validate ?? {});
  return { requiredMessage, required: required ? requiredMessage : undefined, own };
}

function textRules(t: Translate, { required, minLength, maxLength, pattern, validate }: ValidationProps): RegisterOptions {
  const common = commonRules(t, { required, validate });
  return {
    required: common.required,
    minLength: minLength ? { value: minLength, message: t('validation.minLength', { count: minLength }) } : undefined,
    maxLength: maxLength ? { value: maxLength, message: t('validation.maxLength', { count: maxLength }) } : undefined,
    pattern: pattern ? (pattern instanceof RegExp ? { value: pattern, message: t('validation.pattern') } : pattern) : undefined,
    validate: {
      // Spaces alone are not an answer to a required text field.
      notBlank: (value: unknown) => !required || typeof value !== 'string' || value.trim() !== '' || common.requiredMessage,
      ...common.own,
    },
  };
}

/** A field's props split into its frame's (label, helper, error, states), its control's test id and the rest. */
function splitFieldProps<Props extends BaseFieldProps>(props: Props) {
  const { name, label, helperText, disabled, readOnly, testId, errorTestId, ...rest } = props;
  const frame: Omit<FieldFrameProps, 'children'> = { name, label, helperText, disabled, readOnly, errorTestId, required: !!props.required };
  return { frame, name, testId, rest };
}

/** The error message of a field (nested names like 'emails.0' included). */
function useFieldError(name: string): string | undefined {
  const { getFieldState, formState } = useFormContext();
  const message = getFieldState(name, formState).error?.message;
  return typeof message === 'string' && message ? message : undefined;
}

interface FieldFrameProps {
  name: string;
  errorTestId?: string;
  label?: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  children: ReactNode;
}

/** Label, control, helper and error text of one field. */
export function FieldFrame({ name, errorTestId, label, helperText, required, disabled, readOnly, children }: FieldFrameProps) {
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled} readOnly={readOnly}>
      {label ? <Field.Label>{label}</Field.Label> : null}
      {children}
      {error ? <Field.ErrorText data-testid={errorTestId ?? `${name}-error`}>{error}</Field.ErrorText> : null}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url' | 'search' | 'decimal';
  /** Applied when the field loses focus (trim, normalise a number). */
  normalize?: (value: string) => string;
}

export function TextField(props: TextFieldProps) {
  const { frame, name, testId, rest } = splitFieldProps(props);
  const { type = 'text', placeholder, autoComplete, inputMode, normalize, ...rules } = rest;
  const { t } = useTranslation('common');
  const { register, setValue, getValues } = useFormContext();
  const registration = register(name, textRules(t, rules));
  return (
    <FieldFrame {...frame}>
      <Input
        {...registration}
        onBlur={(event) => {
          if (normalize) {
            const current = getValues(name) as unknown;
            if (typeof current === 'string' && normalize(current) !== current) setValue(name, normalize(current), { shouldDirty: true });
          }
          void registration.onBlur(event);
        }}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={rules.maxLength}
        data-testid={testId}
      />
    </FieldFrame>
  );
}

export interface TextareaFieldProps extends BaseFieldProps {
  placeholder?: string;
  rows?: number;
}

export function TextareaField(props: TextareaFieldProps) {
  const { frame, name, testId, rest } = splitFieldProps(props);
  const { placeholder, rows = 4, ...rules } = rest;
  const { t } = useTranslation('common');
  const { register } = useFormContext();
  return (
    <FieldFrame {...frame}>
      <Textarea
        {...register(name, textRules(t, rules))}
        placeholder={placeholder}
        rows={rows}
        maxLength={rules.maxLength}
        data-testid={testId}
      />
    </FieldFrame>
  );
}

export interface NumberFieldProps extends Omit<BaseFieldProps, 'minLength' | 'maxLength' | 'pattern'> {
  min?: number;
  max?: number;
  /** Arrow up/down move by this much (default 1). */
  step?: number;
  /** Shown after the input (e.g. '원'). */
  unit?: ReactNode;
  placeholder?: string;
  /** Typed text → value (default: the digits, null when none); e.g. a parser that caps the amount. */
  parse?: (input: string) => number | null;
}

/** Digits only, shown with thousands separators; the value is a number, or null when empty. */
export function parseNumberInput(input: string): number | null {
  const digits = input.replace(/\D/g, '').slice(0, 15);
  return digits ? Number(digits) : null;
}

/** Why typed text is not a whole number of 0 or more: a decimal point, or a minus sign. */
export type IntegerInputProblem = 'integer' | 'negative';

/**
 * Why the text typed in a whole-number field cannot be read as one ("1.5" is not 15, "-1" is not 1),
 * or null when it can. Other characters (letters, separators, ₩, 원) are dropped as before: only the
 * signs that change what the number means are refused.
 */
export function integerInputProblem(input: string): IntegerInputProblem | null {
  if (/^\s*[-−]/.test(input)) return 'negative';
  if (/\d\s*\.|\.\s*\d/.test(input)) return 'integer';
  return null;
}

export function NumberField(props: NumberFieldProps) {
  const { frame, name, testId, rest } = splitFieldProps(props);
  const { min, max, step = 1, unit, placeholder, required, validate, parse = parseNumberInput } = rest;
  const { t } = useTranslation('common');
  const { control, trigger } = useFormContext();
  const common = commonRules(t, { required, validate });
  const clamp = (value: number) => Math.min(Math.max(value, min ?? 0), max ?? Number.MAX_SAFE_INTEGER);
  // Text that is not a whole number stays in the input as typed while the value is NaN, refused with why.
  const [refused, setRefused] = useState<{ text: string; problem: IntegerInputProblem } | null>(null);
  const refusedRef = useRef<{ text: string; problem: IntegerInputProblem } | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      rules={{
        required: common.required,
        min: min !== undefined ? { value: min, message: t('validation.min', { value: formatNumber(min) }) } : undefined,
        max: max !== undefined ? { value: max, message: t('validation.max', { value: formatNumber(max) }) } : undefined,
        validate: {
          wholeNumber: (value: unknown) =>
            !(typeof value === 'number' && Number.isNaN(value)) || t(`validation.${refusedRef.current?.problem ?? 'integer'}`),
          ...common.own,
        },
      }}
      render={({ field }) => {
        const isRefused = typeof field.value === 'number' && Number.isNaN(field.value);
        const value = typeof field.value === 'number' && !isRefused ? field.value : null;
        const onChange = (text: string) => {
          const problem = integerInputProblem(text);
          if (problem) {
            setRefused({ text, problem });
            refusedRef.current = { text, problem };
            field.onChange(Number.NaN);
            void trigger(name);
            return;
          }
          setRefused(null);
          refusedRef.current = null;
          field.onChange(parse(text));
        };
        const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
          event.preventDefault();
          setRefused(null);
          refusedRef.current = null;
          field.onChange(clamp((value ?? 0) + (event.key === 'ArrowUp' ? step : -step)));
        };
        return (
          <FieldFrame {...frame}>
            <HStack w="full">
              <Input
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={isRefused && refused ? refused.text : value === null ? '' : formatNumber(value)}
                onChange={(event) => onChange(event.target.value)}
                onKeyDown={onKeyDown}
                inputMode="numeric"
                textAlign="end"
                placeholder={placeholder}
                data-testid={testId}
              />
              {unit ? <Text flexShrink={0}>{unit}</Text> : null}
            </HStack>
          </FieldFrame>
        );
      }}
    />
  );
}

export interface SelectOption {
  value: string;
  label: ReactNode;
}

export interface SelectFieldProps extends Omit<BaseFieldProps, 'minLength' | 'maxLength' | 'pattern'> {
  options: readonly SelectOption[];
  /** A first, empty choice (e.g. '선택하세요'); with `required` it must be changed. */
  placeholder?: string;
}

export function SelectField(props: SelectFieldProps) {
  const { frame, name, testId, rest } = splitFieldProps(props);
  const { options, placeholder, ...rules } = rest;
  const { t } = useTranslation('common');
  const { register } = useFormContext();
  return (
    <FieldFrame {...frame}>
      <NativeSelect.Root>
        <NativeSelect.Field
          {...register(name, textRules(t, rules))}
          data-testid={testId}
          aria-label={typeof frame.label === 'string' ? frame.label : undefined}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

export interface SwitchFieldProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
  testId?: string;
}

export function SwitchField({ name, label, helperText, disabled, testId }: SwitchFieldProps) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FieldFrame name={name} helperText={helperText} disabled={disabled}>
          <Switch.Root
            checked={field.value === true}
            onCheckedChange={(e) => field.onChange(e.checked)}
            disabled={disabled}
            colorPalette="brand"
            data-testid={testId}
          >
            <Switch.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
            <Switch.Control />
            <Switch.Label>{label}</Switch.Label>
          </Switch.Root>
        </FieldFrame>
      )}
    />
  );
}
