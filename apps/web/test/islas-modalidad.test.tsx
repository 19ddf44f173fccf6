/**
 * The islands of the light modality page (issue 30): the panels (one shown at a time once the code runs,
 * every one before), the page's native dialogs (opened by `data-dialogo`, one replacing another with a
 * way back, focus returned to the opener) and the evaluator island, which renders nothing for a citizen;
 * for an evaluator its tools (`evaluador-app.tsx`) show the evaluator-only buttons while her session lasts
 * and keep the phase-2 switch in it.
 */
import { STORAGE_KEY_SESSION } from '@rnt/contract/constants';
import { PERMISSIONS } from '@rnt/contract/sections';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialogos } from '../src/rsc/islands/dialogos';
import { Evaluador } from '../src/rsc/islands/evaluador';
import { Paneles } from '../src/rsc/islands/paneles';

const PANELS = [
  { id: 'informacion', label: 'Más información', content: <p>Campos</p> },
  { id: 'solicitud', label: 'Requisitos de la solicitud', content: <p>Tabla de la solicitud</p> },
  { id: 'otros', label: 'Otros requisitos', content: <p>Tabla de otros</p> },
];

describe('Paneles', () => {
  it('shows the first panel, toggles to another and back to none; a data-panel link opens one and focuses it', () => {
    render(
      <>
        <a href="#panel-solicitud" data-panel="solicitud">
          3 requisitos
        </a>
        <Paneles panels={PANELS} initial="informacion" after={<a href="/comentar">Comentar</a>} />
      </>,
    );
    const group = screen.getByRole('group', { name: 'Secciones de la modalidad' });
    expect(within(group).getByRole('link', { name: 'Comentar' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Más información' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Otros requisitos' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Más información' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Otros requisitos' }));
    expect(screen.getByRole('region', { name: 'Otros requisitos' }).textContent).toContain('Tabla de otros');
    expect(screen.queryByRole('region', { name: 'Más información' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Otros requisitos' }));
    expect(screen.queryByRole('region')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: '3 requisitos' }));
    expect(screen.getByRole('region', { name: 'Requisitos de la solicitud' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Requisitos de la solicitud' }));
  });
});

function DialogPage() {
  return (
    <>
      <button type="button" data-dialogo="d-req">
        Ver detalle de Solicitud
      </button>
      <dialog id="d-req" aria-labelledby="d-req-t">
        <h2 id="d-req-t">Solicitud</h2>
        <button type="button" data-cerrar="">
          Cerrar
        </button>
        <button type="button" data-dialogo="d-base">
          Ver base legal de Solicitud
        </button>
      </dialog>
      <dialog id="d-base" aria-labelledby="d-base-t">
        <h2 id="d-base-t">Base legal: Solicitud</h2>
        <p hidden>
          <button type="button" data-volver="">
            Volver al requisito
          </button>
        </p>
      </dialog>
      <Dialogos />
    </>
  );
}

describe('Dialogos', () => {
  it('opens a dialog from its opener, replaces it by the one opened inside, goes back, and returns focus', () => {
    render(<DialogPage />);
    const opener = screen.getByRole('button', { name: 'Ver detalle de Solicitud' });
    const req = document.getElementById('d-req') as HTMLDialogElement;
    const base = document.getElementById('d-base') as HTMLDialogElement;

    fireEvent.click(opener);
    expect(req.open).toBe(true);

    const inner = within(req).getByRole('button', { name: 'Ver base legal de Solicitud' });
    fireEvent.click(inner);
    expect(req.open).toBe(false);
    expect(base.open).toBe(true);
    const back = base.querySelector<HTMLButtonElement>('[data-volver]')!;
    expect(back.parentElement!.hidden).toBe(false);
    expect(document.activeElement).toBe(back);

    fireEvent.click(back);
    expect(base.open).toBe(false);
    expect(req.open).toBe(true);
    expect(document.activeElement).toBe(inner);

    fireEvent.click(within(req).getByRole('button', { name: 'Cerrar' }));
    expect(req.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('shows no way back when the dialog was opened from the page', () => {
    render(
      <>
        <button type="button" data-dialogo="d-base">
          Ver base legal de Solicitud
        </button>
        <DialogPage />
      </>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Ver base legal de Solicitud' })[0]!);
    const base = document.getElementById('d-base') as HTMLDialogElement;
    expect(base.open).toBe(true);
    expect(base.querySelector<HTMLElement>('[data-volver]')!.parentElement!.hidden).toBe(true);
  });
});

describe('Evaluador', () => {
  afterEach(() => localStorage.clear());

  it('renders nothing for a citizen and leaves the legal-basis buttons to the public dialogs', async () => {
    const { container } = render(
      <>
        <Evaluador modalidadId={1} />
        <button
          type="button"
          data-base-legal={JSON.stringify({ titulo: 'Descripción' })}
          hidden
          data-solo-evaluador=""
        >
          Base legal
        </button>
      </>,
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(container.querySelector('[data-solo-evaluador]')!.hasAttribute('hidden')).toBe(true);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  /** A session of this browser holding `permisos`, and the page's evaluator-only and citizen-only bits. */
  const renderConSesion = (permisos: string[]) => {
    localStorage.setItem(
      STORAGE_KEY_SESSION,
      JSON.stringify({ token: 't', autenticado: true, user: { id: 1, nombre: 'Evaluadora', permisos } }),
    );
    render(
      <>
        <Evaluador modalidadId={1} />
        <button
          type="button"
          data-base-legal={JSON.stringify({ titulo: 'Costo' })}
          hidden
          data-solo-evaluador=""
        >
          Base legal
        </button>
        <p data-sin-base="">Sin base legal registrada.</p>
      </>,
    );
  };
  const cargada = () =>
    waitFor(
      () => expect(document.querySelector('[data-solo-evaluador]')!.hasAttribute('hidden')).toBe(false),
      {
        timeout: 20_000,
      },
    );

  it('for an evaluator loads the tools: the phase-2 switch and the hidden buttons', async () => {
    renderConSesion([PERMISSIONS.verBaseLegal, PERMISSIONS.evaluacionFase2]);
    expect(
      await screen.findByRole('switch', { name: /Modo de evaluación fase 2/ }, { timeout: 20_000 }),
    ).toBeTruthy();
    // Shown by the tools' effect, which Preact runs after the next frame, not with the render.
    await cargada();
  });

  it('without the phase-2 permission: the buttons appear, the "no legal basis" texts go, no switch', async () => {
    renderConSesion([PERMISSIONS.verBaseLegal]);
    await cargada();
    expect(screen.getByText('Sin base legal registrada.').hidden).toBe(true);
    expect(screen.queryByRole('switch', { name: /Modo de evaluación fase 2/ })).toBeNull();
  });

  it('the phase-2 switch keeps its state in the evaluator’s session', async () => {
    renderConSesion([PERMISSIONS.verBaseLegal, PERMISSIONS.evaluacionFase2, PERMISSIONS.verDictamen]);
    await cargada();
    const fase2 = screen.getByRole('switch', { name: /Modo de evaluación fase 2/ }) as HTMLInputElement;
    expect(fase2.checked).toBe(false);
    fireEvent.click(fase2);
    expect(fase2.checked).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY_SESSION)!).fase2).toBe(true);
  });

  it('the session ended (here or in another tab): the tools leave and the page is the citizen’s again', async () => {
    renderConSesion([PERMISSIONS.verBaseLegal]);
    await cargada();
    act(() => {
      localStorage.removeItem(STORAGE_KEY_SESSION);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY_SESSION }));
    });
    await waitFor(() =>
      expect(document.querySelector('[data-solo-evaluador]')!.hasAttribute('hidden')).toBe(true),
    );
    expect(screen.getByText('Sin base legal registrada.').hidden).toBe(false);
  });
});
