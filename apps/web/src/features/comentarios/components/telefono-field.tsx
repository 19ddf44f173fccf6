import { TextInput } from '@mantine/core';
import { DEFAULT_PHONE_COUNTRY } from '@rnt/contract/constants';
import { phoneWithHyphens } from '@rnt/contract/denuncia';
import { AsYouType } from 'libphonenumber-js';
import type { FieldProps } from './field-props';

/**
 * Phone input with default country SV (spec §5): formatted as typed, spaces shown as hyphens.
 * While deleting, the text is left as the citizen edits it, so a hyphen can be erased.
 */
export function TelefonoField({ id, value, error, onChange }: FieldProps<string>) {
  return (
    <TextInput
      id={id}
      label="Teléfono"
      description="Ejemplo: 7012-3456 (El Salvador) o +1-202-555-0143"
      withAsterisk
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      value={value}
      error={error}
      onChange={(event) => {
        const raw = event.currentTarget.value;
        const formatted = raw.length < value.length ? raw : new AsYouType(DEFAULT_PHONE_COUNTRY).input(raw);
        onChange(formatted.trim() ? phoneWithHyphens(formatted) : '');
      }}
    />
  );
}
