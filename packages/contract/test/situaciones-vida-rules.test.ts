import { describe, expect, it } from 'vitest';
import {
  cheapestModalidad,
  situacionTotales,
  workingDays,
  type TotalesModalidad,
  type TotalesPaso,
} from '../src/situaciones-vida-rules';

let nextId = 1;
const mod = (over: Partial<TotalesModalidad> = {}): TotalesModalidad => ({
  id: nextId++,
  institucion_id: 1,
  tipo_tarifa: 'Tarifa Fija',
  monto: null,
  tiempo_valor: 1,
  tiempo_unidad: 'Días',
  tiempo_tipo_dias: 'hábiles',
  requisitos: [],
  ...over,
});
const paso = (
  orden: number,
  modalidades: TotalesModalidad[],
  over: Partial<TotalesPaso> = {},
): TotalesPaso => ({
  orden,
  titulo: `Paso ${orden}`,
  obligatorio: true,
  municipal: false,
  espera: [],
  modalidades,
  ...over,
});
const DUI = { nombre: 'Documento Único de Identidad (DUI) vigente', tipo_codigo: '004' };

describe('workingDays', () => {
  it('converts the registry units to working days', () => {
    expect(workingDays(8, 'Horas', 'hábiles')).toBe(1);
    expect(workingDays(3, 'Días', 'hábiles')).toBe(3);
    expect(workingDays(7, 'Días', 'calendario')).toBe(5);
    expect(workingDays(2, 'Semanas', null)).toBe(10);
    expect(workingDays(1, 'Meses', 'calendario')).toBeCloseTo(21.74, 2);
    expect(workingDays(1, 'Años', null)).toBeCloseTo(260.89, 2);
    expect(workingDays(null, 'Días', null)).toBeNull();
    expect(workingDays(3, 'Lustros', null)).toBeNull();
  });
});

describe('situacionTotales', () => {
  it('adds the fixed fees of the required steps and names variable fees and optional steps apart', () => {
    const t = situacionTotales([
      paso(1, [mod({ monto: 25 })]),
      paso(2, [mod({ monto: 10.31 })]),
      paso(3, [mod({ tipo_tarifa: 'Tarifa Variable' })], { titulo: 'Matrícula' }),
      paso(4, [mod({ monto: 100 })], { obligatorio: false, titulo: 'Opcional' }),
    ]);
    expect(t.costo_total).toBe(35.31);
    expect(t.costo_texto).toBe('$35.31 más tarifas variables');
    expect(t.tarifas_variables).toEqual(['Matrícula']);
    expect(t.pasos_opcionales).toEqual(['Opcional']);
  });

  it('says Gratuito when nothing is paid, and only "Tarifas variables" when every fee is variable', () => {
    expect(situacionTotales([paso(1, [mod()])]).costo_texto).toBe('Gratuito');
    expect(situacionTotales([paso(1, [mod({ tipo_tarifa: 'Tarifa Variable' })])]).costo_texto).toBe(
      'Tarifas variables',
    );
  });

  it('takes the cheapest alternative of a step: fixed before variable, lower fee, then shorter time', () => {
    const online = mod({ monto: 25, tiempo_valor: 3 });
    const office = mod({ monto: 25, tiempo_valor: 1 });
    const variable = mod({ tipo_tarifa: 'Tarifa Variable' });
    expect(cheapestModalidad([variable, online, office])).toBe(office);
    const t = situacionTotales([paso(1, [mod({ monto: 60 }), mod({ monto: 40 })])]);
    expect(t.costo_total).toBe(40);
  });

  it('sums the times along the longest chain of steps that wait for each other', () => {
    // 1 (2 d) → 2 (3 d) → 4 (1 d) = 6; 3 (5 d) alone; 5 optional (20 d) is not waited for.
    const t = situacionTotales([
      paso(1, [mod({ tiempo_valor: 2 })]),
      paso(2, [mod({ tiempo_valor: 3 })], { espera: [1] }),
      paso(3, [mod({ tiempo_valor: 5 })]),
      paso(4, [mod({ tiempo_valor: 1 })], { espera: [2, 5] }),
      paso(5, [mod({ tiempo_valor: 20 })], { obligatorio: false }),
    ]);
    expect(t.dias_habiles).toBe(6);
    expect(t.tiempo_texto).toBe('6 días hábiles');
  });

  it('rounds hours up to one working day', () => {
    const t = situacionTotales([paso(1, [mod({ tiempo_valor: 2, tiempo_unidad: 'Horas' })])]);
    expect(t.dias_habiles).toBe(1);
    expect(t.tiempo_texto).toBe('1 día hábil');
  });

  it('counts a document asked by several steps once, by its normalised name, and only documents', () => {
    const t = situacionTotales([
      paso(1, [mod({ requisitos: [DUI, { nombre: 'Formulario de solicitud', tipo_codigo: '001' }] })]),
      paso(2, [
        mod({
          requisitos: [
            { nombre: 'documento unico de identidad (DUI) vigente.', tipo_codigo: '004' },
            { nombre: 'Escritura de constitución', tipo_codigo: '005' },
            { nombre: 'Comprobante de pago', tipo_codigo: '003' },
          ],
        }),
      ]),
    ]);
    expect(t.documentos).toBe(2);
    expect(t.documentos_lista).toEqual([DUI.nombre, 'Escritura de constitución']);
  });

  it('counts distinct institutions of the required steps', () => {
    const t = situacionTotales([
      paso(1, [mod({ institucion_id: 7 })]),
      paso(2, [mod({ institucion_id: 7 })]),
      paso(3, [mod({ institucion_id: 9 })]),
      paso(4, [mod({ institucion_id: 11 })], { obligatorio: false }),
    ]);
    expect(t.instituciones).toBe(2);
  });

  it('names a municipal fee apart without a municipality, and takes hers when given', () => {
    const pasos = [
      paso(1, [mod({ monto: 10, institucion_id: 1 })]),
      paso(
        2,
        [
          mod({ monto: 5, institucion_id: 50, tiempo_valor: 8 }),
          mod({ monto: 9, institucion_id: 51, tiempo_valor: 3 }),
        ],
        { municipal: true, espera: [1], titulo: 'Licencia municipal' },
      ),
    ];
    const sin = situacionTotales(pasos);
    expect(sin.costo_total).toBe(10);
    expect(sin.costo_texto).toBe('$10.00 más tarifas variables');
    expect(sin.tarifas_municipales).toEqual(['Licencia municipal']);
    expect(sin.dias_habiles).toBe(9);
    expect(sin.modalidades_contadas[1]).toEqual({ orden: 2, modalidad_id: null });
    const suyo = situacionTotales(pasos, { municipio: 51 });
    expect(suyo.costo_total).toBe(19);
    expect(suyo.costo_texto).toBe('$19.00');
    expect(suyo.tarifas_municipales).toEqual([]);
    expect(suyo.dias_habiles).toBe(4);
    expect(suyo.modalidades_contadas[1]!.modalidad_id).toBe(pasos[1]!.modalidades[1]!.id);
  });

  it('leaves a required step without an available modality out of the totals, and says so', () => {
    const t = situacionTotales([paso(1, [mod({ monto: 3 })]), paso(2, [], { titulo: 'Sin modalidad' })]);
    expect(t.costo_total).toBe(3);
    expect(t.pasos_sin_modalidad).toEqual(['Sin modalidad']);
  });
});
