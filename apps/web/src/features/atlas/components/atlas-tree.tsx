import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { AtlasInstitucion, AtlasTramite } from '@rnt/contract/atlas';
import { MESSAGES } from '@rnt/contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './atlas-tree.module.css';
import { countOf, NOUNS } from '@rnt/contract/plural';
import { modalidadPagePath, tramitePagePath } from '@rnt/contract/page-paths';

export const nodeKey = {
  institucion: (id: number) => `i${id}`,
  unidad: (id: number) => `u${id}`,
  tramite: (id: number) => `t${id}`,
};

/** Which branches are open, and how to open or close one. */
export interface TreeState {
  isOpen: (key: string) => boolean;
  onToggle: (key: string) => void;
}

const countsLabel = (tramites: number, modalidades: number) =>
  `${countOf(tramites, NOUNS.tramite)} · ${countOf(modalidades, NOUNS.modalidad)}`;

/**
 * One branch of the tree as a disclosure (WAI-ARIA pattern): a button with aria-expanded that shows or
 * hides the nested list it controls; a closed branch does not render its children.
 */
function Branch({
  nodeId,
  tree,
  heading,
  label,
  counts,
  children,
}: {
  nodeId: string;
  tree: TreeState;
  heading?: 2 | 3;
  label: ReactNode;
  counts: string;
  children: ReactNode;
}) {
  const open = tree.isOpen(nodeId);
  const button = (
    <button
      type="button"
      className={classes.toggle}
      aria-expanded={open}
      aria-controls={`atlas-${nodeId}`}
      onClick={() => tree.onToggle(nodeId)}
    >
      <IconChevronRight size={18} className={classes.chevron} aria-hidden />
      <span style={{ flex: 1 }}>{label}</span>
      <Text component="span" fz="sm" c="gray.7" style={{ flexShrink: 0 }}>
        {counts}
      </Text>
    </button>
  );
  return (
    <li>
      {heading ? (
        <Title order={heading} fz={heading === 2 ? 'md' : 'sm'} fw={heading === 2 ? 700 : 600}>
          {button}
        </Title>
      ) : (
        button
      )}
      <ul id={`atlas-${nodeId}`} className={classes.nested} hidden={!open}>
        {open && children}
      </ul>
    </li>
  );
}

function TramiteNode({ tramite, tree }: { tramite: AtlasTramite; tree: TreeState }) {
  return (
    <Branch
      nodeId={nodeKey.tramite(tramite.id)}
      tree={tree}
      label={tramite.nombre}
      counts={countOf(tramite.total_modalidades, NOUNS.modalidad)}
    >
      <li>
        <Anchor component={Link} to={tramitePagePath(tramite.id)} fz="sm" py={4} display="inline-block">
          Ver el trámite «{tramite.nombre}»
        </Anchor>
      </li>
      {tramite.modalidades.map((m) => (
        <li key={m.id}>
          <Group gap="xs" py={4} wrap="nowrap" align="baseline">
            <Anchor component={Link} to={modalidadPagePath(tramite.id, m.id)} fz="sm">
              {m.nombre}
            </Anchor>
            <Badge
              size="sm"
              variant={m.inscrita ? 'filled' : 'outline'}
              color={m.inscrita ? 'teal.9' : 'gray.7'}
            >
              {m.inscrita ? MESSAGES.inscrito : MESSAGES.enEvaluacion}
            </Badge>
          </Group>
        </li>
      ))}
    </Branch>
  );
}

/** The directory institution → unit → procedure → modality; only open branches are rendered. */
export function AtlasTree({ instituciones, tree }: { instituciones: AtlasInstitucion[]; tree: TreeState }) {
  return (
    <ul className={classes.list} aria-label="Instituciones">
      {instituciones.map((institucion) => (
        <Branch
          key={institucion.id}
          nodeId={nodeKey.institucion(institucion.id)}
          tree={tree}
          heading={2}
          label={`${institucion.nombre} (${institucion.siglas})`}
          counts={countsLabel(institucion.total_tramites, institucion.total_modalidades)}
        >
          {institucion.unidades.map((unidad) => (
            <Branch
              key={unidad.id}
              nodeId={nodeKey.unidad(unidad.id)}
              tree={tree}
              heading={3}
              label={unidad.nombre}
              counts={countsLabel(unidad.total_tramites, unidad.total_modalidades)}
            >
              {unidad.tramites.map((tramite) => (
                <TramiteNode key={tramite.id} tramite={tramite} tree={tree} />
              ))}
            </Branch>
          ))}
        </Branch>
      ))}
    </ul>
  );
}

/** Every node key of a (filtered) tree, to open it all at once. */
export function allNodeKeys(instituciones: AtlasInstitucion[]): string[] {
  return instituciones.flatMap((i) => [
    nodeKey.institucion(i.id),
    ...i.unidades.flatMap((u) => [nodeKey.unidad(u.id), ...u.tramites.map((t) => nodeKey.tramite(t.id))]),
  ]);
}
