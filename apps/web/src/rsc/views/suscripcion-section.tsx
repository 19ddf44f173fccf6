import type { Modalidad } from '@rnt/contract/modalidad';
import {
  AVISOS_SUSCRIPCION,
  SUSCRIPCIONES_MESSAGES as M,
  type AvisoSuscripcion,
} from '@rnt/contract/suscripciones-textos';
import { SuscripcionForm } from '../islands/suscripcion-form';
import s from './suscripcion.module.css';
import { pageRequest } from '../page-data';

/** The notice the API's 303 left in the address after the form without JavaScript (`?suscripcion=`). */
function avisoDeLaDireccion(): AvisoSuscripcion | null {
  let value: string | null = null;
  try {
    value = new URL(pageRequest().url).searchParams.get('suscripcion');
  } catch {
    // Rendered outside a page request (a component test): no notice.
  }
  return AVISOS_SUSCRIPCION.find((a) => a === value) ?? null;
}

/** "Recibir avisos de cambios" on the modality page (issue 32, decision 033). */
export function SuscripcionSection({ modalidad }: { modalidad: Pick<Modalidad, 'id'> }) {
  return (
    <section id="avisos" aria-labelledby="avisos-title" className={s.section}>
      <h2 id="avisos-title">{M.titulo}</h2>
      <p>{M.explicacion}</p>
      <SuscripcionForm modalidadId={modalidad.id} aviso={avisoDeLaDireccion()} />
    </section>
  );
}
