/**
 * The fields of a search form as sent without JavaScript (issue 21): a native `<select>`, a list of
 * checkboxes in a `<details>`, a native date field, each with the `name` of the URL parameter the page
 * reads. They stand in for Mantine's Select, MultiSelect and DatePickerInput, which need JavaScript to
 * open (see `ScriptAlternatives`), and start from the search in the URL.
 */
import { Checkbox, Input, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './native-filter-fields.module.css';

export interface NativeOption {
  value: string;
  label: string;
}

/** One choice or none: the empty option (its text the placeholder) sends an empty value. */
export function NativeChoice({
  label,
  name,
  placeholder,
  options,
  value,
  disabled,
  error,
}: {
  label: string;
  name: string;
  placeholder: string;
  options: NativeOption[];
  value: string | null;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <NativeSelect
      label={label}
      name={name}
      defaultValue={value ?? ''}
      data={[{ value: '', label: placeholder }, ...options]}
      disabled={disabled}
      error={error}
    />
  );
}

/** Several choices: checkboxes sharing `name` (`estado=1&estado=2`), folded in a `<details>`. */
export function NativeMultiChoice({
  label,
  name,
  placeholder,
  options,
  values,
  error,
}: {
  label: string;
  name: string;
  placeholder: string;
  options: NativeOption[];
  values: string[];
  error?: string;
}) {
  const labelId = useId();
  const valueId = useId();
  const chosen = options.filter((o) => values.includes(o.value)).map((o) => o.label);
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} error={error}>
      <details className={classes.menu}>
        <summary className={classes.summary} aria-labelledby={`${labelId} ${valueId}`}>
          <span id={valueId}>{chosen.length ? chosen.join(', ') : placeholder}</span>
          <IconChevronDown size={16} aria-hidden className={classes.chevron} />
        </summary>
        <div role="group" aria-labelledby={labelId} className={classes.options}>
          <Stack gap={6}>
            {options.map((o) => (
              <Checkbox
                key={o.value}
                name={name}
                value={o.value}
                label={o.label}
                defaultChecked={values.includes(o.value)}
              />
            ))}
          </Stack>
        </div>
      </details>
    </Input.Wrapper>
  );
}

/** A date sent as YYYY-MM-DD (the browser's own date field); a malformed value starts empty. */
export function NativeDate({
  label,
  name,
  value,
  error,
}: {
  label: string;
  name: string;
  value: string | null;
  error?: string;
}) {
  return <TextInput type="date" label={label} name={name} defaultValue={value ?? ''} error={error} />;
}
