import type { OperacionesResponse } from '@rnt/contract/evaluacion';
import { callApi } from '../../../lib/api-client';

/** GET /api/users/operaciones/{userId} (admin service): the user's permission codes. */
export async function getOperaciones(userId: number): Promise<OperacionesResponse> {
  const { usersOperacionesByUserId } = await import('@rnt/contract/endpoints/auth');
  return callApi(usersOperacionesByUserId, { params: { userId }, service: 'admin' });
}
