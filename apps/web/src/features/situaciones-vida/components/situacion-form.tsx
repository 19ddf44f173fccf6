import { Alert, Button, Checkbox, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { MESSAGES } from '@rnt/contract/messages';
import { situacionBodySchema, type SituacionAdmin } from '@rnt/contract/situaciones-vida';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { ApiError } from '../../../lib/api-client';
import { useGuardarSituacion } from '../api/situaciones-vida-admin';

/** A step as the form holds it: numbers typed as text ("1, 2"), parsed on submit. */
interface PasoDraft {
  key: number;
  titulo: string;
  que_hacer: string;
  obligatorio: boolean;
  municipal: boolean;
  espera: string;
  modalidades: string;
}

/** One item per line; blank lines are ignored. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
/** "12, 15 18" → [12, 15, 18]; a token that is not a number stays NaN, for the schema to refuse. */
const numbers = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((t) => (/^\d+$/.test(t) ? Number(t) : Number.NaN));

const FIELDS = ['slug', 'nombre', 'descripcion', 'orden', 'frases', 'fuentes', 'pasos'] as const;
const STEP_FIELDS = ['titulo', 'que_hacer', 'espera', 'modalidades'] as const;

/** The control an error path belongs to: 'nombre', 'frases.2' → 'frases', 'pasos.1.modalidades.0' → 'pasos.1.modalidades'. */
function fieldOf(path: string): string {
  const [first, index, field] = path.split('.');
  if (first === 'pasos' && index !== undefined && (STEP_FIELDS as readonly string[]).includes(field ?? ''))
    return `pasos.${index}.${field}`;
  if (first === 'pasos' && index !== undefined) return `pasos.${index}.titulo`;
  return (FIELDS as readonly string[]).includes(first ?? '') ? first! : 'general';
}

/**
 * Edit a life event and its steps (issue 33). Validated with the server's schema; the server's 400 reasons
 * (a repeated identifier, a modality that is not published) land on their fields; the steps are replaced
 * whole, as the API does. Broken modalities of a step are named above its modality field.
 */
export function SituacionForm({
  situacion,
  onSaved,
  onCancel,
}: {
  situacion: SituacionAdmin;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const nextKey = useRef(situacion.pasos.length);
  const [slug, setSlug] = useState(situacion.slug);
  const [nombre, setNombre] = useState(situacion.nombre);
  const [descripcion, setDescripcion] = useState(situacion.descripcion);
  const [orden, setOrden] = useState(String(situacion.orden));
  const [frases, setFrases] = useState(situacion.frases.join('\n'));
  const [fuentes, setFuentes] = useState(situacion.fuentes.join('\n'));
  const [pasos, setPasos] = useState<PasoDraft[]>(() =>
    situacion.pasos.map((p, i) => ({
      key: i,
      titulo: p.titulo,
      que_hacer: p.que_hacer,
      obligatorio: p.obligatorio,
      municipal: p.municipal,
      espera: p.espera.join(', '),
      modalidades: p.modalidades.map((m) => m.id).join(', '),
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const guardar = useGuardarSituacion();
  // The names of the modalities the event has now, to read the ids by.
  const conocidas = new Map(situacion.pasos.flatMap((p) => p.modalidades).map((m) => [m.id, m.nombre]));

  useEffect(() => {
    if (attempt > 0 && Object.keys(errors).length > 0) summary.current?.focus();
    // After each failed submit only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const fail = (next: Record<string, string>) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  };
  const setPaso = (index: number, change: Partial<PasoDraft>) =>
    setPasos((all) => all.map((p, i) => (i === index ? { ...p, ...change } : p)));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = situacionBodySchema.safeParse({
      slug,
      nombre,
      descripcion,
      orden: Number(orden),
      frases: lines(frases),
      fuentes: lines(fuentes),
      pasos: pasos.map((p) => ({
        titulo: p.titulo,
        que_hacer: p.que_hacer,
        obligatorio: p.obligatorio,
        municipal: p.municipal,
        espera: numbers(p.espera),
        modalidades: numbers(p.modalidades),
      })),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[fieldOf(issue.path.join('.'))] ??= issue.message;
      return fail(next);
    }
    try {
      const saved = await guardar.mutateAsync({ id: situacion.id, body: parsed.data });
      setErrors({});
      onSaved(saved.message);
    } catch (error) {
      const next: Record<string, string> = {};
      if (error instanceof ApiError && error.status === 400 && error.body?.errors)
        for (const [path, reasons] of Object.entries(error.body.errors)) next[fieldOf(path)] ??= reasons[0]!;
      else
        next.general =
          error instanceof ApiError && error.body?.message ? error.body.message : MESSAGES.errorInterno;
      fail(next);
    }
  };

  const target = (field: string) => `${id}-${field.replace(/\./g, '-')}`;
  const items = Object.entries(errors).map(([field, message]) => ({
    targetId: target(field === 'general' || field === 'pasos' ? 'nombre' : field),
    message: field.startsWith('pasos.') ? `Paso ${Number(field.split('.')[1]) + 1}: ${message}` : message,
  }));

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={`Editar ${situacion.nombre}`}>
      <ErrorSummary ref={summary} title="Revise la situación de vida" items={items} />
      <Stack gap="sm">
        <TextInput
          id={target('nombre')}
          label="Nombre"
          required
          value={nombre}
          onChange={(e) => setNombre(e.currentTarget.value)}
          error={errors.nombre}
        />
        <TextInput
          id={target('slug')}
          label="Identificador en la dirección"
          description="Minúsculas sin tildes, números y guiones: abrir-un-negocio"
          required
          value={slug}
          onChange={(e) => setSlug(e.currentTarget.value)}
          error={errors.slug}
        />
        <Textarea
          id={target('descripcion')}
          label="Descripción"
          required
          autosize
          minRows={2}
          value={descripcion}
          onChange={(e) => setDescripcion(e.currentTarget.value)}
          error={errors.descripcion}
        />
        <TextInput
          id={target('orden')}
          label="Orden en la lista"
          inputMode="numeric"
          value={orden}
          onChange={(e) => setOrden(e.currentTarget.value)}
          error={errors.orden}
        />
        <Textarea
          id={target('frases')}
          label="Frases de la ciudadanía"
          description="Una por línea: cómo lo buscaría alguien (me voy a casar)"
          autosize
          minRows={2}
          value={frases}
          onChange={(e) => setFrases(e.currentTarget.value)}
          error={errors.frases}
        />
        <Textarea
          id={target('fuentes')}
          label="Fuentes"
          description="Una por línea"
          autosize
          minRows={2}
          value={fuentes}
          onChange={(e) => setFuentes(e.currentTarget.value)}
          error={errors.fuentes}
        />
        {pasos.map((p, i) => {
          const rotas = (situacion.pasos[i]?.modalidades ?? []).filter(
            (m) => m.rota && numbers(p.modalidades).includes(m.id),
          );
          return (
            <Fieldset key={p.key} legend={`Paso ${i + 1}`}>
              <Stack gap="xs">
                <TextInput
                  id={target(`pasos.${i}.titulo`)}
                  label="Título"
                  required
                  value={p.titulo}
                  onChange={(e) => setPaso(i, { titulo: e.currentTarget.value })}
                  error={errors[`pasos.${i}.titulo`]}
                />
                <Textarea
                  id={target(`pasos.${i}.que_hacer`)}
                  label="Qué hacer"
                  required
                  autosize
                  minRows={2}
                  value={p.que_hacer}
                  onChange={(e) => setPaso(i, { que_hacer: e.currentTarget.value })}
                  error={errors[`pasos.${i}.que_hacer`]}
                />
                <Group gap="lg">
                  <Checkbox
                    label="Obligatorio (si no, «según el caso»)"
                    checked={p.obligatorio}
                    onChange={(e) => setPaso(i, { obligatorio: e.currentTarget.checked })}
                  />
                  <Checkbox
                    label="Municipal (cada alcaldía)"
                    checked={p.municipal}
                    onChange={(e) => setPaso(i, { municipal: e.currentTarget.checked })}
                  />
                </Group>
                <TextInput
                  id={target(`pasos.${i}.espera`)}
                  label="Espera a los pasos"
                  description="Números de pasos anteriores, separados por comas"
                  value={p.espera}
                  onChange={(e) => setPaso(i, { espera: e.currentTarget.value })}
                  error={errors[`pasos.${i}.espera`]}
                />
                {rotas.length > 0 && (
                  <Alert color="red" variant="light" title="Paso roto">
                    {rotas.map((m) => `Modalidad ${m.id}: ${m.motivo}`).join('. ')}. Quítela o cámbiela.
                  </Alert>
                )}
                <TextInput
                  id={target(`pasos.${i}.modalidades`)}
                  label="Modalidades (números)"
                  description="Las formas de hacer el paso, separadas por comas"
                  required
                  value={p.modalidades}
                  onChange={(e) => setPaso(i, { modalidades: e.currentTarget.value })}
                  error={errors[`pasos.${i}.modalidades`]}
                />
                <Text size="xs">
                  {numbers(p.modalidades)
                    .filter((n) => conocidas.get(n))
                    .map((n) => `${n}: ${conocidas.get(n)}`)
                    .join(' · ')}
                </Text>
                <Button
                  type="button"
                  variant="subtle"
                  color="red"
                  size="xs"
                  style={{ alignSelf: 'flex-start' }}
                  disabled={pasos.length === 1}
                  onClick={() => setPasos((all) => all.filter((_, k) => k !== i))}
                >
                  Quitar el paso {i + 1}
                </Button>
              </Stack>
            </Fieldset>
          );
        })}
        <Button
          type="button"
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            setPasos((all) => [
              ...all,
              {
                key: nextKey.current++,
                titulo: '',
                que_hacer: '',
                obligatorio: true,
                municipal: false,
                espera: '',
                modalidades: '',
              },
            ])
          }
        >
          Agregar un paso
        </Button>
        <Group gap="sm">
          <Button type="submit" loading={guardar.isPending}>
            Guardar cambios
          </Button>
          <Button type="button" variant="default" onClick={onCancel}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
