import { BajaSuscripcionView } from '../views/suscripcion-link-view';
import { pageRequest } from '../page-data';

export default function BajaSuscripcionPage() {
  const query = new URL(pageRequest().url).searchParams;
  return <BajaSuscripcionView token={query.get('token')} estado={query.get('estado')} />;
}
