import { Anchor, Code, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  OPEN_DATA_DATASETS,
  OPEN_DATA_FORMATS,
  OPEN_DATA_LIST_SEPARATOR,
  openDataPath,
} from '@rnt/contract/datos-abiertos';
import { Page } from '../../components/ui/page';
import { buildUrl } from '../../lib/api-client';
import { API_DOCS_PATH } from '@rnt/contract/api-paths';

/** Open data: the bulk downloads of the registry, the regulations and the resolutions. */
export default function DatosAbiertosPage() {
  return (
    <Page
      title="Datos abiertos"
      description="Descargue en CSV o JSON el Registro Nacional de Trámites completo: trámites y modalidades, requisitos, oficinas, costos, regulaciones y resoluciones."
    >
      <Stack gap="lg">
        <Text>
          Descargue la información pública del Registro Nacional de Trámites para analizarla o reutilizarla.
          Los archivos se generan al momento de la descarga con la información publicada en el portal.
        </Text>
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {OPEN_DATA_DATASETS.map((dataset) => (
            <Paper component="li" key={dataset.codigo} withBorder p="md" radius="md">
              <Title order={2} fz="lg" mb={4}>
                {dataset.titulo}
              </Title>
              <Text fz="sm" mb="sm">
                {dataset.descripcion}
              </Text>
              <Group gap="lg">
                {OPEN_DATA_FORMATS.map((formato) => (
                  <Anchor
                    key={formato}
                    href={buildUrl('registro', openDataPath(dataset.codigo, formato))}
                    download={`${dataset.codigo}.${formato}`}
                    fw={600}
                  >
                    <Group gap={4} component="span" wrap="nowrap">
                      <IconDownload size={16} aria-hidden />
                      <span>
                        Descargar {dataset.titulo.toLowerCase()} en {formato.toUpperCase()}
                      </span>
                    </Group>
                  </Anchor>
                ))}
              </Group>
            </Paper>
          ))}
        </Stack>
        <section aria-labelledby="datos-formato">
          <Title order={2} id="datos-formato" fz="lg" mb="xs">
            Formato de los archivos
          </Title>
          <List spacing={4} fz="sm">
            <List.Item>
              CSV: codificación UTF-8 con marca BOM (se abre con tildes correctas en hojas de cálculo),
              separado por comas, con una fila de encabezados. Cuando una celda contiene varios valores, se
              separan con <Code>{OPEN_DATA_LIST_SEPARATOR.trim()}</Code>.
            </List.Item>
            <List.Item>
              JSON: un objeto con el nombre del conjunto, la fecha de generación y la lista de registros; el
              de trámites incluye los requisitos y las oficinas de cada modalidad.
            </List.Item>
            <List.Item>
              Fechas en formato AAAA-MM-DD; valores sí/no como <Code>true</Code>/<Code>false</Code>; montos en
              dólares de los Estados Unidos.
            </List.Item>
            <List.Item>
              Se publican las modalidades inscritas y en evaluación; no se incluyen borradores ni solicitudes
              desistidas o rechazadas.
            </List.Item>
            <List.Item>
              La descripción técnica de cada archivo está en la{' '}
              <Anchor href={buildUrl('registro', API_DOCS_PATH)}>documentación de la API</Anchor>.
            </List.Item>
          </List>
        </section>
      </Stack>
    </Page>
  );
}
