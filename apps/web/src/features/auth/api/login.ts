import type { LoginBody, LoginResponse } from '@rnt/contract/evaluacion';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/auth/login (admin service): a signed, expiring token and the user. */
export async function login(body: LoginBody): Promise<LoginResponse> {
  return callApi((await import('@rnt/contract/endpoints/auth')).postAuthLogin, {
    service: 'admin',
    body,
    authRedirect: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
