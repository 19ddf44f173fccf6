import { Page } from '../../components/ui/page';

export default function ComentarioModalidadPage() {
  return <Page title="Comentario sobre el trámite" />;
}
