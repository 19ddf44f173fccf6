'use client';

/** Prints the requirement checklist (the print stylesheet shows it). */
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()}>
      Imprimir lista de requisitos
    </button>
  );
}
