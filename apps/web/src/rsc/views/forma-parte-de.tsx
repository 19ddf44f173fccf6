import { situacionVidaPagePath } from '@rnt/contract/page-paths';
import type { SituacionesVidaResponse } from '@rnt/contract/situaciones-vida';
import { readApiOptional } from '../page-data';
import s from './forma-parte-de.module.css';
import { situacionesVidaApiPath } from './situaciones-vida-view';

/**
 * "Forma parte de: Casarse, …" on a modality page (issue 33): the life events one of whose steps is this
 * modality, each a link to its step-by-step page. Nothing when it belongs to none (or they cannot be read).
 */
export async function FormaParteDe({ modalidadId }: { modalidadId: number }) {
  const found = await readApiOptional<SituacionesVidaResponse>(situacionesVidaApiPath('', modalidadId));
  if (!found || found.situaciones.length === 0) return null;
  return (
    <p className={s.line}>
      <strong>Forma parte de:</strong>{' '}
      {found.situaciones.map((e, i) => (
        <span key={e.slug}>
          {i > 0 && ', '}
          <a href={situacionVidaPagePath(e.slug)}>{e.nombre}</a>
        </span>
      ))}
    </p>
  );
}
