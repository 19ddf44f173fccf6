/**
 * The modality's details on the light design (issue 30): what the classic page shows in Mantine modals
 * and panels — requirement, office, tariff and legal-basis details — rendered on the server as plain HTML.
 * The dialogs are native `<dialog>` elements opened by one small island (`islands/dialogos.tsx`); the
 * panels are one island (`islands/paneles.tsx`) around server-rendered content. Without JavaScript the
 * panels follow one another and the offices, the tariff's detail and every legal basis are sections of
 * the page (`SinJavaScript`), hidden once the page's code runs.
 */
import type { BaseLegal, ContactoOficina, Documento, Modalidad, Requisito } from '@rnt/contract/modalidad';
import { compactSchedule, officesByDepartment, whatToBring } from '@rnt/contract/modalidad-resumen';
import {
  durationText,
  feeDisplay,
  officeMapUrl,
  phoneText,
  requirementAttachments,
  requirementsOfTable,
  requirementFields,
  validityText,
  yesNo,
} from '@rnt/contract/modalidad-rules';
import {
  HELP_CODE_OTHER_REQUIREMENTS,
  HELP_CODE_REQUEST_REQUIREMENTS,
  SECTIONS,
  type SectionCode,
} from '@rnt/contract/sections';
import { Fragment, type ReactNode } from 'react';
import { Paneles } from '../islands/paneles';
import s from './modalidad-detalles.module.css';

/** Told to screen readers on every link that opens a new tab. */
export function NewTab() {
  return <span className="visually-hidden"> (se abre en una pestaña nueva)</span>;
}

/** Server documents (`/documentos/...`) keep their address; absolute ones too. */
const documentHref = (url: string) => url;

/** Ids of the page's dialogs. */
export const DIALOG = {
  oficinas: 'dlg-oficinas',
  oficina: (id: number) => `dlg-oficina-${id}`,
  tarifa: 'dlg-tarifa',
  requisito: (id: number) => `dlg-requisito-${id}`,
  baseSeccion: (code: SectionCode) => `dlg-base-${code}`,
  baseRequisito: (id: number) => `dlg-base-requisito-${id}`,
  baseSub: (id: number) => `dlg-base-sub-${id}`,
} as const;

/** Anchors of the sections shown without JavaScript (where a dialog's opener leads then). */
export const SIN_JS = {
  oficinas: 'sin-js-oficinas',
  tarifa: 'sin-js-tarifa',
  bases: 'sin-js-bases',
} as const;

/**
 * What the evaluator's tools edit behind a legal-basis button (`data-base-legal`, read by the evaluator
 * island): the public page ignores it.
 */
export interface LegalTarget {
  titulo: string;
  dialogTitle?: string;
  seccion?: SectionCode;
  codigoModelo?: 'Requisito' | 'Sub_Requisito';
  modeloId?: number;
  ayuda?: string;
}

/** A control that opens the legal basis of `target`: a dialog for citizens, the evaluator's tools. */
export function LegalBasisButton({
  dialog,
  target,
  bases,
  label,
  children,
  className,
}: {
  dialog: string;
  target: LegalTarget;
  bases: BaseLegal[];
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  // Without a legal basis the button is only for evaluators (they add one): the evaluator island shows it.
  const empty = bases.length === 0;
  return (
    <button
      type="button"
      className={className ?? s.small}
      data-dialogo={empty ? undefined : dialog}
      data-base-legal={JSON.stringify(target)}
      data-solo-evaluador={empty ? '' : undefined}
      hidden={empty}
      aria-label={label}
    >
      {children}
    </button>
  );
}

/** A native dialog: its title names it, "Cerrar" closes it; `back` is shown when it replaced another. */
export function Dialogo({
  id,
  title,
  back,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  back?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    // role="dialog" is the element's own role, written out so that `[role="dialog"]` finds it.
    // eslint-disable-next-line jsx-a11y-x/no-redundant-roles
    <dialog
      id={id}
      role="dialog"
      aria-labelledby={`${id}-titulo`}
      className={wide ? `${s.dialog} ${s.wide}` : s.dialog}
    >
      <div className={s.dialogHeader}>
        <h2 id={`${id}-titulo`}>{title}</h2>
        <button type="button" data-cerrar="" aria-label="Cerrar" className={s.close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={s.dialogBody}>
        {back && (
          // Shown by the dialogs' island when this dialog replaced another one (the way back).
          <p hidden>
            <button type="button" data-volver="" className={s.back}>
              <span aria-hidden="true">← </span>
              {back}
            </button>
          </p>
        )}
        {children}
      </div>
    </dialog>
  );
}

export function DocumentLinks({ documentos, empty }: { documentos: Documento[]; empty: string }) {
  if (documentos.length === 0) return <span>{empty}</span>;
  return (
    <ul className={s.list}>
      {documentos.map((d) => (
        <li key={d.id}>
          <a href={documentHref(d.url)} target="_blank" rel="noreferrer">
            {d.nombre}
            <NewTab />
          </a>
        </li>
      ))}
    </ul>
  );
}

type Referencia = BaseLegal['referencias'][number];

/**
 * The frame of a table that may be wider than a phone: it scrolls sideways inside its own area (WCAG
 * 1.4.10), and takes focus so that a keyboard scrolls it; words are not cut inside their letters.
 */
function ScrollFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A keyboard-scrollable area needs focus: the group names what it holds.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
    <div className={s.scroll} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** Legal basis: regulation, reference, reference value, sub-reference, sub-reference value. */
export function LegalBasisTable({ bases, caption }: { bases: BaseLegal[]; caption: string }) {
  if (bases.length === 0) return <p>No hay base legal registrada.</p>;
  const row = (base: BaseLegal, ref: Referencia) => (
    <tr key={`r${ref.id}`}>
      <td>{base.regulacion.nombre}</td>
      <td>{ref.referencia.nombre}</td>
      <td>{ref.valor_referencia}</td>
      <td>{ref.sub_referencia?.nombre ?? '—'}</td>
      <td>{ref.valor_sub_referencia ?? '—'}</td>
    </tr>
  );
  return (
    <ScrollFrame label={caption}>
      <table className={s.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Regulación</th>
            <th scope="col">Referencia</th>
            <th scope="col">Valor de referencia</th>
            <th scope="col">Sub-referencia</th>
            <th scope="col">Valor de sub-referencia</th>
          </tr>
        </thead>
        <tbody>
          {bases.flatMap((base) =>
            base.referencias.length === 0
              ? [
                  <tr key={`b${base.id}`}>
                    <td>{base.regulacion.nombre}</td>
                    <td colSpan={4}>Sin referencias</td>
                  </tr>,
                ]
              : base.referencias.map((ref) => row(base, ref)),
          )}
        </tbody>
      </table>
    </ScrollFrame>
  );
}

/** The rows of "Más información", each with its comment and, where the section has one, its legal basis. */
function MoreInfo({ modalidad: m }: { modalidad: Modalidad }) {
  const fee = feeDisplay(m);
  const list = (items: { nombre: string }[], empty: string) =>
    items.length === 0 ? empty : items.map((x) => x.nombre).join(', ');
  const rows: { label: string; value: ReactNode; comentario?: string | null; seccion?: SectionCode }[] = [
    {
      label: 'Descripción',
      value: m.descripcion ?? '—',
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
        <a href={`#${SIN_JS.tarifa}`} role="button" data-dialogo={DIALOG.tarifa} className={s.small}>
          Ver detalle de la tarifa
        </a>
      ) : (
        <strong data-testid="costo">{fee.costo}</strong>
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
  return (
    <dl className={s.fields}>
      {rows.map((row) => {
        const bases = row.seccion ? m.bases_legales.filter((b) => b.seccion === row.seccion) : [];
        return (
          <Fragment key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              {row.value}
              {row.comentario && <span className={s.comment}>Comentario: {row.comentario}</span>}
              {row.seccion && (
                <span className={s.below}>
                  <LegalBasisButton
                    dialog={DIALOG.baseSeccion(row.seccion)}
                    bases={bases}
                    label={`Ver base legal de ${row.label.toLowerCase()}`}
                    target={{ titulo: SECTIONS[row.seccion], seccion: row.seccion, ayuda: row.seccion }}
                  >
                    Base legal
                  </LegalBasisButton>
                </span>
              )}
            </dd>
          </Fragment>
        );
      })}
    </dl>
  );
}

const requirementTarget = (r: Requisito): LegalTarget => ({
  titulo: r.nombre,
  codigoModelo: 'Requisito',
  modeloId: r.id,
  ayuda: r.es_parte_solicitud ? HELP_CODE_REQUEST_REQUIREMENTS : HELP_CODE_OTHER_REQUIREMENTS,
});

function RequirementActions({ r }: { r: Requisito }) {
  return (
    <span className={s.buttons}>
      <button
        type="button"
        className={s.primary}
        data-dialogo={DIALOG.requisito(r.id)}
        aria-label={`Ver detalle de ${r.nombre}`}
      >
        Ver detalle
      </button>
      <LegalBasisButton
        dialog={DIALOG.baseRequisito(r.id)}
        bases={r.bases_legales}
        label={`Ver base legal de ${r.nombre}`}
        target={requirementTarget(r)}
      >
        Base legal
      </LegalBasisButton>
    </span>
  );
}

/**
 * The requirements that are (or are not) part of the request: a table on wide screens, a list of cards
 * on narrow ones (issue 22). Both are in the HTML; CSS shows one.
 */
function RequirementsTable({
  requisitos,
  caption,
  id,
}: {
  requisitos: Requisito[];
  caption: string;
  id: string;
}) {
  if (requisitos.length === 0) return <p>No hay requisitos en esta sección.</p>;
  return (
    <>
      <div className={s.wideOnly}>
        <table className={s.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">N.º</th>
              <th scope="col">Requisito</th>
              <th scope="col">Tipo de requisito</th>
              <th scope="col">Qué presentar</th>
              <th scope="col">Acciones</th>
            </tr>
          </thead>
          <tbody>
            {requisitos.map((r, i) => (
              <tr key={r.id}>
                <td>{i + 1}</td>
                <th scope="row">{r.nombre}</th>
                <td>{r.tipo_requisito.nombre}</td>
                <td>{whatToBring(r) ?? '—'}</td>
                <td>
                  <RequirementActions r={r} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={s.narrowOnly}>
        <p id={`${id}-lista`} className={s.caption}>
          {caption}
        </p>
        <ol className={s.cards} aria-labelledby={`${id}-lista`}>
          {requisitos.map((r, i) => {
            const bring = whatToBring(r);
            return (
              <li key={r.id} className={s.card}>
                <p className={s.cardName}>
                  <span className={s.muted}>{i + 1}.</span> {r.nombre}
                </p>
                <dl className={s.cardFields}>
                  <dt>Tipo</dt>
                  <dd>{r.tipo_requisito.nombre}</dd>
                  {bring && (
                    <>
                      <dt>Qué presentar</dt>
                      <dd>{bring}</dd>
                    </>
                  )}
                </dl>
                <RequirementActions r={r} />
              </li>
            );
          })}
        </ol>
      </div>
    </>
  );
}

/** The requirement's fields its type allows, its attachments and its sub-requirements. */
function RequirementDialog({ r }: { r: Requisito }) {
  const fields = requirementFields(r.tipo_requisito.codigo);
  const rows: [string, ReactNode][] = [];
  if (fields.has('nombre')) rows.push(['Nombre', r.nombre]);
  if (fields.has('descripcion')) rows.push(['Descripción', r.descripcion || '—']);
  if (fields.has('tipo_documento')) rows.push(['Tipo de documento', r.tipo_requisito.nombre]);
  if (fields.has('condiciones_presentacion'))
    rows.push(['Condiciones de presentación', r.condiciones_presentacion || '—']);
  if (fields.has('especificacion_de_presentacion'))
    rows.push(['Especificación de presentación', r.especificacion_de_presentacion || '—']);
  if (fields.has('tipo_soporte')) rows.push(['Tipo de soporte', r.tipo_soporte || '—']);
  if (fields.has('es_tramite_otra_institucion'))
    rows.push(['Es trámite de otra institución', yesNo(r.es_tramite_otra_institucion)]);
  if (fields.has('institucion_tramite') && r.es_tramite_otra_institucion) {
    rows.push(['Institución', r.institucion?.nombre ?? '—']);
    rows.push(['Trámite', r.tramite?.nombre ?? '—']);
  }
  if (fields.has('enlace_web'))
    rows.push([
      'Enlace web',
      r.enlace_web ? (
        <a href={r.enlace_web} target="_blank" rel="noreferrer" className={s.breakAll}>
          {r.enlace_web}
          <NewTab />
        </a>
      ) : (
        'No tiene'
      ),
    ]);
  if (fields.has('documentos'))
    rows.push([
      'Documentos adjuntos',
      <DocumentLinks documentos={requirementAttachments(r.documentos)} empty="Sin documentos adjuntos" />,
    ]);
  return (
    <Dialogo id={DIALOG.requisito(r.id)} title={r.nombre} wide>
      <dl className={s.fields}>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p>
        <LegalBasisButton
          dialog={DIALOG.baseRequisito(r.id)}
          bases={r.bases_legales}
          target={requirementTarget(r)}
        >
          Ver base legal del requisito
        </LegalBasisButton>
      </p>
      <h3>Sub-requisitos</h3>
      {r.sub_requisitos.length === 0 ? (
        <p>Este requisito no tiene sub-requisitos.</p>
      ) : (
        <ScrollFrame label={`Sub-requisitos de ${r.nombre}`}>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">Sub-requisito</th>
                <th scope="col">Descripción</th>
                <th scope="col">Base legal</th>
              </tr>
            </thead>
            <tbody>
              {r.sub_requisitos.map((sub) => (
                <tr key={sub.id}>
                  <td>{sub.nombre}</td>
                  <td>{sub.descripcion ?? '—'}</td>
                  <td>
                    {sub.bases_legales.length === 0 && <span data-sin-base="">Sin base legal</span>}
                    <LegalBasisButton
                      dialog={DIALOG.baseSub(sub.id)}
                      bases={sub.bases_legales}
                      label={`Ver base legal de ${sub.nombre}`}
                      target={{ titulo: sub.nombre, codigoModelo: 'Sub_Requisito', modeloId: sub.id }}
                    >
                      Ver base legal
                    </LegalBasisButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollFrame>
      )}
    </Dialogo>
  );
}

/** One office: address, contact, e-mails, phones, schedules and its map link. */
function OfficeDetail({ contacto }: { contacto: ContactoOficina }) {
  const { oficina } = contacto;
  const mapUrl = officeMapUrl(oficina);
  const correos = (contacto.correos ?? '')
    .split(/[;,\s]+/)
    .map((c) => c.trim())
    .filter(Boolean);
  return (
    <>
      <dl className={s.fields}>
        <dt>Dirección</dt>
        <dd>{oficina.direccion}</dd>
        {contacto.nombres && (
          <>
            <dt>Persona de contacto</dt>
            <dd>{contacto.nombres}</dd>
          </>
        )}
        <dt>Correo electrónico</dt>
        <dd>
          {correos.length === 0
            ? 'No registrado'
            : correos.map((c) => (
                <a key={c} href={`mailto:${c}`} className={s.mail}>
                  {c}
                </a>
              ))}
        </dd>
        <dt>Teléfonos</dt>
        <dd>
          {contacto.telefonos.length === 0 ? (
            'No registrados'
          ) : (
            <ul className={s.list}>
              {contacto.telefonos.map((t, i) => (
                <li key={i}>
                  <a href={`tel:${t.prefijo}${t.numero.replace(/\D/g, '')}`}>{phoneText(t)}</a>
                  {t.comentario ? ` (${t.comentario})` : ''}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>Horarios</dt>
        <dd>
          {oficina.horarios.length === 0 ? (
            'No registrados'
          ) : (
            <ul className={s.list}>
              {compactSchedule(oficina.horarios).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {mapUrl && (
        <p>
          <a href={mapUrl} target="_blank" rel="noreferrer" className={s.primaryLink}>
            Ver en el mapa
            <NewTab />
          </a>
        </p>
      )}
    </>
  );
}

/** The offices' list (by department) and, for each office, its own dialog. */
function OfficeDialogs({ modalidad: m }: { modalidad: Modalidad }) {
  const groups = officesByDepartment(m.contactos_oficinas);
  return (
    <>
      <Dialogo id={DIALOG.oficinas} title="Oficinas y medios de contacto">
        {groups.length === 0 ? (
          <p>La modalidad no tiene oficinas registradas.</p>
        ) : (
          groups.map((g, gi) => (
            <section key={g.departamento} aria-labelledby={`dlg-departamento-${gi}`}>
              <h3 id={`dlg-departamento-${gi}`} className={s.department}>
                {g.departamento}
              </h3>
              <ul className={s.offices}>
                {g.contactos.map((c) => (
                  <li key={c.id}>
                    <button type="button" className={s.office} data-dialogo={DIALOG.oficina(c.id)}>
                      <strong>{c.oficina.nombre}</strong>
                      <span>{c.oficina.direccion}</span>
                      {c.oficina.horarios.length > 0 && (
                        <span className={s.muted}>{compactSchedule(c.oficina.horarios).join(' · ')}</span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        <p>
          <a
            href={`/pdf/modalidad/oficinas/${m.id}`}
            target="_blank"
            rel="noreferrer"
            className={s.secondaryLink}
          >
            Descargar oficinas (PDF)
            <NewTab />
          </a>
        </p>
      </Dialogo>
      {m.contactos_oficinas.map((c) => (
        <Dialogo
          key={c.id}
          id={DIALOG.oficina(c.id)}
          title={c.oficina.nombre}
          back="Volver a la lista de oficinas"
        >
          <OfficeDetail contacto={c} />
        </Dialogo>
      ))}
    </>
  );
}

function TariffDetail({ modalidad: m }: { modalidad: Modalidad }) {
  return (
    <>
      <p>{m.detalle_tarifa_variable || 'La institución no registró el detalle de la tarifa.'}</p>
      {m.comentario_costo_tramite && <p className={s.comment}>Comentario: {m.comentario_costo_tramite}</p>}
      <h3>Documentos de la tarifa</h3>
      <DocumentLinks documentos={m.documentos_costo_tarifa_tramite} empty="Sin documentos adjuntos." />
    </>
  );
}

interface LegalEntry {
  key: string;
  dialog: string;
  /** The dialog's title; also the section's title without JavaScript. */
  title: string;
  caption: string;
  bases: BaseLegal[];
  /** Reached from inside a requirement's dialog: a way back to it. */
  back?: string;
}

function legalEntries(m: Modalidad, requisitos: Requisito[]): LegalEntry[] {
  const sections = (Object.keys(SECTIONS) as SectionCode[]).map((code) => ({
    key: code,
    dialog: DIALOG.baseSeccion(code),
    title:
      code === 'NOMBRE_MODALIDAD'
        ? `Base legal de la modalidad: ${m.nombre}`
        : `Base legal: ${SECTIONS[code]}`,
    caption: `Base legal de ${code === 'NOMBRE_MODALIDAD' ? m.nombre : SECTIONS[code]}`,
    bases: m.bases_legales.filter((b) => b.seccion === code),
  }));
  const requirements = requisitos.flatMap((r) => [
    {
      key: `r${r.id}`,
      dialog: DIALOG.baseRequisito(r.id),
      title: `Base legal: ${r.nombre}`,
      caption: `Base legal de ${r.nombre}`,
      bases: r.bases_legales,
      back: 'Volver al requisito',
    },
    ...r.sub_requisitos.map((sub) => ({
      key: `s${sub.id}`,
      dialog: DIALOG.baseSub(sub.id),
      title: `Base legal: ${sub.nombre}`,
      caption: `Base legal de ${sub.nombre}`,
      bases: sub.bases_legales,
      back: 'Volver al requisito',
    })),
  ]);
  return [...sections, ...requirements].filter((e) => e.bases.length > 0);
}

/** Content for browsers that run no JavaScript: hidden once the page's code runs (`html[data-js]`). */
function SinJavaScript({ children }: { children: ReactNode }) {
  return <div className={s.sinJs}>{children}</div>;
}

/**
 * The panels, the dialogs and the sections for browsers without JavaScript. `after` goes in the panels'
 * group of buttons (the "Comentar" link).
 */
export function ModalidadDetalles({ modalidad: m, after }: { modalidad: Modalidad; after?: ReactNode }) {
  const solicitud = requirementsOfTable(m.requisitos, true);
  const otros = requirementsOfTable(m.requisitos, false);
  const requisitos = [...solicitud, ...otros];
  const legal = legalEntries(m, requisitos);
  const feeDetail = feeDisplay(m).conDetalle;
  return (
    <>
      <Paneles
        initial="informacion"
        after={after}
        panels={[
          { id: 'informacion', label: 'Más información', content: <MoreInfo modalidad={m} /> },
          {
            id: 'solicitud',
            label: 'Requisitos de la solicitud',
            content: (
              <RequirementsTable
                id="tabla-solicitud"
                requisitos={solicitud}
                caption="Requisitos que forman parte de la solicitud"
              />
            ),
          },
          {
            id: 'otros',
            label: 'Otros requisitos',
            content: (
              <RequirementsTable
                id="tabla-otros"
                requisitos={otros}
                caption="Requisitos que no forman parte de la solicitud"
              />
            ),
          },
        ]}
      />
      <SinJavaScript>
        {feeDetail && (
          <section id={SIN_JS.tarifa} aria-labelledby={`${SIN_JS.tarifa}-titulo`}>
            <h2 id={`${SIN_JS.tarifa}-titulo`}>Detalle de la tarifa</h2>
            <TariffDetail modalidad={m} />
          </section>
        )}
        <section id={SIN_JS.oficinas} aria-labelledby={`${SIN_JS.oficinas}-titulo`}>
          <h2 id={`${SIN_JS.oficinas}-titulo`}>Oficinas y medios de contacto</h2>
          {m.contactos_oficinas.length === 0 ? (
            <p>La modalidad no tiene oficinas registradas.</p>
          ) : (
            officesByDepartment(m.contactos_oficinas).map((g, gi) => (
              <section key={g.departamento} aria-labelledby={`sin-js-departamento-${gi}`}>
                <h3 id={`sin-js-departamento-${gi}`}>{g.departamento}</h3>
                {g.contactos.map((c) => (
                  <article key={c.id} aria-labelledby={`sin-js-oficina-${c.id}`} className={s.officeArticle}>
                    <h4 id={`sin-js-oficina-${c.id}`}>{c.oficina.nombre}</h4>
                    <OfficeDetail contacto={c} />
                  </article>
                ))}
              </section>
            ))
          )}
        </section>
        <section id={SIN_JS.bases} aria-labelledby={`${SIN_JS.bases}-titulo`}>
          <h2 id={`${SIN_JS.bases}-titulo`}>Bases legales</h2>
          {legal.length === 0 ? (
            <p>No hay base legal registrada.</p>
          ) : (
            legal.map((e) => (
              <section key={e.key} aria-labelledby={`sin-js-base-${e.key}`}>
                <h3 id={`sin-js-base-${e.key}`}>{e.title}</h3>
                <LegalBasisTable bases={e.bases} caption={e.title} />
              </section>
            ))
          )}
        </section>
      </SinJavaScript>

      <OfficeDialogs modalidad={m} />
      {feeDetail && (
        <Dialogo id={DIALOG.tarifa} title="Detalle de la tarifa">
          <TariffDetail modalidad={m} />
        </Dialogo>
      )}
      {requisitos.map((r) => (
        <RequirementDialog key={r.id} r={r} />
      ))}
      {legal.map((e) => (
        <Dialogo key={e.key} id={e.dialog} title={e.title} back={e.back} wide>
          <LegalBasisTable bases={e.bases} caption={e.caption} />
        </Dialogo>
      ))}
    </>
  );
}
