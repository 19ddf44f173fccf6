import { Anchor, Button, Text } from '@mantine/core';
import type { ModalidadSummary } from '@rnt/contract/modalidad-resumen';
import {
  IconBuildingCommunity,
  IconCalendarEvent,
  IconClock,
  IconCoin,
  IconExternalLink,
  IconListCheck,
  IconMapPin,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './modalidad.module.css';
import { NewTabHint } from './new-tab';

const icon = (Icon: typeof IconCoin) => <Icon size={18} aria-hidden="true" className={classes.summaryIcon} />;

function Item({
  label,
  Icon,
  wide = false,
  children,
}: {
  label: string;
  Icon: typeof IconCoin;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? `${classes.summaryItem} ${classes.summaryWide}` : classes.summaryItem}>
      <dt>
        {icon(Icon)}
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Issue 22: what a citizen needs first, before the panels — cost, time, where to do it (the online
 * procedure's button when there is one, else the main office with today's hours), how many requirements,
 * whether a third party may do it, when the record last changed. Derived by `modalidadSummary`.
 */
export function ModalidadSummaryBlock({
  summary: s,
  onOpenTariff,
  onOpenOffices,
  onShowRequirements,
}: {
  summary: ModalidadSummary;
  onOpenTariff: () => void;
  onOpenOffices: () => void;
  onShowRequirements: () => void;
}) {
  return (
    <section aria-labelledby="resumen-title" className={classes.summary}>
      <h2 id="resumen-title" className={classes.summaryTitle}>
        Resumen del trámite
      </h2>
      <dl className={classes.summaryList}>
        <Item label="¿Cuánto cuesta?" Icon={IconCoin}>
          <span className={classes.summaryValue} data-testid="resumen-costo">
            {s.costo}
          </span>
          {s.costoDetalle && <span className={classes.summaryNote}>{s.costoDetalle}</span>}
          {s.costoConDetalle && (
            <Anchor component="button" type="button" className={classes.summaryLink} onClick={onOpenTariff}>
              Ver el detalle de la tarifa
            </Anchor>
          )}
        </Item>
        <Item label="¿Cuánto tarda?" Icon={IconClock}>
          <span className={classes.summaryValue} data-testid="resumen-tiempo">
            {s.tiempo}
          </span>
          {s.tiempoLegal && <span className={classes.summaryNote}>{s.tiempoLegal}</span>}
        </Item>
        <Item label="¿Dónde se hace?" Icon={s.donde.kind === 'en_linea' ? IconExternalLink : IconMapPin} wide>
          <div data-testid="resumen-donde">
            {s.donde.kind === 'en_linea' && (
              <>
                <span className={classes.summaryValue}>En línea</span>
                <Button
                  component="a"
                  href={s.donde.url}
                  target="_blank"
                  rel="noreferrer"
                  mt={6}
                  rightSection={<IconExternalLink size={16} aria-hidden="true" />}
                >
                  Realizar trámite en línea
                  <NewTabHint />
                </Button>
              </>
            )}
            {s.donde.kind === 'oficina' && (
              <>
                <span className={classes.summaryValue}>{s.donde.oficina}</span>
                {s.donde.horarioHoy && <span className={classes.summaryNote}>{s.donde.horarioHoy}</span>}
                <Anchor
                  component="button"
                  type="button"
                  className={classes.summaryLink}
                  onClick={onOpenOffices}
                >
                  <IconBuildingCommunity size={16} aria-hidden="true" />
                  {s.donde.otras > 0
                    ? `Dirección, horarios y ${s.donde.otras === 1 ? 'otra oficina' : `otras ${s.donde.otras} oficinas`}`
                    : 'Dirección, teléfonos y horarios'}
                </Anchor>
              </>
            )}
            {s.donde.kind === 'texto' && <span className={classes.summaryValue}>{s.donde.texto}</span>}
          </div>
        </Item>
        <Item label="¿Qué necesito?" Icon={IconListCheck}>
          <Anchor
            component="button"
            type="button"
            className={classes.summaryValue}
            underline="always"
            onClick={onShowRequirements}
            data-testid="resumen-requisitos"
          >
            {s.requisitosTexto}
          </Anchor>
        </Item>
        <Item label="¿Puede hacerlo otra persona?" Icon={IconUsers}>
          <span className={classes.summaryValue}>{s.tercero}</span>
        </Item>
      </dl>
      {s.actualizacion && (
        <Text size="sm" c="gray.8" mt={6} className={classes.summaryUpdated}>
          <IconCalendarEvent size={14} aria-hidden="true" /> Última actualización del registro:{' '}
          {s.actualizacion}
        </Text>
      )}
    </section>
  );
}
