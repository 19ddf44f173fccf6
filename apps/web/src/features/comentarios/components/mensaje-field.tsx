import { Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COMMENT_MESSAGE_MAX_LENGTH, COMMENT_TOAST_MS } from '@rnt/contract/constants';
import { remainingCharacters, truncateMessage } from '@rnt/contract/denuncia';
import { MESSAGES } from '@rnt/contract/messages';
import type { ClipboardEvent } from 'react';
import type { FieldProps } from './field-props';

/**
 * The comment text: at most 1,200 characters with a remaining-characters counter, a notice
 * when the limit is reached, and a paste that would pass it truncated with a toast.
 */
export function MensajeField({ id, value, error, onChange }: FieldProps<string>) {
  const restantes = remainingCharacters(value);

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text');
    const target = event.currentTarget;
    const next = value.slice(0, target.selectionStart) + pasted + value.slice(target.selectionEnd);
    const { value: truncated, truncated: wasTruncated } = truncateMessage(next);
    if (!wasTruncated) return;
    event.preventDefault();
    onChange(truncated);
    notifications.show({ color: 'yellow', message: MESSAGES.contenidoTruncado, autoClose: COMMENT_TOAST_MS });
  };

  return (
    <div>
      <Textarea
        id={id}
        label="Motivo del comentario"
        description={MESSAGES.maximoCaracteres}
        withAsterisk
        autosize
        minRows={5}
        maxRows={14}
        maxLength={COMMENT_MESSAGE_MAX_LENGTH}
        value={value}
        error={error}
        onPaste={onPaste}
        onChange={(event) => onChange(truncateMessage(event.currentTarget.value).value)}
        aria-describedby={`${id}-contador`}
      />
      <Text id={`${id}-contador`} size="sm" c="dimmed" mt={4}>
        Caracteres restantes: {restantes.toLocaleString('es-SV')}
      </Text>
      <Text size="sm" c="orange.9" fw={600} role="status" aria-live="polite">
        {restantes === 0 ? 'Ha alcanzado el límite de 1,200 caracteres.' : ''}
      </Text>
    </div>
  );
}
