import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STORAGE_KEY_SESSION } from '@rnt/contract/constants';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';

/**
 * Waits until a page has drawn its data: one h1, and no loader, skeleton or 'Cargando…' line left
 * (real conditions, so the accessibility checks judge the finished page, not its loading state).
 */
export async function waitForPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);
  await expect(page.getByText(/^(Cargando|Buscando)/)).toHaveCount(0);
}

const [evaluador] = DEMO_USERS;

/** A logged-in evaluator's session, as the login page stores it; asked of the API once per worker. */
export async function evaluatorSession(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: evaluador!.email, password: evaluador!.password },
  });
  expect(res.ok()).toBe(true);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  return JSON.stringify({ token, user, autenticado: true });
}

/** Starts every page of this test with the given session in local storage. */
export async function useSession(page: Page, session: string) {
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORAGE_KEY_SESSION, session],
  );
}
