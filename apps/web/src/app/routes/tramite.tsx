import { useParams } from 'react-router';
import { TramiteModalidades } from '../../features/modalidad/components/tramite-modalidades';
import { parseRouteId } from '../../features/modalidad/lib/links';

export default function TramitePage() {
  const { tramiteId } = useParams();
  return <TramiteModalidades tramiteId={parseRouteId(tramiteId)} />;
}
