/** Identity and civil status: RNPN (DUI, certifications) and the municipal family registries. */
import { DUI, doc, enLinea, form, ident, m, notarial, otra, pago, type CuratedProcedure } from './types';

const ID = 'Identidad y registro civil';
const DUICENTRO = 'En cualquier Duicentro del país, con cita previa o por orden de llegada.';
const PAGO_DUI = pago(
  'Comprobante de pago de $10.31 con Número de Pago Electrónico (NPE), en bancos o en línea',
);
const FOTO_HUELLA = doc('Captura de fotografía, huellas dactilares y firma en el Duicentro', {
  enSolicitud: false,
  soporte: 'Electrónico',
});

export const IDENTIDAD: CuratedProcedure[] = [
  {
    key: 'rnpn-dui-primera-vez',
    inst: 'RNPN',
    unidad: 'Dirección de Registro de Identificación',
    nombre: 'Emisión del Documento Único de Identidad por primera vez',
    categoria: ID,
    clasificacion: 'Ciudadanía',
    tambien: ['DUI', 'sacar el DUI', 'DUI por primera vez', 'cédula'],
    modalidades: [
      m(
        'DUI por primera vez en el país',
        'Emisión del primer DUI a las personas salvadoreñas que cumplen 18 años. La partida de nacimiento se consulta en el registro central del RNPN y no se pide al solicitante.',
        'Gratuito',
        [1, 'Horas'],
        [
          form('Solicitud de emisión de DUI llenada en ventanilla'),
          ident(
            'Documento con fotografía del solicitante (carné estudiantil, pasaporte o carné de minoridad)',
          ),
          ident('DUI vigente de uno de los padres o del representante que lo acompaña', {
            enSolicitud: false,
          }),
          FOTO_HUELLA,
        ],
        [
          ['dui', '3'],
          ['rnpn', '10'],
          ['lpa', '13'],
        ],
        { vigencia: [8, 'Años'], donde: DUICENTRO, medios: ['P'], nivel: 0 },
      ),
      m(
        'DUI por primera vez en el exterior',
        'Emisión del primer DUI a salvadoreños residentes fuera del país, en las oficinas del RNPN en los consulados.',
        35,
        [15, 'Días'],
        [
          form('Solicitud de emisión de DUI en el exterior'),
          pago('Pago de $35.00 en el consulado'),
          ident('Pasaporte salvadoreño vigente o documento de identidad con fotografía'),
          FOTO_HUELLA,
        ],
        [
          ['dui', '3'],
          ['servicioExterior', '62'],
        ],
        {
          vigencia: [8, 'Años'],
          donde: 'En las oficinas del RNPN dentro de los consulados de El Salvador, con cita previa.',
          nivel: 1,
        },
      ),
    ],
  },
  {
    key: 'rnpn-dui-renovacion',
    inst: 'RNPN',
    unidad: 'Dirección de Registro de Identificación',
    nombre: 'Renovación del Documento Único de Identidad',
    categoria: ID,
    clasificacion: 'Ciudadanía',
    tambien: ['renovar el DUI', 'DUI vencido', 'cédula'],
    modalidades: [
      m(
        'Renovación de DUI en Duicentro',
        'Emisión de un nuevo DUI cuando el anterior está vencido o próximo a vencer, sin cambio de datos.',
        10.31,
        [1, 'Horas'],
        [
          form('Solicitud de renovación llenada en ventanilla'),
          PAGO_DUI,
          ident('DUI vencido o próximo a vencer'),
          FOTO_HUELLA,
        ],
        [
          ['dui', '9'],
          ['rnpn', '10'],
        ],
        { vigencia: [8, 'Años'], donde: DUICENTRO, medios: ['P', 'L'], nivel: 2 },
      ),
      m(
        'Renovación de DUI en línea',
        'Solicitud y pago en la plataforma del RNPN; el documento se retira en el Duicentro elegido.',
        10.31,
        [3, 'Días'],
        [
          enLinea('Registro de usuario y validación biométrica en la plataforma del RNPN', {
            enlace: 'https://www.rnpn.gob.sv',
          }),
          PAGO_DUI,
          ident('DUI vencido o próximo a vencer, para retirar el nuevo', { enSolicitud: false }),
        ],
        [
          ['dui', '9'],
          ['firmaElectronica', '4'],
        ],
        {
          vigencia: [8, 'Años'],
          medios: ['L'],
          nivel: 3,
          donde: 'En línea en www.rnpn.gob.sv; retiro en el Duicentro elegido.',
        },
      ),
    ],
  },
  {
    key: 'rnpn-dui-reposicion',
    inst: 'RNPN',
    unidad: 'Dirección de Registro de Identificación',
    nombre: 'Reposición del Documento Único de Identidad',
    categoria: ID,
    clasificacion: 'Ciudadanía',
    tambien: ['DUI perdido', 'DUI extraviado', 'DUI robado', 'reponer el DUI'],
    modalidades: [
      m(
        'Reposición de DUI por extravío, robo o deterioro',
        'Emisión de un nuevo DUI con los mismos datos cuando el anterior se perdió, fue robado o está deteriorado.',
        10.31,
        [1, 'Horas'],
        [
          form('Solicitud de reposición llenada en ventanilla'),
          PAGO_DUI,
          doc('Declaración de extravío o robo firmada en ventanilla', { enSolicitud: true }),
          ident('DUI deteriorado, si lo conserva', { enSolicitud: false }),
          FOTO_HUELLA,
        ],
        [
          ['dui', '10'],
          ['rnpn', '10'],
        ],
        { vigencia: [8, 'Años'], donde: DUICENTRO, medios: ['P', 'L'], nivel: 2 },
      ),
    ],
  },
  {
    key: 'rnpn-dui-modificacion',
    inst: 'RNPN',
    unidad: 'Dirección de Registro de Identificación',
    nombre: 'Modificación de datos del Documento Único de Identidad',
    categoria: ID,
    clasificacion: 'Ciudadanía',
    tambien: ['cambio de datos del DUI', 'cambio de dirección en el DUI', 'actualizar el DUI'],
    modalidades: [
      m(
        'Cambio de domicilio, profesión u oficio',
        'Actualización del domicilio, la profesión u oficio en el DUI.',
        10.31,
        [1, 'Horas'],
        [form('Solicitud de modificación llenada en ventanilla'), PAGO_DUI, DUI, FOTO_HUELLA],
        [['dui', '11']],
        { vigencia: [8, 'Años'], donde: DUICENTRO, nivel: 2 },
      ),
      m(
        'Cambio de estado familiar o de nombre',
        'Actualización del estado familiar (matrimonio, divorcio, viudez) o del nombre, a partir de la partida marginada.',
        10.31,
        [1, 'Días'],
        [
          form('Solicitud de modificación llenada en ventanilla'),
          PAGO_DUI,
          DUI,
          doc(
            'Partida de matrimonio, divorcio o cambio de nombre debidamente marginada (se consulta en el registro central del RNPN)',
            { enSolicitud: false },
          ),
          FOTO_HUELLA,
        ],
        [
          ['dui', '11'],
          ['registroFamiliar', '20'],
        ],
        { vigencia: [8, 'Años'], donde: DUICENTRO, nivel: 2 },
      ),
    ],
  },
  {
    key: 'rnpn-partida-nacimiento',
    inst: 'RNPN',
    unidad: 'Registro Nacional del Estado Familiar',
    nombre: 'Certificación de partida de nacimiento',
    categoria: ID,
    clasificacion: 'Ciudadanía',
    tambien: ['partida de nacimiento', 'certificado de nacimiento', 'acta de nacimiento'],
    modalidades: [
      m(
        'Certificación de partida de nacimiento en línea',
        'Certificación electrónica con código QR de verificación, emitida desde el registro central del estado familiar.',
        3,
        [2, 'Horas'],
        [
          enLinea('Solicitud en el portal del RNPN con el número de DUI del titular o de uno de los padres', {
            enlace: 'https://www.rnpn.gob.sv',
          }),
          pago('Pago en línea con tarjeta de débito o crédito'),
        ],
        [
          ['registroFamiliar', '31'],
          ['firmaElectronica', '8'],
        ],
        { medios: ['L'], nivel: 5, vigencia: [6, 'Meses'], donde: 'En línea en www.rnpn.gob.sv.' },
      ),
      m(
        'Certificación de partida de nacimiento en ventanilla',
        'Certificación impresa de la partida de nacimiento, entregada en el Duicentro o en el registro del estado familiar.',
        3,
        [1, 'Horas'],
        [
          form('Solicitud verbal o escrita con los datos de la partida'),
          pago('Recibo de pago de la tasa de certificación'),
          DUI,
        ],
        [['registroFamiliar', '31']],
        { medios: ['P'], nivel: 0, vigencia: [6, 'Meses'], tercero: true },
      ),
    ],
  },
  {
    key: 'amssc-asentamiento-nacimiento',
    inst: 'AMSSC',
    unidad: 'Registro del Estado Familiar',
    nombre: 'Asentamiento de partida de nacimiento',
    categoria: ID,
    clasificacion: 'Ciudadanía',
    tambien: ['inscribir a un bebé', 'registrar un nacimiento', 'asentar partida'],
    modalidades: [
      m(
        'Asentamiento dentro del plazo legal',
        'Inscripción del nacimiento en el Registro del Estado Familiar del municipio donde ocurrió, dentro de los 90 días siguientes.',
        'Gratuito',
        [1, 'Horas'],
        [
          form('Declaración del nacimiento ante el registrador del estado familiar'),
          doc('Constancia de nacimiento extendida por el hospital o la partera'),
          ident('DUI de la madre y del padre que reconoce'),
        ],
        [
          ['registroFamiliar', '15'],
          ['crecerJuntos', '73'],
        ],
        { medios: ['P'], nivel: 0 },
      ),
      m(
        'Asentamiento fuera del plazo legal',
        'Inscripción tardía del nacimiento, con testigos o diligencias de establecimiento subsidiario.',
        'Gratuito',
        [8, 'Días'],
        [
          form('Solicitud de asentamiento tardío'),
          doc('Constancia de nacimiento o declaración de dos testigos con DUI'),
          ident('DUI del declarante'),
          notarial('Diligencias de establecimiento subsidiario, cuando no hay constancia', {
            enSolicitud: false,
          }),
        ],
        [['registroFamiliar', '16']],
        { medios: ['P'], nivel: 0 },
      ),
    ],
  },
  {
    key: 'rnpn-partida-matrimonio',
    inst: 'RNPN',
    unidad: 'Registro Nacional del Estado Familiar',
    nombre: 'Certificación de partida de matrimonio',
    categoria: ID,
    clasificacion: 'Ciudadanía',
    tambien: ['partida de matrimonio', 'acta de matrimonio', 'certificado de matrimonio'],
    modalidades: [
      m(
        'Certificación de partida de matrimonio',
        'Certificación de la partida de matrimonio asentada en el registro del estado familiar, con sus marginaciones.',
        3,
        [1, 'Horas'],
        [
          form('Solicitud con nombres de los contrayentes y fecha del matrimonio'),
          pago('Pago de la tasa de certificación'),
          DUI,
        ],
        [['registroFamiliar', '31']],
        { medios: ['P', 'L'], nivel: 3, vigencia: [6, 'Meses'], tercero: true },
      ),
    ],
  },
  {
    key: 'amssc-matrimonio-civil',
    inst: 'AMSSC',
    unidad: 'Registro del Estado Familiar',
    nombre: 'Celebración de matrimonio civil ante el alcalde',
    categoria: ID,
    clasificacion: 'Ciudadanía',
    tambien: ['casarse por lo civil', 'boda civil', 'matrimonio en la alcaldía'],
    modalidades: [
      m(
        'Matrimonio civil en las instalaciones de la alcaldía',
        'Celebración del matrimonio ante el alcalde o el funcionario delegado, con dos testigos, y asentamiento de la partida.',
        25,
        [15, 'Días'],
        [
          form('Solicitud de matrimonio firmada por ambos contrayentes'),
          pago('Recibo de pago de derechos municipales'),
          ident('DUI o pasaporte vigente de los contrayentes y de los dos testigos'),
          otra(
            'RNPN',
            'Certificación de partida de nacimiento de cada contrayente',
            'rnpn-partida-nacimiento',
          ),
          doc('Constancia de soltería o de disolución de vínculo anterior', { enSolicitud: false }),
        ],
        [
          ['codigoFamilia', '13'],
          ['codigoMunicipal', '4'],
          ['ordenanzaTasasSS', '9'],
        ],
        { medios: ['P'], nivel: 0 },
      ),
    ],
  },
  {
    key: 'rnpn-partida-defuncion',
    inst: 'RNPN',
    unidad: 'Registro Nacional del Estado Familiar',
    nombre: 'Certificación de partida de defunción',
    categoria: ID,
    clasificacion: 'Ciudadanía',
    tambien: ['partida de defunción', 'acta de defunción', 'certificado de defunción'],
    modalidades: [
      m(
        'Certificación de partida de defunción',
        'Certificación de la partida de defunción para trámites de herencia, pensiones o seguros.',
        3,
        [1, 'Horas'],
        [
          form('Solicitud con nombre del fallecido y fecha de la defunción'),
          pago('Pago de la tasa de certificación'),
          DUI,
        ],
        [['registroFamiliar', '31']],
        { medios: ['P', 'L'], nivel: 3, tercero: true },
      ),
    ],
  },
  {
    key: 'amssc-inscripcion-defuncion',
    inst: 'AMSSC',
    unidad: 'Registro del Estado Familiar',
    nombre: 'Inscripción de defunción',
    categoria: ID,
    clasificacion: 'Ciudadanía',
    tambien: ['asentar una defunción', 'registrar un fallecimiento'],
    modalidades: [
      m(
        'Inscripción de defunción',
        'Asentamiento de la partida de defunción con la constancia médica, requisito para la sepultura.',
        'Gratuito',
        [2, 'Horas'],
        [
          form('Declaración de la defunción ante el registrador'),
          doc('Constancia médica de defunción o reconocimiento de Medicina Legal'),
          ident('DUI del fallecido'),
          ident('DUI del declarante'),
        ],
        [['registroFamiliar', '24']],
        { medios: ['P'], nivel: 0 },
      ),
    ],
  },
  {
    key: 'amssc-marginacion-divorcio',
    inst: 'AMSSC',
    unidad: 'Registro del Estado Familiar',
    nombre: 'Marginación de sentencia de divorcio',
    categoria: ID,
    clasificacion: 'Ciudadanía',
    tambien: ['inscribir el divorcio', 'marginar divorcio'],
    modalidades: [
      m(
        'Marginación de sentencia de divorcio',
        'Anotación al margen de la partida de matrimonio de la sentencia ejecutoriada de divorcio.',
        'Gratuito',
        [3, 'Días'],
        [
          form('Solicitud de marginación'),
          notarial(
            'Certificación de la sentencia de divorcio ejecutoriada, librada por el Juzgado de Familia',
          ),
          DUI,
        ],
        [
          ['registroFamiliar', '20'],
          ['codigoFamilia', '106'],
        ],
        { medios: ['P'], nivel: 0 },
      ),
    ],
  },
  {
    key: 'amssc-reconocimiento-hijo',
    inst: 'AMSSC',
    unidad: 'Registro del Estado Familiar',
    nombre: 'Reconocimiento voluntario de hijo',
    categoria: ID,
    clasificacion: 'Ciudadanía',
    tambien: ['reconocer a un hijo', 'dar el apellido'],
    modalidades: [
      m(
        'Reconocimiento ante el registrador del estado familiar',
        'El padre reconoce al hijo ante el registrador y se margina la partida de nacimiento.',
        'Gratuito',
        [1, 'Horas'],
        [
          form('Acta de reconocimiento firmada ante el registrador'),
          ident('DUI del padre que reconoce'),
          ident('DUI de la madre'),
        ],
        [
          ['codigoFamilia', '143'],
          ['registroFamiliar', '20'],
        ],
        { medios: ['P'], nivel: 0 },
      ),
    ],
  },
  {
    key: 'rnpn-cambio-nombre',
    inst: 'RNPN',
    unidad: 'Registro Nacional del Estado Familiar',
    nombre: 'Cambio de nombre propio',
    categoria: ID,
    clasificacion: 'Ciudadanía',
    tambien: ['cambiarse el nombre', 'rectificación de nombre'],
    modalidades: [
      m(
        'Cambio de nombre por diligencias notariales',
        'Inscripción del cambio de nombre propio otorgado en diligencias de jurisdicción voluntaria ante notario.',
        5.71,
        [5, 'Días'],
        [
          form('Solicitud de inscripción del cambio de nombre'),
          notarial('Testimonio de las diligencias notariales de cambio de nombre'),
          doc('Ejemplar del Diario Oficial con la publicación del aviso'),
          pago('Pago de derechos de inscripción'),
          DUI,
        ],
        [['registroFamiliar', '23']],
        { medios: ['P'], nivel: 1 },
      ),
    ],
  },
  {
    key: 'rnpn-certificacion-dui',
    inst: 'RNPN',
    unidad: 'Dirección de Registro de Identificación',
    nombre: 'Certificación de datos del DUI',
    categoria: ID,
    clasificacion: 'Ciudadanía',
    tambien: ['certificación de DUI', 'constancia de DUI', 'constancia de no DUI'],
    modalidades: [
      m(
        'Certificación de datos del DUI',
        'Certificación de los datos de identidad registrados, exigida por bancos, consulados o juzgados.',
        5.71,
        [2, 'Días'],
        [form('Solicitud de certificación'), pago('Pago de derechos'), DUI],
        [['rnpn', '12']],
        { medios: ['P', 'C'], nivel: 1, tercero: true },
      ),
      m(
        'Constancia de no poseer DUI',
        'Hace constar que la persona no ha tramitado DUI; la piden los consulados para emitir pasaporte.',
        5.71,
        [2, 'Días'],
        [
          form('Solicitud de constancia'),
          pago('Pago de derechos'),
          doc('Datos de la partida de nacimiento (se consulta en el registro central del RNPN)', {
            enSolicitud: false,
          }),
        ],
        [['rnpn', '12']],
        { medios: ['P', 'C'], nivel: 1 },
      ),
    ],
  },
];
