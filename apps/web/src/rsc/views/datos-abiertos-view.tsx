import { API_DOCS_PATH } from '@rnt/contract/api-paths';
import {
  OPEN_DATA_DATASETS,
  OPEN_DATA_FORMATS,
  OPEN_DATA_LIST_SEPARATOR,
  openDataPath,
} from '@rnt/contract/datos-abiertos';
import { datosAbiertosPagePath } from '@rnt/contract/page-paths';
import s from './datos-abiertos.module.css';
import { PageHead } from './page-head';

/** Open data: the bulk downloads of the registry, the regulations and the resolutions. */
export function DatosAbiertosView({ origin }: { origin: string }) {
  return (
    <>
      <PageHead
        title="Datos abiertos"
        description="Descargue en CSV o JSON el Registro Nacional de Trámites completo: trámites y modalidades, requisitos, oficinas, costos, regulaciones y resoluciones."
        canonical={`${origin}${datosAbiertosPagePath()}`}
      />
      <h1>Datos abiertos</h1>
      <p className={s.lead}>
        Descargue la información pública del Registro Nacional de Trámites para analizarla o reutilizarla. Los
        archivos se generan al momento de la descarga con la información publicada en el portal.
      </p>
      <ul className={s.datasets}>
        {OPEN_DATA_DATASETS.map((dataset) => (
          <li key={dataset.codigo} className={s.card}>
            <h2>{dataset.titulo}</h2>
            <p>{dataset.descripcion}</p>
            <p className={s.downloads}>
              {OPEN_DATA_FORMATS.map((formato) => (
                <a
                  key={formato}
                  href={openDataPath(dataset.codigo, formato)}
                  download={`${dataset.codigo}.${formato}`}
                >
                  <span aria-hidden="true" className={s.icon}>
                    ↓
                  </span>
                  Descargar {dataset.titulo.toLowerCase()} en {formato.toUpperCase()}
                </a>
              ))}
            </p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="datos-formato">
        <h2 id="datos-formato">Formato de los archivos</h2>
        <ul className={s.notes}>
          <li>
            CSV: codificación UTF-8 con marca BOM (se abre con tildes correctas en hojas de cálculo), separado
            por comas, con una fila de encabezados. Cuando una celda contiene varios valores, se separan con{' '}
            <code>{OPEN_DATA_LIST_SEPARATOR.trim()}</code>.
          </li>
          <li>
            JSON: un objeto con el nombre del conjunto, la fecha de generación y la lista de registros; el de
            trámites incluye los requisitos y las oficinas de cada modalidad.
          </li>
          <li>
            Fechas en formato AAAA-MM-DD; valores sí/no como <code>true</code>/<code>false</code>; montos en
            dólares de los Estados Unidos.
          </li>
          <li>
            Se publican las modalidades inscritas y en evaluación; no se incluyen borradores ni solicitudes
            desistidas o rechazadas.
          </li>
          <li>
            La descripción técnica de cada archivo está en la{' '}
            <a href={API_DOCS_PATH}>documentación de la API</a>.
          </li>
        </ul>
      </section>
    </>
  );
}
