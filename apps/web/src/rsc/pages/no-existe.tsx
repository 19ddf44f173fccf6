import { data } from 'react-router';

/**
 * Any address the portal has no page for: the root's error boundary renders the Spanish 404 with its
 * search box. A route of its own (not "no route matched"), so the browser's router hydrates at it with no
 * request to discover a route there.
 */
export function loader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NoExiste() {
  return null;
}
