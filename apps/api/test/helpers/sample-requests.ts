/** Valid bodies for the routes that take one, shared by the suites that must reach past validation. */

/** The complaint form as a citizen who gives their data fills it (multipart fields). */
export const validDenuncia = (modalidadId = 1) => ({
  anonimo: 'false',
  mensaje: 'La ventanilla pide una constancia que no aparece en el registro.',
  modalidad_id: String(modalidadId),
  nombres: 'María José',
  apellidos: 'Núñez',
  correo: 'maria.nunez@example.com',
  telefono: '7012 3456',
});

/** A legal basis for a section of modality 1, with one reference. */
export const validBaseLegal = () => ({
  seccion: 'DESCRIPCION',
  regulacion_id: 1,
  modalidad_id: 1,
  referencias: [
    { referencia_id: 1, valor_referencia: '15', sub_referencia_id: null, valor_sub_referencia: null },
  ],
});

/** A ruling on a section of modality 1. */
export const validDictamen = () => ({
  seccion: 'PERIODICIDAD',
  modalidad_id: 1,
  comentarios: 'Revisado',
  condicion_inscripcion_id: null,
  estados_dictamen: [1],
});

export const validSinonimo = () => ({
  termino: 'trámite de prueba',
  equivalentes: ['procedimiento de prueba'],
});

export const validSituacion = () => ({
  slug: 'situacion-de-prueba',
  nombre: 'Situación de prueba',
  descripcion: 'Una situación de vida para las pruebas.',
  pasos: [{ titulo: 'Primer paso', que_hacer: 'Hacer algo.', modalidades: [1] }],
});
