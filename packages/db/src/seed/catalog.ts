/** Static Spanish content for the demo registry of El Salvador: real institution names and plausible procedures. */

export interface InstitutionSeed {
  nombre: string;
  siglas: string;
  web: string;
  unidades: string[];
  /** Objects of this institution's procedures ("de {objeto}"). */
  objetos: string[];
  categoria: string;
  actividad: string;
}

export const INSTITUCIONES: InstitutionSeed[] = [
  {
    nombre: 'Ministerio de Hacienda',
    siglas: 'MH',
    web: 'https://www.mh.gob.sv',
    unidades: [
      'Dirección General de Impuestos Internos',
      'Dirección General de Aduanas',
      'Dirección General de Tesorería',
    ],
    objetos: [
      'Número de Identificación Tributaria',
      'solvencia tributaria',
      'contribuyente del IVA',
      'devolución de IVA a exportadores',
      'declaración de mercancías',
      'agente aduanal',
      'régimen de zona franca',
    ],
    categoria: 'Impuestos',
    actividad: 'Actividades financieras y de seguros',
  },
  {
    nombre: 'Ministerio de Economía',
    siglas: 'MINEC',
    web: 'https://www.minec.gob.sv',
    unidades: [
      'Dirección de Hidrocarburos y Minas',
      'Dirección de Comercio e Inversión',
      'Oficina de Atención al Cliente',
    ],
    objetos: [
      'estación de servicio de combustible',
      'licencia de importación de hidrocarburos',
      'certificado de origen',
      'contingente arancelario',
      'concesión minera',
    ],
    categoria: 'Empresas y comercio',
    actividad: 'Comercio al por mayor y al por menor',
  },
  {
    nombre: 'Ministerio de Salud',
    siglas: 'MINSAL',
    web: 'https://www.salud.gob.sv',
    unidades: [
      'Dirección de Salud Ambiental',
      'Unidad de Atención al Usuario',
      'Dirección de Regulación y Legislación en Salud',
    ],
    objetos: [
      'permiso sanitario de funcionamiento',
      'licencia sanitaria de establecimiento de alimentos',
      'permiso de instalación de sistema de agua',
      'certificado de libre venta de alimentos',
    ],
    categoria: 'Salud',
    actividad: 'Actividades de atención de la salud humana',
  },
  {
    nombre: 'Ministerio de Educación, Ciencia y Tecnología',
    siglas: 'MINEDUCYT',
    web: 'https://www.mined.gob.sv',
    unidades: [
      'Dirección Nacional de Educación Superior',
      'Departamento de Acreditación Institucional',
      'Departamento de Registro Académico',
    ],
    objetos: [
      'incorporación de título universitario',
      'autenticación de título de bachiller',
      'reposición de título',
      'autorización de centro educativo privado',
      'equivalencia de estudios',
    ],
    categoria: 'Educación',
    actividad: 'Enseñanza',
  },
  {
    nombre: 'Ministerio de Trabajo y Previsión Social',
    siglas: 'MTPS',
    web: 'https://www.mtps.gob.sv',
    unidades: [
      'Dirección General de Inspección de Trabajo',
      'Departamento Nacional de Organizaciones Sociales',
      'Dirección General de Previsión Social',
    ],
    objetos: [
      'reglamento interno de trabajo',
      'inscripción de sindicato',
      'constancia de no tener demandas laborales',
      'comité de seguridad y salud ocupacional',
      'registro de establecimiento',
    ],
    categoria: 'Trabajo',
    actividad: 'Actividades profesionales, científicas y técnicas',
  },
  {
    nombre: 'Ministerio de Medio Ambiente y Recursos Naturales',
    siglas: 'MARN',
    web: 'https://www.ambiente.gob.sv',
    unidades: [
      'Dirección de Evaluación y Cumplimiento Ambiental',
      'Dirección de Ecosistemas y Vida Silvestre',
    ],
    objetos: [
      'permiso ambiental',
      'formulario ambiental',
      'licencia de aprovechamiento de vida silvestre',
      'registro de prestador de servicios ambientales',
    ],
    categoria: 'Medio ambiente',
    actividad: 'Suministro de agua y gestión de desechos',
  },
  {
    nombre: 'Ministerio de Agricultura y Ganadería',
    siglas: 'MAG',
    web: 'https://www.mag.gob.sv',
    unidades: [
      'Dirección General de Sanidad Vegetal',
      'Dirección General de Ganadería',
      'Dirección General de Pesca y Acuicultura',
    ],
    objetos: [
      'certificado fitosanitario de exportación',
      'registro de agroquímicos',
      'permiso zoosanitario de importación',
      'licencia de pesca artesanal',
      'registro de fierro y marca de ganado',
    ],
    categoria: 'Agricultura',
    actividad: 'Agricultura, ganadería, silvicultura y pesca',
  },
  {
    nombre: 'Ministerio de Obras Públicas y de Transporte',
    siglas: 'MOP',
    web: 'https://www.mop.gob.sv',
    unidades: ['Dirección de Planificación de la Obra Pública', 'Unidad de Permisos de Construcción'],
    objetos: [
      'permiso de construcción en derecho de vía',
      'factibilidad de acceso vial',
      'permiso de paso de carga pesada',
    ],
    categoria: 'Vivienda y construcción',
    actividad: 'Construcción',
  },
  {
    nombre: 'Ministerio de Relaciones Exteriores',
    siglas: 'RREE',
    web: 'https://rree.gob.sv',
    unidades: ['Dirección General del Servicio Exterior', 'Departamento de Autenticas'],
    objetos: [
      'apostilla de documentos',
      'auténtica de firma',
      'visa consular',
      'certificación de nacionalidad',
    ],
    categoria: 'Migración',
    actividad: 'Administración pública y defensa',
  },
  {
    nombre: 'Ministerio de Gobernación y Desarrollo Territorial',
    siglas: 'MIGOBDT',
    web: 'https://www.gobernacion.gob.sv',
    unidades: [
      'Dirección General del Registro de Asociaciones y Fundaciones sin Fines de Lucro',
      'Dirección de Espectáculos Públicos, Radio y Televisión',
    ],
    objetos: [
      'inscripción de asociación sin fines de lucro',
      'inscripción de fundación',
      'autorización de espectáculo público',
      'registro de iglesia',
    ],
    categoria: 'Identidad y registro civil',
    actividad: 'Otras actividades de servicios',
  },
  {
    nombre: 'Ministerio de Justicia y Seguridad Pública',
    siglas: 'MJSP',
    web: 'https://www.seguridad.gob.sv',
    unidades: [
      'Dirección de Registro y Control de Servicios Privados de Seguridad',
      'Dirección General de Centros Penales',
    ],
    objetos: [
      'autorización de agencia de seguridad privada',
      'credencial de agente de seguridad',
      'constancia de antecedentes penales',
    ],
    categoria: 'Identidad y registro civil',
    actividad: 'Administración pública y defensa',
  },
  {
    nombre: 'Ministerio de Turismo',
    siglas: 'MITUR',
    web: 'https://www.mitur.gob.sv',
    unidades: ['Dirección de Desarrollo Turístico', 'Registro Nacional de Turismo'],
    objetos: [
      'inscripción en el Registro Nacional de Turismo',
      'declaratoria de proyecto de interés turístico',
      'renovación de registro de guía turístico',
    ],
    categoria: 'Turismo',
    actividad: 'Alojamiento y servicios de comida',
  },
  {
    nombre: 'Ministerio de Cultura',
    siglas: 'MICULTURA',
    web: 'https://www.cultura.gob.sv',
    unidades: ['Dirección Nacional de Patrimonio Cultural', 'Dirección de Artes'],
    objetos: [
      'permiso de intervención en bien cultural',
      'inscripción de bien cultural',
      'permiso de exportación temporal de obra de arte',
    ],
    categoria: 'Educación',
    actividad: 'Actividades artísticas y de entretenimiento',
  },
  {
    nombre: 'Ministerio de Vivienda',
    siglas: 'MIVI',
    web: 'https://www.vivienda.gob.sv',
    unidades: ['Oficina de Planificación del Área Metropolitana', 'Dirección de Urbanismo y Construcción'],
    objetos: [
      'calificación de lugar',
      'línea de construcción',
      'permiso de parcelación habitacional',
      'revisión vial y zonificación',
    ],
    categoria: 'Vivienda y construcción',
    actividad: 'Construcción',
  },
  {
    nombre: 'Ministerio de la Defensa Nacional',
    siglas: 'MDN',
    web: 'https://www.fuerzaarmada.gob.sv',
    unidades: ['Dirección de Logística', 'Registro y Control de Armas'],
    objetos: [
      'licencia de uso de arma de fuego',
      'matrícula de arma de fuego',
      'permiso de importación de explosivos',
    ],
    categoria: 'Identidad y registro civil',
    actividad: 'Administración pública y defensa',
  },
  {
    nombre: 'Centro Nacional de Registros',
    siglas: 'CNR',
    web: 'https://www.cnr.gob.sv',
    unidades: [
      'Registro de Comercio',
      'Registro de la Propiedad Raíz e Hipotecas',
      'Registro de la Propiedad Intelectual',
      'Instituto Geográfico y del Catastro Nacional',
    ],
    objetos: [
      'matrícula de empresa',
      'inscripción de sociedad mercantil',
      'registro de marca',
      'inscripción de compraventa de inmueble',
      'certificación extractada',
      'constancia catastral',
      'registro de patente de invención',
    ],
    categoria: 'Empresas y comercio',
    actividad: 'Actividades inmobiliarias',
  },
  {
    nombre: 'Dirección General de Migración y Extranjería',
    siglas: 'DGME',
    web: 'https://www.migracion.gob.sv',
    unidades: ['Departamento de Pasaportes', 'Departamento de Extranjería', 'Gerencia de Nacionalización'],
    objetos: [
      'pasaporte ordinario',
      'residencia temporal',
      'residencia definitiva',
      'carné de residente',
      'nacionalidad salvadoreña por naturalización',
    ],
    categoria: 'Migración',
    actividad: 'Administración pública y defensa',
  },
  {
    nombre: 'Registro Nacional de las Personas Naturales',
    siglas: 'RNPN',
    web: 'https://www.rnpn.gob.sv',
    unidades: ['Dirección de Registro de Identificación', 'Registro del Estado Familiar'],
    objetos: [
      'Documento Único de Identidad',
      'reposición de DUI',
      'modificación de datos del DUI',
      'certificación de partida de nacimiento',
    ],
    categoria: 'Identidad y registro civil',
    actividad: 'Administración pública y defensa',
  },
  {
    nombre: 'Superintendencia del Sistema Financiero',
    siglas: 'SSF',
    web: 'https://ssf.gob.sv',
    unidades: ['Dirección de Autorizaciones', 'Departamento de Registros'],
    objetos: [
      'autorización de agente corredor de seguros',
      'registro de emisor de valores',
      'autorización de casa de cambio',
      'inscripción de perito valuador',
    ],
    categoria: 'Finanzas',
    actividad: 'Actividades financieras y de seguros',
  },
  {
    nombre: 'Superintendencia de Competencia',
    siglas: 'SC',
    web: 'https://www.sc.gob.sv',
    unidades: ['Intendencia de Investigaciones', 'Unidad de Concentraciones Económicas'],
    objetos: ['autorización de concentración económica', 'consulta previa de concentración'],
    categoria: 'Empresas y comercio',
    actividad: 'Actividades profesionales, científicas y técnicas',
  },
  {
    nombre: 'Superintendencia General de Electricidad y Telecomunicaciones',
    siglas: 'SIGET',
    web: 'https://www.siget.gob.sv',
    unidades: ['Gerencia de Telecomunicaciones', 'Gerencia de Electricidad'],
    objetos: [
      'concesión de frecuencia radioeléctrica',
      'registro de operador de telecomunicaciones',
      'inscripción de generador de energía renovable',
    ],
    categoria: 'Energía y telecomunicaciones',
    actividad: 'Suministro de electricidad, gas y agua',
  },
  {
    nombre: 'Defensoría del Consumidor',
    siglas: 'DC',
    web: 'https://www.defensoria.gob.sv',
    unidades: ['Dirección de Vigilancia de Mercado', 'Centro de Solución de Controversias'],
    objetos: [
      'depósito de contrato de adhesión',
      'registro de promociones comerciales',
      'inscripción de proveedor de servicios financieros',
    ],
    categoria: 'Empresas y comercio',
    actividad: 'Comercio al por mayor y al por menor',
  },
  {
    nombre: 'Instituto Salvadoreño del Seguro Social',
    siglas: 'ISSS',
    web: 'https://www.isss.gob.sv',
    unidades: ['Departamento de Afiliación e Inscripción', 'Sección de Prestaciones Económicas'],
    objetos: [
      'inscripción de patrono',
      'afiliación de trabajador',
      'subsidio por incapacidad temporal',
      'constancia de solvencia patronal',
    ],
    categoria: 'Trabajo',
    actividad: 'Actividades de atención de la salud humana',
  },
  {
    nombre: 'Administración Nacional de Acueductos y Alcantarillados',
    siglas: 'ANDA',
    web: 'https://www.anda.gob.sv',
    unidades: ['Gerencia de Factibilidades', 'Atención al Cliente'],
    objetos: [
      'factibilidad de servicio de agua potable',
      'conexión de servicio de acueducto',
      'aprobación de planos hidráulicos',
    ],
    categoria: 'Vivienda y construcción',
    actividad: 'Suministro de agua y gestión de desechos',
  },
  {
    nombre: 'Comisión Ejecutiva Portuaria Autónoma',
    siglas: 'CEPA',
    web: 'https://www.cepa.gob.sv',
    unidades: [
      'Aeropuerto Internacional de El Salvador San Óscar Arnulfo Romero y Galdámez',
      'Puerto de Acajutla',
    ],
    objetos: [
      'permiso de acceso a zona restringida',
      'autorización de operador portuario',
      'arrendamiento de espacio comercial aeroportuario',
    ],
    categoria: 'Transporte',
    actividad: 'Transporte y almacenamiento',
  },
  {
    nombre: 'Dirección Nacional de Medicamentos',
    siglas: 'DNM',
    web: 'https://www.medicamentos.gob.sv',
    unidades: ['Unidad de Registro y Visado', 'Unidad de Inspección y Fiscalización'],
    objetos: [
      'registro sanitario de medicamento',
      'apertura de farmacia',
      'permiso de importación de productos farmacéuticos',
      'registro de cosmético',
    ],
    categoria: 'Salud',
    actividad: 'Actividades de atención de la salud humana',
  },
  {
    nombre: 'Autoridad de Aviación Civil',
    siglas: 'AAC',
    web: 'https://www.aac.gob.sv',
    unidades: ['Gerencia de Licencias al Personal', 'Gerencia de Operaciones'],
    objetos: [
      'licencia de piloto privado',
      'certificado de aeronavegabilidad',
      'permiso de operación de dron',
    ],
    categoria: 'Transporte',
    actividad: 'Transporte y almacenamiento',
  },
  {
    nombre: 'Viceministerio de Transporte',
    siglas: 'VMT',
    web: 'https://www.vmt.gob.sv',
    unidades: ['Dirección General de Tránsito', 'Dirección General de Transporte Terrestre'],
    objetos: [
      'licencia de conducir',
      'tarjeta de circulación',
      'permiso de línea de transporte colectivo',
      'revisión técnica vehicular',
    ],
    categoria: 'Transporte',
    actividad: 'Transporte y almacenamiento',
  },
  {
    nombre: 'Fondo Social para la Vivienda',
    siglas: 'FSV',
    web: 'https://www.fsv.gob.sv',
    unidades: ['Gerencia de Créditos', 'Departamento de Atención al Cliente'],
    objetos: [
      'crédito para adquisición de vivienda',
      'constancia de saldo de préstamo',
      'cancelación de hipoteca',
    ],
    categoria: 'Finanzas',
    actividad: 'Actividades financieras y de seguros',
  },
  {
    nombre: 'Instituto Salvadoreño de Transformación Agraria',
    siglas: 'ISTA',
    web: 'https://www.ista.gob.sv',
    unidades: ['Gerencia de Desarrollo Rural', 'Unidad de Titulación'],
    objetos: ['adjudicación de lote agrícola', 'escrituración de inmueble rural'],
    categoria: 'Agricultura',
    actividad: 'Agricultura, ganadería, silvicultura y pesca',
  },
  {
    nombre: 'Banco Central de Reserva de El Salvador',
    siglas: 'BCR',
    web: 'https://www.bcr.gob.sv',
    unidades: ['Departamento de Estadísticas', 'Centro de Trámites de Exportación'],
    objetos: [
      'registro de exportador',
      'declaración de mercancías de exportación',
      'certificado de exportación',
    ],
    categoria: 'Empresas y comercio',
    actividad: 'Industrias manufactureras',
  },
  {
    nombre: 'Consejo Superior de Salud Pública',
    siglas: 'CSSP',
    web: 'https://www.cssp.gob.sv',
    unidades: ['Junta de Vigilancia de la Profesión Médica', 'Unidad de Registro de Establecimientos'],
    objetos: [
      'inscripción de profesional de la salud',
      'autorización de clínica privada',
      'renovación de sello profesional',
    ],
    categoria: 'Salud',
    actividad: 'Actividades de atención de la salud humana',
  },
  {
    nombre: 'Instituto Salvadoreño de Fomento Cooperativo',
    siglas: 'INSAFOCOOP',
    web: 'https://www.insafocoop.gob.sv',
    unidades: ['Departamento de Registro Nacional de Cooperativas'],
    objetos: ['inscripción de asociación cooperativa', 'reforma de estatutos de cooperativa'],
    categoria: 'Empresas y comercio',
    actividad: 'Otras actividades de servicios',
  },
  {
    nombre: 'Organismo de Mejora Regulatoria',
    siglas: 'OMR',
    web: 'https://www.omr.gob.sv',
    unidades: ['Registro Nacional de Trámites', 'Unidad de Análisis de Impacto Regulatorio'],
    objetos: [
      'inscripción de trámite en el Registro Nacional de Trámites',
      'análisis de impacto regulatorio',
    ],
    categoria: 'Empresas y comercio',
    actividad: 'Administración pública y defensa',
  },
];

export const VERBOS_TRAMITE = [
  'Solicitud de',
  'Inscripción de',
  'Renovación de',
  'Autorización de',
  'Registro de',
  'Modificación de',
  'Certificación de',
  'Reposición de',
];

export const VARIANTES_MODALIDAD = [
  'Persona natural',
  'Persona jurídica',
  'Primera vez',
  'Renovación',
  'Reposición por extravío o deterioro',
  'Trámite en línea',
  'Trámite presencial',
  'Salvadoreños residentes en el exterior',
  'Extranjeros residentes',
  'Micro y pequeña empresa',
];

export const CATEGORIAS_TRAMITE = [
  ['Empresas y comercio', 'building-store'],
  ['Salud', 'heartbeat'],
  ['Educación', 'school'],
  ['Medio ambiente', 'leaf'],
  ['Transporte', 'bus'],
  ['Vivienda y construcción', 'home'],
  ['Trabajo', 'briefcase'],
  ['Impuestos', 'receipt-tax'],
  ['Agricultura', 'plant'],
  ['Turismo', 'beach'],
  ['Migración', 'passport'],
  ['Identidad y registro civil', 'id'],
  ['Energía y telecomunicaciones', 'bolt'],
  ['Finanzas', 'coin'],
] as const;

export const CLASIFICACIONES = ['Ciudadanía', 'Empresas', 'Ciudadanía y empresas'];

export const ACTIVIDADES_ECONOMICAS = [
  ['Agricultura, ganadería, silvicultura y pesca', 'plant-2'],
  ['Industrias manufactureras', 'building-factory'],
  ['Suministro de electricidad, gas y agua', 'bolt'],
  ['Suministro de agua y gestión de desechos', 'droplet'],
  ['Construcción', 'crane'],
  ['Comercio al por mayor y al por menor', 'shopping-cart'],
  ['Transporte y almacenamiento', 'truck'],
  ['Alojamiento y servicios de comida', 'tools-kitchen-2'],
  ['Información y comunicaciones', 'antenna'],
  ['Actividades financieras y de seguros', 'building-bank'],
  ['Actividades inmobiliarias', 'building'],
  ['Actividades profesionales, científicas y técnicas', 'microscope'],
  ['Administración pública y defensa', 'building-community'],
  ['Enseñanza', 'school'],
  ['Actividades de atención de la salud humana', 'stethoscope'],
  ['Actividades artísticas y de entretenimiento', 'palette'],
  ['Otras actividades de servicios', 'users'],
] as const;

/** Portal states: 11 and 13 are 'Inscrito'; 23 'Observado'; the rest are evaluation states. */
export const ESTADOS_SOLICITUD = [
  { id: 1, codigo: 'BOR', nombre: 'Borrador', visible_portal: false },
  { id: 3, codigo: 'ENV', nombre: 'Enviado al OMR', visible_portal: true },
  { id: 5, codigo: 'REV', nombre: 'En revisión', visible_portal: true },
  { id: 7, codigo: 'EF1', nombre: 'En evaluación fase 1', visible_portal: true },
  { id: 9, codigo: 'EF2', nombre: 'En evaluación fase 2', visible_portal: true },
  { id: 11, codigo: 'INS', nombre: 'Inscrito', visible_portal: true },
  { id: 13, codigo: 'INM', nombre: 'Inscrito con modificaciones', visible_portal: true },
  { id: 15, codigo: 'DES', nombre: 'Desistido', visible_portal: false },
  { id: 17, codigo: 'REC', nombre: 'Rechazado', visible_portal: false },
  { id: 23, codigo: 'OBS', nombre: 'Observado', visible_portal: true },
];

export const PERIODICIDADES = ['Permanente', 'Anual', 'Semestral', 'Mensual', 'Según demanda'];
export const UNIDADES_TIEMPO = ['Minutos', 'Horas', 'Días', 'Semanas', 'Meses', 'Años'];
export const MEDIOS_PRESENTACION = ['Presencial', 'En línea', 'Correo electrónico', 'Ventanilla única'];

export const TIPOS_REQUISITO = [
  { id: 1, codigo: '001', nombre: 'Formulario de solicitud' },
  { id: 2, codigo: '002', nombre: 'Documento emitido por el solicitante' },
  { id: 3, codigo: '003', nombre: 'Pago de derechos' },
  { id: 4, codigo: '004', nombre: 'Documento de identidad' },
  { id: 5, codigo: '005', nombre: 'Documento notarial' },
  { id: 6, codigo: '006', nombre: 'Constancia o solvencia' },
  { id: 7, codigo: '007', nombre: 'Requisito en línea' },
  { id: 8, codigo: '008', nombre: 'Trámite de otra institución' },
];

/** Requirement names by type id. */
export const REQUISITOS_POR_TIPO: Record<number, string[]> = {
  1: [
    'Formulario de solicitud debidamente completado y firmado',
    'Formulario único de solicitud',
    'Solicitud dirigida al titular de la institución',
  ],
  2: [
    'Plano de ubicación del inmueble',
    'Memoria descriptiva del proyecto',
    'Balance general inicial',
    'Fotografías recientes del establecimiento',
    'Carta de compromiso de cumplimiento',
  ],
  3: [
    'Comprobante de pago de derechos',
    'Mandamiento de pago cancelado',
    'Recibo de pago de tasa administrativa',
  ],
  4: [
    'Documento Único de Identidad (DUI) vigente',
    'Pasaporte vigente',
    'Carné de residente vigente',
    'Número de Identificación Tributaria (NIT)',
  ],
  5: [
    'Escritura pública de constitución de la sociedad',
    'Poder general administrativo',
    'Credencial del representante legal inscrita',
    'Declaración jurada ante notario',
  ],
  6: [
    'Solvencia de impuestos vigente',
    'Constancia de antecedentes penales',
    'Solvencia de la Policía Nacional Civil',
    'Solvencia municipal',
  ],
  7: [
    'Registro de usuario en el portal de servicios en línea',
    'Carga electrónica de documentos en formato PDF',
    'Firma electrónica simple del solicitante',
  ],
  8: [
    'Matrícula de empresa vigente del Registro de Comercio',
    'Permiso ambiental del MARN',
    'Inscripción como patrono en el ISSS',
    'Permiso sanitario vigente del MINSAL',
  ],
};

export const SUB_REQUISITOS = [
  'Copia legible por ambos lados',
  'Original para cotejo',
  'Vigencia no mayor a tres meses',
  'Firmado por el representante legal',
  'Con sello de la institución emisora',
  'Traducido al castellano cuando corresponda',
];

export const TIPOS_SOPORTE = ['Físico', 'Electrónico', 'Físico y electrónico'];

export const ESTADOS_DICTAMEN = [
  { codigo: '001', nombre: 'Conforme' },
  { codigo: '002', nombre: 'No conforme: eliminar' },
  { codigo: '003', nombre: 'Con observaciones' },
  { codigo: '004', nombre: 'Inscribir con condición' },
  { codigo: '005', nombre: 'Requiere modificación' },
  { codigo: '006', nombre: 'Modificar nombre de la modalidad' },
];

export const CONDICIONES_INSCRIPCION = [
  'Inscripción temporal por seis meses',
  'Sujeto a plan de simplificación',
  'Sujeto a digitalización en el plazo de un año',
  'Sujeto a reforma de la base legal',
];

export const REFERENCIAS = ['Artículo', 'Capítulo', 'Título', 'Sección', 'Anexo'];
export const SUB_REFERENCIAS = ['Inciso', 'Literal', 'Numeral', 'Ordinal', 'Párrafo'];

export const TIPOS_NORMATIVA = [
  { nombre: 'Ley', color: '#1c3d6e', orden_portal: 1, visible_portal: true },
  { nombre: 'Reglamento', color: '#2f6f4f', orden_portal: 2, visible_portal: true },
  { nombre: 'Decreto Ejecutivo', color: '#7a3b12', orden_portal: 3, visible_portal: true },
  { nombre: 'Acuerdo Ejecutivo', color: '#5b2c83', orden_portal: 4, visible_portal: true },
  { nombre: 'Instructivo', color: '#8a1c3a', orden_portal: 5, visible_portal: true },
  { nombre: 'Norma Técnica', color: '#0f5e6b', orden_portal: 6, visible_portal: true },
  { nombre: 'Ordenanza Municipal', color: '#4d4d4d', orden_portal: 7, visible_portal: true },
  { nombre: 'Circular interna', color: '#6b6b00', orden_portal: 8, visible_portal: false },
];

export const ESTADOS_REGULACION = ['Vigente', 'Reformada', 'Derogada', 'En consulta pública'];

export const TEMAS_REGULACION = [
  'Mejora Regulatoria',
  'Procedimientos Administrativos',
  'Protección al Consumidor',
  'Medio Ambiente',
  'Impuesto sobre la Renta',
  'Impuesto a la Transferencia de Bienes Muebles y a la Prestación de Servicios',
  'Registro de Comercio',
  'Competencia',
  'Medicamentos',
  'Turismo',
  'Migración y Extranjería',
  'Firma Electrónica',
  'Fomento de la Producción',
  'Simplificación Aduanera',
  'Urbanismo y Construcción',
  'Asociaciones y Fundaciones sin Fines de Lucro',
  'Servicios Privados de Seguridad',
  'Protección Integral de la Niñez y Adolescencia',
  'Propiedad Intelectual',
  'Telecomunicaciones',
  'Electricidad',
  'Hidrocarburos',
  'Seguridad Social',
  'Prevención de Riesgos en los Lugares de Trabajo',
  'Fomento de Cooperativas',
  'Sanidad Vegetal y Animal',
  'Aviación Civil',
  'Transporte Terrestre, Tránsito y Seguridad Vial',
  'Educación Superior',
  'Patrimonio Cultural',
];

export const TIPOS_RESOLUCION = [
  { codigo: 'I', nombre: 'Inscripción' },
  { codigo: 'D', nombre: 'Desistimiento' },
  { codigo: 'M', nombre: 'Modificación' },
  { codigo: 'O', nombre: 'Observación' },
  { codigo: 'R', nombre: 'Rechazo' },
];

export const ETAPAS_AGENDA = [
  'Planificada',
  'En elaboración',
  'En consulta pública',
  'En análisis de impacto',
  'Aprobada',
];

/** Department capitals of El Salvador with their coordinates, for office addresses. */
export const CIUDADES = [
  { municipio: 'San Salvador', departamento: 'San Salvador', lat: 13.6929, lon: -89.2182 },
  { municipio: 'Santa Tecla', departamento: 'La Libertad', lat: 13.6769, lon: -89.2797 },
  { municipio: 'Santa Ana', departamento: 'Santa Ana', lat: 13.9942, lon: -89.5597 },
  { municipio: 'San Miguel', departamento: 'San Miguel', lat: 13.4833, lon: -88.1833 },
  { municipio: 'Sonsonate', departamento: 'Sonsonate', lat: 13.7189, lon: -89.7242 },
  { municipio: 'Ahuachapán', departamento: 'Ahuachapán', lat: 13.9214, lon: -89.845 },
  { municipio: 'Usulután', departamento: 'Usulután', lat: 13.3442, lon: -88.4397 },
  { municipio: 'La Unión', departamento: 'La Unión', lat: 13.3369, lon: -87.8439 },
  { municipio: 'San Vicente', departamento: 'San Vicente', lat: 13.6333, lon: -88.8 },
  { municipio: 'Zacatecoluca', departamento: 'La Paz', lat: 13.5, lon: -88.8667 },
  { municipio: 'Cojutepeque', departamento: 'Cuscatlán', lat: 13.7167, lon: -88.9333 },
  { municipio: 'Chalatenango', departamento: 'Chalatenango', lat: 14.0333, lon: -88.9333 },
  { municipio: 'Sensuntepeque', departamento: 'Cabañas', lat: 13.8667, lon: -88.6333 },
  { municipio: 'San Francisco Gotera', departamento: 'Morazán', lat: 13.7, lon: -88.1 },
];

export const CALLES = [
  'Alameda Juan Pablo II',
  'Boulevard de Los Héroes',
  'Avenida Olímpica',
  'Calle Arce',
  'Boulevard Orden de Malta',
  'Alameda Manuel Enrique Araujo',
  'Avenida España',
  'Calle Rubén Darío',
  'Boulevard del Ejército Nacional',
  'Avenida Independencia',
  '4a. Calle Poniente',
  '2a. Avenida Norte',
];

export const DIAS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
