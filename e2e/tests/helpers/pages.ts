import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test';
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

/**
 * The console errors and warnings of a page, and its uncaught errors, from now on. A document that
 * answers 404 (the Spanish not-found page) logs its own status line: that one is expected, not a fault.
 */
export function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    if (/status of 404/.test(m.text()) && m.location().url === page.url()) return;
    problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

const [evaluador] = DEMO_USERS;

// The server's own folder for this run (e2e/serve.ts empties it at start), so a stored session
// never outlives the server that issued its token.
/** The e2e server's own folder (E2E_DIR of playwright.config.ts, relative to the repository root). */
export const SERVER_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../..',
  `.tmp/e2e-${process.env.E2E_PORT ?? 3100}`,
);
const SESSION_FILE = path.join(SERVER_DIR, 'evaluador-session.json');

/**
 * A logged-in evaluator's session, as the login page stores it. It is asked of the API once per run and
 * shared by every worker through a file: the login allows 10 attempts a minute per address, and the
 * whole suite comes from one.
 */
export async function evaluatorSession(request: APIRequestContext): Promise<string> {
  if (existsSync(SESSION_FILE)) return readFileSync(SESSION_FILE, 'utf8');
  const res = await request.post('/api/auth/login', {
    data: { email: evaluador!.email, password: evaluador!.password },
  });
  expect(res.ok()).toBe(true);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  const session = JSON.stringify({ token, user, autenticado: true });
  writeFileSync(SESSION_FILE, session);
  return session;
}

/** Starts every page of this test with the given session in local storage. */
export async function useSession(page: Page, session: string) {
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORAGE_KEY_SESSION, session],
  );
}
