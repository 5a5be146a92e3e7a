/**
 * The filter row of a list or report page: `FilterBar` lays out the page's controls (wrapping, aligned
 * on their inputs) with an optional `end` (an export button) pushed to the right; `SearchFilter`,
 * `SelectFilter` (its '' choice is "all", not sent) and `DateFilter` are plain controlled inputs a
 * page binds to its URL state (`usePagedQuery`, `useUrlFilters`); a from/to pair is `DateRangeFilter`
 * (DateRangeFilter.tsx: quick choices, and an inverted range refused in the bar). Each has a visible label above it
 * unless `hideLabel` (then the label is the control's accessible name only).
 */
import { Alert, Box, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/errors';

export interface FilterBarProps {
  children: ReactNode;
  /** After a spacer, at the right end (an ExportButton). */
  end?: ReactNode;
  /** The server's refusal of these filters (an inverted or too long range): its message under the row. */
  error?: unknown;
  errorTestId?: string;
  mb?: string;
  testId?: string;
}

export function FilterBar({ children, end, error, errorTestId, mb, testId }: FilterBarProps) {
  return (
    <>
      <Flex gap="3" mb={mb} wrap="wrap" align="end" data-testid={testId}>
        {children}
        {end ? (
          <>
            <Box flex="1" />
            {end}
          </>
        ) : null}
      </Flex>
      {error ? (
        <Alert.Root status="error" data-testid={errorTestId}>
          <Alert.Indicator />
          <Alert.Title>{errorMessage(error)}</Alert.Title>
        </Alert.Root>
      ) : null}
    </>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

interface LabelledProps {
  label: string;
  hideLabel?: boolean;
  maxW?: string;
  minW?: string;
  children: ReactNode;
}

function Labelled({ label, hideLabel, maxW, minW, children }: LabelledProps) {
  if (hideLabel) return <>{children}</>;
  return (
    <Field.Root maxW={maxW} minW={minW} w="auto">
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      {children}
    </Field.Root>
  );
}

export interface SelectFilterProps {
  label: string;
  /** The label of the '' ("all") choice; without it every choice is one of `options`. */
  allLabel?: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  hideLabel?: boolean;
  testId?: string;
  maxW?: string;
  minW?: string;
}

export function SelectFilter({ label, allLabel, options, value, onChange, hideLabel, testId, maxW = '220px', minW }: SelectFilterProps) {
  return (
    <Labelled label={label} hideLabel={hideLabel} maxW={maxW} minW={minW}>
      <NativeSelect.Root size="sm" maxW={maxW} minW={minW}>
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId}>
          {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Labelled>
  );
}

export interface DateFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hideLabel?: boolean;
  testId?: string;
  /** Marks the input invalid (the range it belongs to is refused). */
  invalid?: boolean;
  /** The id of the text that says why it is invalid. */
  describedBy?: string;
}

export function DateFilter({ label, value, onChange, hideLabel, testId, invalid, describedBy }: DateFilterProps) {
  return (
    <Labelled label={label} hideLabel={hideLabel} maxW="170px">
      <Input
        size="sm"
        type="date"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? describedBy : undefined}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
    </Labelled>
  );
}

export interface SearchFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** 'search' (default) or 'text' (e.g. an id, with `inputMode="numeric"`). */
  size?: 'sm' | 'md';
  type?: 'search' | 'text';
  inputMode?: 'numeric' | 'text';
  hideLabel?: boolean;
  testId?: string;
  maxW?: string;
}

export function SearchFilter(props: SearchFilterProps) {
  const { label, value, onChange, placeholder, type = 'search', inputMode, size = 'sm', hideLabel, testId, maxW = 'sm' } = props;
  return (
    <Labelled label={label} hideLabel={hideLabel} maxW={maxW}>
      <Input
        type={type}
        inputMode={inputMode}
        size={size}
        maxW={maxW}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
    </Labelled>
  );
}
