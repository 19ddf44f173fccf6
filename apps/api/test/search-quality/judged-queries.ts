/**
 * The judged query set of the home search (issue 19, docs/search.md): what citizens type, each with the
 * procedure name(s) that should come first, written from the curated core of the demo registry
 * (packages/db/src/seed/curated/), naming only procedures the demo data publishes (re-checked after each merge of issue 18: three curated
 * procedures were unpublished by its later commits and their queries replaced). A query is a hit@k when one of `esperados` is among the first k
 * results. Kinds: sigla (acronym), coloquial (everyday name), pregunta (a question with filler words),
 * error (one typo), sin-tildes (accents and capitals left out), parcial (two or more words, one the
 * registry does not know), nombre (the official name, or a piece of it).
 */
export type JudgedKind = 'sigla' | 'coloquial' | 'pregunta' | 'error' | 'sin-tildes' | 'parcial' | 'nombre';

export interface JudgedQuery {
  q: string;
  esperados: string[];
  tipo: JudgedKind;
}

const DUI_1 = 'Emisión del Documento Único de Identidad por primera vez';
const DUI_REN = 'Renovación del Documento Único de Identidad';
const DUI_REP = 'Reposición del Documento Único de Identidad';
const DUI_MOD = 'Modificación de datos del Documento Único de Identidad';
const PART_NAC = 'Certificación de partida de nacimiento';
const ASENT_NAC = 'Asentamiento de partida de nacimiento';
const MATRIMONIO = 'Celebración de matrimonio civil ante el alcalde';
const PART_DEF = 'Certificación de partida de defunción';
const INSC_DEF = 'Inscripción de defunción';
const PAS_1 = 'Emisión de pasaporte ordinario por primera vez';
const PAS_REN = 'Renovación de pasaporte ordinario';
const PAS_REP = 'Reposición de pasaporte por extravío, robo o deterioro';
const PAS_EXT = 'Emisión de pasaporte para salvadoreños en el exterior';
const RES_TEMP = 'Residencia temporal para extranjeros';
const RES_DEF = 'Residencia definitiva para extranjeros';
const SALIDA_MEN = 'Autorización de salida del país de menores de edad';
const APOSTILLA = 'Apostilla de documentos públicos';
const LIC = [
  'Licencia de conducir particular',
  'Licencia de conducir liviana',
  'Licencia de conducir pesada',
  'Licencia de conducir pesada-T',
  'Licencia de conducir de motociclista',
  'Licencia de conducir juvenil',
  'Renovación de licencia de conducir',
];
const LIC_REN = 'Renovación de licencia de conducir';
const LIC_REP = 'Reposición de licencia de conducir';
const LIC_MOTO = 'Licencia de conducir de motociclista';
const TARJ_CIRC = 'Inscripción de vehículo y emisión de tarjeta de circulación';
const PLACAS = 'Reposición de placas de vehículo';
const TRASPASO = 'Traspaso de vehículo automotor';
const REV_TEC = 'Revisión técnica vehicular';
const NIT = 'Homologación del DUI como Número de Identificación Tributaria';
const NIT_PJ = 'Inscripción de persona jurídica en el Registro Único de Contribuyentes';
const IVA_REG = 'Inscripción como contribuyente del IVA';
const SOLV_MH = 'Solvencia tributaria';
const DECL_IVA = 'Declaración y pago del IVA';
const RENTA = 'Declaración del Impuesto sobre la Renta';
const DTE = 'Autorización para emitir documentos tributarios electrónicos';
const IMPORT = 'Declaración de mercancías de importación';
const ANTEC = 'Constancia de antecedentes penales';
const SOLV_PNC = 'Constancia de antecedentes policiales';
const ARMAS = 'Licencia para uso de armas de fuego';
const MATRICULA = 'Matrícula de empresa y registro de establecimiento';
const SOCIEDAD = 'Inscripción de escritura de constitución de sociedad';
const MARCA = 'Registro de marca';
const PATENTE = 'Solicitud de patente de invención';
const AUTOR = 'Depósito de obra protegida por derecho de autor';
const EXTRACTADA = 'Certificación extractada de inmueble';
const REG_ALIM = 'Registro sanitario de alimentos y bebidas';
const PERM_SANIT = 'Permiso sanitario de funcionamiento de establecimiento de alimentos';
const CERT_SALUD = 'Certificado de salud para manipuladores de alimentos';
const MEDICAMENTO = 'Registro sanitario de medicamentos';
const FARMACIA = 'Autorización de apertura y funcionamiento de farmacia';
const ISSS_PATRONO = 'Inscripción de patrono en el ISSS';
const ISSS_AFIL = 'Afiliación de trabajador al ISSS';
const ISSS_SOLV = 'Constancia de solvencia patronal del ISSS';
const INCAPACIDAD = 'Pago de subsidio por incapacidad temporal';
const REGLAMENTO = 'Aprobación de reglamento interno de trabajo';
const SINDICATO = 'Inscripción de sindicato';
const PERM_AMB = 'Permiso ambiental para obras, proyectos o actividades';
const TALA = 'Autorización de tala de árboles en zona urbana';
const PERM_CONST = [
  'Permiso de construcción en el Área Metropolitana de San Salvador',
  'Permiso de construcción municipal',
];
const CALIF_LUGAR = 'Calificación de lugar';
const ANDA_CONEX = 'Conexión de servicio de agua potable';
const FITO = 'Certificado fitosanitario de exportación';
const ZOO = 'Permiso zoosanitario de importación';
const PESCA = ['Licencia de pesca artesanal', 'Licencia de pesca industrial'];
const INCORP = 'Incorporación de título universitario obtenido en el extranjero';
const REG_TITULO = 'Registro de título universitario nacional';
const REP_TITULO = 'Reposición de título de bachiller';
const COLEGIO = 'Autorización de funcionamiento de centro educativo privado';
const LIC_FUNC = 'Licencia de funcionamiento de establecimiento comercial';
const SOLV_MUN = 'Solvencia municipal';
const ALCOHOL = 'Licencia para la venta de bebidas alcohólicas';
const FIERRO = 'Registro de fierro o marca de ganado';
const TURISMO = 'Inscripción en el Registro Nacional de Turismo';
const FSV = 'Crédito para adquisición de vivienda';
const HIPOTECA = 'Cancelación de hipoteca';
const PANELES = 'Inscripción de generador de energía renovable';
const ABOGADO = 'Autorización para el ejercicio de la abogacía';
const NOTARIO = 'Autorización para el ejercicio del notariado';
const COOPERATIVA = 'Inscripción de asociación cooperativa';
const ONG = 'Inscripción de asociación o fundación sin fines de lucro';
const DRON = 'Registro y autorización de operación de dron';
const CAMBIO_NOMBRE = 'Cambio de nombre propio';
const DIVORCIO = 'Marginación de sentencia de divorcio';
const PRORROGA = 'Prórroga de permanencia como turista';
const MOV_MIG = 'Certificación de movimientos migratorios';
const EMPRESA = [MATRICULA, SOCIEDAD, NIT_PJ];

const q = (tipo: JudgedKind, text: string, ...esperados: (string | string[])[]): JudgedQuery => ({
  q: text,
  esperados: esperados.flat(),
  tipo,
});

export const JUDGED_QUERIES: JudgedQuery[] = [
  // Acronyms
  q('sigla', 'DUI', DUI_1, DUI_REN, DUI_REP, DUI_MOD),
  q('sigla', 'NIT', NIT, NIT_PJ),
  q('sigla', 'NRC', IVA_REG),
  q('sigla', 'IVA', IVA_REG, DECL_IVA),
  q('sigla', 'DTE', DTE),
  q('sigla', 'ISSS', ISSS_PATRONO, ISSS_AFIL, ISSS_SOLV, INCAPACIDAD),
  q('sigla', 'PNC', SOLV_PNC),
  q('sigla', 'solvencia PNC', SOLV_PNC),
  q('sigla', 'DUCA', IMPORT),
  q('sigla', 'F-07', DECL_IVA),
  q('sigla', 'F11', RENTA),
  q('sigla', 'ANDA', ANDA_CONEX),
  q('sigla', 'FSV', FSV),
  q('sigla', 'CNR marca', MARCA),
  q('sigla', 'MARN permiso', PERM_AMB),
  q('sigla', 'OPAMSS', PERM_CONST[0]!, CALIF_LUGAR, 'Línea de construcción'),
  q('sigla', 'JVPM', 'Inscripción de profesional de la salud'),
  q('sigla', 'CSJ notario', NOTARIO),
  q('sigla', 'ONG', ONG),
  q('sigla', 'RNPN partida de nacimiento', PART_NAC),
  q('sigla', 'DGME pasaporte', PAS_1, PAS_REN),
  q('sigla', 'VMT licencia', LIC),
  // Everyday names
  q('coloquial', 'licencia de manejo', LIC),
  q('coloquial', 'brevet', LIC),
  q('coloquial', 'licencia de moto', LIC_MOTO),
  q('coloquial', 'pasaporte vencido', PAS_REN),
  q('coloquial', 'pasaporte perdido', PAS_REP),
  q('coloquial', 'pasaporte robado', PAS_REP),
  q('coloquial', 'dui perdido', DUI_REP),
  q('coloquial', 'dui vencido', DUI_REN),
  q('coloquial', 'dui robado', DUI_REP),
  q('coloquial', 'cedula', DUI_1, DUI_REN),
  q('coloquial', 'cambio de direccion en el dui', DUI_MOD),
  q('coloquial', 'record policial', SOLV_PNC),
  q('coloquial', 'solvencia policial', SOLV_PNC),
  q('coloquial', 'antecedentes penales', ANTEC),
  q('coloquial', 'record penal', ANTEC),
  q('coloquial', 'placas', PLACAS, TARJ_CIRC),
  q('coloquial', 'placa robada', PLACAS),
  q('coloquial', 'tarjeta de circulacion', TARJ_CIRC),
  q('coloquial', 'traspaso de carro', TRASPASO),
  q('coloquial', 'vender mi carro', TRASPASO),
  q('coloquial', 'revision de gases', REV_TEC),
  q('coloquial', 'certificado de nacimiento', PART_NAC),
  q('coloquial', 'partida de nacimiento', PART_NAC),
  q('coloquial', 'certificado de defuncion', PART_DEF),
  q('coloquial', 'casarse por lo civil', MATRIMONIO),
  q('coloquial', 'boda civil', MATRIMONIO),
  q('coloquial', 'acta de defuncion', PART_DEF),
  q('coloquial', 'registrar un fallecimiento', INSC_DEF),
  q('coloquial', 'inscribir a un bebe', ASENT_NAC),
  q('coloquial', 'inscribir el divorcio', DIVORCIO),
  q('coloquial', 'cambiarse el nombre', CAMBIO_NOMBRE),
  q('coloquial', 'seguro social', ISSS_PATRONO, ISSS_AFIL, ISSS_SOLV, INCAPACIDAD),
  q('coloquial', 'carne del seguro social', ISSS_AFIL),
  q('coloquial', 'numero patronal', ISSS_PATRONO),
  q('coloquial', 'pago de incapacidad', INCAPACIDAD),
  q('coloquial', 'solvencia de hacienda', SOLV_MH),
  q('coloquial', 'solvencia fiscal', SOLV_MH),
  q('coloquial', 'declaracion de renta', RENTA),
  q('coloquial', 'devolucion de renta', RENTA, 'Devolución de impuestos pagados en exceso'),
  q('coloquial', 'factura electronica', DTE),
  q('coloquial', 'tarjeta de nit', NIT),
  q('coloquial', 'nit de empresa', NIT_PJ),
  q('coloquial', 'abrir una empresa', EMPRESA),
  q('coloquial', 'constituir una empresa', SOCIEDAD),
  q('coloquial', 'registrar un negocio', MATRICULA),
  q('coloquial', 'matricula de comercio', MATRICULA),
  q('coloquial', 'registrar una marca', MARCA),
  q('coloquial', 'patentar un invento', PATENTE),
  q('coloquial', 'derechos de autor', AUTOR),
  q('coloquial', 'registrar una cancion', AUTOR),
  q('coloquial', 'extractada', EXTRACTADA),
  q('coloquial', 'historial del inmueble', EXTRACTADA),
  q('coloquial', 'permiso sanitario', PERM_SANIT),
  q('coloquial', 'permiso para vender alimentos', REG_ALIM),
  q('coloquial', 'permiso de salud para restaurante', PERM_SANIT),
  q('coloquial', 'tarjeta de salud', CERT_SALUD),
  q('coloquial', 'registro sanitario de medicinas', MEDICAMENTO),
  q('coloquial', 'abrir una farmacia', FARMACIA),
  q('coloquial', 'licencia de armas', ARMAS),
  q('coloquial', 'permiso de portacion de arma', ARMAS),
  q('coloquial', 'licencia para portar arma', ARMAS),
  q('coloquial', 'permiso de construccion', PERM_CONST),
  q('coloquial', 'uso de suelo', CALIF_LUGAR),
  q('coloquial', 'contrato de agua', ANDA_CONEX),
  q('coloquial', 'instalar el agua', ANDA_CONEX),
  q('coloquial', 'cortar un arbol', TALA),
  q('coloquial', 'estudio de impacto ambiental', PERM_AMB),
  q('coloquial', 'permiso de la alcaldia', LIC_FUNC),
  q('coloquial', 'solvencia de la alcaldia', SOLV_MUN),
  q('coloquial', 'permiso de cerveza', ALCOHOL),
  q('coloquial', 'fierro de ganado', FIERRO),
  q('coloquial', 'licencia de pesca', PESCA),
  q('coloquial', 'importar mascotas', ZOO),
  q('coloquial', 'traer un perro al pais', ZOO),
  q('coloquial', 'certificado para exportar cafe', FITO),
  q('coloquial', 'validar titulo extranjero', INCORP),
  q('coloquial', 'titulo perdido', REP_TITULO),
  q('coloquial', 'abrir un colegio', COLEGIO),
  q('coloquial', 'comprar casa', FSV),
  q('coloquial', 'prestamo del fondo social', FSV),
  q('coloquial', 'liberar la casa', HIPOTECA),
  q('coloquial', 'paneles solares', PANELES),
  q('coloquial', 'inscribir hotel', TURISMO),
  q('coloquial', 'permiso de dron', DRON),
  q('coloquial', 'carne de abogado', ABOGADO),
  q('coloquial', 'ser notario', NOTARIO),
  q('coloquial', 'formar una cooperativa', COOPERATIVA),
  q('coloquial', 'permiso de residencia', RES_TEMP),
  q('coloquial', 'residencia permanente', RES_DEF),
  q('coloquial', 'record migratorio', MOV_MIG),
  q('coloquial', 'permiso para viajar con niños', SALIDA_MEN),
  q('coloquial', 'apostillar', APOSTILLA),
  q('coloquial', 'extender estadia', PRORROGA),
  q('coloquial', 'pasaporte en el consulado', PAS_EXT),
  // Questions
  q('pregunta', '¿cómo saco mi pasaporte?', PAS_1, PAS_REN),
  q('pregunta', 'quiero sacar la licencia', LIC),
  q('pregunta', 'requisitos para el dui', DUI_1, DUI_REN),
  q('pregunta', '¿dónde saco la solvencia de la PNC?', SOLV_PNC),
  q('pregunta', 'que necesito para abrir una empresa', EMPRESA),
  q('pregunta', '¿cuánto cuesta renovar el pasaporte?', PAS_REN),
  q('pregunta', 'como renovar la licencia de conducir', LIC_REN),
  q('pregunta', 'requisitos para casarse', MATRIMONIO),
  q('pregunta', 'como inscribo a mi empresa en el seguro social', ISSS_PATRONO),
  q('pregunta', 'quiero registrar mi marca', MARCA),
  q('pregunta', 'como obtener el nit', NIT),
  q('pregunta', 'necesito mi partida de nacimiento', PART_NAC),
  q('pregunta', 'donde pago el iva', DECL_IVA),
  q('pregunta', 'requisitos para permiso de construccion', PERM_CONST),
  q('pregunta', '¿qué hago si perdí mi dui?', DUI_REP),
  // One typo
  q('error', 'pasaprte', PAS_1, PAS_REN, PAS_REP, PAS_EXT),
  q('error', 'pasaporet', PAS_1, PAS_REN, PAS_REP, PAS_EXT),
  q('error', 'licensia de conducir', LIC),
  q('error', 'licencia de condusir', LIC),
  q('error', 'antesedentes penales', ANTEC),
  q('error', 'solvensia tributaria', SOLV_MH),
  q('error', 'matrimonoi civil', MATRIMONIO),
  q('error', 'apostiya', APOSTILLA),
  q('error', 'farmasia', FARMACIA),
  q('error', 'prorroga de turizta', PRORROGA),
  q('error', 'residensia temporal', RES_TEMP),
  q('error', 'incapasidad', INCAPACIDAD),
  q('error', 'sindicto', SINDICATO),
  q('error', 'cooperatva', COOPERATIVA),
  q('error', 'hipoteka', HIPOTECA),
  // Accents and capitals left out
  q('sin-tildes', 'emision de pasaporte', PAS_1, PAS_EXT),
  q('sin-tildes', 'renovacion del documento unico de identidad', DUI_REN),
  q('sin-tildes', 'CERTIFICACION DE PARTIDA DE DEFUNCION', PART_DEF),
  q('sin-tildes', 'reposicion de licencia', LIC_REP),
  q('sin-tildes', 'inscripcion de sindicato', SINDICATO),
  q('sin-tildes', 'revision tecnica', REV_TEC),
  q('sin-tildes', 'declaracion de mercancias', IMPORT),
  q('sin-tildes', 'autorizacion de salida de menores', SALIDA_MEN),
  q('sin-tildes', 'aprobacion de reglamento interno', REGLAMENTO),
  q('sin-tildes', 'calificacion de lugar', CALIF_LUGAR),
  // Two or more words, one unknown to the registry
  q('parcial', 'pasaporte urgente', PAS_1, PAS_REN, PAS_REP, PAS_EXT),
  q('parcial', 'licencia de conducir rapido', LIC),
  q('parcial', 'solvencia tributaria barata', SOLV_MH),
  q('parcial', 'partida de nacimiento original', PART_NAC),
  q('parcial', 'marca zapatos', MARCA),
  q('parcial', 'farmacia veterinaria', FARMACIA),
  q('parcial', 'antecedentes penales trabajo', ANTEC),
  q('parcial', 'sindicato bananero', SINDICATO),
  q('parcial', 'apostilla diploma', APOSTILLA),
  q('parcial', 'cooperativa cafetalera', COOPERATIVA),
  // Official names and pieces of them
  q('nombre', 'Licencia de conducir particular', 'Licencia de conducir particular'),
  q('nombre', 'Registro de marca', MARCA),
  q('nombre', 'registro de titulo universitario', REG_TITULO),
  q('nombre', 'Constancia de antecedentes policiales', SOLV_PNC),
  q('nombre', 'Inscripción de patrono', ISSS_PATRONO),
  q('nombre', 'Certificación extractada', EXTRACTADA),
  q('nombre', 'Licencia de funcionamiento', LIC_FUNC),
  q('nombre', 'Solvencia municipal', SOLV_MUN),
  q('nombre', 'Cancelación de hipoteca', HIPOTECA),
];
