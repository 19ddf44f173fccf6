'use client';

/** Prints a life event's checklist (its page's print stylesheet shows the checklist alone). */
export function PrintChecklistButton() {
  return (
    <button type="button" onClick={() => window.print()}>
      Imprimir lista de verificación
    </button>
  );
}
