import { describe, expect, it } from 'vitest';
import {
  cambiosDeEntrada,
  fechaConsultaQuerySchema,
  HISTORIAL_MESSAGES,
  hoyEnElSalvador,
  type NombresHistorial,
} from '../src/historial';

const nombres: NombresHistorial = {
  estados: new Map([
    [9, 'En evaluación fase 2'],
    [11, 'Inscrito'],
  ]),
  unidadesTiempo: new Map([[3, 'Días']]),
  periodicidades: new Map(),
  medios: new Map([[2, 'En línea']]),
  niveles: new Map(),
  tiposRequisito: new Map(),
  regulaciones: new Map([[4, 'Ley de Procedimientos Administrativos']]),
  oficinas: new Map([[7, 'Oficina central']]),
};

const modalidad = {
  id: 1,
  estado_id: 11,
  tipo_tarifa: 'Tarifa Fija',
  monto: 25,
  detalle_tarifa_variable: null,
  tiempo_promedio_valor: 8,
  tiempo_promedio_unidad_tiempo_id: 3,
  tiempo_promedio_tipo_dias: 'hábiles',
  tercero_autorizado: false,
  orden: 1,
};

describe('cambiosDeEntrada', () => {
  it('writes a fee, a time and a state as the modality page does', () => {
    const despues = { ...modalidad, monto: 30.5, tiempo_promedio_valor: 1, estado_id: 9 };
    expect(cambiosDeEntrada({ tabla: 'modalidades', antes: modalidad, despues }, nombres)).toEqual([
      { campo: 'estado', etiqueta: 'Estado', antes: 'Inscrito', despues: 'En evaluación fase 2' },
      { campo: 'costo', etiqueta: 'Costo', antes: 'Tarifa Fija: $25.00', despues: 'Tarifa Fija: $30.50' },
      {
        campo: 'tiempo_respuesta',
        etiqueta: 'Tiempo de respuesta',
        antes: '8 Días hábiles',
        despues: '1 Día hábil',
      },
    ]);
  });

  it('lists nothing for a change of fields the public does not see', () => {
    expect(
      cambiosDeEntrada(
        { tabla: 'modalidades', antes: modalidad, despues: { ...modalidad, orden: 2 } },
        nombres,
      ),
    ).toEqual([]);
    expect(cambiosDeEntrada({ tabla: 'dictamenes', antes: null, despues: { id: 1 } }, nombres)).toEqual([]);
  });

  it('names added and removed items; a requirement removed with a date is removed', () => {
    const requisito = { id: 5, nombre: 'Copia de DUI', descripcion: null, fecha_eliminacion: null };
    expect(cambiosDeEntrada({ tabla: 'requisitos', antes: null, despues: requisito }, nombres)).toEqual([
      { campo: 'requisito', etiqueta: 'Requisito', antes: null, despues: 'Copia de DUI' },
    ]);
    expect(
      cambiosDeEntrada(
        { tabla: 'requisitos', antes: requisito, despues: { ...requisito, fecha_eliminacion: '2026-01-10' } },
        nombres,
      ),
    ).toEqual([{ campo: 'requisito', etiqueta: 'Requisito', antes: 'Copia de DUI', despues: null }]);
    expect(
      cambiosDeEntrada(
        { tabla: 'requisitos', antes: requisito, despues: { ...requisito, descripcion: 'Vigente.' } },
        nombres,
      ),
    ).toEqual([
      {
        campo: 'requisito_descripcion',
        etiqueta: 'Descripción del requisito «Copia de DUI»',
        antes: null,
        despues: 'Vigente.',
      },
    ]);
    expect(
      cambiosDeEntrada(
        { tabla: 'bases_legales', antes: { regulacion_id: 4, seccion: 'Art. 3' }, despues: null },
        nombres,
      ),
    ).toEqual([
      {
        campo: 'base_legal',
        etiqueta: 'Base legal',
        antes: 'Ley de Procedimientos Administrativos — Art. 3',
        despues: null,
      },
    ]);
  });

  it('writes office hours with the office name', () => {
    const horario = {
      oficina_id: 7,
      dia: 'Lunes',
      hora_inicio: '08:00:00',
      hora_fin: '16:00:00',
      horas_24: false,
    };
    expect(
      cambiosDeEntrada(
        { tabla: 'horarios_oficina', antes: horario, despues: { ...horario, hora_fin: '17:00:00' } },
        nombres,
      ),
    ).toEqual([
      {
        campo: 'horario',
        etiqueta: 'Horario de atención',
        antes: 'Oficina central — Lunes: 08:00 a 16:00',
        despues: 'Oficina central — Lunes: 08:00 a 17:00',
      },
    ]);
  });
});

describe('fechaConsultaQuerySchema', () => {
  it('accepts today and past days, refuses malformed and future ones with one message each', () => {
    expect(fechaConsultaQuerySchema.parse({ fecha: hoyEnElSalvador() })).toEqual({
      fecha: hoyEnElSalvador(),
    });
    expect(fechaConsultaQuerySchema.parse({})).toEqual({});
    const errors = (fecha: string) =>
      fechaConsultaQuerySchema.safeParse({ fecha }).error?.issues.map((i) => i.message);
    expect(errors('2025-02-30')).toEqual([HISTORIAL_MESSAGES.fechaInvalida]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(errors(tomorrow)).toEqual([HISTORIAL_MESSAGES.fechaFutura]);
  });
});
