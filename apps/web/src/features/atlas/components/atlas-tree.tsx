import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { AtlasInstitucion, AtlasTramite, AtlasUnidad } from '@rnt/contract/atlas';
import { MESSAGES } from '@rnt/contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './atlas-tree.module.css';
import { plural } from '../../../lib/plural';

export const nodeKey = {
  institucion: (id: number) => `i${id}`,
  unidad: (id: number) => `u${id}`,
  tramite: (id: number) => `t${id}`,
};

/** A disclosure (WAI-ARIA pattern): a button with aria-expanded that shows or hides what it controls. */
function Disclosure({
  id,
  open,
  onToggle,
  label,
  counts,
  heading,
  children,
}: {
  id: string;
  open: boolean;
  onToggle: (id: string) => void;
  label: ReactNode;
  counts: string;
  heading?: 2 | 3;
  children: ReactNode;
}) {
  const button = (
    <button
      type="button"
      className={classes.toggle}
      aria-expanded={open}
      aria-controls={`atlas-${id}`}
      onClick={() => onToggle(id)}
    >
      <IconChevronRight size={18} className={classes.chevron} aria-hidden />
      <span style={{ flex: 1 }}>{label}</span>
      <Text component="span" fz="sm" c="gray.7" style={{ flexShrink: 0 }}>
        {counts}
      </Text>
    </button>
  );
  return (
    <>
      {heading ? (
        <Title order={heading} fz={heading === 2 ? 'md' : 'sm'} fw={heading === 2 ? 700 : 600}>
          {button}
        </Title>
      ) : (
        button
      )}
      <div id={`atlas-${id}`} hidden={!open}>
        {open && children}
      </div>
    </>
  );
}

/** Which branches are open, and how to open or close one. */
export interface TreeState {
  isOpen: (key: string) => boolean;
  onToggle: (key: string) => void;
}

function TramiteNode({ tramite, tree }: { tramite: AtlasTramite; tree: TreeState }) {
  const key = nodeKey.tramite(tramite.id);
  return (
    <li>
      <Disclosure
        id={key}
        open={tree.isOpen(key)}
        onToggle={tree.onToggle}
        label={tramite.nombre}
        counts={plural(tramite.total_modalidades, 'modalidad', 'modalidades')}
      >
        <ul className={classes.nested}>
          <li>
            <Anchor component={Link} to={`/tramite/${tramite.id}`} fz="sm" py={4} display="inline-block">
              Ver el trámite «{tramite.nombre}»
            </Anchor>
          </li>
          {tramite.modalidades.map((m) => (
            <li key={m.id}>
              <Group gap="xs" py={4} wrap="nowrap" align="baseline">
                <Anchor component={Link} to={`/tramite/${tramite.id}/detalles/${m.id}`} fz="sm">
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
        </ul>
      </Disclosure>
    </li>
  );
}

function UnidadNode({ unidad, tree }: { unidad: AtlasUnidad; tree: TreeState }) {
  const key = nodeKey.unidad(unidad.id);
  return (
    <li>
      <Disclosure
        id={key}
        open={tree.isOpen(key)}
        onToggle={tree.onToggle}
        heading={3}
        label={unidad.nombre}
        counts={`${plural(unidad.total_tramites, 'trámite', 'trámites')} · ${plural(unidad.total_modalidades, 'modalidad', 'modalidades')}`}
      >
        <ul className={classes.nested}>
          {unidad.tramites.map((tramite) => (
            <TramiteNode key={tramite.id} tramite={tramite} tree={tree} />
          ))}
        </ul>
      </Disclosure>
    </li>
  );
}

/** The directory institution → unit → procedure → modality; only open branches are rendered. */
export function AtlasTree({ instituciones, tree }: { instituciones: AtlasInstitucion[]; tree: TreeState }) {
  return (
    <ul className={classes.list} aria-label="Instituciones">
      {instituciones.map((institucion) => {
        const key = nodeKey.institucion(institucion.id);
        return (
          <li key={institucion.id}>
            <Disclosure
              id={key}
              open={tree.isOpen(key)}
              onToggle={tree.onToggle}
              heading={2}
              label={`${institucion.nombre} (${institucion.siglas})`}
              counts={`${plural(institucion.total_tramites, 'trámite', 'trámites')} · ${plural(institucion.total_modalidades, 'modalidad', 'modalidades')}`}
            >
              <ul className={classes.nested}>
                {institucion.unidades.map((unidad) => (
                  <UnidadNode key={unidad.id} unidad={unidad} tree={tree} />
                ))}
              </ul>
            </Disclosure>
          </li>
        );
      })}
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
