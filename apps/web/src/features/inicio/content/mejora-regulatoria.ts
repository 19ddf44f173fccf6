/** The home's three regulatory information blocks, for the classic home and the light one alike. */
export const BLOQUES_MEJORA_REGULATORIA = [
  {
    titulo: '¿Qué es la mejora regulatoria?',
    texto:
      'Es la política pública que busca que las regulaciones y los trámites generen más beneficios que costos para la sociedad: menos requisitos innecesarios, plazos claros y procesos más sencillos para ciudadanos y empresas.',
  },
  {
    titulo: 'Solo se exige lo inscrito',
    texto:
      'Según la Ley de Mejora Regulatoria, ningún trámite, requisito, costo o plazo es exigible si no está inscrito en el Registro Nacional de Trámites. Lo que ve en este portal es lo que la institución puede pedirle.',
  },
  {
    titulo: 'Instituciones comprometidas',
    texto:
      'Las instituciones del Órgano Ejecutivo, las autónomas y las municipalidades inscriben y actualizan sus trámites; el Organismo de Mejora Regulatoria los evalúa antes de publicarlos.',
  },
] as const;
