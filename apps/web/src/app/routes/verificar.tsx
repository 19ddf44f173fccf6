import { Text } from '@mantine/core';
import { VERIFICACION_MESSAGES, codigoVerificacionSchema } from '@rnt/contract/verificacion';
import { useParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { LoadingState } from '../../components/ui/query-status';
import { useVerificacion } from '../../features/verificacion/api/verificacion';
import { VerificacionNotFound } from '../../features/verificacion/components/not-found';
import { VerificacionCertificado } from '../../features/verificacion/components/verificacion-certificado';
import { ApiError } from '../../lib/api-client';

/** `/verificar/{codigo}` (issue 22, decision 019): a certificate's QR code leads here. */
export default function VerificarPage() {
  // The code as the loader read it (any case, with or without hyphens): the same query key.
  const parsed = codigoVerificacionSchema.safeParse(useParams().codigo ?? '');
  const verificacion = useVerificacion(parsed.success ? parsed.data : '');
  const noExiste =
    !parsed.success || (verificacion.error instanceof ApiError && verificacion.error.status < 500);
  if (noExiste)
    return (
      <Page title="Certificado no encontrado" heading="No encontramos ese certificado">
        <VerificacionNotFound mensaje={VERIFICACION_MESSAGES.codigoNoExiste} />
      </Page>
    );
  return (
    <Page
      title="Verificación de certificado"
      heading="Verificación del certificado de inscripción"
      description="Compruebe en el Registro Nacional de Trámites si la modalidad de un certificado de inscripción sigue inscrita."
    >
      {verificacion.data ? (
        <VerificacionCertificado v={verificacion.data} />
      ) : verificacion.isError ? (
        <Text role="alert">No se pudo verificar el certificado. Intente de nuevo en unos minutos.</Text>
      ) : (
        <LoadingState label="Verificando el certificado…" />
      )}
    </Page>
  );
}
