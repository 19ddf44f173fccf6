import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { MESSAGES } from '@rnt/contract/messages';
import { sinonimoBodySchema, type Sinonimo } from '@rnt/contract/sinonimos';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { ApiError } from '../../../lib/api-client';
import { useGuardarSinonimo } from '../api/sinonimos';

type Errors = { termino?: string; equivalentes?: string; general?: string };

/** One equivalent per line; blank lines are ignored. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The field an error path of the schema or of the server belongs to ('equivalentes.0' → equivalentes). */
const fieldOf = (path: string): keyof Errors =>
  path.startsWith('termino') ? 'termino' : path.startsWith('equivalentes') ? 'equivalentes' : 'general';

/**
 * Add or edit one thesaurus entry. Validated on the client with the server's schema; the server's 400
 * reasons (repeated term, no meaningful word) land on their fields; what was typed stays after a failure.
 */
export function SinonimoForm({
  sinonimo,
  onSaved,
  onCancel,
}: {
  sinonimo?: Sinonimo;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [termino, setTermino] = useState(sinonimo?.termino ?? '');
  const [equivalentes, setEquivalentes] = useState(sinonimo?.equivalentes.join('\n') ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const guardar = useGuardarSinonimo();

  useEffect(() => {
    if (attempt > 0 && Object.keys(errors).length > 0) summary.current?.focus();
    // After each failed submit only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const fail = (next: Errors) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = sinonimoBodySchema.safeParse({ termino, equivalentes: lines(equivalentes) });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[fieldOf(issue.path.join('.'))] ??= issue.message;
      return fail(next);
    }
    try {
      const saved = await guardar.mutateAsync({ id: sinonimo?.id, body: parsed.data });
      setErrors({});
      if (!sinonimo) {
        setTermino('');
        setEquivalentes('');
      }
      onSaved(saved.message);
    } catch (error) {
      const next: Errors = {};
      if (error instanceof ApiError && error.status === 400 && error.body?.errors)
        for (const [path, reasons] of Object.entries(error.body.errors)) next[fieldOf(path)] ??= reasons[0];
      else
        next.general =
          error instanceof ApiError && error.body?.message ? error.body.message : MESSAGES.errorInterno;
      fail(next);
    }
  };

  const items = (
    [
      ['termino', `${id}-termino`],
      ['equivalentes', `${id}-equivalentes`],
      ['general', `${id}-termino`],
    ] as const
  )
    .filter(([field]) => errors[field])
    .map(([field, targetId]) => ({ targetId, message: errors[field]! }));

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={sinonimo ? 'Editar entrada' : 'Agregar entrada'}
    >
      <ErrorSummary ref={summary} title="Revise la entrada" items={items} />
      <Stack gap="sm">
        <TextInput
          id={`${id}-termino`}
          label="Término que usa la ciudadanía"
          description="Una palabra, sigla o frase, por ejemplo: licencia de manejo"
          required
          maxLength={100}
          value={termino}
          onChange={(e) => setTermino(e.currentTarget.value)}
          error={errors.termino}
        />
        <Textarea
          id={`${id}-equivalentes`}
          label="Equivalentes en el registro"
          description="Uno por línea, por ejemplo: licencia de conducir"
          required
          autosize
          minRows={2}
          value={equivalentes}
          onChange={(e) => setEquivalentes(e.currentTarget.value)}
          error={errors.equivalentes}
        />
        <Group gap="sm">
          <Button type="submit" loading={guardar.isPending}>
            {sinonimo ? 'Guardar cambios' : 'Agregar'}
          </Button>
          {onCancel && (
            <Button type="button" variant="default" onClick={onCancel}>
              Cancelar
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
