import { countText, whereOfficeText, type ModalidadSummary } from '@rnt/contract/modalidad-resumen';
import type { ReactNode } from 'react';
import { DIALOG, NewTab, SIN_JS } from './modalidad-detalles';
import s from './modalidad-resumen.module.css';

function Item({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${s.item} ${s.wide}` : s.item}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Issue 22 on the light design: what a citizen needs first — cost, time, where to do it (the online
 * procedure's link first; else how many offices, and with "Mi municipio" hers or the nearest with today's
 * hours — issue 31), how many requirements, whether a third
 * party may do it, when the record last changed. The links to the tariff, the offices and the
 * requirements open their dialog or panel; without JavaScript they lead to the same content below.
 */
export function ModalidadResumen({
  summary: r,
  panelRequisitos,
  municipio = null,
  municipioForm,
}: {
  summary: ModalidadSummary;
  /** The requirements' panel the count opens: the request's, or the others' when the request has none. */
  panelRequisitos: 'solicitud' | 'otros';
  /** "Mi municipio" (issue 31): the summary was built with it; it says why the office shown comes first. */
  municipio?: string | null;
  /** The "Mi municipio" chooser, under "¿Dónde se hace?" (where there are offices to choose among). */
  municipioForm?: ReactNode;
}) {
  const where = r.donde.kind === 'oficina' ? whereOfficeText(r.donde, municipio) : null;
  return (
    <section aria-labelledby="resumen-title" className={s.summary}>
      <h2 id="resumen-title" className={s.title}>
        Resumen del trámite
      </h2>
      <dl className={s.list}>
        <Item label="¿Cuánto cuesta?">
          <span className={s.value} data-testid="resumen-costo">
            {r.costo}
          </span>
          {r.costoDetalle && <span className={s.note}>{r.costoDetalle}</span>}
          {r.costoConDetalle && (
            <a href={`#${SIN_JS.tarifa}`} data-dialogo={DIALOG.tarifa} className={s.link}>
              Ver el detalle de la tarifa
            </a>
          )}
        </Item>
        <Item label="¿Cuánto tarda?">
          <span className={s.value} data-testid="resumen-tiempo">
            {r.tiempo}
          </span>
          {r.tiempoLegal && <span className={s.note}>{r.tiempoLegal}</span>}
        </Item>
        <Item label="¿Dónde se hace?" wide>
          <div data-testid="resumen-donde">
            {r.donde.kind === 'en_linea' && (
              <>
                <span className={s.value}>En línea</span>
                <a href={r.donde.url} target="_blank" rel="noreferrer" className={s.online}>
                  Realizar trámite en línea
                  <NewTab />
                  <span aria-hidden="true"> ↗</span>
                </a>
                {r.donde.oficinas > 0 && (
                  <a href={`#${SIN_JS.oficinas}`} data-dialogo={DIALOG.oficinas} className={s.link}>
                    {`También en ${countText(r.donde.oficinas, 'oficina')}: direcciones y horarios`}
                  </a>
                )}
              </>
            )}
            {where && (
              <>
                <span className={s.value}>{where.titulo}</span>
                {where.cercania && <span className={s.note}>{where.cercania}</span>}
                {where.oficina && <span className={s.office}>{where.oficina}</span>}
                {where.horarioHoy && <span className={s.note}>{where.horarioHoy}</span>}
                <a href={`#${SIN_JS.oficinas}`} data-dialogo={DIALOG.oficinas} className={s.link}>
                  {where.enlace}
                </a>
              </>
            )}
            {r.donde.kind === 'texto' && <span className={s.value}>{r.donde.texto}</span>}
          </div>
          {municipioForm}
        </Item>
        <Item label="¿Qué necesito?">
          <a
            href={`#panel-${panelRequisitos}`}
            data-panel={panelRequisitos}
            className={s.value}
            data-testid="resumen-requisitos"
          >
            {r.requisitosTexto}
          </a>
        </Item>
        <Item label="¿Puede hacerlo otra persona?">
          <span className={s.value}>{r.tercero}</span>
        </Item>
      </dl>
      {r.actualizacion && <p className={s.updated}>Última actualización del registro: {r.actualizacion}</p>}
    </section>
  );
}
