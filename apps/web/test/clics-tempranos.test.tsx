/**
 * A tap before the page's code is alive is made again once it is (`rsc/clics-tempranos.ts`, issue 30): the
 * server's HTML of the modality's panels and of the page's dialogs, the browser's entry started, and taps
 * made before any island has hydrated. Each one acts once the page has; a control that needs no code is
 * left to the browser at once.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { isla } from '../src/rsc/isla';
import { Dialogos as DialogosCliente } from '../src/rsc/islands/dialogos';
import { Paneles as PanelesCliente } from '../src/rsc/islands/paneles';
import { serverHtml } from './helpers-server-html';

const Paneles = isla('paneles#Paneles', PanelesCliente);
const Dialogos = isla('dialogos#Dialogos', DialogosCliente);

const PANELS = [
  { id: 'informacion', label: 'Más información', content: <p>Campos</p> },
  {
    id: 'solicitud',
    label: 'Requisitos de la solicitud',
    content: (
      <a href="#sin-js-tarifa" role="button" data-dialogo="d-tarifa">
        Ver tarifa
      </a>
    ),
  },
];

it('holds the taps made before the islands hydrate and makes them once they have', async () => {
  document.body.innerHTML = await serverHtml(
    <div>
      <Paneles panels={PANELS} initial="informacion" />
      <dialog id="d-tarifa" aria-labelledby="d-tarifa-t">
        <h2 id="d-tarifa-t">Detalle de la tarifa</h2>
        <button type="button" data-cerrar="">
          Cerrar
        </button>
      </dialog>
      <Dialogos />
      <button type="button" id="sin-isla">
        Fuera de las islas
      </button>
    </div>,
  );
  let fuera = 0;
  document.getElementById('sin-isla')!.addEventListener('click', () => fuera++);

  await import('../src/rsc/entry.islas');
  expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);
  // Before any island is alive: the panel's button, then the dialog's link inside that panel.
  screen.getByRole('button', { name: 'Requisitos de la solicitud' }).click();
  const tarifa = screen.getByRole('button', { name: 'Ver tarifa' });
  const irAlEnlace = tarifa.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  // The link does not lead to the content for browsers without JavaScript, hidden by then.
  expect(irAlEnlace).toBe(false);
  // A button outside the islands is not held: its own listener runs now.
  document.getElementById('sin-isla')!.click();
  expect(fuera).toBe(1);

  await waitFor(() => expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true));
  await waitFor(() =>
    expect(
      screen.getByRole('button', { name: 'Requisitos de la solicitud' }).getAttribute('aria-pressed'),
    ).toBe('true'),
  );
  expect(screen.getByRole('region', { name: 'Requisitos de la solicitud' })).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Más información' })).toBeNull();
  expect((document.getElementById('d-tarifa') as HTMLDialogElement).open).toBe(true);

  // Once alive, a tap acts at once, and a held one is not made twice.
  screen.getByRole('button', { name: 'Cerrar' }).click();
  expect((document.getElementById('d-tarifa') as HTMLDialogElement).open).toBe(false);
  screen.getByRole('button', { name: 'Más información' }).click();
  await waitFor(() => expect(screen.getByRole('region', { name: 'Más información' })).toBeTruthy());
  expect((document.getElementById('d-tarifa') as HTMLDialogElement).open).toBe(false);
  expect(fuera).toBe(1);
});
