import { describe, expect, it } from 'vitest';
import type { ContactoOficina, Horario, Modalidad } from '../src/modalidad';
import { municipioPorId } from '../src/municipios';
import {
  compactSchedule,
  countText,
  dayIndex,
  departamentoDe,
  distanceText,
  lastUpdate,
  modalidadSummary,
  officesByDepartment,
  orderOffices,
  SIN_DEPARTAMENTO,
  todaysHoursText,
  weekdayInElSalvador,
  whatToBring,
  whereOfficeText,
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

// A modality with nothing but what the summary reads.
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

describe('the modality summary', () => {
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
    // In a citizen's words (issue 31), with the legal term explained apart.
    expect(modalidadSummary(base, now).tiempo).toBe('8 días hábiles');
    expect(modalidadSummary(base, now).tiempoLegal).toBe(
      'La ley le da a la institución un máximo de 10 días para responder.',
    );
    expect(modalidadSummary({ ...base, tiempo_promedio_valor: null }, now)).toMatchObject({
      tiempo: 'Hasta 10 días',
      tiempoLegal: null,
    });
    expect(
      modalidadSummary(
        { ...base, tiempo_promedio_valor: 1, tiempo_promedio_unidad_tiempo: { nombre: 'Horas' } },
        now,
      ).tiempo,
    ).toBe('1 hora en horario de atención');
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
    expect(online.donde).toEqual({ kind: 'en_linea', url: 'https://tramite.gob.sv', oficinas: 1 });
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
      oficinasTexto: 'En 2 oficinas',
      cercania: 'registro',
      distanciaKm: null,
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

// "¿Dónde se hace?" (issue 31, DESIGN 16): never one office as if it were the only one; her
// municipality's or department's office first, nearest first; online first with its link.
const office = (id: number, direccion: string, lat: number | null = null, lon: number | null = null) =>
  ({
    id,
    nombres: null,
    correos: null,
    telefonos: [],
    oficina: { id, nombre: `Oficina ${id}`, direccion, latitud: lat, longitud: lon, horarios: [] },
  }) as ContactoOficina;

// SERTRACEN-like: San Miguel registered first, then San Salvador, Santa Tecla, Santa Ana.
const SAN_MIGUEL = office(1, 'Avenida Roosevelt, San Miguel, departamento de San Miguel', 13.4833, -88.1833);
const SAN_SALVADOR = office(
  2,
  'Boulevard de Los Héroes, San Salvador, departamento de San Salvador',
  13.7,
  -89.21,
);
const SANTA_TECLA = office(
  3,
  'Calle Chiltiupán, Santa Tecla, departamento de La Libertad',
  13.6769,
  -89.2797,
);
const SANTA_ANA = office(4, 'Avenida Independencia, Santa Ana, departamento de Santa Ana', 13.9942, -89.5597);
const SIN_COORDENADAS = office(5, 'Calle Principal, Apopa, departamento de San Salvador');
const OFICINAS = [SAN_MIGUEL, SAN_SALVADOR, SANTA_TECLA, SANTA_ANA, SIN_COORDENADAS];

const withOffices = { ...base, contactos_oficinas: OFICINAS } as Modalidad;
const ids = (list: { contacto: ContactoOficina }[]) => list.map((o) => o.contacto.id);

describe('the office order', () => {
  it('keeps the record order without a municipality, or with an unknown one', () => {
    expect(ids(orderOffices(OFICINAS))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(orderOffices(OFICINAS, 'no-existe'))).toEqual([1, 2, 3, 4, 5]);
    expect(orderOffices(OFICINAS)[0]).toMatchObject({ cercania: 'registro', distanciaKm: null });
  });

  it('puts her municipality first, then her department by distance, then the nearest others', () => {
    // San Salvador Centro: the San Salvador office is in it; Apopa is in the department without
    // coordinates; then the others by distance (Santa Tecla ~8 km, Santa Ana, San Miguel).
    const ordered = orderOffices(OFICINAS, 'san-salvador-centro');
    expect(ids(ordered)).toEqual([2, 5, 3, 4, 1]);
    expect(ordered.map((o) => o.cercania)).toEqual(['municipio', 'departamento', 'otro', 'otro', 'otro']);
    expect(ordered[0]!.distanciaKm).toBeLessThan(2);
    expect(ordered[2]!.distanciaKm).toBeGreaterThan(5);
    expect(ordered[2]!.distanciaKm).toBeLessThan(ordered[3]!.distanciaKm!);
  });

  it('names a municipality by its head district, not by the department it shares a name with', () => {
    // San Salvador Norte (head district Aguilares): the capital's office is only in its department.
    const norte = orderOffices(
      [SAN_SALVADOR, office(6, 'Calle al Volcán, distrito de Aguilares, departamento de San Salvador')],
      'san-salvador-norte',
    );
    expect(norte.map((o) => [o.contacto.id, o.cercania])).toEqual([
      [6, 'municipio'],
      [2, 'departamento'],
    ]);
    // La Libertad Sur (head district Santa Tecla) and a municipality object work alike.
    expect(orderOffices(OFICINAS, municipioPorId('la-libertad-sur'))[0]!.contacto.id).toBe(3);
  });

  it('orders a department without an office of hers by distance from her centre', () => {
    // Usulután Este is nearest San Miguel among the offices.
    expect(ids(orderOffices(OFICINAS, 'usulutan-este')).slice(0, 1)).toEqual([1]);
    expect(ids(orderOffices(OFICINAS, 'santa-ana-norte')).slice(0, 1)).toEqual([4]);
  });
});

describe('"¿Dónde se hace?" in the summary', () => {
  it('says how many offices there are, never one as the only one', () => {
    const donde = modalidadSummary(withOffices, now).donde;
    expect(donde).toMatchObject({
      kind: 'oficina',
      oficina: 'Oficina 1',
      otras: 4,
      oficinasTexto: 'En 5 oficinas',
    });
    const one = modalidadSummary({ ...withOffices, contactos_oficinas: [SAN_MIGUEL] }, now).donde;
    expect(one).toMatchObject({ otras: 0, oficinasTexto: 'En 1 oficina' });
  });

  it("shows her municipality's office first with its distance", () => {
    const donde = modalidadSummary(withOffices, now, { municipio: 'santa-ana-centro' }).donde;
    expect(donde).toMatchObject({ kind: 'oficina', oficina: 'Oficina 4', cercania: 'municipio', otras: 4 });
    const lejos = modalidadSummary(withOffices, now, { municipio: 'morazan-norte' }).donde;
    expect(lejos).toMatchObject({ oficina: 'Oficina 1', cercania: 'otro' });
    expect(lejos.kind === 'oficina' && lejos.distanciaKm).toBeGreaterThan(10);
  });

  it('says "en línea" with its link first, and how many offices also take it', () => {
    const online = modalidadSummary(
      {
        ...withOffices,
        requisitos: [
          {
            es_parte_solicitud: true,
            enlace_web: 'https://tramite.gob.sv',
            dictamenes: [],
            sub_requisitos: [],
          },
        ],
      } as unknown as Modalidad,
      now,
      { municipio: 'santa-ana-centro' },
    );
    expect(online.donde).toEqual({ kind: 'en_linea', url: 'https://tramite.gob.sv', oficinas: 5 });
  });
});

describe('"¿Dónde se hace?" in words (issue 31)', () => {
  const where = (municipio?: string, contactos = OFICINAS) => {
    const donde = modalidadSummary({ ...withOffices, contactos_oficinas: contactos }, now, {
      municipio,
    }).donde;
    if (donde.kind !== 'oficina') throw new Error(donde.kind);
    return whereOfficeText(donde, municipio);
  };

  it('without a municipality names no office among several, only how many and the link to all', () => {
    expect(where()).toEqual({
      titulo: 'En 5 oficinas',
      cercania: null,
      oficina: null,
      horarioHoy: null,
      enlace: 'Ver las 5 oficinas: direcciones y horarios',
    });
    // An unknown municipality is none.
    expect(where('no-existe').oficina).toBeNull();
    // The only office is named as what it is.
    expect(where(undefined, [SAN_MIGUEL])).toMatchObject({
      titulo: 'Oficina 1',
      oficina: null,
      enlace: 'Dirección, teléfonos y horarios',
    });
  });

  it('with one, says whether the office shown is in her municipality, her department, or the nearest', () => {
    expect(where('santa-ana-centro')).toMatchObject({
      titulo: 'En 5 oficinas',
      cercania: 'En su municipio, Santa Ana Centro:',
      oficina: 'Oficina 4, a menos de 1 km',
    });
    expect(where('san-salvador-sur')).toMatchObject({
      cercania: 'En su departamento, San Salvador:',
      oficina: expect.stringMatching(/^Oficina 2, a \d+ km$/),
    });
    expect(where('morazan-norte')).toMatchObject({
      cercania: 'Ninguna en Morazán. La más cercana a Morazán Norte:',
      oficina: expect.stringMatching(/^Oficina 1, a \d+ km$/),
    });
    // Without coordinates nothing is "the nearest".
    expect(where('morazan-norte', [SIN_COORDENADAS]).cercania).toBe('Ninguna en Morazán. Otra oficina:');
  });

  it('writes distances in whole kilometres, under one as such', () => {
    expect(distanceText(0.4)).toBe('a menos de 1 km');
    expect(distanceText(12.6)).toBe('a 13 km');
  });
});
