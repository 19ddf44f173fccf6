import type { LoginBody, LoginResponse } from '@rnt/contract/evaluacion';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login (admin service): a signed, expiring token and the user. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login', {
    service: 'admin',
    method: 'POST',
    body,
    authRedirect: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
