import { configJson } from '@rnt/contract/endpoints/config';
import { PAGE_PATTERNS } from '@rnt/contract/page-paths';
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import { Regresar } from '../islands/regresar';
import { pageOrigin, readApi } from '../page-data';
import { PageHead } from '../views/page-head';
import s from '../views/error-view.module.css';

/** `/error` (the specification's generic error page): what happened in plain Spanish, ways back, and whom to contact. */
export default async function ErrorPage() {
  const { contacto } = await readApi<RuntimeConfig>(configJson.path);
  return (
    <>
      <PageHead
        title="Error"
        description="Ocurrió un error en el portal del Registro Nacional de Trámites. Vuelva al inicio o intente de nuevo en unos minutos."
        canonical={`${pageOrigin()}${PAGE_PATTERNS.error}`}
      />
      <h1>Ocurrió un error</h1>
      <p>
        No pudimos completar su solicitud. Puede deberse a un problema momentáneo del servicio: intente de
        nuevo en unos minutos.
      </p>
      <p className={s.links}>
        <a href={PAGE_PATTERNS.inicio} className={s.button}>
          Volver al inicio
        </a>
        <Regresar className={s.secondary} />
      </p>
      <p>
        Si el problema continúa, escríbanos a <a href={`mailto:${contacto.correo}`}>{contacto.correo}</a> o
        llame al <a href={`tel:${contacto.telefono.replace(/[^+\d]/g, '')}`}>{contacto.telefono}</a>.
      </p>
    </>
  );
}
