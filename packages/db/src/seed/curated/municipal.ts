/** Municipal procedures of four district capitals' municipalities (since 2024, 44 municipalities). */
import {
  DUI,
  MATRICULA,
  constancia,
  doc,
  form,
  m,
  notarial,
  otra,
  pago,
  type CuratedProcedure,
} from './types';

const EMP = 'Empresas y comercio';
const IMP = 'Impuestos';
const ESCRITURA_INMUEBLE = notarial('Escritura de propiedad del inmueble o contrato de arrendamiento');

function licenciaFuncionamiento(
  key: string,
  inst: string,
  municipio: string,
  ordenanza: string,
): CuratedProcedure {
  return {
    key,
    inst,
    unidad: 'Registro y Control Tributario',
    nombre: 'Licencia de funcionamiento de establecimiento comercial',
    categoria: EMP,
    clasificacion: 'Empresas',
    actividad: 'Comercio al por mayor y al por menor',
    tambien: ['permiso de funcionamiento', 'permiso de la alcaldía', 'licencia municipal'],
    modalidades: [
      m(
        `Licencia de funcionamiento en ${municipio}`,
        `Autoriza la apertura de un negocio en ${municipio}, previa inspección de uso de suelo, seguridad y salubridad.`,
        {
          variable:
            'La tasa depende del giro y del activo del negocio, según la ordenanza de tasas municipales.',
        },
        [8, 'Días'],
        [
          form('Solicitud de licencia de funcionamiento'),
          DUI,
          ESCRITURA_INMUEBLE,
          otra('CNR', 'Matrícula de empresa vigente del Registro de Comercio', 'cnr-matricula'),
          constancia('Solvencia municipal del propietario del negocio'),
          pago('Recibo de pago de la tasa'),
        ],
        [
          ['codigoMunicipal', '4'],
          ['tributariaMunicipal', '129'],
          [ordenanza, '7'],
        ],
        { vigencia: [1, 'Años'], medios: ['P', 'L'], nivel: 2, periodicidad: 'Anual' },
      ),
    ],
  };
}

function solvenciaMunicipal(key: string, inst: string, municipio: string): CuratedProcedure {
  return {
    key,
    inst,
    unidad: 'Registro y Control Tributario',
    nombre: 'Solvencia municipal',
    categoria: IMP,
    clasificacion: 'Ciudadanía y empresas',
    tambien: ['solvencia de la alcaldía', 'constancia de no deber impuestos municipales'],
    modalidades: [
      m(
        `Solvencia municipal de persona o inmueble en ${municipio}`,
        'Hace constar que el contribuyente o el inmueble está al día en tasas e impuestos municipales.',
        2.29,
        [8, 'Horas'],
        [form('Solicitud de solvencia'), DUI, pago('Recibo de pago de la tasa')],
        [['tributariaMunicipal', '100']],
        { vigencia: [3, 'Meses'], medios: ['P', 'L'], nivel: 3, tercero: true },
      ),
    ],
  };
}

export const MUNICIPAL: CuratedProcedure[] = [
  licenciaFuncionamiento('amssc-licencia-funcionamiento', 'AMSSC', 'San Salvador Centro', 'ordenanzaTasasSS'),
  licenciaFuncionamiento('amsac-licencia-funcionamiento', 'AMSAC', 'Santa Ana Centro', 'codigoMunicipal'),
  licenciaFuncionamiento('amsmc-licencia-funcionamiento', 'AMSMC', 'San Miguel Centro', 'codigoMunicipal'),
  licenciaFuncionamiento('amlls-licencia-funcionamiento', 'AMLLS', 'La Libertad Sur', 'codigoMunicipal'),
  solvenciaMunicipal('amssc-solvencia-municipal', 'AMSSC', 'San Salvador Centro'),
  solvenciaMunicipal('amsac-solvencia-municipal', 'AMSAC', 'Santa Ana Centro'),
  solvenciaMunicipal('amsmc-solvencia-municipal', 'AMSMC', 'San Miguel Centro'),
  {
    key: 'amssc-inscripcion-contribuyente',
    inst: 'AMSSC',
    unidad: 'Registro y Control Tributario',
    nombre: 'Inscripción de empresa en el registro de contribuyentes municipales',
    categoria: IMP,
    clasificacion: 'Empresas',
    tambien: ['calificación de empresa', 'registro en la alcaldía', 'cuenta corriente municipal'],
    modalidades: [
      m(
        'Inscripción y calificación de empresa',
        'Registra la empresa como contribuyente del municipio y calcula su impuesto municipal según el activo.',
        'Gratuito',
        [5, 'Días'],
        [
          form('Formulario de inscripción de contribuyente'),
          MATRICULA,
          doc('Balance general del último ejercicio'),
          DUI,
        ],
        [['tributariaMunicipal', '90']],
        { medios: ['P', 'L'], nivel: 2 },
      ),
    ],
  },
  {
    key: 'amssc-bebidas-alcoholicas',
    inst: 'AMSSC',
    unidad: 'Registro y Control Tributario',
    nombre: 'Licencia para la venta de bebidas alcohólicas',
    categoria: EMP,
    clasificacion: 'Empresas',
    actividad: 'Alojamiento y servicios de comida',
    tambien: ['permiso de cerveza', 'licencia de licores', 'venta de alcohol'],
    modalidades: [
      m(
        'Licencia anual para venta de bebidas alcohólicas',
        'Autoriza la venta de bebidas alcohólicas en restaurantes, bares o tiendas, con las restricciones de horario y distancia.',
        { variable: 'La tasa anual depende del tipo de establecimiento.' },
        [15, 'Días'],
        [
          form('Solicitud de licencia'),
          constancia('Licencia de funcionamiento municipal vigente'),
          otra('MINSAL', 'Permiso sanitario de funcionamiento', 'minsal-permiso-establecimiento'),
          otra('PNC', 'Solvencia de la Policía Nacional Civil del propietario', 'pnc-solvencia'),
          pago('Recibo de pago de la tasa'),
        ],
        [
          ['codigoMunicipal', '4'],
          ['ordenanzaTasasSS', '11'],
        ],
        { vigencia: [1, 'Años'], medios: ['P'], nivel: 1, periodicidad: 'Anual' },
      ),
    ],
  },
  {
    key: 'amssc-valla',
    inst: 'AMSSC',
    unidad: 'Gerencia de Desarrollo Urbano',
    nombre: 'Permiso de instalación de valla o rótulo publicitario',
    categoria: EMP,
    clasificacion: 'Empresas',
    tambien: ['permiso de rótulo', 'valla publicitaria', 'anuncio'],
    modalidades: [
      m(
        'Permiso de rótulo o valla publicitaria',
        'Autoriza la instalación de rótulos, vallas y pantallas publicitarias en inmuebles o en la vía pública.',
        { variable: 'La tasa depende del área del anuncio en metros cuadrados.' },
        [8, 'Días'],
        [
          form('Solicitud de permiso'),
          doc('Diseño y dimensiones del anuncio'),
          doc('Memoria de cálculo estructural de la valla'),
          notarial('Autorización del propietario del inmueble'),
          pago('Recibo de pago de la tasa'),
        ],
        [['ordenanzaTasasSS', '15']],
        { vigencia: [1, 'Años'], medios: ['P'], nivel: 1 },
      ),
    ],
  },
  {
    key: 'amssc-permiso-evento',
    inst: 'AMSSC',
    unidad: 'Gerencia de Desarrollo Urbano',
    nombre: 'Permiso para evento en espacio público',
    categoria: 'Turismo',
    clasificacion: 'Ciudadanía y empresas',
    tambien: ['permiso de fiesta', 'permiso para cerrar la calle', 'permiso de evento'],
    modalidades: [
      m(
        'Permiso para evento, feria o cierre de calle',
        'Autoriza el uso temporal de plazas, parques o calles para eventos culturales, deportivos o comerciales.',
        { variable: 'La tasa depende del área ocupada y de los días del evento.' },
        [5, 'Días'],
        [
          form('Solicitud de permiso'),
          DUI,
          doc('Plan de seguridad y croquis del evento'),
          pago('Recibo de pago de la tasa'),
        ],
        [['ordenanzaTasasSS', '17']],
        { medios: ['P', 'L'], nivel: 2 },
      ),
    ],
  },
  {
    key: 'amssc-rotura-calle',
    inst: 'AMSSC',
    unidad: 'Gerencia de Desarrollo Urbano',
    nombre: 'Permiso de rotura de calle o acera',
    categoria: 'Vivienda y construcción',
    clasificacion: 'Ciudadanía y empresas',
    tambien: ['romper la calle', 'permiso para zanja'],
    modalidades: [
      m(
        'Permiso de rotura para conexión de servicios',
        'Autoriza romper calles o aceras para conectar agua, drenajes, electricidad o telecomunicaciones, con obligación de reparar.',
        { variable: 'La tasa depende de los metros lineales de rotura.' },
        [3, 'Días'],
        [
          form('Solicitud de permiso'),
          doc('Croquis de la rotura'),
          doc('Fianza de reparación del pavimento'),
          pago('Recibo de pago de la tasa'),
        ],
        [['ordenanzaTasasSS', '19']],
        { medios: ['P'], nivel: 1 },
      ),
    ],
  },
  {
    key: 'amsac-permiso-construccion',
    inst: 'AMSAC',
    unidad: 'Gerencia de Desarrollo Urbano',
    nombre: 'Permiso de construcción municipal',
    categoria: 'Vivienda y construcción',
    clasificacion: 'Ciudadanía y empresas',
    tambien: ['permiso de construcción', 'licencia de construcción'],
    modalidades: [
      m(
        'Permiso de construcción de vivienda en Santa Ana Centro',
        'Autoriza construir o ampliar viviendas en el municipio, que tiene plan de desarrollo urbano propio.',
        { variable: 'La tasa es proporcional a los metros cuadrados de construcción.' },
        [15, 'Días'],
        [
          form('Solicitud de permiso'),
          doc('Planos arquitectónicos y estructurales firmados por profesional registrado'),
          ESCRITURA_INMUEBLE,
          constancia('Solvencia municipal del inmueble'),
          pago('Recibo de pago de la tasa'),
        ],
        [
          ['urbanismo', '1'],
          ['codigoMunicipal', '4'],
        ],
        { vigencia: [2, 'Años'], medios: ['P'], nivel: 1 },
      ),
    ],
  },
  {
    key: 'amsmc-fierro',
    inst: 'AMSMC',
    unidad: 'Registro de Fierros y Marcas',
    nombre: 'Registro de fierro o marca de ganado',
    categoria: 'Agricultura',
    clasificacion: 'Ciudadanía',
    actividad: 'Agricultura, ganadería, silvicultura y pesca',
    tambien: ['fierro de ganado', 'marca de ganado', 'herrar ganado'],
    modalidades: [
      m(
        'Registro de fierro o marca de ganado',
        'Inscribe el diseño del fierro con que el ganadero marca su ganado, para acreditar su propiedad.',
        5.71,
        [3, 'Días'],
        [
          form('Solicitud de registro'),
          doc('Diseño del fierro a escala'),
          DUI,
          pago('Recibo de pago de la tasa'),
        ],
        [['fierros', '3']],
        { vigencia: [5, 'Años'], medios: ['P'], nivel: 0 },
      ),
      m(
        'Carta de venta de ganado',
        'Documento municipal que ampara la venta y el traslado de ganado marcado con fierro registrado.',
        2.29,
        [2, 'Horas'],
        [form('Solicitud de carta de venta'), DUI, doc('Certificado del fierro registrado')],
        [['fierros', '10']],
        { medios: ['P'], nivel: 0 },
      ),
    ],
  },
  {
    key: 'amlls-constancia-residencia',
    inst: 'AMLLS',
    unidad: 'Registro del Estado Familiar',
    nombre: 'Constancia de residencia',
    categoria: 'Identidad y registro civil',
    clasificacion: 'Ciudadanía',
    tambien: ['constancia de domicilio', 'carta de residencia'],
    modalidades: [
      m(
        'Constancia de residencia en el municipio',
        'Hace constar el domicilio del solicitante en el municipio, para trámites de empleo, becas o consulados.',
        2.29,
        [6, 'Horas'],
        [form('Solicitud de constancia'), DUI, doc('Recibo reciente de agua o energía eléctrica')],
        [['codigoMunicipal', '4']],
        { vigencia: [3, 'Meses'], medios: ['P', 'L'], nivel: 3 },
      ),
    ],
  },
  {
    key: 'amlls-turismo-playa',
    inst: 'AMLLS',
    unidad: 'Registro y Control Tributario',
    nombre: 'Permiso de venta en zona de playa',
    categoria: 'Turismo',
    clasificacion: 'Ciudadanía',
    tambien: ['permiso de vendedor de playa', 'puesto en la playa'],
    modalidades: [
      m(
        'Permiso de venta ambulante en playa',
        'Autoriza la venta de alimentos o artesanías en las playas del municipio, con puesto asignado.',
        { variable: 'La tasa mensual depende del tipo de producto y del espacio asignado.' },
        [3, 'Días'],
        [
          form('Solicitud de permiso'),
          DUI,
          otra('MINSAL', 'Certificado de salud para manipuladores de alimentos', 'minsal-certificado-salud'),
          pago('Recibo de pago de la tasa'),
        ],
        [['codigoMunicipal', '4']],
        { vigencia: [1, 'Años'], medios: ['P'], nivel: 0 },
      ),
    ],
  },
];
