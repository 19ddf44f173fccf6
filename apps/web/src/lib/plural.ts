/** '1 trámite', '1.234 trámites': a count with its noun in singular or plural, Salvadoran grouping. */
export const plural = (n: number, one: string, many: string): string =>
  `${n.toLocaleString('es-SV')} ${n === 1 ? one : many}`;
