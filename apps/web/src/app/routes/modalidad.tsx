import { Page } from '../../components/ui/page';

export default function ModalidadPage() {
  return <Page title="Detalle de la modalidad" />;
}
