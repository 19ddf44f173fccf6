import { describe, expect, it } from 'vitest';
import type { DocumentoRequisito } from '../src/modalidad';
import {
  citizenDurationText,
  feeDisplay,
  formatDollars,
  isRegisteredState,
  modalityStateBadge,
  modalityStateLabel,
  modalityStateWords,
  officeMapUrl,
  onlineProcedureLink,
  phoneText,
  requirementAttachments,
  requirementFields,
  scheduleText,
  showsCertificateAndResolution,
  validityText,
  requirementsOfTable,
  durationText,
  displayDate,
  type RequirementField,
} from '../src/modalidad-rules';

let nextId = 1;
function req(es_parte_solicitud = true, enlace_web: string | null = null) {
  return { id: nextId++, es_parte_solicitud, enlace_web };
}

describe('modality state', () => {
  it("labels 11 and 13 'Inscrito' and every other id 'En Evaluación', each with its own badge", () => {
    expect(modalityStateLabel(11)).toBe('Inscrito');
    expect(modalityStateLabel(13)).toBe('Inscrito');
    for (const id of [1, 3, 5, 7, 9, 12, 15, 17, 23]) expect(modalityStateLabel(id)).toBe('En Evaluación');
    expect(modalityStateBadge(11).kind).toBe('inscrito');
    expect(modalityStateBadge(23).kind).toBe('evaluacion');
    expect(isRegisteredState(13)).toBe(true);
    expect(isRegisteredState(12)).toBe(false);
  });
  it('shows certificate and resolution only in states 11 and 13', () => {
    expect(showsCertificateAndResolution(11)).toBe(true);
    expect(showsCertificateAndResolution(13)).toBe(true);
    expect(showsCertificateAndResolution(9)).toBe(false);
    expect(showsCertificateAndResolution(23)).toBe(false);
  });
});

describe('the state in words (issue 31)', () => {
  it('says a registered modality is registered and since when, or only "Inscrito" without a date', () => {
    const dated = modalityStateWords(11, '2025-03-05');
    expect(dated).toMatchObject({
      kind: 'inscrito',
      label: 'Inscrito',
      titulo: 'Inscrito desde el 05-03-2025',
    });
    expect(dated.denuncia).toBeNull();
    expect(modalityStateWords(13, null).titulo).toBe('Inscrito');
    expect(modalityStateWords(13).titulo).toBe('Inscrito');
  });
  it('says one in evaluation is not registered, cannot be demanded yet, and where to complain', () => {
    for (const id of [1, 9, 12, 23]) {
      const words = modalityStateWords(id, '2025-03-05');
      expect(words.kind).toBe('evaluacion');
      expect(words.titulo).toBe('En evaluación: aún no está inscrita');
      expect(words.texto).toMatch(/aún no está inscrita/);
      expect(words.texto).toMatch(/Solo es exigible lo inscrito/);
      expect(words.denuncia).toEqual({
        texto: 'Si se los exigen, puede denunciarlo:',
        enlace: 'Comentar o denunciar esta modalidad',
      });
    }
  });
});

// Which requirements show at all is decided on the server: apps/api/test/requirement-visibility.test.ts.
describe('the two requirement tables', () => {
  it('splits the request list from the other list, keeping the order', () => {
    const [a, b, c, d, e] = [req(true), req(true), req(true), req(false), req(false)];
    expect(requirementsOfTable([a, b, c, d, e], true)).toEqual([a, b, c]);
    expect(requirementsOfTable([a, b, c, d, e], false)).toEqual([d, e]);
  });
});

describe('requirement fields by type code', () => {
  const fields = (codigo: string) => [...requirementFields(codigo)].sort();
  const all: RequirementField[] = [
    'condiciones_presentacion',
    'descripcion',
    'documentos',
    'enlace_web',
    'es_tramite_otra_institucion',
    'especificacion_de_presentacion',
    'institucion_tramite',
    'nombre',
    'tipo_documento',
    'tipo_soporte',
  ];
  it('001 and 002 show every field including the link', () => {
    expect(fields('001')).toEqual(all);
    expect(fields('002')).toEqual(all);
  });
  it('003 shows every field but the link', () => {
    expect(fields('003')).toEqual(all.filter((f) => f !== 'enlace_web'));
  });
  it('004 to 006 show name, description, attachments, document type, support and other-institution flag', () => {
    for (const codigo of ['004', '005', '006'])
      expect(fields(codigo)).toEqual([
        'descripcion',
        'documentos',
        'es_tramite_otra_institucion',
        'nombre',
        'tipo_documento',
        'tipo_soporte',
      ]);
  });
  it('007 shows name, description, attachments, document type and link', () => {
    expect(fields('007')).toEqual(['descripcion', 'documentos', 'enlace_web', 'nombre', 'tipo_documento']);
  });
  it('008 shows name, description, attachments and the other-institution fields', () => {
    expect(fields('008')).toEqual([
      'descripcion',
      'documentos',
      'es_tramite_otra_institucion',
      'institucion_tramite',
      'nombre',
    ]);
  });
  it('an unknown code shows only name, description and attachments', () => {
    expect(fields('099')).toEqual(['descripcion', 'documentos', 'nombre']);
  });
});

describe('requirement attachments', () => {
  it('excludes files that are both certificate and resolution', () => {
    const doc = (es_certificado: boolean, es_resolucion: boolean): DocumentoRequisito => ({
      id: nextId++,
      nombre: 'x.pdf',
      url: '/x.pdf',
      es_anexo: false,
      es_certificado,
      es_resolucion,
    });
    const both = doc(true, true);
    const cert = doc(true, false);
    const res = doc(false, true);
    const plain = doc(false, false);
    expect(requirementAttachments([both, cert, res, plain])).toEqual([cert, res, plain]);
  });
});

describe('online procedure button', () => {
  it('links to the first request requirement web link, and only to it', () => {
    expect(onlineProcedureLink([req(true, 'https://a.gob.sv/x'), req(true, null)])).toBe(
      'https://a.gob.sv/x',
    );
    expect(onlineProcedureLink([req(true, null), req(true, 'https://a.gob.sv/y')])).toBeNull();
    expect(onlineProcedureLink([req(true, '  ')])).toBeNull();
    expect(onlineProcedureLink([])).toBeNull();
  });
});

describe('fee display', () => {
  it('shows a fixed fee with a dollar sign', () => {
    expect(feeDisplay({ tipo_tarifa: 'Tarifa Fija', monto: 25, detalle_tarifa_variable: null })).toEqual({
      tipo: 'Tarifa Fija',
      costo: '$25.00',
      conDetalle: false,
    });
    expect(
      feeDisplay({ tipo_tarifa: 'Tarifa Fija', monto: 1234.5, detalle_tarifa_variable: null }).costo,
    ).toBe('$1,234.50');
  });
  it("shows 'Gratuito' for a fixed fee with neither amount nor variable detail", () => {
    expect(feeDisplay({ tipo_tarifa: 'Tarifa Fija', monto: null, detalle_tarifa_variable: null })).toEqual({
      tipo: 'Tarifa Fija',
      costo: 'Gratuito',
      conDetalle: false,
    });
    expect(feeDisplay({ tipo_tarifa: 'Tarifa Fija', monto: 0, detalle_tarifa_variable: ' ' }).costo).toBe(
      'Gratuito',
    );
  });
  it('sends a variable fee, or a fixed one with only a detail, to the detail modal', () => {
    expect(
      feeDisplay({ tipo_tarifa: 'Tarifa Variable', monto: null, detalle_tarifa_variable: 'Según arancel' }),
    ).toEqual({ tipo: 'Tarifa Variable', costo: null, conDetalle: true });
    expect(
      feeDisplay({ tipo_tarifa: 'Tarifa Fija', monto: null, detalle_tarifa_variable: 'Según arancel' }),
    ).toEqual({ tipo: 'Tarifa Fija', costo: null, conDetalle: true });
  });
  it('formats dollars with two decimals and thousands separators', () => {
    expect(formatDollars(2.29)).toBe('$2.29');
    expect(formatDollars(1000000)).toBe('$1,000,000.00');
  });
});

describe('other displays', () => {
  it('shows a fixed validity with its quantity and unit, and other validities by type', () => {
    expect(validityText({ vigencia_tramite: 'Fija', cantidad: 2, unidad_tiempo: { nombre: 'Años' } })).toBe(
      'Fija: 2 Años',
    );
    expect(validityText({ vigencia_tramite: 'Indefinida', cantidad: null, unidad_tiempo: null })).toBe(
      'Indefinida',
    );
    expect(validityText({ vigencia_tramite: null, cantidad: null, unidad_tiempo: null })).toBeNull();
  });
  it('builds durations, phones and schedules', () => {
    expect(durationText(8, { nombre: 'Días' }, 'hábiles')).toBe('8 Días hábiles');
    // Agreement for exactly one (issue 22): not '1 Horas hábiles'.
    expect(durationText(1, { nombre: 'Horas' }, 'hábiles')).toBe('1 Hora hábil');
    expect(durationText(1, { nombre: 'Meses' })).toBe('1 Mes');
    expect(durationText(0, { nombre: 'Días' }, 'hábiles')).toBe('0 Días hábiles');
    expect(validityText({ vigencia_tramite: 'Fija', cantidad: 1, unidad_tiempo: { nombre: 'Años' } })).toBe(
      'Fija: 1 Año',
    );
    expect(durationText(null, { nombre: 'Días' })).toBeNull();
    expect(phoneText({ prefijo: '+503', numero: '2222-3333', extension: '12' })).toBe(
      '+503 2222-3333 ext. 12',
    );
    expect(scheduleText({ dia: 'Lunes', hora_inicio: '08:00', hora_fin: '16:00', horas_24: false })).toBe(
      'Lunes: 08:00 a 16:00',
    );
    expect(scheduleText({ dia: 'Sábado', hora_inicio: null, hora_fin: null, horas_24: true })).toBe(
      'Sábado: 24 horas',
    );
  });
  it('displays dates as DD-MM-YYYY', () => {
    expect(displayDate('2026-02-06')).toBe('06-02-2026');
    expect(displayDate(null)).toBeNull();
  });
  it('offers a map only with both latitude and longitude', () => {
    expect(officeMapUrl({ latitud: 13.69, longitud: -89.19 })).toBe(
      'https://www.openstreetmap.org/?mlat=13.69&mlon=-89.19#map=17/13.69/-89.19',
    );
    expect(officeMapUrl({ latitud: null, longitud: -89.19 })).toBeNull();
    expect(officeMapUrl({ latitud: 13.69, longitud: null })).toBeNull();
  });
});

describe('citizenDurationText (issue 31)', () => {
  it('says working hours as such, and agrees the unit in lower case', () => {
    expect(citizenDurationText(1, { nombre: 'Horas' }, 'hábiles')).toBe('1 hora en horario de atención');
    expect(citizenDurationText(30, { nombre: 'Minutos' }, 'hábiles')).toBe(
      '30 minutos en horario de atención',
    );
    expect(citizenDurationText(2, { nombre: 'Horas' })).toBe('2 horas');
    expect(citizenDurationText(1, { nombre: 'Días' }, 'hábiles')).toBe('1 día hábil');
    expect(citizenDurationText(8, { nombre: 'Días' }, 'hábiles')).toBe('8 días hábiles');
    expect(citizenDurationText(3, { nombre: 'Meses' }, 'calendario')).toBe('3 meses calendario');
    expect(citizenDurationText(null, { nombre: 'Días' })).toBeNull();
  });
});
