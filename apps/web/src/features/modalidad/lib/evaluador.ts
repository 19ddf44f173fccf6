import { PERMISSIONS, type ModelCode, type SectionCode } from '@rnt/contract/sections';
import { hasPermission, saveSession } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';

/** What a legal basis or a ruling is bound to: a section, or one requirement or sub-requirement. */
export interface EvaluationTarget {
  modalidadId: number;
  seccion?: SectionCode;
  codigoModelo?: ModelCode;
  modeloId?: number;
  /** Help-text code: the section code, or the requirement table's code. */
  ayuda?: string;
}

export const targetQuery = (t: EvaluationTarget) => ({
  per_page: -1,
  modalidad_id: t.modalidadId,
  ...(t.seccion ? { seccion: t.seccion } : { modelo_id: t.modeloId, codigo_modelo: t.codigoModelo }),
});
export const targetBody = (t: EvaluationTarget) => ({
  modalidad_id: t.modalidadId,
  seccion: t.seccion ?? null,
  codigo_modelo: t.seccion ? null : (t.codigoModelo ?? null),
  modelo_id: t.seccion ? null : (t.modeloId ?? null),
});

/**
 * The evaluator's view of the detail screen. Tools show for a logged-in user holding
 * BASE_LEGAL_VER; "read-only" means holding none of the legal-basis write permissions, and then only
 * the list shows. Phase-2 mode is a switch for users with EVALUACION_FASE_2, kept in the session.
 */
export function useEvaluator() {
  const session = useSession();
  const can = (code: string) => hasPermission(code, session);
  const active = can(PERMISSIONS.verBaseLegal);
  const fase2Allowed = active && can(PERMISSIONS.evaluacionFase2);
  return {
    active,
    crear: active && can(PERMISSIONS.crearBaseLegal),
    editar: active && can(PERMISSIONS.editarBaseLegal),
    eliminar: active && can(PERMISSIONS.eliminarBaseLegal),
    fase2Allowed,
    fase2: fase2Allowed && Boolean(session?.fase2) && can(PERMISSIONS.verDictamen),
    crearDictamen: can(PERMISSIONS.crearDictamen),
    editarDictamen: can(PERMISSIONS.editarDictamen),
    setFase2: (on: boolean) => {
      if (session) saveSession({ ...session, fase2: on });
    },
  };
}
