import { Anchor, Button, Group, List, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ContactoOficina } from '@rnt/contract/modalidad';
import { compactSchedule, officesByDepartment } from '@rnt/contract/modalidad-resumen';
import { officeMapUrl, phoneText } from '@rnt/contract/modalidad-rules';
import { IconFileTypePdf, IconMapPin } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { BackButton } from './back-button';
import { DetailModal } from './detail-modal';
import { NewTabHint } from './new-tab';
import classes from './modalidad.module.css';

/** One office: address, contact, phones, schedules and its map link. */
export function OfficeDetail({ contacto }: { contacto: ContactoOficina }) {
  const { oficina } = contacto;
  const mapUrl = officeMapUrl(oficina);
  const correos = (contacto.correos ?? '')
    .split(/[;,\s]+/)
    .map((c) => c.trim())
    .filter(Boolean);
  return (
    <Stack gap="sm">
      <dl className={classes.fields}>
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
                <Anchor key={c} href={`mailto:${c}`} mr="sm" underline="always">
                  {c}
                </Anchor>
              ))}
        </dd>
        <dt>Teléfonos</dt>
        <dd>
          {contacto.telefonos.length === 0 ? (
            'No registrados'
          ) : (
            <List>
              {contacto.telefonos.map((t, i) => (
                <List.Item key={i}>
                  <Anchor underline="always" href={`tel:${t.prefijo}${t.numero.replace(/\D/g, '')}`}>
                    {phoneText(t)}
                  </Anchor>
                  {t.comentario ? ` (${t.comentario})` : ''}
                </List.Item>
              ))}
            </List>
          )}
        </dd>
        <dt>Horarios</dt>
        <dd>
          {oficina.horarios.length === 0 ? (
            'No registrados'
          ) : (
            <List>
              {compactSchedule(oficina.horarios).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          )}
        </dd>
      </dl>
      {mapUrl && (
        <Group>
          <Button
            component="a"
            href={mapUrl}
            target="_blank"
            rel="noreferrer"
            leftSection={<IconMapPin size={16} aria-hidden="true" />}
          >
            Ver en el mapa
            <NewTabHint />
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * Office locations: the list of the modality's offices, and for each one its detail (name,
 * address, phones, schedules, and a map button only with latitude and longitude). One modal whose view
 * moves from the list to an office and back, so focus never leaves it.
 */
export function OfficesModal({
  contactos,
  pdfUrl,
  opened,
  onClose,
}: {
  contactos: ContactoOficina[];
  pdfUrl: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const lastSelected = useRef<number | null>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const officeButtons = useRef(new Map<number, HTMLButtonElement>());
  const selected = contactos.find((c) => c.id === selectedId) ?? null;
  const headingId = useId();

  useEffect(() => {
    // Moving between the list and an office keeps focus inside the modal, on the matching control.
    if (selectedId != null) backButton.current?.focus();
    else if (lastSelected.current != null) officeButtons.current.get(lastSelected.current)?.focus();
  }, [selectedId]);

  const close = () => {
    setSelectedId(null);
    lastSelected.current = null;
    onClose();
  };

  return (
    <DetailModal
      opened={opened}
      onClose={close}
      title={selected ? selected.oficina.nombre : 'Oficinas y medios de contacto'}
    >
      {selected ? (
        <Stack>
          <BackButton
            ref={backButton}
            label="Volver a la lista de oficinas"
            onClick={() => setSelectedId(null)}
          />
          <OfficeDetail contacto={selected} />
        </Stack>
      ) : (
        <Stack>
          {contactos.length === 0 ? (
            <Text>La modalidad no tiene oficinas registradas.</Text>
          ) : (
            officesByDepartment(contactos).map((g, gi) => (
              <section key={g.departamento} aria-labelledby={`${headingId}-${gi}`}>
                <h3 id={`${headingId}-${gi}`} className={classes.departmentHeading}>
                  {g.departamento}
                </h3>
                <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                  {g.contactos.map((c) => (
                    <li key={c.id}>
                      <UnstyledButton
                        className={classes.officeButton}
                        ref={(el) => {
                          if (el) officeButtons.current.set(c.id, el);
                          else officeButtons.current.delete(c.id);
                        }}
                        onClick={() => {
                          lastSelected.current = c.id;
                          setSelectedId(c.id);
                        }}
                      >
                        <Text fw={700} component="span" display="block">
                          {c.oficina.nombre}
                        </Text>
                        <Text size="sm" component="span" display="block">
                          {c.oficina.direccion}
                        </Text>
                        {c.oficina.horarios.length > 0 && (
                          <Text size="sm" component="span" display="block" c="gray.8">
                            {compactSchedule(c.oficina.horarios).join(' · ')}
                          </Text>
                        )}
                      </UnstyledButton>
                    </li>
                  ))}
                </Stack>
              </section>
            ))
          )}
          <Group>
            <Button
              component="a"
              href={pdfUrl}
              target="_blank"
              rel="noreferrer"
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
            >
              Descargar oficinas (PDF)
              <NewTabHint />
            </Button>
          </Group>
        </Stack>
      )}
    </DetailModal>
  );
}
