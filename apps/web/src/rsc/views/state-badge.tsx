import { modalityStateBadge } from '@rnt/contract/modalidad-rules';
import evaluacionSvg from '../../features/modalidad/assets/badge-evaluacion.svg?raw';
import inscritoSvg from '../../features/modalidad/assets/badge-inscrito.svg?raw';
import s from './state-badge.module.css';

// The badge images travel inside the page (a few hundred bytes each): no request of their own.
const IMAGES = {
  inscrito: `data:image/svg+xml,${encodeURIComponent(inscritoSvg)}`,
  evaluacion: `data:image/svg+xml,${encodeURIComponent(evaluacionSvg)}`,
} as const;

/**
 * 'Inscrito' (states 11 and 13) or 'En Evaluación', each with its own badge image; the text always
 * accompanies the image, so neither colour nor picture alone carries the state.
 */
export function StateBadge({ estadoId }: { estadoId: number }) {
  const { kind, label } = modalityStateBadge(estadoId);
  return (
    <span className={s.badge} data-estado={kind}>
      <img src={IMAGES[kind]} alt="" width={22} height={22} />
      <span className={s.label}>
        <span className="visually-hidden">Estado: </span>
        {label}
      </span>
    </span>
  );
}
