/**
 * Issue 32: "Recibir avisos de cambios" on a phone, on the light pages' server (RSC_BASE_URL), whose
 * real SMTP server writes each mail to its folder (e2e/serve.ts, E2E_SMTP=1): the form on a modality
 * page → the 202's message; the confirmation mail's link → the page's button → "confirmada". The same
 * form without JavaScript. Axe finds nothing at each step with JavaScript.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@rnt/contract/messages';
import { SUSCRIPCIONES_MESSAGES as M } from '@rnt/contract/suscripciones';
import { expectNoAxeViolations } from './helpers/axe';
import { expect, test } from './helpers/fixtures';
import { detailUrl, findModalidad } from './helpers/modalidades';

const RSC_BASE_URL = process.env.RSC_BASE_URL!;
test.use({ baseURL: RSC_BASE_URL, viewport: { width: 390, height: 844 } });

/** Where the light pages' server writes the mails it sends (E2E_DIR of its webServer, /correos). */
const MAILS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
  `.tmp/e2e-${Number(process.env.E2E_PORT ?? 3100) + 1}/correos`,
);

/** The confirmation link of the mail sent to `correo` (waits for the outbox to send it). */
async function confirmationLink(correo: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = existsSync(MAILS) ? readdirSync(MAILS) : [];
        for (const file of files) {
          const mail = JSON.parse(readFileSync(path.join(MAILS, file), 'utf8')) as {
            to: string;
            text: string;
          };
          if (mail.to !== correo) continue;
          link = /\/suscripciones\/confirmar\?token=[\w-]+/.exec(mail.text)?.[0];
        }
        return link;
      },
      { message: `correo de confirmación para ${correo}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

test('a citizen asks for change alerts on a modality page and confirms them from the mail', async ({
  page,
  request,
}) => {
  const m = await findModalidad(request, 'una modalidad inscrita', (x) => x.estado_id === 11);
  await page.goto(detailUrl(m));
  const section = page.getByRole('region', { name: M.titulo });
  const input = section.getByLabel('Correo electrónico');
  const send = section.getByRole('button', { name: 'Recibir avisos' });

  // The contract's Spanish message; the typed text stays and the field takes the focus.
  await input.fill('ana@ejemplo');
  await send.click();
  await expect(section.getByText(MESSAGES.correoInvalido)).toBeVisible();
  await expect(input).toHaveValue('ana@ejemplo');
  await expect(input).toBeFocused();
  await expect(input).toHaveAccessibleDescription(MESSAGES.correoInvalido);
  await expectNoAxeViolations(page, 'avisos: correo inválido');

  const correo = `avisos-${Date.now()}@ejemplo.com`;
  await input.fill(correo);
  await send.click();
  await expect(section.getByRole('status')).toHaveText(M.enviada);
  await expect(section.getByText(MESSAGES.correoInvalido)).toHaveCount(0);
  await expectNoAxeViolations(page, 'avisos: solicitud enviada');

  const link = await confirmationLink(correo);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme su suscripción' })).toBeVisible();
  await expectNoAxeViolations(page, 'página de confirmación');
  await page.getByRole('button', { name: 'Confirmar suscripción' }).click();
  await expect(page).toHaveURL(/\/suscripciones\/confirmar\?estado=confirmada/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suscripción confirmada' })).toBeVisible();
  await expect(page.getByText(M.confirmada)).toBeVisible();
  await expect(page.getByRole('link', { name: m.nombre })).toHaveAttribute('href', detailUrl(m));
  await expectNoAxeViolations(page, 'suscripción confirmada');

  // One use: the same link again says so.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirmar suscripción' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'El enlace ya no es válido' })).toBeVisible();
  await expect(page.getByText(M.confirmacionInvalida)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and the modality page says the mail is on its way', async ({ page, request }) => {
    const m = await findModalidad(request, 'una modalidad inscrita', (x) => x.estado_id === 11);
    await page.goto(detailUrl(m));
    const section = page.getByRole('region', { name: M.titulo });
    const correo = `sin-js-${Date.now()}@ejemplo.com`;
    await section.getByLabel('Correo electrónico').fill(correo);
    await section.getByRole('button', { name: 'Recibir avisos' }).click();
    await expect(page).toHaveURL(/\?suscripcion=enviada#avisos$/);
    await expect(page.getByRole('region', { name: M.titulo }).getByRole('status')).toHaveText(M.enviada);
    // (axe runs scripts in the page: the same section is checked with JavaScript above.)
    expect(await confirmationLink(correo)).toMatch(/^\/suscripciones\/confirmar\?token=/);
  });
});
