import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { BaseLegal, Requisito } from '@rnt/contract/modalidad';
import { requirementAttachments, requirementFields, yesNo } from '@rnt/contract/modalidad-rules';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ModelCode } from '@rnt/contract/sections';
import { useEvaluator } from '../lib/evaluador';
import { EvaluatorTools } from './evaluador-tools';
import { LegalBasisTable } from './base-legal-table';
import { BackButton } from './back-button';
import { DetailModal } from './detail-modal';
import { DocumentLinks } from './document-links';
import { NewTabHint } from './new-tab';
import classes from './modalidad.module.css';

interface LegalView {
  titulo: string;
  bases: BaseLegal[];
  /** The control to give focus back to when leaving the view. */
  returnTo: string;
  /** What the evaluator tools edit. */
  target?: { codigoModelo: ModelCode; modeloId: number };
}

function RequirementFields({ requisito }: { requisito: Requisito }) {
  const fields = requirementFields(requisito.tipo_requisito.codigo);
  const attachments = requirementAttachments(requisito.documentos);
  const rows: [string, ReactNode][] = [];
  if (fields.has('nombre')) rows.push(['Nombre', requisito.nombre]);
  if (fields.has('descripcion')) rows.push(['Descripción', requisito.descripcion || '—']);
  if (fields.has('tipo_documento')) rows.push(['Tipo de documento', requisito.tipo_requisito.nombre]);
  if (fields.has('condiciones_presentacion'))
    rows.push(['Condiciones de presentación', requisito.condiciones_presentacion || '—']);
  if (fields.has('especificacion_de_presentacion'))
    rows.push(['Especificación de presentación', requisito.especificacion_de_presentacion || '—']);
  if (fields.has('tipo_soporte')) rows.push(['Tipo de soporte', requisito.tipo_soporte || '—']);
  if (fields.has('es_tramite_otra_institucion'))
    rows.push(['Es trámite de otra institución', yesNo(requisito.es_tramite_otra_institucion)]);
  if (fields.has('institucion_tramite') && requisito.es_tramite_otra_institucion) {
    rows.push(['Institución', requisito.institucion?.nombre ?? '—']);
    rows.push(['Trámite', requisito.tramite?.nombre ?? '—']);
  }
  if (fields.has('enlace_web'))
    rows.push([
      'Enlace web',
      requisito.enlace_web ? (
        <Anchor href={requisito.enlace_web} target="_blank" rel="noreferrer">
          {requisito.enlace_web}
          <NewTabHint />
        </Anchor>
      ) : (
        'No tiene'
      ),
    ]);
  if (fields.has('documentos'))
    rows.push([
      'Documentos adjuntos',
      <DocumentLinks documentos={attachments} empty="Sin documentos adjuntos" />,
    ]);
  return (
    <dl className={classes.fields}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * Requirement modal: the fields its type code allows, its attachments (without files
 * that are both certificate and resolution), and its sub-requirements with a legal-basis view.
 */
export function RequirementModal({
  requisito,
  modalidadId,
  onClose,
}: {
  requisito: Requisito | null;
  modalidadId?: number;
  onClose: () => void;
}) {
  const [legalView, setLegalView] = useState<LegalView | null>(null);
  const returnFocus = useRef<string | null>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Entering or leaving the legal-basis view keeps focus in the modal, on the matching control.
    if (legalView) backButton.current?.focus();
    else if (returnFocus.current)
      body.current?.querySelector<HTMLElement>(`[data-focus-id="${returnFocus.current}"]`)?.focus();
  }, [legalView]);

  const close = () => {
    setLegalView(null);
    returnFocus.current = null;
    onClose();
  };
  const openLegal = (view: LegalView) => {
    returnFocus.current = view.returnTo;
    setLegalView(view);
  };
  const subs = requisito?.sub_requisitos ?? [];
  const evaluator = useEvaluator();
  const tools = evaluator.active && modalidadId != null;

  return (
    <DetailModal
      opened={requisito != null}
      onClose={close}
      title={requisito ? (legalView ? `Base legal: ${legalView.titulo}` : requisito.nombre) : ''}
      size="xl"
    >
      <div ref={body}>
        {requisito && legalView && (
          <Stack>
            <BackButton ref={backButton} label="Volver al requisito" onClick={() => setLegalView(null)} />
            {tools && legalView.target ? (
              <EvaluatorTools
                target={{ modalidadId: modalidadId!, ...legalView.target }}
                titulo={legalView.titulo}
              />
            ) : (
              <LegalBasisTable bases={legalView.bases} caption={`Base legal de ${legalView.titulo}`} />
            )}
          </Stack>
        )}
        {requisito && !legalView && (
          <Stack>
            <RequirementFields requisito={requisito} />
            {(requisito.bases_legales.length > 0 || tools) && (
              <Group>
                <Button
                  variant="light"
                  data-focus-id="requisito"
                  onClick={() =>
                    openLegal({
                      titulo: requisito.nombre,
                      bases: requisito.bases_legales,
                      returnTo: 'requisito',
                      target: { codigoModelo: 'Requisito', modeloId: requisito.id },
                    })
                  }
                >
                  Ver base legal del requisito
                </Button>
              </Group>
            )}
            <Title order={3} size="h4">
              Sub-requisitos
            </Title>
            {subs.length === 0 ? (
              <Text>Este requisito no tiene sub-requisitos.</Text>
            ) : (
              <Table.ScrollContainer minWidth={480}>
                <Table withTableBorder striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Sub-requisito</Table.Th>
                      <Table.Th scope="col">Descripción</Table.Th>
                      <Table.Th scope="col">Base legal</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {subs.map((s) => (
                      <Table.Tr key={s.id}>
                        <Table.Td>{s.nombre}</Table.Td>
                        <Table.Td>{s.descripcion ?? '—'}</Table.Td>
                        <Table.Td>
                          {s.bases_legales.length === 0 && !tools ? (
                            'Sin base legal'
                          ) : (
                            <Button
                              size="xs"
                              variant="light"
                              data-focus-id={`sub-${s.id}`}
                              aria-label={`Ver base legal de ${s.nombre}`}
                              onClick={() =>
                                openLegal({
                                  titulo: s.nombre,
                                  bases: s.bases_legales,
                                  returnTo: `sub-${s.id}`,
                                  target: { codigoModelo: 'Sub_Requisito', modeloId: s.id },
                                })
                              }
                            >
                              Ver base legal
                            </Button>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
      </div>
    </DetailModal>
  );
}
