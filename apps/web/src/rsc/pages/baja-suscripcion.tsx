import { unstable_getRequest as getRequest } from 'react-router';
import { BajaSuscripcionView } from '../views/suscripcion-link-view';

export default function BajaSuscripcionPage() {
  const query = new URL(getRequest().url).searchParams;
  return <BajaSuscripcionView token={query.get('token')} estado={query.get('estado')} />;
}
