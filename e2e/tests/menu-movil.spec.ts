import { expect, test, waitForHydration } from './helpers/fixtures';

/** The small-screen menu: its drawer loads on the first press of the menu button (not with the page). */
test('on a phone the menu button opens the navigation drawer, which leads to each section', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Navegación principal (móvil)' })).toHaveCount(0);
  const button = page.getByRole('button', { name: 'Abrir menú de navegación' });
  await button.click();
  const menu = page.getByRole('dialog', { name: 'Menú' });
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'Resoluciones' }).click();
  await expect(page).toHaveURL('/resoluciones');
  await expect(menu).toBeHidden();
  // A document of the classic app: its menu button works once it has hydrated.
  await waitForHydration(page);

  // Open again, close with Escape: focus goes back to the button.
  await button.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});
