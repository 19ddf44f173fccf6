import { TextInput } from '@mantine/core';
import { phoneAsTyped } from '@rnt/contract/denuncia';
import type { FieldProps } from './field-props';

/** Phone input with default country SV: formatted as typed, spaces shown as hyphens (`phoneAsTyped`). */
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
      onChange={(event) => onChange(phoneAsTyped(event.currentTarget.value, value))}
    />
  );
}
