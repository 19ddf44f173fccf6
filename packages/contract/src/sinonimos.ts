/**
 * The search thesaurus kept by the registry's staff (issue 19):
 * `GET/POST /api/sinonimos`, `PUT/DELETE /api/sinonimos/{id}`, permission SINONIMOS_EDITAR, and the
 * `/admin/sinonimos` page. A term (word, acronym or phrase citizens use) stands for itself or any of its
 * equivalents (what the registry calls it) in the home search.
 */
import { z } from './zod';

export const SINONIMO_TERMINO_MAX = 100;
export const SINONIMO_EQUIVALENTE_MAX = 200;
export const SINONIMO_EQUIVALENTES_MAX = 20;

export const SINONIMOS_MESSAGES = {
  terminoRequerido: 'Término es requerido',
  terminoMaximo: `Término admite como máximo ${SINONIMO_TERMINO_MAX} caracteres`,
  terminoSinPalabras: 'El término debe tener al menos una palabra que no sea un artículo o preposición',
  terminoRepetido: 'Ya existe una entrada con este término',
  equivalentesRequeridos: 'Indique al menos un equivalente',
  equivalenteVacio: 'Los equivalentes no pueden estar vacíos',
  equivalenteMaximo: `Cada equivalente admite como máximo ${SINONIMO_EQUIVALENTE_MAX} caracteres`,
  equivalentesMaximo: `Indique como máximo ${SINONIMO_EQUIVALENTES_MAX} equivalentes`,
  equivalenteIgual: 'Un equivalente no puede ser igual al término',
  guardado: 'La entrada del tesauro se guardó.',
  eliminado: 'La entrada del tesauro se eliminó.',
  noExiste: 'La entrada del tesauro no existe.',
} as const;
const M = SINONIMOS_MESSAGES;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

export const sinonimoBodySchema = z
  .object({
    termino: z
      .string({ error: M.terminoRequerido })
      .trim()
      .min(1, M.terminoRequerido)
      .max(SINONIMO_TERMINO_MAX, M.terminoMaximo),
    equivalentes: z
      .array(
        z
          .string({ error: M.equivalenteVacio })
          .trim()
          .min(1, M.equivalenteVacio)
          .max(SINONIMO_EQUIVALENTE_MAX, M.equivalenteMaximo),
        { error: M.equivalentesRequeridos },
      )
      .min(1, M.equivalentesRequeridos)
      .max(SINONIMO_EQUIVALENTES_MAX, M.equivalentesMaximo),
  })
  .strict()
  .superRefine((value, ctx) => {
    const termino = fold(value.termino);
    if (value.equivalentes.some((e) => fold(e) === termino))
      ctx.addIssue({ code: 'custom', path: ['equivalentes'], message: M.equivalenteIgual });
  });
export type SinonimoBody = z.infer<typeof sinonimoBodySchema>;

export const sinonimoSchema = z.object({
  id: z.number().int(),
  termino: z.string(),
  equivalentes: z.array(z.string()),
  updated_at: z.string(),
});
export type Sinonimo = z.infer<typeof sinonimoSchema>;

export const sinonimosResponseSchema = z.object({ sinonimos: z.array(sinonimoSchema) });
export type SinonimosResponse = z.infer<typeof sinonimosResponseSchema>;
export const sinonimoSavedResponseSchema = z.object({ message: z.string(), sinonimo: sinonimoSchema });
export type SinonimoSavedResponse = z.infer<typeof sinonimoSavedResponseSchema>;
