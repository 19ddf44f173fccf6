/**
 * A tap before the page's code is alive is kept, not lost (issue 30). The server's HTML shows the islands'
 * buttons at once, but a button does nothing until its island hydrates: on a slow phone a citizen taps
 * "Requisitos de la solicitud" and, once the code runs, sees the first panel, as if she had not. So until
 * the page has hydrated (`alHidratar`), a click on a control that only the code makes work is held:
 * - a `type="button"` button or an `a[role="button"]` inside an island that is not alive yet
 *   (`rnt-isla` without `data-vivo`);
 * - anywhere, a control that an island's listener on the page handles (`data-dialogo`, `data-panel`), whose
 *   link would otherwise lead to the content for browsers without JavaScript, hidden by then.
 * Once every island is alive, the held clicks are made again, in order, on the controls still in the page.
 * Links that navigate, form submits, fields and everything else keep the browser's own behaviour.
 */

const DE_LA_PAGINA = '[data-dialogo], [data-panel]';
const DE_SU_ISLA = 'button[type="button"], a[role="button"]';

/** The control the click waits for, if it waits for the page's code. */
function controlEnEspera(objetivo: EventTarget | null): HTMLElement | null {
  if (!(objetivo instanceof Element)) return null;
  const dePagina = objetivo.closest<HTMLElement>(DE_LA_PAGINA);
  if (dePagina) return dePagina;
  const control = objetivo.closest<HTMLElement>(DE_SU_ISLA);
  const isla = control?.closest('rnt-isla');
  return control && isla instanceof HTMLElement && !('vivo' in isla.dataset) ? control : null;
}

/** Holds the clicks on `raiz` that wait for the page's code until `vivo` settles, then makes them again. */
export function guardarClicsHasta(raiz: Window, vivo: Promise<unknown>): void {
  const pendientes: HTMLElement[] = [];
  const alClic = (event: MouseEvent) => {
    const control = controlEnEspera(event.target);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pendientes.push(control);
  };
  // On the window, in the capture phase: before any listener of the page or of an island.
  raiz.addEventListener('click', alClic, true);
  void vivo.finally(() => {
    raiz.removeEventListener('click', alClic, true);
    for (const control of pendientes.splice(0)) if (control.isConnected) control.click();
  });
}
