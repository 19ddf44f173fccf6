'use client';

/** "Regresar a la página anterior": the browser's back, shown once the page's code runs (`con-js`). */
export function Regresar({ className }: { className?: string }) {
  return (
    <button type="button" className={`con-js ${className ?? ''}`} onClick={() => window.history.back()}>
      Regresar a la página anterior
    </button>
  );
}
