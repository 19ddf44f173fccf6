/**
 * Counts in Spanish with agreement (issue 22): '1 trámite' / '2 trámites', 'Se encontró 1 trámite' /
 * 'Se encontraron 2 trámites'. The singular is for exactly one; zero and every other number take the plural
 * ('0 trámites', 'Se encontraron 0 trámites'). Numbers carry El Salvador's digit grouping ('1,234').
 * Every count the portal and the API write goes through here, so the rule lives in one place.
 */

import { onFirstUse } from './on-first-use';

/** A noun (or a noun phrase) in singular and plural: ['trámite', 'trámites']. */
export type Forms = readonly [singular: string, plural: string];

/** The nouns the portal counts most often. */
export const NOUNS = {
  tramite: ['trámite', 'trámites'],
  modalidad: ['modalidad', 'modalidades'],
  institucion: ['institución', 'instituciones'],
  unidad: ['unidad', 'unidades'],
  regulacion: ['regulación', 'regulaciones'],
  resolucion: ['resolución', 'resoluciones'],
  entrada: ['entrada', 'entradas'],
  nivel: ['nivel', 'niveles'],
} as const satisfies Record<string, Forms>;

const grouping = onFirstUse(() => new Intl.NumberFormat('es-SV'));

/** 1234 → '1,234' (El Salvador's grouping). */
export const formatCount = (n: number): string => grouping().format(n);

/** The form that agrees with `n`: the singular only for exactly 1. */
export const agree = (n: number, forms: Forms): string => (n === 1 ? forms[0] : forms[1]);

/** '1 trámite', '2 trámites', '1,234 trámites'. */
export const countOf = (n: number, forms: Forms): string => `${formatCount(n)} ${agree(n, forms)}`;

/** 'Se encontró 1 trámite', 'Se encontraron 2 trámites' (the verb agrees too). */
export const foundCount = (n: number, forms: Forms): string =>
  `Se ${agree(n, ['encontró', 'encontraron'])} ${countOf(n, forms)}`;

/**
 * 'Se muestra 1 de 5 instituciones', 'Se muestran 10 de 82 instituciones', 'Se muestra 1 de 1 institución':
 * the verb agrees with what is shown, the noun with the total it is a part of.
 */
export const shownOf = (shown: number, total: number, forms: Forms): string =>
  `Se ${agree(shown, ['muestra', 'muestran'])} ${formatCount(shown)} de ${countOf(total, forms)}`;
