/**
 * The console pages' filter controls: a labelled select (the '' choice is "all" and is not sent)
 * and a date input. Each is a plain controlled input so a page binds it to its URL state.
 */
import { Field, Input, NativeSelect } from '@chakra-ui/react';

export interface FilterOption {
  value: string;
  label: string;
}

export interface SelectFilterProps {
  label: string;
  /** The label of the '' ("all") choice. */
  allLabel: string;
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  maxW?: string;
}

export function SelectFilter({ label, allLabel, options, value, onChange, testId, maxW = '220px' }: SelectFilterProps) {
  return (
    <Field.Root maxW={maxW}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId}>
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export interface DateFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}

export function DateFilter({ label, value, onChange, testId }: DateFilterProps) {
  return (
    <Field.Root maxW="170px">
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type="date"
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
    </Field.Root>
  );
}
