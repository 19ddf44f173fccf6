import type { OperacionesResponse } from '@rnt/contract/evaluacion';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/users/operaciones/{userId} (admin service): the user's permission codes. */
export function getOperaciones(userId: number): Promise<OperacionesResponse> {
  return apiRequest<OperacionesResponse>(`/api/users/operaciones/${userId}`, { service: 'admin' });
}
