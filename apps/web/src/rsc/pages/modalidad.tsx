import type { Modalidad } from '@rnt/contract/modalidad';
import { pageOrigin, readApi } from '../page-data';
import { modalidadApiPath, ModalidadView, type ModalidadParams } from '../views/modalidad-view';

export async function loader({ params }: { params: ModalidadParams }) {
  await readApi(modalidadApiPath(params));
  return null;
}

export default async function ModalidadPage({ params }: { params: ModalidadParams }) {
  const { modalidad } = await readApi<{ modalidad: Modalidad }>(modalidadApiPath(params));
  return <ModalidadView modalidad={modalidad} origin={pageOrigin()} now={new Date()} />;
}
