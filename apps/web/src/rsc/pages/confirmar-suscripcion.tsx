import type { Modalidad } from '@rnt/contract/modalidad';
import { modalidadPagePath } from '@rnt/contract/page-paths';
import { pageRequest, readApi } from '../page-data';
import { ConfirmarSuscripcionView } from '../views/suscripcion-link-view';

/** The modality the API named after confirming (`?modalidad=`), or null: the page works without it. */
async function modalidadConfirmada(id: string | null) {
  if (!id || !/^[1-9]\d{0,9}$/.test(id)) return null;
  try {
    const { modalidad } = await readApi<{ modalidad: Modalidad }>(`/api/public_modalidad_get_id/${id}`);
    return { nombre: modalidad.nombre, href: modalidadPagePath(modalidad.tramite_id, modalidad.id) };
  } catch {
    return null;
  }
}

export default async function ConfirmarSuscripcionPage() {
  const query = new URL(pageRequest().url).searchParams;
  const estado = query.get('estado');
  return (
    <ConfirmarSuscripcionView
      token={query.get('token')}
      estado={estado}
      modalidad={estado === 'confirmada' ? await modalidadConfirmada(query.get('modalidad')) : null}
    />
  );
}
