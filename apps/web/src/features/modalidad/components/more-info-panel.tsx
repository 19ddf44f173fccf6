import { Button, Group, Spoiler, Text } from '@mantine/core';
import type { BaseLegal, Modalidad } from '@rnt/contract/modalidad';
import { durationText, feeDisplay, validityText, yesNo } from '@rnt/contract/modalidad-rules';
import { SECTIONS, type SectionCode } from '@rnt/contract/sections';
import { Fragment, type ReactNode } from 'react';
import classes from './modalidad.module.css';

interface Row {
  label: string;
  value: ReactNode;
  comentario?: string | null;
  seccion?: SectionCode;
}

/**
 * panel 1, "More information": every field of the modality with the optional comment on it,
 * and, where the section has one, a button to its legal basis.
 */
export function MoreInfoPanel({
  modalidad: m,
  onOpenTariff,
  onOpenLegalBasis,
  evaluator = false,
}: {
  modalidad: Modalidad;
  onOpenTariff: () => void;
  onOpenLegalBasis: (titulo: string, bases: BaseLegal[], seccion: SectionCode) => void;
  /** Evaluators get the button on every section, to add a legal basis where there is none. */
  evaluator?: boolean;
}) {
  const fee = feeDisplay(m);
  const list = (items: { nombre: string }[], empty: string) =>
    items.length === 0 ? empty : items.map((x) => x.nombre).join(', ');
  const rows: Row[] = [
    {
      label: 'Descripción',
      value: m.descripcion ? (
        <Spoiler maxHeight={72} showLabel="Ver más" hideLabel="Ver menos">
          <Text>{m.descripcion}</Text>
        </Spoiler>
      ) : (
        '—'
      ),
      comentario: m.comentario_descripcion,
      seccion: 'DESCRIPCION',
    },
    { label: 'Clasificación del trámite', value: m.clasificacion_tramite?.nombre ?? '—' },
    {
      label: 'Periodicidad',
      value: m.periodicidad?.nombre ?? '—',
      comentario: m.comentario_periodicidad,
      seccion: 'PERIODICIDAD',
    },
    {
      label: 'Vigencia',
      value: validityText(m) ?? '—',
      comentario: m.comentarios_vigencia,
      seccion: 'VIGENCIA',
    },
    {
      label: 'Formas de presentación',
      value: list(m.medios_presentacion, '—'),
      comentario: m.comentario_medios_presentacion,
      seccion: 'MEDIOS_PRESENTACION',
    },
    {
      label: 'Nivel de digitalización',
      value: list(m.niveles_digitalizacion, 'Sin digitalización'),
      comentario: m.comentario_niveles_digitalizacion,
      seccion: 'NIVELES_DIGITALIZACION',
    },
    { label: 'Tipo de tarifa', value: fee.tipo },
    {
      label: 'Costo',
      value: fee.conDetalle ? (
        <Button size="xs" variant="light" onClick={onOpenTariff}>
          Ver detalle de la tarifa
        </Button>
      ) : (
        <Text fw={700} component="span" data-testid="costo">
          {fee.costo}
        </Text>
      ),
      comentario: m.comentario_costo_tramite,
      seccion: 'COSTO',
    },
    {
      label: 'Tercero autorizado',
      value: yesNo(m.tercero_autorizado),
      comentario: m.comentario_tercero_autorizado,
      seccion: 'TERCERO_AUTORIZADO',
    },
    {
      label: 'Tiempo de respuesta efectivo',
      value:
        durationText(m.tiempo_promedio_valor, m.tiempo_promedio_unidad_tiempo, m.tiempo_promedio_tipo_dias) ??
        '—',
    },
    {
      label: 'Plazo legal de respuesta',
      value: durationText(m.plazo_legal_valor, m.plazo_legal_unidad_tiempo) ?? '—',
      comentario: m.comentario_plazo_legal,
      seccion: 'PLAZO_LEGAL',
    },
    { label: 'Dónde realizarlo', value: m.donde_realizar ?? '—' },
  ];
  if (m.comentario) rows.push({ label: 'Comentario', value: m.comentario });

  const basesOf = (seccion?: SectionCode) =>
    seccion ? m.bases_legales.filter((b) => b.seccion === seccion) : [];

  return (
    <dl className={classes.fields}>
      {rows.map((row) => {
        const bases = basesOf(row.seccion);
        return (
          <Fragment key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              {row.value}
              {row.comentario && <span className={classes.comment}>Comentario: {row.comentario}</span>}
              {row.seccion && (bases.length > 0 || evaluator) && (
                <Group mt={4}>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-label={`Ver base legal de ${row.label.toLowerCase()}`}
                    onClick={() => onOpenLegalBasis(SECTIONS[row.seccion!], bases, row.seccion!)}
                  >
                    Base legal
                  </Button>
                </Group>
              )}
            </dd>
          </Fragment>
        );
      })}
    </dl>
  );
}
