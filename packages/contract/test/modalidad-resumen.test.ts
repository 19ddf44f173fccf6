import { describe, expect, it } from 'vitest';
import type { ContactoOficina, Horario, Modalidad } from '../src/modalidad';
import {
  compactSchedule,
  countText,
  dayIndex,
  departamentoDe,
  lastUpdate,
  modalidadSummary,
  officesByDepartment,
  SIN_DEPARTAMENTO,
  todaysHoursText,
  weekdayInElSalvador,
  whatToBring,
} from '../src/modalidad-resumen';

const h = (dia: string, hora_inicio: string | null, hora_fin: string | null, horas_24 = false): Horario => ({
  dia,
  hora_inicio,
  hora_fin,
  horas_24,
});
const week = (from: number, to: number, start = '08:00', end = '16:00') =>
  ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']
    .slice(from, to + 1)
    .map((d) => h(d, start, end));

describe('compact schedules (issue 22)', () => {
  it('merges consecutive days with equal hours', () => {
    expect(compactSchedule(week(0, 4))).toEqual(['Lunes a viernes 08:00–16:00']);
    expect(compactSchedule([...week(0, 4, '08:00', '18:00'), h('Sábado', '08:00', '16:00')])).toEqual([
      'Lunes a viernes 08:00–18:00',
      'Sábado 08:00–16:00',
    ]);
  });
  it('writes two days with "y", one day alone, and the whole week as "Todos los días"', () => {
    expect(compactSchedule([h('Sábado', '08:00', '12:00'), h('Domingo', '08:00', '12:00')])).toEqual([
      'Sábado y domingo 08:00–12:00',
    ]);
    expect(compactSchedule([h('Miércoles', '09:00', '13:00')])).toEqual(['Miércoles 09:00–13:00']);
    expect(compactSchedule(week(0, 6).map((x) => ({ ...x, horas_24: true })))).toEqual([
      'Todos los días 24 horas',
    ]);
  });
  it('does not merge days that are not consecutive or whose hours differ, and sorts the week', () => {
    expect(
      compactSchedule([
        h('Viernes', '08:00', '12:00'),
        h('Lunes', '08:00', '16:00'),
        h('Miércoles', '08:00', '16:00'),
      ]),
    ).toEqual(['Lunes 08:00–16:00', 'Miércoles 08:00–16:00', 'Viernes 08:00–12:00']);
    expect(compactSchedule([...week(0, 1), h('Miércoles', '08:00', '15:00'), ...week(3, 4)])).toEqual([
      'Lunes y martes 08:00–16:00',
      'Miércoles 08:00–15:00',
      'Jueves y viernes 08:00–16:00',
    ]);
  });
  it('reads day names without accents or in other case, and keeps unknown days as they are', () => {
    expect(dayIndex('miercoles')).toBe(2);
    expect(dayIndex('SÁBADO')).toBe(5);
    expect(compactSchedule([h('Lunes', '08:00', '16:00'), h('Feriados', '09:00', '12:00')])).toEqual([
      'Lunes 08:00–16:00',
      'Feriados 09:00–12:00',
    ]);
    expect(compactSchedule([])).toEqual([]);
  });
});

describe("today's hours, in El Salvador's time zone", () => {
  it('takes the weekday in El Salvador (UTC−6), not in UTC', () => {
    // Tuesday 2026-11-24 03:00 UTC is still Monday 21:00 in San Salvador.
    expect(weekdayInElSalvador(new Date('2026-11-24T03:00:00Z'))).toBe(0);
    expect(weekdayInElSalvador(new Date('2026-11-24T12:00:00Z'))).toBe(1);
  });
  it('says the hours of today, closed, or nothing when no schedule is registered', () => {
    const horarios = [...week(0, 4), h('Sábado', '08:00', '12:00')];
    expect(todaysHoursText(horarios, new Date('2026-11-24T15:00:00Z'))).toBe('Hoy, martes: 08:00–16:00');
    expect(todaysHoursText(horarios, new Date('2026-11-28T15:00:00Z'))).toBe('Hoy, sábado: 08:00–12:00');
    expect(todaysHoursText(horarios, new Date('2026-11-29T15:00:00Z'))).toBe('Hoy, domingo: cerrado');
    expect(todaysHoursText([], new Date('2026-11-29T15:00:00Z'))).toBeNull();
  });
});

describe('departments of offices', () => {
  it("reads 'departamento de X', else the department named last, else none", () => {
    expect(departamentoDe('Avenida Roosevelt, San Miguel, departamento de San Miguel')).toBe('San Miguel');
    expect(
      departamentoDe('Calle Principal, distrito de Jujutla, Ahuachapán Sur, departamento de Ahuachapan'),
    ).toBe('Ahuachapán');
    expect(departamentoDe('Calle San Miguel 12, Santa Tecla, La Libertad')).toBe('La Libertad');
    expect(departamentoDe('Kilómetro 5, carretera principal')).toBe(SIN_DEPARTAMENTO);
  });
  it('groups offices by department, alphabetically, with offices without one last', () => {
    const office = (id: number, direccion: string) =>
      ({ id, oficina: { id, nombre: `Oficina ${id}`, direccion } }) as unknown as ContactoOficina;
    const groups = officesByDepartment([
      office(1, 'Centro, departamento de San Salvador'),
      office(2, 'Sin dirección precisa'),
      office(3, 'Centro, departamento de Ahuachapán'),
      office(4, 'Colonia Escalón, departamento de San Salvador'),
    ]);
    expect(groups.map((g) => [g.departamento, g.contactos.map((c) => c.id)])).toEqual([
      ['Ahuachapán', [3]],
      ['San Salvador', [1, 4]],
      [SIN_DEPARTAMENTO, [2]],
    ]);
  });
});

describe('the modality summary', () => {
  const base = {
    tipo_tarifa: 'Tarifa Fija',
    monto: null,
    detalle_tarifa_variable: null,
    documentos_costo_tarifa_tramite: [],
    tiempo_promedio_valor: 8,
    tiempo_promedio_unidad_tiempo: { nombre: 'Días' },
    tiempo_promedio_tipo_dias: 'hábiles',
    plazo_legal_valor: 10,
    plazo_legal_unidad_tiempo: { nombre: 'Días' },
    donde_realizar: 'En la ventanilla de la institución.',
    requisitos: [],
    contactos_oficinas: [],
    tercero_autorizado: true,
    fecha_inscripcion: '2026-05-01',
    dictamenes: [],
  } as unknown as Modalidad;
  const now = new Date('2026-11-24T15:00:00Z');
  const requisito = (es_parte_solicitud: boolean, enlace_web: string | null = null, fechas: string[] = []) =>
    ({
      es_parte_solicitud,
      enlace_web,
      dictamenes: fechas.map((created_at) => ({ created_at })),
      sub_requisitos: [],
    }) as unknown as Modalidad['requisitos'][number];

  it("gives the cost as 'Gratuito', a dollar amount, or 'Tarifa variable' with its detail", () => {
    expect(modalidadSummary(base, now).costo).toBe('Gratuito');
    expect(modalidadSummary({ ...base, monto: 1234.5 }, now).costo).toBe('$1,234.50');
    const variable = modalidadSummary(
      { ...base, tipo_tarifa: 'Tarifa Variable', detalle_tarifa_variable: ' $3 por página ' },
      now,
    );
    expect(variable).toMatchObject({
      costo: 'Tarifa variable',
      costoDetalle: '$3 por página',
      costoConDetalle: true,
    });
  });
  it('gives the effective time, else the legal term, else says it is not recorded', () => {
    expect(modalidadSummary(base, now).tiempo).toBe('8 Días hábiles');
    expect(modalidadSummary({ ...base, tiempo_promedio_valor: null }, now).tiempo).toBe(
      'Plazo legal: 10 Días',
    );
    expect(
      modalidadSummary({ ...base, tiempo_promedio_valor: null, plazo_legal_valor: null }, now).tiempo,
    ).toBe('No registrado');
  });
  it('says where: online when the first request requirement links, else the main office today, else the text', () => {
    const office: ContactoOficina = {
      id: 1,
      nombres: null,
      correos: null,
      telefonos: [],
      oficina: {
        id: 9,
        nombre: 'Oficina central',
        direccion: 'Centro, departamento de San Salvador',
        latitud: null,
        longitud: null,
        horarios: week(0, 4),
      },
    };
    const online = modalidadSummary(
      {
        ...base,
        requisitos: [requisito(true, 'https://tramite.gob.sv'), requisito(false)],
        contactos_oficinas: [office],
      },
      now,
    );
    expect(online.donde).toEqual({ kind: 'en_linea', url: 'https://tramite.gob.sv' });
    expect(online.requisitosTexto).toBe('2 requisitos');
    // A link on a requirement other than the first request one is not the online procedure.
    const atOffice = modalidadSummary(
      {
        ...base,
        requisitos: [requisito(true), requisito(true, 'https://x.gob.sv')],
        contactos_oficinas: [office, office],
      },
      now,
    );
    expect(atOffice.donde).toEqual({
      kind: 'oficina',
      oficina: 'Oficina central',
      direccion: 'Centro, departamento de San Salvador',
      horarioHoy: 'Hoy, martes: 08:00–16:00',
      otras: 1,
    });
    expect(modalidadSummary(base, now).donde).toEqual({
      kind: 'texto',
      texto: 'En la ventanilla de la institución.',
    });
    expect(modalidadSummary({ ...base, donde_realizar: null }, now).donde).toEqual({
      kind: 'texto',
      texto: 'No registrado',
    });
  });
  it('counts requirements with plural agreement and says whether a third party may do it', () => {
    expect(countText(1, 'requisito')).toBe('1 requisito');
    expect(countText(0, 'requisito')).toBe('0 requisitos');
    expect(modalidadSummary({ ...base, requisitos: [requisito(true)] }, now).requisitosTexto).toBe(
      '1 requisito',
    );
    expect(modalidadSummary(base, now).tercero).toBe('Sí');
    expect(modalidadSummary({ ...base, tercero_autorizado: false }, now).tercero).toBe('No');
  });
  it('dates the last update by the registration and the latest ruling, in El Salvador', () => {
    expect(lastUpdate(base)).toBe('01-05-2026');
    expect(
      lastUpdate({
        ...base,
        dictamenes: [{ created_at: '2025-01-01T00:00:00Z' }] as Modalidad['dictamenes'],
        requisitos: [requisito(true, null, ['2026-07-02T03:00:00Z'])],
      }),
    ).toBe('01-07-2026'); // 03:00 UTC on 2 July is still 1 July in San Salvador
    expect(lastUpdate({ ...base, fecha_inscripcion: null })).toBeNull();
  });
});

describe('what to bring, by requirement type', () => {
  const r = (codigo: string) => ({
    tipo_requisito: { id: 1, codigo, nombre: 'x' },
    condiciones_presentacion: 'Original y copia',
    especificacion_de_presentacion: 'Tamaño carta',
    tipo_soporte: 'Físico',
  });
  it('shows the conditions and specification where the type shows them, else the support', () => {
    expect(whatToBring(r('001'))).toBe('Original y copia; Tamaño carta');
    expect(whatToBring(r('004'))).toBe('Soporte: Físico');
    expect(whatToBring(r('007'))).toBeNull();
    expect(
      whatToBring({ ...r('003'), condiciones_presentacion: ' ', especificacion_de_presentacion: null }),
    ).toBe('Soporte: Físico');
  });
});
