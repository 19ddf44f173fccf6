import { publicVerificarByCodigo } from '@rnt/contract/endpoints/verificacion';
import { codigoVerificacionSchema, type Verificacion } from '@rnt/contract/verificacion';
import { data } from 'react-router';
import { pageOrigin, pageRequest, readApi } from '../page-data';
import { VerificacionNoEncontrada, VerificacionView } from '../views/verificacion-view';

type Params = { codigo?: string };

/** The API path of a code (any case, with or without hyphens); a malformed code is the page's 404. */
function apiPath(params: Params): string {
  const codigo = codigoVerificacionSchema.safeParse(params.codigo ?? '');
  if (!codigo.success) throw data(null, { status: 404, statusText: 'Not Found' });
  return publicVerificarByCodigo.path.replace(':codigo', encodeURIComponent(codigo.data));
}

export async function loader({ params }: { params: Params }) {
  await readApi(apiPath(params));
  return null;
}

/** `/verificar/{codigo}` (issue 22, decision 019): a certificate's QR code leads here. */
export default async function VerificarPage({ params }: { params: Params }) {
  const { verificacion } = await readApi<{ verificacion: Verificacion }>(apiPath(params));
  return <VerificacionView v={verificacion} origin={pageOrigin()} />;
}

/** An unknown or malformed code: the page's own Spanish 404; any other failure the common error page. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const { pathname, search } = new URL(pageRequest().url);
  return <VerificacionNoEncontrada error={error} retry={pathname + search} />;
}
