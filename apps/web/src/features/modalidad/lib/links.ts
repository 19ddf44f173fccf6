import { buildUrl } from '../../../lib/api-client';

/** A path positive-integer id from the URL, or null ('abc', '0', '1.5' are not ids). */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** Server documents (`/documentos/...`) and PDFs (`/pdf/...`) live on the registry service. */
export function documentUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : buildUrl('registro', url);
}

export const pdfLinks = (modalidadId: number) => ({
  ficha: buildUrl('registro', `/pdf/modalidad/${modalidadId}`),
  certificado: buildUrl('registro', `/pdf/modalidad/${modalidadId}/certificado`),
  oficinas: buildUrl('registro', `/pdf/modalidad/oficinas/${modalidadId}`),
});

/** The procedure's query (nombre, estado) is passed through between the two screens. */
export {
  comentarioModalidadPagePath as comentarioPath,
  modalidadPagePath as modalidadPath,
  tramitePagePath as tramitePath,
} from '@rnt/contract/page-paths';
