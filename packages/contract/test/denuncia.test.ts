import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, COMMENT_MESSAGE_MAX_LENGTH } from '../src/constants';
import {
  denunciaPrincipalSchema,
  denunciaSchema,
  formatFolio,
  FOLIO_PATTERN,
  parametrosQuerySchema,
  phoneAsTyped,
} from '../src/denuncia';
import {
  checkAttachment,
  formatMaxSize,
  parseExtensionsParameter,
  parseMaxSizeParameter,
  phoneWithHyphens,
  remainingCharacters,
  stripNameCharacters,
  truncateMessage,
} from '../src/denuncia-rules';
import { MESSAGES } from '../src/messages';
import { z } from '../src/zod';

const identified = {
  anonimo: 'false',
  mensaje: 'El trámite pide un requisito que no está en el registro.',
  modalidad_id: '12',
  nombres: 'María José',
  apellidos: 'Núñez Peña',
  correo: 'maria.nunez@example.com',
  telefono: '7012 3456',
};

/** Field → messages of a failed parse. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return z.flattenError(result.error).fieldErrors as Record<string, string[]>;
}

describe('comment form: personal data when not anonymous', () => {
  it('accepts a complete identified comment and turns spaces of the phone into hyphens', () => {
    const result = denunciaSchema.parse(identified);
    expect(result).toMatchObject({
      anonimo: false,
      modalidad_id: 12,
      nombres: 'María José',
      apellidos: 'Núñez Peña',
      correo: 'maria.nunez@example.com',
      telefono: '7012-3456',
    });
  });

  it('requires name, surname, e-mail and phone with the exact messages', () => {
    const errors = errorsOf(denunciaSchema, {
      ...identified,
      nombres: '',
      apellidos: ' ',
      correo: undefined,
      telefono: null,
    });
    expect(errors).toEqual({
      nombres: ['Nombre es requerido'],
      apellidos: ['Apellido es requerido'],
      correo: ['Correo es requerido'],
      telefono: ['Teléfono es requerido'],
    });
  });

  it('rejects a malformed e-mail with "Formato de correo es inválido"', () => {
    for (const correo of [
      'maria',
      'maria@',
      '@example.com',
      'maria@example',
      'a b@example.com',
      'maria@@x.com',
    ])
      expect(errorsOf(denunciaSchema, { ...identified, correo }).correo, correo).toEqual([
        'Formato de correo es inválido',
      ]);
    expect(errorsOf(denunciaSchema, { ...identified, correo: 'ana_b+rnt@correo.gob.sv' })).toEqual({});
  });

  it('validates the phone for the default country SV with "Teléfono es invalido"', () => {
    for (const telefono of ['1234-5678', '7012345', 'abc', '+503 1234'])
      expect(errorsOf(denunciaSchema, { ...identified, telefono }).telefono, telefono).toEqual([
        'Teléfono es invalido',
      ]);
    for (const telefono of ['7012-3456', '2222 1234', '+503 7012 3456', '+1 202 555 0143'])
      expect(errorsOf(denunciaSchema, { ...identified, telefono }), telefono).toEqual({});
    expect(denunciaSchema.parse({ ...identified, telefono: '+503 7012 3456' }).telefono).toBe(
      '+503-7012-3456',
    );
  });

  it('accepts only letters, spaces and accented letters in names (server side of the rule)', () => {
    expect(errorsOf(denunciaSchema, { ...identified, nombres: 'Ana3' }).nombres).toEqual([
      MESSAGES.nombreInvalido,
    ]);
    expect(errorsOf(denunciaSchema, { ...identified, apellidos: "O'Brien" }).apellidos).toEqual([
      MESSAGES.apellidoInvalido,
    ]);
    expect(errorsOf(denunciaSchema, { ...identified, nombres: 'Ñandú Güemes Ángel' })).toEqual({});
    expect(errorsOf(denunciaSchema, { ...identified, nombres: 'a'.repeat(101) }).nombres).toEqual([
      MESSAGES.textoDemasiadoLargo,
    ]);
  });
});

describe('comment form: anonymous (Anonymous checkbox)', () => {
  it('needs no personal data and stores none, even if some was sent', () => {
    const result = denunciaSchema.parse({
      anonimo: 'true',
      mensaje: 'Comentario anónimo',
      modalidad_id: 3,
      nombres: 'Ana3',
      correo: 'no-es-correo',
    });
    expect(result).toEqual({
      anonimo: true,
      mensaje: 'Comentario anónimo',
      modalidad_id: 3,
      tramite_no_listado: false,
      institucion_id: null,
      descripcion_tramite: null,
      nombres: null,
      apellidos: null,
      correo: null,
      telefono: null,
    });
    expect(denunciaSchema.parse({ anonimo: true, mensaje: 'x', modalidad_id: 1 }).anonimo).toBe(true);
  });

  it('treats an absent or false flag as identified', () => {
    expect(errorsOf(denunciaSchema, { mensaje: 'x', modalidad_id: 1 }).nombres).toEqual([
      'Nombre es requerido',
    ]);
    expect(
      errorsOf(denunciaSchema, { anonimo: 'quizás', mensaje: 'x', modalidad_id: 1 }).anonimo,
    ).toBeDefined();
  });
});

describe('comment form: message', () => {
  it('is required with "Motivo del comentario es requerido"', () => {
    for (const mensaje of ['', '   \n ', undefined])
      expect(errorsOf(denunciaSchema, { ...identified, mensaje }).mensaje).toEqual([
        'Motivo del comentario es requerido',
      ]);
  });

  it('holds at most 1,200 characters', () => {
    expect(errorsOf(denunciaSchema, { ...identified, mensaje: 'a'.repeat(1200) })).toEqual({});
    expect(errorsOf(denunciaSchema, { ...identified, mensaje: 'a'.repeat(1201) }).mensaje).toEqual([
      'Cantidad máxima de caracteres 1,200',
    ]);
  });

  it('truncates longer text and counts the remaining characters', () => {
    expect(truncateMessage('a'.repeat(1500))).toEqual({ value: 'a'.repeat(1200), truncated: true });
    expect(truncateMessage('hola')).toEqual({ value: 'hola', truncated: false });
    expect(remainingCharacters('')).toBe(COMMENT_MESSAGE_MAX_LENGTH);
    expect(remainingCharacters('a'.repeat(1195))).toBe(5);
    expect(remainingCharacters('a'.repeat(1200))).toBe(0);
  });
});

describe('comment form: choices', () => {
  it('requires the modality on every view', () => {
    for (const modalidad_id of ['', null, undefined])
      expect(errorsOf(denunciaSchema, { ...identified, modalidad_id }).modalidad_id).toEqual([
        'Modalidad es requerido',
      ]);
    for (const modalidad_id of ['abc', '0', '-3', '1.5'])
      expect(errorsOf(denunciaSchema, { ...identified, modalidad_id }).modalidad_id).toEqual([
        MESSAGES.opcionInvalida,
      ]);
  });

  it('requires institution, procedure and modality on the main view', () => {
    expect(errorsOf(denunciaPrincipalSchema, { ...identified, modalidad_id: '' })).toEqual({
      institucion_id: ['Institución es requerido'],
      tramite_id: ['Trámite es requerido'],
      modalidad_id: ['Modalidad es requerido'],
    });
    expect(
      denunciaPrincipalSchema.parse({ ...identified, institucion_id: '4', tramite_id: '9' }),
    ).toMatchObject({ institucion_id: 4, tramite_id: 9, modalidad_id: 12 });
  });

  it('an unlisted procedure needs an institution and a description (≤ 300) instead of a modality', () => {
    const unlisted = { ...identified, modalidad_id: '', tramite_no_listado: 'true', institucion_id: '4' };
    expect(errorsOf(denunciaSchema, unlisted)).toEqual({
      descripcion_tramite: [MESSAGES.descripcionTramiteRequerida],
    });
    expect(errorsOf(denunciaSchema, { ...unlisted, institucion_id: '', descripcion_tramite: 'x' })).toEqual({
      institucion_id: [MESSAGES.institucionRequerida],
    });
    expect(
      errorsOf(denunciaSchema, { ...unlisted, descripcion_tramite: 'd'.repeat(301) }).descripcion_tramite,
    ).toEqual([MESSAGES.descripcionTramiteMaximo]);
    expect(
      errorsOf(denunciaSchema, { ...unlisted, modalidad_id: '12', descripcion_tramite: 'x' }).modalidad_id,
    ).toEqual([MESSAGES.modalidadConTramiteNoListado]);
    expect(errorsOf(denunciaSchema, { ...identified, descripcion_tramite: 'x' }).descripcion_tramite).toEqual(
      [MESSAGES.descripcionConModalidad],
    );
    expect(denunciaSchema.parse({ ...unlisted, descripcion_tramite: ` ${'d'.repeat(300)} ` })).toMatchObject({
      tramite_no_listado: true,
      modalidad_id: null,
      institucion_id: 4,
      descripcion_tramite: 'd'.repeat(300),
    });
    // The main view: with the box checked, procedure and modality are not asked for.
    expect(
      errorsOf(denunciaPrincipalSchema, { ...unlisted, tramite_id: '', descripcion_tramite: '' }),
    ).toEqual({ descripcion_tramite: [MESSAGES.descripcionTramiteRequerida] });
    expect(
      denunciaPrincipalSchema.parse({ ...unlisted, tramite_id: '9', descripcion_tramite: 'Constancia' }),
    ).toMatchObject({
      tramite_id: null,
      modalidad_id: null,
      institucion_id: 4,
      descripcion_tramite: 'Constancia',
    });
  });

  it('reports every invalid field at once', () => {
    expect(Object.keys(errorsOf(denunciaPrincipalSchema, {})).sort()).toEqual(
      [
        'apellidos',
        'correo',
        'institucion_id',
        'mensaje',
        'modalidad_id',
        'nombres',
        'telefono',
        'tramite_id',
      ].sort(),
    );
  });
});

describe('typing rules', () => {
  it('strips everything from names but letters, spaces and accented letters', () => {
    expect(stripNameCharacters("José-Luis 2º O'Neil!")).toBe('JoséLuis  ONeil');
    expect(stripNameCharacters('Ñuñoa Güell Ángela')).toBe('Ñuñoa Güell Ángela');
    // A decomposed accent is composed, not dropped.
    expect(stripNameCharacters('Jose\u0301')).toBe('José');
  });

  it('turns spaces of the phone into hyphens', () => {
    expect(phoneWithHyphens('7012 3456')).toBe('7012-3456');
    expect(phoneWithHyphens(' +503 7012  3456 ')).toBe('+503-7012-3456');
  });

  it('turns spaces into hyphens as the phone is typed, for every number, not only valid ones', () => {
    // Valid numbers: formatted for SV as typed.
    expect(phoneAsTyped('70123456', '7012345')).toBe('7012-3456');
    expect(phoneAsTyped('+1 202 555 0143', '+1 202 555 014')).toBe('+1-202-555-0143');
    // Numbers the formatter cannot format keep the citizen's spaces, as hyphens.
    expect(phoneAsTyped('12 34', '12 3')).toBe('12-34');
    // Key by key: the space shows as a hyphen as soon as it is typed.
    let typed = '';
    for (const key of '12 34') typed = phoneAsTyped(typed + key, typed);
    expect(typed).toBe('12-34');
    typed = '';
    for (const key of '70123456') typed = phoneAsTyped(typed + key, typed);
    expect(typed).toBe('7012-3456');
    typed = '';
    for (const key of '2222 3333 44') typed = phoneAsTyped(typed + key, typed);
    expect(typed).toBe('2222-3333-44');
    expect(phoneAsTyped('12-34 56', '12-34 5')).toBe('12-34-56');
    expect(phoneAsTyped('2222 3333 44', '2222 3333 4')).toBe('2222-3333-44');
    expect(phoneAsTyped('12 34 56 78 90 12', '12 34 56 78 90 1')).toBe('12-34-56-78-90-12');
    // Deleting leaves the text as edited; an emptied field is empty.
    expect(phoneAsTyped('7012-', '7012-3')).toBe('7012-');
    expect(phoneAsTyped('   ', '1')).toBe('');
  });

  it('the API stores the phone with hyphens, and refuses an invalid one whatever its separators', () => {
    expect(denunciaSchema.parse({ ...identified, telefono: '7012 3456' }).telefono).toBe('7012-3456');
    const invalid = denunciaSchema.safeParse({ ...identified, telefono: '12 34' });
    expect(invalid.success).toBe(false);
  });
});

describe('attachment rules (Parameters)', () => {
  const rules = {
    extensions: parseExtensionsParameter('jpg,jpeg,png,pdf'),
    maxBytes: parseMaxSizeParameter('10000'),
  };

  it('reads the parameters: extensions list and KB → bytes', () => {
    expect(rules).toEqual({ extensions: ['jpg', 'jpeg', 'png', 'pdf'], maxBytes: 10_000_000 });
    expect(parseExtensionsParameter(' JPG, .png ,,')).toEqual(['jpg', 'png']);
    expect(parseExtensionsParameter('')).toEqual(['jpg', 'jpeg', 'png', 'pdf']);
    expect(parseMaxSizeParameter('abc')).toBe(ATTACHMENT_MAX_BYTES);
    expect(formatMaxSize(10_000_000)).toBe('10 MB');
    expect(formatMaxSize(2_500_000)).toBe('2.5 MB');
  });

  it('accepts jpg, jpeg, png and pdf up to exactly 10,000,000 bytes', () => {
    for (const name of ['foto.jpg', 'FOTO.JPEG', 'captura.png', 'carta.pdf'])
      expect(checkAttachment({ name, size: 10_000_000 }, rules), name).toBeNull();
  });

  it('rejects other types and 10,000,001 bytes with the exact messages', () => {
    for (const name of ['programa.exe', 'nota.txt', 'sin-extension', 'foto.jpg.exe'])
      expect(checkAttachment({ name, size: 10 }, rules)).toBe(
        'El archivo tiene que ser JGP, JPEG, PNG ó PDF',
      );
    expect(checkAttachment({ name: 'foto.jpg', size: 10_000_001 }, rules)).toBe(
      'el peso del archivo excede los 10 megabites',
    );
  });
});

describe('folio and parameters query', () => {
  it('formats the folio from the year and the row id', () => {
    expect(formatFolio(2026, 123)).toBe('RNT-2026-000123');
    expect(formatFolio(2026, 1_234_567)).toBe('RNT-2026-1234567');
    expect(FOLIO_PATTERN.test(formatFolio(2027, 1))).toBe(true);
  });

  it('accepts parameter codes of capitals, digits and underscores only', () => {
    expect(parametrosQuerySchema.safeParse({ codigo: 'DOCS_RNT_MOD_SIZE' }).success).toBe(true);
    for (const codigo of ['', 'docs', 'A;DROP', 'X'.repeat(65)])
      expect(parametrosQuerySchema.safeParse({ codigo }).success, codigo).toBe(false);
    expect(parametrosQuerySchema.safeParse({}).success).toBe(false);
  });
});
