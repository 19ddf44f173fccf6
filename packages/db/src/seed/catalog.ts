/** Static Spanish content for the demo registry of El Salvador: real institution names and plausible procedures. */

import { MUNICIPIOS as MUNICIPIOS_EL_SALVADOR } from '@rnt/contract/municipios';

export interface InstitutionSeed {
  nombre: string;
  siglas: string;
  web: string;
  unidades: string[];
  categoria: string;
  actividad: string;
  /** Real-looking offices; without them the seed places a head office and regional ones. */
  oficinas?: OfficeSeed[];
  /** Municipality (since 2024) whose procedures follow the municipal templates. */
  municipal?: boolean;
}

export interface OfficeSeed {
  nombre: string;
  direccion: string;
  lat: number;
  lon: number;
  /** Weekday opening hours; default 08:00–16:00. */
  horario?: [string, string];
  /** Saturday opening hours, when it opens. */
  sabado?: [string, string];
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
    categoria: 'Impuestos',
    actividad: 'Actividades financieras y de seguros',
    oficinas: [
      {
        nombre: 'Centro Express de Servicios al Contribuyente, Edificio Tres Torres',
        direccion:
          'Boulevard Los Héroes No. 1231, Edificio Tres Torres, San Salvador, departamento de San Salvador',
        lat: 13.7068,
        lon: -89.2107,
      },
      {
        nombre: 'Centro Express Santa Ana',
        direccion: 'Avenida Independencia Sur y 11 Calle Poniente, Santa Ana, departamento de Santa Ana',
        lat: 13.9917,
        lon: -89.5611,
      },
      {
        nombre: 'Centro Express San Miguel',
        direccion: '4a. Calle Oriente No. 402, San Miguel, departamento de San Miguel',
        lat: 13.4812,
        lon: -88.1744,
      },
      {
        nombre: 'Aduana Terrestre San Bartolo',
        direccion: 'Boulevard del Ejército Nacional km 5½, Ilopango, departamento de San Salvador',
        lat: 13.7013,
        lon: -89.1221,
      },
    ],
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
    categoria: 'Salud',
    actividad: 'Actividades de atención de la salud humana',
    oficinas: [
      {
        nombre: 'Ministerio de Salud, oficina central',
        direccion: 'Calle Arce No. 827, San Salvador, departamento de San Salvador',
        lat: 13.6992,
        lon: -89.2003,
        horario: ['07:30', '15:30'],
      },
      {
        nombre: 'Región de Salud Occidental',
        direccion: 'Avenida José Matías Delgado y 3a. Calle Oriente, Santa Ana, departamento de Santa Ana',
        lat: 13.9951,
        lon: -89.5545,
        horario: ['07:30', '15:30'],
      },
    ],
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
    categoria: 'Educación',
    actividad: 'Enseñanza',
    oficinas: [
      {
        nombre: 'Plan Maestro, Centro de Gobierno',
        direccion: 'Alameda Juan Pablo II y calle Guadalupe, San Salvador, departamento de San Salvador',
        lat: 13.7058,
        lon: -89.2006,
        horario: ['07:30', '15:30'],
      },
    ],
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
    categoria: 'Medio ambiente',
    actividad: 'Suministro de agua y gestión de desechos',
    oficinas: [
      {
        nombre: 'Ministerio de Medio Ambiente y Recursos Naturales',
        direccion:
          'Kilómetro 5½ carretera a Santa Tecla, calle y colonia Las Mercedes, San Salvador, departamento de San Salvador',
        lat: 13.6917,
        lon: -89.2397,
      },
    ],
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
    categoria: 'Agricultura',
    actividad: 'Agricultura, ganadería, silvicultura y pesca',
    oficinas: [
      {
        nombre: 'Ministerio de Agricultura y Ganadería',
        direccion:
          'Final 1a. Avenida Norte, 13 Calle Oriente y Avenida Manuel Gallardo, Santa Tecla, departamento de La Libertad',
        lat: 13.6826,
        lon: -89.2766,
        horario: ['07:30', '15:30'],
      },
    ],
  },
  {
    nombre: 'Ministerio de Obras Públicas y de Transporte',
    siglas: 'MOP',
    web: 'https://www.mop.gob.sv',
    unidades: ['Dirección de Planificación de la Obra Pública', 'Unidad de Permisos de Construcción'],
    categoria: 'Vivienda y construcción',
    actividad: 'Construcción',
  },
  {
    nombre: 'Ministerio de Relaciones Exteriores',
    siglas: 'RREE',
    web: 'https://rree.gob.sv',
    unidades: ['Dirección General del Servicio Exterior', 'Departamento de Auténticas'],
    categoria: 'Migración',
    actividad: 'Administración pública y defensa',
    oficinas: [
      {
        nombre: 'Cancillería, Departamento de Auténticas',
        direccion: 'Calle El Pedregal, Boulevard Cancillería, Antiguo Cuscatlán, departamento de La Libertad',
        lat: 13.6702,
        lon: -89.2485,
      },
    ],
  },
  {
    nombre: 'Ministerio de Gobernación y Desarrollo Territorial',
    siglas: 'MIGOBDT',
    web: 'https://www.gobernacion.gob.sv',
    unidades: [
      'Dirección General del Registro de Asociaciones y Fundaciones sin Fines de Lucro',
      'Dirección de Espectáculos Públicos, Radio y Televisión',
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
    categoria: 'Identidad y registro civil',
    actividad: 'Administración pública y defensa',
  },
  {
    nombre: 'Ministerio de Turismo',
    siglas: 'MITUR',
    web: 'https://www.mitur.gob.sv',
    unidades: ['Dirección de Desarrollo Turístico', 'Registro Nacional de Turismo'],
    categoria: 'Turismo',
    actividad: 'Alojamiento y servicios de comida',
  },
  {
    nombre: 'Ministerio de Cultura',
    siglas: 'MICULTURA',
    web: 'https://www.cultura.gob.sv',
    unidades: ['Dirección Nacional de Patrimonio Cultural', 'Dirección de Artes'],
    categoria: 'Educación',
    actividad: 'Actividades artísticas y de entretenimiento',
  },
  {
    nombre: 'Ministerio de Vivienda',
    siglas: 'MIVI',
    web: 'https://www.vivienda.gob.sv',
    unidades: ['Viceministerio de Vivienda y Desarrollo Urbano', 'Dirección de Urbanismo y Construcción'],
    categoria: 'Vivienda y construcción',
    actividad: 'Construcción',
  },
  {
    nombre: 'Ministerio de la Defensa Nacional',
    siglas: 'MDN',
    web: 'https://www.fuerzaarmada.gob.sv',
    unidades: ['Dirección de Logística', 'Registro y Control de Armas'],
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
    categoria: 'Empresas y comercio',
    actividad: 'Actividades inmobiliarias',
    oficinas: [
      {
        nombre: 'Centro Nacional de Registros, oficina central',
        direccion:
          '1a. Calle Poniente y 43 Avenida Norte No. 2310, San Salvador, departamento de San Salvador',
        lat: 13.7032,
        lon: -89.2163,
      },
      {
        nombre: 'CNR Santa Ana',
        direccion: 'Avenida Independencia Sur y 23 Calle Poniente, Santa Ana, departamento de Santa Ana',
        lat: 13.9872,
        lon: -89.5623,
      },
      {
        nombre: 'CNR San Miguel',
        direccion: 'Avenida Roosevelt Norte No. 508, San Miguel, departamento de San Miguel',
        lat: 13.4871,
        lon: -88.1803,
      },
    ],
  },
  {
    nombre: 'Dirección General de Migración y Extranjería',
    siglas: 'DGME',
    web: 'https://www.migracion.gob.sv',
    unidades: ['Departamento de Pasaportes', 'Departamento de Extranjería', 'Gerencia de Nacionalización'],
    categoria: 'Migración',
    actividad: 'Administración pública y defensa',
    oficinas: [
      {
        nombre: 'Oficina central de Migración y Extranjería',
        direccion:
          'Centro de Gobierno, Alameda Juan Pablo II y 17 Avenida Norte, San Salvador, departamento de San Salvador',
        lat: 13.7042,
        lon: -89.1979,
      },
      {
        nombre: 'Sucursal Galerías',
        direccion:
          'Centro Comercial Galerías Escalón, nivel 3, Paseo General Escalón, San Salvador, departamento de San Salvador',
        lat: 13.7035,
        lon: -89.2393,
        horario: ['08:00', '17:00'],
        sabado: ['08:00', '12:00'],
      },
      {
        nombre: 'Sucursal Santa Ana',
        direccion: 'Centro Comercial Metrocentro Santa Ana, Santa Ana, departamento de Santa Ana',
        lat: 13.9851,
        lon: -89.5606,
      },
      {
        nombre: 'Sucursal San Miguel',
        direccion: 'Centro Comercial Metrocentro San Miguel, San Miguel, departamento de San Miguel',
        lat: 13.4741,
        lon: -88.1716,
      },
    ],
  },
  {
    nombre: 'Registro Nacional de las Personas Naturales',
    siglas: 'RNPN',
    web: 'https://www.rnpn.gob.sv',
    unidades: ['Dirección de Registro de Identificación', 'Registro Nacional del Estado Familiar'],
    categoria: 'Identidad y registro civil',
    actividad: 'Administración pública y defensa',
    oficinas: [
      {
        nombre: 'Duicentro Galerías',
        direccion:
          'Centro Comercial Galerías Escalón, Paseo General Escalón No. 3700, San Salvador, departamento de San Salvador',
        lat: 13.7037,
        lon: -89.2396,
        horario: ['08:00', '18:00'],
        sabado: ['08:00', '16:00'],
      },
      {
        nombre: 'Duicentro Plaza Mundo Soyapango',
        direccion:
          'Centro Comercial Plaza Mundo, Boulevard del Ejército Nacional, Soyapango, departamento de San Salvador',
        lat: 13.7005,
        lon: -89.1508,
        horario: ['08:00', '18:00'],
        sabado: ['08:00', '16:00'],
      },
      {
        nombre: 'Duicentro Santa Ana',
        direccion:
          'Centro Comercial Metrocentro Santa Ana, Avenida Independencia Sur, Santa Ana, departamento de Santa Ana',
        lat: 13.9848,
        lon: -89.5601,
        horario: ['08:00', '18:00'],
        sabado: ['08:00', '16:00'],
      },
      {
        nombre: 'Duicentro San Miguel',
        direccion:
          'Centro Comercial Metrocentro San Miguel, Avenida Roosevelt, San Miguel, departamento de San Miguel',
        lat: 13.4738,
        lon: -88.1712,
        horario: ['08:00', '18:00'],
        sabado: ['08:00', '16:00'],
      },
      {
        nombre: 'Duicentro Sonsonate',
        direccion:
          'Centro Comercial Metrocentro Sonsonate, Calle a Acajutla, Sonsonate, departamento de Sonsonate',
        lat: 13.7127,
        lon: -89.7337,
        horario: ['08:00', '18:00'],
        sabado: ['08:00', '16:00'],
      },
    ],
  },
  {
    nombre: 'Superintendencia del Sistema Financiero',
    siglas: 'SSF',
    web: 'https://ssf.gob.sv',
    unidades: ['Dirección de Autorizaciones', 'Departamento de Registros'],
    categoria: 'Finanzas',
    actividad: 'Actividades financieras y de seguros',
  },
  {
    nombre: 'Superintendencia de Competencia',
    siglas: 'SC',
    web: 'https://www.sc.gob.sv',
    unidades: ['Intendencia de Investigaciones', 'Unidad de Concentraciones Económicas'],
    categoria: 'Empresas y comercio',
    actividad: 'Actividades profesionales, científicas y técnicas',
  },
  {
    nombre: 'Superintendencia General de Electricidad y Telecomunicaciones',
    siglas: 'SIGET',
    web: 'https://www.siget.gob.sv',
    unidades: ['Gerencia de Telecomunicaciones', 'Gerencia de Electricidad'],
    categoria: 'Energía y telecomunicaciones',
    actividad: 'Suministro de electricidad, gas y agua',
  },
  {
    nombre: 'Defensoría del Consumidor',
    siglas: 'DC',
    web: 'https://www.defensoria.gob.sv',
    unidades: ['Dirección de Vigilancia de Mercado', 'Centro de Solución de Controversias'],
    categoria: 'Empresas y comercio',
    actividad: 'Comercio al por mayor y al por menor',
  },
  {
    nombre: 'Instituto Salvadoreño del Seguro Social',
    siglas: 'ISSS',
    web: 'https://www.isss.gob.sv',
    unidades: ['Departamento de Afiliación e Inscripción', 'Sección de Prestaciones Económicas'],
    categoria: 'Trabajo',
    actividad: 'Actividades de atención de la salud humana',
    oficinas: [
      {
        nombre: 'Torre Administrativa del ISSS',
        direccion: 'Alameda Juan Pablo II y 39 Avenida Norte, San Salvador, departamento de San Salvador',
        lat: 13.7049,
        lon: -89.2129,
      },
      {
        nombre: 'Oficina de afiliación Santa Ana',
        direccion:
          'Hospital Regional del ISSS, Avenida Fray Felipe de Jesús Moraga Sur, Santa Ana, departamento de Santa Ana',
        lat: 13.9881,
        lon: -89.5535,
      },
    ],
  },
  {
    nombre: 'Administración Nacional de Acueductos y Alcantarillados',
    siglas: 'ANDA',
    web: 'https://www.anda.gob.sv',
    unidades: ['Gerencia de Factibilidades', 'Atención al Cliente'],
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
    categoria: 'Transporte',
    actividad: 'Transporte y almacenamiento',
  },
  {
    nombre: 'Dirección Nacional de Medicamentos',
    siglas: 'DNM',
    web: 'https://www.medicamentos.gob.sv',
    unidades: ['Unidad de Registro y Visado', 'Unidad de Inspección y Fiscalización'],
    categoria: 'Salud',
    actividad: 'Actividades de atención de la salud humana',
  },
  {
    nombre: 'Autoridad de Aviación Civil',
    siglas: 'AAC',
    web: 'https://www.aac.gob.sv',
    unidades: ['Gerencia de Licencias al Personal', 'Gerencia de Operaciones'],
    categoria: 'Transporte',
    actividad: 'Transporte y almacenamiento',
  },
  {
    nombre: 'Viceministerio de Transporte',
    siglas: 'VMT',
    web: 'https://www.vmt.gob.sv',
    unidades: ['Dirección General de Tránsito', 'Dirección General de Transporte Terrestre'],
    categoria: 'Transporte',
    actividad: 'Transporte y almacenamiento',
    oficinas: [
      {
        nombre: 'SERTRACEN San Salvador',
        direccion: 'Final 49 Avenida Sur y Boulevard Venezuela, San Salvador, departamento de San Salvador',
        lat: 13.6905,
        lon: -89.2168,
        horario: ['07:30', '17:00'],
        sabado: ['08:00', '12:00'],
      },
      {
        nombre: 'SERTRACEN Santa Tecla',
        direccion: 'Carretera Panamericana km 12, Santa Tecla, departamento de La Libertad',
        lat: 13.6823,
        lon: -89.2645,
        horario: ['07:30', '17:00'],
        sabado: ['08:00', '12:00'],
      },
      {
        nombre: 'SERTRACEN Santa Ana',
        direccion: 'Carretera a Metapán, Santa Ana, departamento de Santa Ana',
        lat: 14.0018,
        lon: -89.5538,
        sabado: ['08:00', '12:00'],
      },
      {
        nombre: 'SERTRACEN San Miguel',
        direccion: 'Carretera Panamericana km 136, San Miguel, departamento de San Miguel',
        lat: 13.4926,
        lon: -88.1954,
        sabado: ['08:00', '12:00'],
      },
    ],
  },
  {
    nombre: 'Fondo Social para la Vivienda',
    siglas: 'FSV',
    web: 'https://www.fsv.gob.sv',
    unidades: ['Gerencia de Créditos', 'Departamento de Atención al Cliente'],
    categoria: 'Finanzas',
    actividad: 'Actividades financieras y de seguros',
  },
  {
    nombre: 'Instituto Salvadoreño de Transformación Agraria',
    siglas: 'ISTA',
    web: 'https://www.ista.gob.sv',
    unidades: ['Gerencia de Desarrollo Rural', 'Unidad de Titulación'],
    categoria: 'Agricultura',
    actividad: 'Agricultura, ganadería, silvicultura y pesca',
  },
  {
    nombre: 'Banco Central de Reserva de El Salvador',
    siglas: 'BCR',
    web: 'https://www.bcr.gob.sv',
    unidades: ['Departamento de Estadísticas', 'Centro de Trámites de Exportación'],
    categoria: 'Empresas y comercio',
    actividad: 'Industrias manufactureras',
  },
  {
    nombre: 'Consejo Superior de Salud Pública',
    siglas: 'CSSP',
    web: 'https://www.cssp.gob.sv',
    unidades: ['Junta de Vigilancia de la Profesión Médica', 'Unidad de Registro de Establecimientos'],
    categoria: 'Salud',
    actividad: 'Actividades de atención de la salud humana',
  },
  {
    nombre: 'Instituto Salvadoreño de Fomento Cooperativo',
    siglas: 'INSAFOCOOP',
    web: 'https://www.insafocoop.gob.sv',
    unidades: ['Departamento de Registro Nacional de Cooperativas'],
    categoria: 'Empresas y comercio',
    actividad: 'Otras actividades de servicios',
  },
  {
    nombre: 'Organismo de Mejora Regulatoria',
    siglas: 'OMR',
    web: 'https://www.omr.gob.sv',
    unidades: ['Registro Nacional de Trámites', 'Unidad de Análisis de Impacto Regulatorio'],
    categoria: 'Empresas y comercio',
    actividad: 'Administración pública y defensa',
  },
  {
    nombre: 'Policía Nacional Civil',
    siglas: 'PNC',
    web: 'https://www.pnc.gob.sv',
    unidades: ['Unidad de Registro y Antecedentes Policiales', 'División de Tránsito Terrestre'],
    categoria: 'Seguridad y justicia',
    actividad: 'Administración pública y defensa',
    oficinas: [
      {
        nombre: 'Unidad de Solvencias San Salvador',
        direccion:
          'Calle El Progreso No. 2748, colonia Flor Blanca, San Salvador, departamento de San Salvador',
        lat: 13.6985,
        lon: -89.2152,
        horario: ['07:00', '17:00'],
        sabado: ['08:00', '12:00'],
      },
      {
        nombre: 'Unidad de Solvencias Santa Ana',
        direccion: '10a. Avenida Sur y 15 Calle Poniente, Santa Ana Centro, departamento de Santa Ana',
        lat: 13.9891,
        lon: -89.5621,
      },
      {
        nombre: 'Unidad de Solvencias San Miguel',
        direccion: 'Avenida Roosevelt Sur No. 405, San Miguel Centro, departamento de San Miguel',
        lat: 13.4752,
        lon: -88.1788,
      },
    ],
  },
  {
    nombre: 'Dirección General de Centros Penales',
    siglas: 'DGCP',
    web: 'https://www.dgcp.gob.sv',
    unidades: ['Unidad de Registro y Control Penitenciario', 'Subdirección General Administrativa'],
    categoria: 'Seguridad y justicia',
    actividad: 'Administración pública y defensa',
    oficinas: [
      {
        nombre: 'Oficina de Antecedentes Penales, Centro de Gobierno',
        direccion:
          '7a. Avenida Norte y 9a. Calle Poniente, Centro de Gobierno, San Salvador, departamento de San Salvador',
        lat: 13.7034,
        lon: -89.1953,
      },
      {
        nombre: 'Oficina de Antecedentes Penales Santa Tecla',
        direccion: '2a. Avenida Norte No. 1-6, Santa Tecla, departamento de La Libertad',
        lat: 13.6781,
        lon: -89.2796,
      },
    ],
  },
  {
    nombre: 'Oficina de Planificación del Área Metropolitana de San Salvador',
    siglas: 'OPAMSS',
    web: 'https://www.opamss.org.sv',
    unidades: ['Subdirección de Control del Desarrollo Urbano', 'Subdirección de Planificación'],
    categoria: 'Vivienda y construcción',
    actividad: 'Construcción',
    oficinas: [
      {
        nombre: 'Ventanilla única de OPAMSS',
        direccion:
          'Diagonal San Carlos, 25 Calle Poniente y 15 Avenida Norte, colonia Layco, San Salvador, departamento de San Salvador',
        lat: 13.7078,
        lon: -89.2003,
        horario: ['07:30', '15:30'],
      },
    ],
  },
  {
    nombre: 'Corte Suprema de Justicia',
    siglas: 'CSJ',
    web: 'https://www.csj.gob.sv',
    unidades: ['Sección de Investigación Profesional', 'Sección del Notariado'],
    categoria: 'Seguridad y justicia',
    actividad: 'Administración pública y defensa',
    oficinas: [
      {
        nombre: 'Palacio Judicial',
        direccion:
          'Avenida Juan Pablo II y 17 Avenida Norte, Centro de Gobierno, San Salvador, departamento de San Salvador',
        lat: 13.7049,
        lon: -89.1985,
      },
    ],
  },
  {
    nombre: 'Alcaldía Municipal de San Salvador Centro',
    siglas: 'AMSSC',
    web: 'https://www.sansalvador.gob.sv',
    unidades: [
      'Registro del Estado Familiar',
      'Registro y Control Tributario',
      'Gerencia de Desarrollo Urbano',
    ],
    categoria: 'Empresas y comercio',
    actividad: 'Administración pública y defensa',
    municipal: true,
    oficinas: [
      {
        nombre: 'Palacio Municipal de San Salvador',
        direccion:
          'Alameda Juan Pablo II y 25 Avenida Norte, San Salvador Centro, departamento de San Salvador',
        lat: 13.7062,
        lon: -89.2036,
      },
      {
        nombre: 'Centro Municipal de Trámites Empresariales',
        direccion: 'Calle Arce No. 425, Centro Histórico, San Salvador Centro, departamento de San Salvador',
        lat: 13.6989,
        lon: -89.1935,
        sabado: ['08:00', '12:00'],
      },
    ],
  },
  {
    nombre: 'Alcaldía Municipal de Santa Ana Centro',
    siglas: 'AMSAC',
    web: 'https://www.santaana.gob.sv',
    unidades: [
      'Registro del Estado Familiar',
      'Registro y Control Tributario',
      'Gerencia de Desarrollo Urbano',
    ],
    categoria: 'Empresas y comercio',
    actividad: 'Administración pública y defensa',
    municipal: true,
    oficinas: [
      {
        nombre: 'Palacio Municipal de Santa Ana',
        direccion:
          'Avenida Independencia Sur, frente al Parque Libertad, Santa Ana Centro, departamento de Santa Ana',
        lat: 13.9946,
        lon: -89.5597,
      },
    ],
  },
  {
    nombre: 'Alcaldía Municipal de San Miguel Centro',
    siglas: 'AMSMC',
    web: 'https://www.sanmiguel.gob.sv',
    unidades: [
      'Registro del Estado Familiar',
      'Registro y Control Tributario',
      'Registro de Fierros y Marcas',
    ],
    categoria: 'Empresas y comercio',
    actividad: 'Administración pública y defensa',
    municipal: true,
    oficinas: [
      {
        nombre: 'Palacio Municipal de San Miguel',
        direccion: '2a. Avenida Norte y Calle Chaparrastique, San Miguel Centro, departamento de San Miguel',
        lat: 13.4817,
        lon: -88.1777,
      },
    ],
  },
  {
    nombre: 'Alcaldía Municipal de La Libertad Sur',
    siglas: 'AMLLS',
    web: 'https://www.santatecla.gob.sv',
    unidades: [
      'Registro del Estado Familiar',
      'Registro y Control Tributario',
      'Gerencia de Desarrollo Urbano',
    ],
    categoria: 'Empresas y comercio',
    actividad: 'Administración pública y defensa',
    municipal: true,
    oficinas: [
      {
        nombre: 'Palacio Municipal de Santa Tecla',
        direccion:
          '2a. Avenida Norte y 1a. Calle Poniente, Santa Tecla, La Libertad Sur, departamento de La Libertad',
        lat: 13.6774,
        lon: -89.2794,
      },
    ],
  },
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
  ['Seguridad y justicia', 'shield'],
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

/**
 * The municipalities whose alcaldía the generator builds: the 44 of `@rnt/contract/municipios` but the four
 * the curated core already has as institutions above (San Salvador Centro, Santa Ana Centro, San Miguel
 * Centro, La Libertad Sur), in the list's order.
 */
export const MUNICIPIOS_CURADOS = new Set(['AMSSC', 'AMSAC', 'AMSMC', 'AMLLS']);
export const MUNICIPIOS = MUNICIPIOS_EL_SALVADOR.filter((m) => !MUNICIPIOS_CURADOS.has(m.siglas));

/** The municipality id of an alcaldía of the seed, by its acronym (every municipal institution has one). */
export function municipioDeAlcaldia(siglas: string): string {
  const found = MUNICIPIOS_EL_SALVADOR.find((m) => m.siglas === siglas);
  if (!found) throw new Error(`Alcaldía sin municipio: ${siglas}`);
  return found.id;
}

/** Salvadoran given names and surnames for office contacts (titles agree with the name's gender). */
export const NOMBRES_CONTACTO = {
  f: [
    'Ana María',
    'Beatriz',
    'Claudia',
    'Karla',
    'Marta Elena',
    'Patricia',
    'Rosa Lidia',
    'Silvia',
    'Xiomara',
    'Yesenia',
  ],
  m: [
    'Carlos Alberto',
    'Douglas',
    'Ernesto',
    'José Mauricio',
    'Juan Carlos',
    'Luis Armando',
    'Mario',
    'Óscar',
    'René',
    'William',
  ],
};
export const APELLIDOS = [
  'Hernández',
  'Martínez',
  'López',
  'Rodríguez',
  'García',
  'Flores',
  'Rivera',
  'Ramírez',
  'Mejía',
  'Portillo',
  'Alvarado',
  'Quintanilla',
  'Menjívar',
  'Ayala',
  'Cruz',
  'Guardado',
  'Escobar',
  'Orellana',
];
export const TITULOS_CONTACTO = { f: ['Licda.', 'Ing.', 'Arq.', 'Dra.'], m: ['Lic.', 'Ing.', 'Arq.', 'Dr.'] };
