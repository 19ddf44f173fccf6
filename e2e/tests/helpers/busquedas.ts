/**
 * The catalogue and resolution searches on the light design (decision 031): a date field is a DD-MM-AAAA
 * text box whose calendar opens from its own button, and every search or page link loads a document.
 */
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/** The button that opens a date field's calendar (its code loads on that first click). */
export const calendar = (page: Page, label: 'Desde' | 'Hasta') =>
  page.getByRole('button', { name: `Elegir en el calendario: ${label}` });

export const dateField = (page: Page, label: 'Desde' | 'Hasta') =>
  page.getByRole('textbox', { name: label, exact: true });

/** After a click that loads a new document (a GET search, a page link): its address, then its islands. */
export async function loaded(page: Page, url: RegExp | string) {
  await expect(page).toHaveURL(url);
  await page.waitForLoadState('load');
  await waitForHydration(page);
}
