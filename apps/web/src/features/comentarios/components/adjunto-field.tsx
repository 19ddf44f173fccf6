import { FileInput } from '@mantine/core';
import { formatMaxSize, type AttachmentRules } from '@rnt/contract/denuncia';
import { IconPaperclip } from '@tabler/icons-react';
import type { FieldProps } from './field-props';

/** Optional attachment; the allowed extensions and maximum size come from the parameters. */
export function AdjuntoField({
  id,
  value,
  error,
  rules,
  onChange,
}: FieldProps<File | null> & { rules: AttachmentRules }) {
  return (
    <FileInput
      id={id}
      label="Archivo adjunto (opcional)"
      description={`Extensiones permitidas: ${rules.extensions.join(', ')}. Tamaño máximo: ${formatMaxSize(rules.maxBytes)}.`}
      placeholder="Seleccione un archivo"
      accept={rules.extensions.map((e) => `.${e}`).join(',')}
      leftSection={<IconPaperclip size={16} aria-hidden />}
      clearable
      clearButtonProps={{ 'aria-label': 'Quitar archivo' }}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
