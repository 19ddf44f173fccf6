import { pageOrigin } from '../page-data';
import { ComentarioView } from '../views/comentario-view';
import { instituciones, reglasAdjunto } from './comentario-data';

/** `/denuncias` (ComentarCiudadana), `/comentario-ciudadano`, `/denuncia-ciudadana`: the choices cascade. */
export default async function ComentarioPage() {
  const [lista, reglas] = await Promise.all([instituciones(), reglasAdjunto()]);
  return <ComentarioView origin={pageOrigin()} instituciones={lista} reglasAdjunto={reglas} />;
}
