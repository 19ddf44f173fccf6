import { displayDate } from '@rnt/contract/modalidad-rules';
import { modalidadPagePath, verificarPagePath } from '@rnt/contract/page-paths';
import type { Verificacion } from '@rnt/contract/verificacion';
import { VERIFICACION_MESSAGES } from '@rnt/contract/verificacion-textos';
import { isRouteErrorResponse } from 'react-router';
import { ErrorView } from './error-view';
import { PageHead } from './page-head';
import s from './verificacion.module.css';

const fecha = (iso: string | null) => displayDate(iso) ?? 'No registrada';

/**
 * The answer of `/verificar/{codigo}` (issue 22): whether the modality is still registered as the
 * certificate says, then what the certificate attested beside what the registry says today.
 */
export function VerificacionView({ v, origin }: { v: Verificacion; origin: string }) {
  const ok = v.sigue_inscrita && v.coincide;
  const estado = ok ? 'valido' : v.sigue_inscrita ? 'cambio' : 'baja';
  return (
    <div className={s.page}>
      <PageHead
        title="Verificación de certificado"
        description="Compruebe en el Registro Nacional de Trámites si la modalidad de un certificado de inscripción sigue inscrita."
        canonical={`${origin}${verificarPagePath(v.codigo)}`}
      />
      <h1>Verificación del certificado de inscripción</h1>
      <div className={s.result} data-estado={estado}>
        <span aria-hidden="true" className={s.icon}>
          {ok ? '✓' : '!'}
        </span>
        <div>
          <p className={s.resultTitle}>
            <strong>
              {ok
                ? 'Certificado válido'
                : v.sigue_inscrita
                  ? 'El registro cambió después del certificado'
                  : 'La modalidad ya no está inscrita'}
            </strong>
          </p>
          <p>{v.mensaje}</p>
        </div>
      </div>
      <p>
        Certificado <strong>{v.numero_inscripcion}</strong>, código de verificación{' '}
        <strong>{v.codigo}</strong>, emitido el {fecha(v.emitido_el)}, de la modalidad «{v.modalidad}» del
        trámite «{v.tramite}», a cargo de {v.institucion}.
      </p>
      <div className={s.scroll}>
        <table className={s.table}>
          <caption>Lo que dice el certificado y lo que dice hoy el registro</caption>
          <thead>
            <tr>
              <th scope="col">Dato</th>
              <th scope="col">En el certificado</th>
              <th scope="col">En el registro hoy</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Estado</th>
              <td>{v.certificado.estado.nombre}</td>
              <td>{v.actual.estado.nombre}</td>
            </tr>
            <tr>
              <th scope="row">Fecha de inscripción</th>
              <td>{fecha(v.certificado.fecha_inscripcion)}</td>
              <td>{fecha(v.actual.fecha_inscripcion)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        <a href={modalidadPagePath(v.tramite_id, v.modalidad_id)} className={s.button}>
          Ver la ficha vigente de la modalidad
        </a>
      </p>
    </div>
  );
}

/** An unknown or malformed code (404): says so and how a code looks; any other failure the error page. */
export function VerificacionNoEncontrada({ error, retry }: { error: unknown; retry: string }) {
  if (!(isRouteErrorResponse(error) && error.status === 404))
    return <ErrorView error={error} retry={retry} />;
  return (
    <div className={s.page}>
      <title>Certificado no encontrado - Registro Nacional de Trámites</title>
      <h1>No encontramos ese certificado</h1>
      <p>{VERIFICACION_MESSAGES.codigoNoExiste}</p>
      <p>
        El código tiene 12 caracteres en tres grupos (por ejemplo, 7K3M-Q9XD-2RPA) y aparece junto al código
        QR del certificado.
      </p>
      <p>
        <a href="/">Buscar el trámite en el inicio</a>
      </p>
    </div>
  );
}
