'use client';
import { PERMISSIONS } from '@rnt/contract/sections';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { hasPermission, readSession } from '../../lib/session';

/** What a legal-basis button of the page names (`data-base-legal`, views/modalidad-detalles.tsx). */
export interface EvaluadorTarget {
  titulo: string;
  dialogTitle?: string;
  seccion?: string;
  codigoModelo?: 'Requisito' | 'Sub_Requisito';
  modeloId?: number;
  ayuda?: string;
}

export interface EvaluadorAppProps {
  modalidadId: number;
  target: EvaluadorTarget | null;
  onClose: () => void;
}

/**
 * The evaluator's tools on the light modality page (issue 30): renders nothing for citizens. When the
 * visitor's session holds BASE_LEGAL_VER, it takes over the page's legal-basis buttons and loads the
 * tools' code (Mantine, the forms, the ruling block: `evaluador-app.tsx`) with a dynamic `import()` —
 * a citizen's phone never downloads it.
 */
export function Evaluador({ modalidadId }: { modalidadId: number }) {
  const [App, setApp] = useState<ComponentType<EvaluadorAppProps> | null>(null);
  const [target, setTarget] = useState<EvaluadorTarget | null>(null);
  // A button inside one of the page's dialogs (a requirement's): the tools replace that dialog, and
  // closing them opens it again on the same button, as the classic modal's legal-basis view did.
  const returnTo = useRef<{ dialogId: string; button: HTMLElement } | null>(null);

  useEffect(() => {
    if (!hasPermission(PERMISSIONS.verBaseLegal, readSession())) return;
    // A click before the tools' code arrives is kept, and opens them when it does.
    const onClick = (event: MouseEvent) => {
      const button =
        event.target instanceof Element ? event.target.closest<HTMLElement>('[data-base-legal]') : null;
      if (!button?.dataset.baseLegal) return;
      event.preventDefault();
      event.stopPropagation();
      const dialog = button.closest('dialog');
      returnTo.current = dialog?.id ? { dialogId: dialog.id, button } : null;
      dialog?.close();
      setTarget(JSON.parse(button.dataset.baseLegal) as EvaluadorTarget);
    };
    document.addEventListener('click', onClick, true);
    let alive = true;
    void import('./evaluador-app').then((m) => {
      if (alive) setApp(() => m.EvaluadorApp);
    });
    return () => {
      alive = false;
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  const close = () => {
    setTarget(null);
    const back = returnTo.current;
    returnTo.current = null;
    if (!back) return;
    // After the event that closed the tools (an Escape's own default action would close the dialog again).
    setTimeout(() => {
      const opener = [...document.querySelectorAll<HTMLElement>(`[data-dialogo="${back.dialogId}"]`)].find(
        (el) => el.getClientRects().length > 0,
      );
      opener?.click();
      back.button.focus();
    }, 0);
  };

  return App ? <App modalidadId={modalidadId} target={target} onClose={close} /> : null;
}
