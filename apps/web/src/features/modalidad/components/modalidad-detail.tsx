import { Button, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import type { BaseLegal, Modalidad, Requisito } from '@rnt/contract/modalidad';
import {
  feeDisplay,
  showsCertificateAndResolution,
  requirementsOfTable,
} from '@rnt/contract/modalidad-rules';
import {
  HELP_CODE_OTHER_REQUIREMENTS,
  HELP_CODE_REQUEST_REQUIREMENTS,
  type SectionCode,
} from '@rnt/contract/sections';
import {
  IconArrowLeft,
  IconBuildingCommunity,
  IconCertificate,
  IconFileDescription,
  IconFileTypePdf,
  IconGavel,
  IconHome,
  IconMessage,
  IconPaperclip,
  IconPrinter,
  IconWorldWww,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Page } from '../../../components/ui/page';
import { WithoutJavaScript } from '../../../components/ui/without-javascript';
import { useCanonicalUrl } from '../../../config/public-origin';
import { governmentServiceJsonLd, jsonLdText } from '@rnt/contract/structured-data';
import { modalidadSummary, officesByDepartment } from '@rnt/contract/modalidad-resumen';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { useModalidad } from '../api/modalidad';
import { useEvaluator } from '../lib/evaluador';
import { comentarioPath, documentUrl, pdfLinks, tramitePath } from '../lib/links';
import { isNotFound } from '../lib/retry';
import { LegalBasesSections } from './bases-legales-sections';
import { LegalBasisModal, type LegalBasisTarget } from './base-legal-modal';
import classes from './modalidad.module.css';
import { FormaParteDe } from './forma-parte-de';
import { ModalidadSummaryBlock } from './modalidad-summary';
import { MoreInfoPanel } from './more-info-panel';
import { ModalidadNotFound } from './not-found';
import { NewTabHint } from './new-tab';
import { OfficeDetail, OfficesModal } from './oficinas-modal';
import { PrintChecklist } from './print-checklist';
import { RequirementModal } from './requisito-modal';
import { RequirementsTable } from './requisitos-table';
import { StateBadge } from './estado-badge';
import { TariffDetail, TariffModal } from './tarifa-modal';

type PanelId = 'informacion' | 'solicitud' | 'otros';
const PANELS: { id: PanelId; label: string }[] = [
  { id: 'informacion', label: 'Más información' },
  { id: 'solicitud', label: 'Requisitos de la solicitud' },
  { id: 'otros', label: 'Otros requisitos' },
];

const icon = (Icon: typeof IconHome) => <Icon size={16} aria-hidden="true" />;

/** The page's meta description: the modality's own description, cut to what search results show. */
function pageDescription(m: { nombre_institucion: string; descripcion: string | null }): string {
  const text = m.descripcion ?? `Trámite de ${m.nombre_institucion} en el Registro Nacional de Trámites.`;
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/** A link to a document or PDF, opened in a new tab. */
function DocumentButton({ href, label, Icon }: { href: string; label: string; Icon: typeof IconHome }) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noreferrer"
      variant="default"
      size="sm"
      leftSection={icon(Icon)}
    >
      {label}
      <NewTabHint />
    </Button>
  );
}

function ModalidadView({ modalidad: m }: { modalidad: Modalidad }) {
  const { search } = useLocation();
  const [panel, setPanel] = useState<PanelId | null>('informacion');
  const [requisito, setRequisito] = useState<Requisito | null>(null);
  const [legal, setLegal] = useState<LegalBasisTarget | null>(null);
  const [officesOpen, setOfficesOpen] = useState(false);
  const [tariffOpen, setTariffOpen] = useState(false);

  const registered = showsCertificateAndResolution(m.estado_id);
  const solicitud = requirementsOfTable(m.requisitos, true);
  const otros = requirementsOfTable(m.requisitos, false);
  const pdf = pdfLinks(m.id);
  const anexo = m.documentos_anexos[0];
  const nameBases = m.bases_legales.filter((b) => b.seccion === 'NOMBRE_MODALIDAD');
  const evaluator = useEvaluator();
  const canonicalUrl = useCanonicalUrl();
  // "Today" of the main office's hours is the day in El Salvador, on the server and in the browser alike.
  const [now] = useState(() => new Date());
  const summary = modalidadSummary(m, now);
  const feeDetail = feeDisplay(m).conDetalle;
  const panelTitle = useRef<HTMLHeadingElement>(null);
  const focusPanel = useRef(false);
  useEffect(() => {
    if (!focusPanel.current) return;
    focusPanel.current = false;
    panelTitle.current?.focus();
    panelTitle.current?.scrollIntoView({ block: 'start' });
  }, [panel]);
  const showRequirements = () => {
    focusPanel.current = true;
    const target: PanelId = solicitud.length > 0 || otros.length === 0 ? 'solicitud' : 'otros';
    if (panel === target) {
      focusPanel.current = false;
      panelTitle.current?.focus();
      panelTitle.current?.scrollIntoView({ block: 'start' });
    } else setPanel(target);
  };
  const openLegal = (titulo: string, bases: BaseLegal[], seccion: SectionCode) =>
    setLegal({ titulo, bases, target: { modalidadId: m.id, seccion, ayuda: seccion } });
  const openRequirementLegal = (r: Requisito) =>
    setLegal({
      titulo: r.nombre,
      bases: r.bases_legales,
      target: {
        modalidadId: m.id,
        codigoModelo: 'Requisito',
        modeloId: r.id,
        ayuda: r.es_parte_solicitud ? HELP_CODE_REQUEST_REQUIREMENTS : HELP_CODE_OTHER_REQUIREMENTS,
      },
    });

  return (
    <Page title={m.nombre} description={pageDescription(m)}>
      <script type="application/ld+json">{jsonLdText(governmentServiceJsonLd(m, canonicalUrl))}</script>
      <Stack gap="md" className={classes.screenOnly}>
        {/* Evaluators only: first, as before issue 22, so it never hides under the sticky header. */}
        {evaluator.fase2Allowed && (
          <Switch
            label="Modo de evaluación fase 2"
            description="Muestra el bloque para dictaminar en cada base legal"
            checked={evaluator.fase2}
            onChange={(e) => evaluator.setFase2(e.currentTarget.checked)}
          />
        )}

        <Group gap="sm" wrap="wrap">
          <StateBadge estadoId={m.estado_id} size="sm" />
          {(nameBases.length > 0 || evaluator.active) && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={icon(IconGavel)}
              onClick={() =>
                setLegal({
                  titulo: m.nombre,
                  // Issue 22: the dialog names the modality, not the section ('Nombre de la modalidad').
                  dialogTitle: `Base legal de la modalidad: ${m.nombre}`,
                  bases: nameBases,
                  target: { modalidadId: m.id, seccion: 'NOMBRE_MODALIDAD', ayuda: 'NOMBRE_MODALIDAD' },
                })
              }
            >
              Base legal de la modalidad
            </Button>
          )}
        </Group>
        <FormaParteDe modalidadId={m.id} />

        <ModalidadSummaryBlock
          summary={summary}
          onOpenTariff={() => setTariffOpen(true)}
          onOpenOffices={() => setOfficesOpen(true)}
          onShowRequirements={showRequirements}
        />

        <div aria-label="Documentos de la modalidad" role="group" className={classes.actions}>
          <Button variant="filled" size="sm" leftSection={icon(IconPrinter)} onClick={() => window.print()}>
            Imprimir lista de requisitos
          </Button>
          {anexo && <DocumentButton href={documentUrl(anexo.url)} label="Anexo" Icon={IconPaperclip} />}
          {registered && m.documento_resolucion && (
            <DocumentButton
              href={documentUrl(m.documento_resolucion.url)}
              label="Resolución"
              Icon={IconFileDescription}
            />
          )}
          {registered && <DocumentButton href={pdf.certificado} label="Certificado" Icon={IconCertificate} />}
          <Button
            variant="default"
            size="sm"
            leftSection={icon(IconBuildingCommunity)}
            onClick={() => setOfficesOpen(true)}
          >
            Oficinas y medios de contacto
          </Button>
          <DocumentButton href={pdf.ficha} label="Descargar ficha (PDF)" Icon={IconFileTypePdf} />
        </div>

        <Paper withBorder p="md">
          <dl className={classes.fields}>
            <dt>Institución</dt>
            <dd>
              <Group gap="sm">
                <span>{m.nombre_institucion}</span>
                {m.institucion.descripcion && (
                  <Button
                    component="a"
                    href={m.institucion.descripcion}
                    target="_blank"
                    rel="noreferrer"
                    size="compact-sm"
                    variant="light"
                    leftSection={icon(IconWorldWww)}
                  >
                    Sitio web
                    <NewTabHint />
                  </Button>
                )}
              </Group>
            </dd>
            <dt>Unidad</dt>
            <dd>{m.nombre_unidad}</dd>
            <dt>Trámite</dt>
            <dd>{m.nombre_tramite}</dd>
          </dl>
        </Paper>

        <div role="group" aria-label="Secciones de la modalidad" className={classes.actions}>
          {PANELS.map((p) => (
            <Button
              key={p.id}
              size="sm"
              variant={panel === p.id ? 'filled' : 'outline'}
              aria-pressed={panel === p.id}
              aria-controls={panel === p.id ? `panel-${p.id}` : undefined}
              onClick={() => setPanel(panel === p.id ? null : p.id)}
            >
              {p.label}
            </Button>
          ))}
          <Button
            component={Link}
            to={comentarioPath(m.id)}
            size="sm"
            variant="outline"
            leftSection={icon(IconMessage)}
          >
            Comentar
          </Button>
        </div>

        {panel && (
          <section id={`panel-${panel}`} aria-labelledby={`panel-${panel}-title`}>
            <Title order={2} size="h3" id={`panel-${panel}-title`} mb="md" tabIndex={-1} ref={panelTitle}>
              {PANELS.find((p) => p.id === panel)!.label}
            </Title>
            {panel === 'informacion' && (
              <MoreInfoPanel
                modalidad={m}
                onOpenTariff={() => setTariffOpen(true)}
                onOpenLegalBasis={openLegal}
                evaluator={evaluator.active}
              />
            )}
            {panel === 'solicitud' && (
              <RequirementsTable
                requisitos={solicitud}
                caption="Requisitos que forman parte de la solicitud"
                onOpen={setRequisito}
                onOpenLegalBasis={openRequirementLegal}
                evaluator={evaluator.active}
              />
            )}
            {panel === 'otros' && (
              <RequirementsTable
                requisitos={otros}
                caption="Requisitos que no forman parte de la solicitud"
                onOpen={setRequisito}
                onOpenLegalBasis={openRequirementLegal}
                evaluator={evaluator.active}
              />
            )}
          </section>
        )}
        {/* Without JavaScript the panel, office, tariff and legal-basis buttons do nothing: both
            requirement lists, the tariff's detail, the offices with their schedules and every legal
            basis follow as sections. */}
        <WithoutJavaScript>
          {(['solicitud', 'otros'] as const)
            .filter((id) => id !== panel)
            .map((id) => (
              <section key={id} aria-labelledby={`sin-js-${id}-title`}>
                <h2 id={`sin-js-${id}-title`}>{PANELS.find((p) => p.id === id)!.label}</h2>
                <RequirementsTable
                  requisitos={id === 'solicitud' ? solicitud : otros}
                  caption={
                    id === 'solicitud'
                      ? 'Requisitos que forman parte de la solicitud'
                      : 'Requisitos que no forman parte de la solicitud'
                  }
                  onOpen={setRequisito}
                  onOpenLegalBasis={openRequirementLegal}
                  evaluator={false}
                />
              </section>
            ))}
          {feeDetail && (
            <section aria-labelledby="sin-js-tarifa-title">
              <h2 id="sin-js-tarifa-title">Detalle de la tarifa</h2>
              <TariffDetail modalidad={m} />
            </section>
          )}
          <section aria-labelledby="sin-js-oficinas-title">
            <h2 id="sin-js-oficinas-title">Oficinas y medios de contacto</h2>
            {m.contactos_oficinas.length === 0 ? (
              <p>La modalidad no tiene oficinas registradas.</p>
            ) : (
              officesByDepartment(m.contactos_oficinas).map((g, gi) => (
                <section key={g.departamento} aria-labelledby={`sin-js-departamento-${gi}`}>
                  <h3 id={`sin-js-departamento-${gi}`}>{g.departamento}</h3>
                  {g.contactos.map((c) => (
                    <article key={c.id} aria-labelledby={`sin-js-oficina-${c.id}`}>
                      <h4 id={`sin-js-oficina-${c.id}`}>{c.oficina.nombre}</h4>
                      <OfficeDetail contacto={c} />
                    </article>
                  ))}
                </section>
              ))
            )}
          </section>
          <LegalBasesSections modalidad={m} requisitos={[...solicitud, ...otros]} />
        </WithoutJavaScript>

        <Group component="nav" aria-label="Navegación de la modalidad" gap="sm">
          <Button
            component={Link}
            to={tramitePath(m.tramite_id, search)}
            variant="default"
            size="sm"
            leftSection={icon(IconArrowLeft)}
          >
            Volver al trámite
          </Button>
          <Button component={Link} to="/" variant="default" size="sm" leftSection={icon(IconHome)}>
            Inicio
          </Button>
        </Group>
      </Stack>
      <PrintChecklist modalidad={m} summary={summary} url={canonicalUrl} />

      <RequirementModal requisito={requisito} modalidadId={m.id} onClose={() => setRequisito(null)} />
      <LegalBasisModal target={legal} onClose={() => setLegal(null)} />
      <OfficesModal
        contactos={m.contactos_oficinas}
        pdfUrl={pdf.oficinas}
        opened={officesOpen}
        onClose={() => setOfficesOpen(false)}
      />
      <TariffModal modalidad={m} opened={tariffOpen} onClose={() => setTariffOpen(false)} />
    </Page>
  );
}

/** Modality detail screen, for `PAGE_PATTERNS.modalidad` and the certificate's old link. */
export function ModalidadDetail({
  tramiteId,
  modalidadId,
}: {
  tramiteId: number | null;
  modalidadId: number | null;
}) {
  const query = useModalidad(modalidadId ?? 0, modalidadId != null);
  if (modalidadId == null) return <ModalidadNotFound tramiteId={tramiteId} />;
  if (query.isPending)
    return (
      <Page title="Detalle de la modalidad">
        <LoadingState label="Cargando la modalidad…" />
      </Page>
    );
  if (query.isError) {
    if (isNotFound(query.error)) return <ModalidadNotFound tramiteId={tramiteId} />;
    return (
      <Page title="Detalle de la modalidad">
        <ErrorState
          title="No se pudo cargar la modalidad"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Page>
    );
  }
  return <ModalidadView modalidad={query.data.modalidad} />;
}
