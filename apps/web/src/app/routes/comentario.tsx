import { Page } from '../../components/ui/page';

export default function ComentarioPage() {
  return <Page title="Comentario sobre el trámite" />;
}
