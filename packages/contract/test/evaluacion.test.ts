import { describe, expect, it } from 'vitest';
import {
  dictamenBodySchema,
  estadoAllowedFor,
  EVALUACION_MESSAGES as M,
  loginBodySchema,
  referenciaFormSchema,
} from '../src/evaluacion';
import { MESSAGES } from '../src/messages';

const estados = [
  { id: 1, codigo: '001' },
  { id: 4, codigo: '004' },
  { id: 6, codigo: '006' },
];
const ruling = (o: Record<string, unknown> = {}) => ({
  seccion: 'DESCRIPCION',
  modalidad_id: 1,
  comentarios: 'ok',
  condicion_inscripcion_id: null,
  estados_dictamen: [1],
  ...o,
});
const messagesOf = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('ruling rules', () => {
  const schema = dictamenBodySchema(estados);
  it('requires comentarios, at most 800', () => {
    expect(messagesOf(schema.safeParse(ruling({ comentarios: '  ' }))).comentarios).toBe(
      M.comentariosRequeridos,
    );
    expect(messagesOf(schema.safeParse(ruling({ comentarios: 'x'.repeat(801) }))).comentarios).toBe(
      M.comentariosMaximo,
    );
    expect(schema.safeParse(ruling({ comentarios: 'x'.repeat(800) })).success).toBe(true);
  });
  it('requires a status', () => {
    expect(messagesOf(schema.safeParse(ruling({ estados_dictamen: [] }))).estados_dictamen).toBe(
      M.estadoRequerido,
    );
    expect(messagesOf(schema.safeParse(ruling({ estados_dictamen: undefined }))).estados_dictamen).toBe(
      M.estadoRequerido,
    );
  });
  it('requires a condition with 004 and clears it otherwise', () => {
    expect(messagesOf(schema.safeParse(ruling({ estados_dictamen: [4] }))).condicion_inscripcion_id).toBe(
      M.condicionRequerida,
    );
    expect(
      schema.parse(ruling({ estados_dictamen: [4], condicion_inscripcion_id: 2 })).condicion_inscripcion_id,
    ).toBe(2);
    expect(
      schema.parse(ruling({ estados_dictamen: [1], condicion_inscripcion_id: 2 })).condicion_inscripcion_id,
    ).toBeNull();
  });
  it('allows 006 only for NOMBRE_MODALIDAD', () => {
    expect(messagesOf(schema.safeParse(ruling({ estados_dictamen: [6] }))).estados_dictamen).toBe(
      M.estadoSoloNombre,
    );
    expect(schema.safeParse(ruling({ estados_dictamen: [6], seccion: 'NOMBRE_MODALIDAD' })).success).toBe(
      true,
    );
    expect(estadoAllowedFor('006', 'DESCRIPCION')).toBe(false);
    expect(estadoAllowedFor('006', 'NOMBRE_MODALIDAD')).toBe(true);
    expect(estadoAllowedFor('004', 'DESCRIPCION')).toBe(true);
  });
});

describe('legal reference rules', () => {
  const ref = (o: Record<string, unknown> = {}) => ({ referencia_id: 1, valor_referencia: '5', ...o });
  it('requires referencia and valor_referencia (max 40)', () => {
    expect(messagesOf(referenciaFormSchema.safeParse(ref({ referencia_id: null }))).referencia_id).toBe(
      M.referenciaRequerida,
    );
    expect(messagesOf(referenciaFormSchema.safeParse(ref({ referencia_id: '' }))).referencia_id).toBe(
      M.referenciaRequerida,
    );
    expect(messagesOf(referenciaFormSchema.safeParse(ref({ valor_referencia: '' }))).valor_referencia).toBe(
      M.valorReferenciaRequerido,
    );
    expect(
      messagesOf(referenciaFormSchema.safeParse(ref({ valor_referencia: 'x'.repeat(41) }))).valor_referencia,
    ).toBe(M.valorReferenciaMaximo);
    expect(referenciaFormSchema.safeParse(ref({ valor_referencia: 'x'.repeat(40) })).success).toBe(true);
  });
  it('sub-reference optional; its value required when chosen (max 40) and dropped when not', () => {
    expect(referenciaFormSchema.parse(ref()).sub_referencia_id).toBeNull();
    expect(
      messagesOf(referenciaFormSchema.safeParse(ref({ sub_referencia_id: 2, valor_sub_referencia: '' })))
        .valor_sub_referencia,
    ).toBe(M.valorSubReferenciaRequerido);
    expect(
      messagesOf(
        referenciaFormSchema.safeParse(ref({ sub_referencia_id: 2, valor_sub_referencia: 'y'.repeat(41) })),
      ).valor_sub_referencia,
    ).toBe(M.valorSubReferenciaMaximo);
    expect(
      referenciaFormSchema.parse(ref({ valor_sub_referencia: 'suelto' })).valor_sub_referencia,
    ).toBeNull();
  });
});

describe('login form', () => {
  it('says which field is missing or malformed, in Spanish', () => {
    const r = messagesOf(loginBodySchema.safeParse({ email: '', password: '' }));
    expect(r.email).toBe(MESSAGES.correoRequerido);
    expect(r.password).toBe(M.contrasenaRequerida);
    expect(messagesOf(loginBodySchema.safeParse({ email: 'x@', password: 'a' })).email).toBe(
      MESSAGES.correoInvalido,
    );
  });
});
