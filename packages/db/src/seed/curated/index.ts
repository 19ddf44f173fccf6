/**
 * The curated core of the demo registry: real, commonly used procedures of the Salvadoran State,
 * one file per area (docs/demo-data.md lists them by institution, with the sources used).
 */
import { AGRICULTURA, EDUCACION } from './agricultura-educacion';
import { AMBIENTE_CONSTRUCCION } from './ambiente-construccion';
import { EMPRESAS } from './empresas';
import { IDENTIDAD } from './identidad';
import { IMPUESTOS } from './impuestos';
import { MIGRACION } from './migracion';
import { MUNICIPAL } from './municipal';
import { OTROS } from './otros';
import { SALUD } from './salud';
import { SEGURIDAD } from './seguridad';
import { TRABAJO } from './trabajo';
import { TRANSPORTE } from './transporte';
import type { CuratedProcedure } from './types';

export const CURATED_PROCEDURES: readonly CuratedProcedure[] = [
  ...IDENTIDAD,
  ...MIGRACION,
  ...TRANSPORTE,
  ...IMPUESTOS,
  ...SEGURIDAD,
  ...EMPRESAS,
  ...SALUD,
  ...TRABAJO,
  ...AMBIENTE_CONSTRUCCION,
  ...AGRICULTURA,
  ...EDUCACION,
  ...MUNICIPAL,
  ...OTROS,
];

export { LEYES, type CuratedLaw, type LawKey } from './leyes';
export type { CuratedModality, CuratedProcedure, CuratedRequirement } from './types';
