/**
 * Life events of the demo registry (issue 33, decision 18): what happens in a citizen's life as ordered
 * steps over the curated core's modalities, named by procedure key and modality name (never by generated
 * ids). Written from public Salvadoran sources, listed per event in `fuentes` and in docs/demo-data.md.
 * Only modalities the seed publishes are named (packages/db/test/situaciones-vida.test.ts checks it).
 */
import { z } from '@rnt/contract/zod';
import { sql } from 'drizzle-orm';
import { execute, queryRows, sqlArray, type Db } from '../create-db';
import { CURATED_PROCEDURES } from './curated';

export interface LifeEventStep {
  titulo: string;
  queHacer: string;
  /** False: "depende del caso" (not in the totals, named apart). */
  obligatorio?: boolean;
  /** The alternatives are the same procedure of several municipalities: the citizen does her own. */
  municipal?: boolean;
  /** Numbers (1-based) of the earlier steps this one waits for. */
  espera?: number[];
  /** Alternatives: [curated procedure key, modality name]. */
  modalidades: [string, string][];
}

export interface LifeEvent {
  slug: string;
  nombre: string;
  descripcion: string;
  frases: string[];
  fuentes: string[];
  pasos: LifeEventStep[];
}

const LICENCIAS_FUNCIONAMIENTO: [string, string][] = [
  ['amssc-licencia-funcionamiento', 'Licencia de funcionamiento en San Salvador Centro'],
  ['amsac-licencia-funcionamiento', 'Licencia de funcionamiento en Santa Ana Centro'],
  ['amlls-licencia-funcionamiento', 'Licencia de funcionamiento en La Libertad Sur'],
];
const PASAPORTE: [string, string][] = [
  ['dgme-pasaporte-primera-vez', 'Pasaporte por primera vez para mayores de edad'],
  ['dgme-pasaporte-renovacion', 'Renovación de pasaporte en sucursal'],
  ['dgme-pasaporte-renovacion', 'Renovación de pasaporte en línea'],
];

const FUENTE_EMPRESA_UES =
  'Universidad de El Salvador, «Guía descriptiva de los trámites legales y formales que deben cumplir las empresas nacionales para iniciar sus operaciones en El Salvador» — http://docplayer.es/2386803-Universidad-de-el-salvador-facultad-multidisciplinaria-de-occidente-departamento-de-ciencias-economicas-trabajo-de-graduacion.html';
const FUENTE_EMPRESA_GUIA =
  'Guía para establecer una empresa legalmente (NIT, IVA, Registro de Comercio, Ministerio de Trabajo, ISSS, alcaldía) — https://es.slideshare.net/1072775655/creacion-de-una-empresa-en-el-salvador';
const FUENTE_REF_SAN_SALVADOR =
  'Alcaldía de San Salvador, Registro del Estado Familiar: requisitos de inscripción — http://sansalvador.gob.sv/2015-05-28-03-54-23/category/33-contrataciones-y-adquisiciones-municipales.html';
const FUENTE_PASAPORTE_DGME =
  'DGME en el Portal de Transparencia: pasaporte ordinario para mayores de edad que tramitan por primera vez — https://transparencia.gob.sv/institutions/dgme/services?page=2';
const FUENTE_PASAPORTE_CITA =
  'La Prensa Gráfica, «Evite colas: programe su cita en línea para solicitar pasaporte» (pasaportes.gob.sv) — https://www.laprensagrafica.com/departamento15/Evite-colas-programe-su-cita-en-linea-para-solicitar-pasaporte--20170119-0029.html';
const FUENTE_SERTRACEN =
  'Diario El Mundo, renovación de licencia de conducir y tarjeta de circulación en el portal de SERTRACEN (MOPT/VMT) — https://diario.elmundo.sv/nacionales/renovacion-de-licencia-de-conducir-y-tarjeta-de-circulacion-podra-hacerse-virtual';

export const LIFE_EVENTS: readonly LifeEvent[] = [
  {
    slug: 'abrir-un-negocio-persona-natural',
    nombre: 'Abrir un negocio como persona natural',
    descripcion:
      'Formalizar un negocio propio (tienda, taller, comedor) a su nombre: NIT e IVA en Hacienda, matrícula de comercio si su activo lo exige, licencia de la alcaldía y, si contrata personal, el ISSS y el Ministerio de Trabajo.',
    frases: [
      'abrir un negocio',
      'inscribir mi negocio',
      'poner una tienda',
      'formalizar mi negocio',
      'emprender',
      'sacar permisos para mi negocio',
    ],
    fuentes: [FUENTE_EMPRESA_UES, FUENTE_EMPRESA_GUIA],
    pasos: [
      {
        titulo: 'Homologar su DUI como NIT',
        queHacer: 'Active su DUI como Número de Identificación Tributaria en el Ministerio de Hacienda.',
        modalidades: [['mh-nit-persona-natural', 'Homologación de DUI y NIT en línea']],
      },
      {
        titulo: 'Inscribirse como contribuyente del IVA',
        queHacer: 'Obtenga su Número de Registro de Contribuyente (NRC) para emitir facturas.',
        espera: [1],
        modalidades: [['mh-registro-iva', 'Inscripción de persona natural en el registro del IVA']],
      },
      {
        titulo: 'Matricular su empresa en el Registro de Comercio',
        queHacer:
          'Depende del caso: si su activo supera el mínimo del Código de Comercio, matricule la empresa y su establecimiento en el CNR.',
        obligatorio: false,
        espera: [1],
        modalidades: [['cnr-matricula', 'Matrícula de empresa de comerciante individual']],
      },
      {
        titulo: 'Obtener la licencia de funcionamiento de su alcaldía',
        queHacer: 'Inscriba el negocio en la alcaldía del municipio donde está el local.',
        municipal: true,
        espera: [2],
        modalidades: LICENCIAS_FUNCIONAMIENTO,
      },
      {
        titulo: 'Inscribirse como patrono en el ISSS',
        queHacer: 'Depende del caso: si contrata trabajadores, inscríbase como patrono.',
        obligatorio: false,
        espera: [1],
        modalidades: [['isss-inscripcion-patrono', 'Inscripción de patrono persona natural']],
      },
      {
        titulo: 'Inscribir el centro de trabajo en el Ministerio de Trabajo',
        queHacer: 'Depende del caso: si tiene trabajadores, registre el local como centro de trabajo.',
        obligatorio: false,
        espera: [5],
        modalidades: [['mtps-establecimiento', 'Inscripción de centro de trabajo']],
      },
    ],
  },
  {
    slug: 'abrir-una-empresa-sociedad',
    nombre: 'Abrir una empresa como sociedad',
    descripcion:
      'Constituir una sociedad y dejarla lista para operar: Registro de Comercio del CNR, NIT e IVA en Hacienda, licencia municipal, inscripción patronal en el ISSS e inscripción del centro de trabajo en el Ministerio de Trabajo, en ese orden.',
    frases: [
      'abrir una empresa',
      'crear una sociedad',
      'constituir una empresa',
      'abrir un negocio',
      'inscribir mi empresa',
      'formar una sociedad anónima',
    ],
    fuentes: [
      FUENTE_EMPRESA_UES,
      FUENTE_EMPRESA_GUIA,
      'Pasos para constituir una sociedad anónima (capital mínimo, denominación, Registro de Comercio) — https://es.scribd.com/document/645596339/examen-corto-PC',
    ],
    pasos: [
      {
        titulo: 'Inscribir la escritura de constitución',
        queHacer:
          'Inscriba en el Registro de Comercio la escritura otorgada ante notario (o constituya una sociedad por acciones simplificada en línea).',
        modalidades: [
          ['cnr-sociedad', 'Constitución de sociedad por acciones simplificada'],
          ['cnr-sociedad', 'Constitución de sociedad anónima de capital variable'],
        ],
      },
      {
        titulo: 'Matricular la empresa en el Registro de Comercio',
        queHacer: 'Matricule la empresa y registre su establecimiento.',
        espera: [1],
        modalidades: [['cnr-matricula', 'Matrícula de empresa de sociedad']],
      },
      {
        titulo: 'Obtener el NIT de la sociedad',
        queHacer: 'Inscriba la sociedad en el Registro Único de Contribuyentes del Ministerio de Hacienda.',
        espera: [1],
        modalidades: [['mh-nit-persona-juridica', 'Asignación de NIT a sociedad']],
      },
      {
        titulo: 'Inscribir la sociedad en el registro del IVA',
        queHacer: 'Obtenga el Número de Registro de Contribuyente para emitir comprobantes.',
        espera: [3],
        modalidades: [['mh-registro-iva', 'Inscripción de sociedad en el registro del IVA']],
      },
      {
        titulo: 'Obtener la licencia de funcionamiento de la alcaldía',
        queHacer: 'Inscriba la empresa en la alcaldía del municipio donde opera.',
        municipal: true,
        espera: [2, 4],
        modalidades: LICENCIAS_FUNCIONAMIENTO,
      },
      {
        titulo: 'Inscribir la sociedad como patrono en el ISSS',
        queHacer: 'Obtenga el número patronal antes de contratar al primer empleado.',
        espera: [3],
        modalidades: [['isss-inscripcion-patrono', 'Inscripción de patrono persona jurídica']],
      },
      {
        titulo: 'Inscribir el centro de trabajo en el Ministerio de Trabajo',
        queHacer: 'Registre el establecimiento como centro de trabajo.',
        espera: [6],
        modalidades: [['mtps-establecimiento', 'Inscripción de centro de trabajo']],
      },
    ],
  },
  {
    slug: 'nacimiento-de-un-hijo',
    nombre: 'Nacimiento de un hijo',
    descripcion:
      'Inscribir a su hija o hijo en el Registro del Estado Familiar, obtener su partida de nacimiento y, según el caso, reconocerlo, inscribirlo como beneficiario del ISSS, cobrar el subsidio por maternidad y sacarle pasaporte.',
    frases: [
      'nació mi hijo',
      'nació mi hija',
      'tuve un bebé',
      'inscribir a mi bebé',
      'asentar a mi hijo',
      'partida de nacimiento de mi hijo',
    ],
    fuentes: [
      FUENTE_REF_SAN_SALVADOR,
      'Alcaldía de Morazán Sur, materias del Registro del Estado Familiar (plazo de 45 días hábiles, ficha médica de nacimiento) — https://morazansur.gob.sv/pagina-unidades-municipales/materias-del-registro-del-estado-familiar',
      'Cronio, Ley de Registro del Estado Familiar de 2024 e inscripción de oficio — https://croniosv.com/principal/principal1/disminuiran-precios-de-la-gasolina-especial-a-partir-del-17-de-febrero/',
    ],
    pasos: [
      {
        titulo: 'Asentar el nacimiento',
        queHacer:
          'Informe el nacimiento al Registro del Estado Familiar del municipio donde ocurrió o de su domicilio, con la ficha médica del nacimiento.',
        modalidades: [['amssc-asentamiento-nacimiento', 'Asentamiento dentro del plazo legal']],
      },
      {
        titulo: 'Reconocer al hijo',
        queHacer: 'Depende del caso: si el padre no compareció al asentamiento, puede reconocerlo después.',
        obligatorio: false,
        espera: [1],
        modalidades: [
          ['amssc-reconocimiento-hijo', 'Reconocimiento ante el registrador del estado familiar'],
        ],
      },
      {
        titulo: 'Pedir la certificación de la partida de nacimiento',
        queHacer: 'Solicite la partida que le pedirán el ISSS, la escuela o Migración.',
        espera: [1],
        modalidades: [['rnpn-partida-nacimiento', 'Certificación de partida de nacimiento en ventanilla']],
      },
      {
        titulo: 'Inscribirlo como beneficiario del ISSS',
        queHacer: 'Depende del caso: si usted cotiza al ISSS, inscriba a su hijo como beneficiario.',
        obligatorio: false,
        espera: [3],
        modalidades: [['isss-afiliacion', 'Inscripción de beneficiarios del afiliado']],
      },
      {
        titulo: 'Cobrar el subsidio por maternidad',
        queHacer: 'Depende del caso: la madre afiliada al ISSS cobra el subsidio de su incapacidad.',
        obligatorio: false,
        modalidades: [['isss-incapacidad', 'Subsidio por maternidad']],
      },
      {
        titulo: 'Sacar el pasaporte del menor',
        queHacer: 'Depende del caso: si viajará, ambos padres lo acompañan con su DUI.',
        obligatorio: false,
        espera: [3],
        modalidades: [['dgme-pasaporte-primera-vez', 'Pasaporte por primera vez para menores de edad']],
      },
    ],
  },
  {
    slug: 'casarse',
    nombre: 'Casarse',
    descripcion:
      'Celebrar el matrimonio civil ante el alcalde y actualizar después el estado familiar en el DUI; según el caso, inscribir al cónyuge en el ISSS o tramitar su residencia si es extranjero.',
    frases: ['me voy a casar', 'casarme', 'matrimonio civil', 'boda civil', 'casamiento'],
    fuentes: [
      FUENTE_REF_SAN_SALVADOR,
      'Embajada de los Estados Unidos en San Salvador, lineamientos para casarse en El Salvador (matrimonio civil ante alcalde, notario o gobernador) — https://webarchive.library.unt.edu/web/20130214012854/http://spanish.sansalvador.usembassy.gov/ciudadanos-americanos/casamiento.html',
      'Alcaldía de Ilopango, Registro Familiar: recepción de documentos para matrimonio civil — http://www.alcaldiadeilopango.gob.sv/?page_id=69',
    ],
    pasos: [
      {
        titulo: 'Celebrar el matrimonio civil',
        queHacer:
          'Presente en la alcaldía las partidas de nacimiento y los DUI de los contrayentes y de los testigos, y fije la fecha.',
        modalidades: [['amssc-matrimonio-civil', 'Matrimonio civil en las instalaciones de la alcaldía']],
      },
      {
        titulo: 'Actualizar el estado familiar en el DUI',
        queHacer: 'Con la partida de matrimonio ya marginada, cambie su estado familiar en un Duicentro.',
        espera: [1],
        modalidades: [['rnpn-dui-modificacion', 'Cambio de estado familiar o de nombre']],
      },
      {
        titulo: 'Inscribir al cónyuge como beneficiario del ISSS',
        queHacer: 'Depende del caso: si cotiza al ISSS, su cónyuge puede recibir atención como beneficiario.',
        obligatorio: false,
        espera: [1],
        modalidades: [['isss-afiliacion', 'Inscripción de beneficiarios del afiliado']],
      },
      {
        titulo: 'Tramitar la residencia del cónyuge extranjero',
        queHacer:
          'Depende del caso: si su cónyuge es extranjero, puede pedir residencia por vínculo familiar.',
        obligatorio: false,
        espera: [1],
        modalidades: [['dgme-residencia-definitiva', 'Residencia definitiva por vínculo familiar']],
      },
    ],
  },
  {
    slug: 'fallecimiento-de-un-familiar',
    nombre: 'Fallecimiento de un familiar',
    descripcion:
      'Inscribir la defunción en el Registro del Estado Familiar y obtener la partida que piden bancos, aseguradoras y el notario; según el caso, conocer los inmuebles del fallecido, su saldo con el FSV y traspasar su vehículo.',
    frases: [
      'murió mi papá',
      'murió mi mamá',
      'falleció un familiar',
      'se murió mi esposo',
      'defunción',
      'partida de defunción',
    ],
    fuentes: [
      'Alcaldía de Ilopango, Registro Familiar: asentamiento de defunciones en 15 días hábiles — http://www.alcaldiadeilopango.gob.sv/?page_id=69',
      'Alcaldía de Ahuachapán, Registro del Estado Familiar: partidas de defunción — https://alcaldiadeahuachapan.com/registro-del-estado-familiar/',
    ],
    pasos: [
      {
        titulo: 'Inscribir la defunción',
        queHacer:
          'Presente en el Registro del Estado Familiar la constancia médica o la esquela de Medicina Legal y su DUI.',
        modalidades: [['amssc-inscripcion-defuncion', 'Inscripción de defunción']],
      },
      {
        titulo: 'Pedir la certificación de la partida de defunción',
        queHacer: 'Solicite las partidas que le pedirán para la herencia, seguros y cuentas bancarias.',
        espera: [1],
        modalidades: [['rnpn-partida-defuncion', 'Certificación de partida de defunción']],
      },
      {
        titulo: 'Conocer los inmuebles del fallecido',
        queHacer: 'Depende del caso: pida la certificación extractada de los inmuebles para la herencia.',
        obligatorio: false,
        modalidades: [['cnr-certificacion-extractada', 'Certificación extractada en línea']],
      },
      {
        titulo: 'Consultar el saldo de su préstamo de vivienda',
        queHacer: 'Depende del caso: si tenía un crédito del FSV, consulte su saldo y el seguro de deuda.',
        obligatorio: false,
        modalidades: [['fsv-constancia-saldo', 'Constancia de saldo en línea']],
      },
      {
        titulo: 'Traspasar el vehículo a los herederos',
        queHacer: 'Depende del caso: con la declaratoria de herederos, traspase el vehículo.',
        obligatorio: false,
        espera: [2],
        modalidades: [['vmt-traspaso-vehiculo', 'Traspaso de vehículo entre particulares']],
      },
    ],
  },
  {
    slug: 'comprar-o-vender-un-vehiculo',
    nombre: 'Comprar o vender un vehículo',
    descripcion:
      'Traspasar un vehículo usado en el Registro Público de Vehículos y, según el caso, importarlo, inscribirlo por primera vez, pasar la revisión técnica o reponer las placas.',
    frases: ['comprar carro', 'vender mi carro', 'comprar un vehículo', 'traspaso de carro', 'comprar moto'],
    fuentes: [
      FUENTE_SERTRACEN,
      'Formulario 2 de SERTRACEN, solicitud de traspaso de vehículo automotor — https://formsandtaxes.com/blog/sertracen-form-2-format-download-and-more',
    ],
    pasos: [
      {
        titulo: 'Importar el vehículo',
        queHacer:
          'Depende del caso: si lo compra en el extranjero, declárelo en la aduana y pague sus impuestos.',
        obligatorio: false,
        modalidades: [['mh-declaracion-mercancias', 'Importación de vehículo por persona natural']],
      },
      {
        titulo: 'Inscribir el vehículo por primera vez',
        queHacer: 'Depende del caso: un vehículo nuevo o importado recibe placas y tarjeta de circulación.',
        obligatorio: false,
        espera: [1],
        modalidades: [['vmt-tarjeta-circulacion', 'Inscripción de vehículo nuevo']],
      },
      {
        titulo: 'Hacer el traspaso',
        queHacer:
          'Comprador y vendedor presentan en SERTRACEN el contrato de compraventa, sus DUI y la tarjeta de circulación.',
        modalidades: [['vmt-traspaso-vehiculo', 'Traspaso de vehículo entre particulares']],
      },
      {
        titulo: 'Pasar la revisión técnica',
        queHacer: 'Depende del caso: si la revisión del vehículo está vencida.',
        obligatorio: false,
        espera: [3],
        modalidades: [['vmt-revision-tecnica', 'Revisión técnica de vehículo particular']],
      },
    ],
  },
  {
    slug: 'obtener-la-licencia-de-conducir',
    nombre: 'Obtener la licencia de conducir',
    descripcion:
      'Aprobar los exámenes en una escuela autorizada por el Viceministerio de Transporte y sacar la licencia por primera vez en SERTRACEN; después, renovarla al vencer.',
    frases: ['sacar la licencia', 'licencia de manejo', 'licencia de conducir', 'aprender a manejar'],
    fuentes: [
      FUENTE_SERTRACEN,
      'Requisitos de la licencia según el VMT (exámenes visual, teórico y práctico en escuelas autorizadas; DUI; costo) — https://fernando1809.github.io/DriveEduca/licencia_pesada.html',
    ],
    pasos: [
      {
        titulo: 'Sacar la licencia por primera vez',
        queHacer:
          'Con los exámenes aprobados y su DUI, elija el tipo de licencia: particular, liviana o juvenil (de 15 a 18 años).',
        modalidades: [
          ['vmt-licencia-particular', 'Licencia particular por primera vez para salvadoreños'],
          ['vmt-licencia-liviana', 'Licencia liviana por primera vez para salvadoreños'],
          ['vmt-licencia-juvenil', 'Licencia juvenil para vehículo particular'],
        ],
      },
      {
        titulo: 'Renovar la licencia al vencer',
        queHacer: 'Depende del caso: renuévela en una sucursal o en línea antes de que venza.',
        obligatorio: false,
        espera: [1],
        modalidades: [
          ['vmt-licencia-renovacion', 'Renovación de licencia en línea'],
          ['vmt-licencia-renovacion', 'Renovación de licencia en sucursal'],
        ],
      },
    ],
  },
  {
    slug: 'salir-del-pais',
    nombre: 'Salir del país: pasaporte y viaje',
    descripcion:
      'Sacar o renovar el pasaporte en la Dirección General de Migración y Extranjería y, si viaja un menor sin uno de sus padres, registrar su autorización de salida.',
    frases: [
      'sacar pasaporte',
      'voy a viajar',
      'salir del país',
      'renovar pasaporte',
      'viajar al extranjero',
    ],
    fuentes: [
      FUENTE_PASAPORTE_DGME,
      FUENTE_PASAPORTE_CITA,
      'DGME, preguntas frecuentes: requisitos para salir del país y salida de menores — https://bolyzo.com/article/direccion-general-de-migracion-y-extranjeria/685',
    ],
    pasos: [
      {
        titulo: 'Sacar o renovar el pasaporte',
        queHacer:
          'Programe su cita en pasaportes.gob.sv y preséntese con su DUI; la renovación también puede hacerse en línea.',
        modalidades: PASAPORTE,
      },
      {
        titulo: 'Sacar el pasaporte de un menor',
        queHacer: 'Depende del caso: el menor va con ambos padres y su partida de nacimiento.',
        obligatorio: false,
        modalidades: [['dgme-pasaporte-primera-vez', 'Pasaporte por primera vez para menores de edad']],
      },
      {
        titulo: 'Registrar la autorización de salida del menor',
        queHacer: 'Depende del caso: si el menor viaja sin uno de sus padres, registre el acta notarial.',
        obligatorio: false,
        espera: [2],
        modalidades: [['dgme-salida-menores', 'Registro de autorización de salida de menor']],
      },
    ],
  },
  {
    slug: 'construir-una-vivienda',
    nombre: 'Construir una vivienda',
    descripcion:
      'Probar la propiedad del terreno, obtener la calificación de lugar y la línea de construcción, el permiso de construcción de su municipio, la conexión de agua y la recepción de la obra terminada.',
    frases: ['construir mi casa', 'permiso de construcción', 'construir una vivienda', 'hacer una casa'],
    fuentes: [
      'OPAMSS, trámites previos y de construcción (calificación de lugar, línea de construcción, permiso, recepción) — http://opamss.org.sv/tramite/',
      'OPAMSS, requisitos de los trámites (escritura de propiedad, planos firmados por profesional) — https://opamss.org.sv/requisitos/',
      'OPAMSS en el Portal de Transparencia: tiempos de respuesta y tasas por municipio — https://transparencia.gob.sv/institutions/opamss/services/11445',
    ],
    pasos: [
      {
        titulo: 'Certificar la propiedad del terreno',
        queHacer: 'Pida al CNR la certificación extractada del inmueble donde construirá.',
        modalidades: [['cnr-certificacion-extractada', 'Certificación extractada en línea']],
      },
      {
        titulo: 'Obtener la calificación de lugar',
        queHacer: 'Confirme que el uso habitacional está permitido en su terreno.',
        espera: [1],
        modalidades: [
          [
            'opamss-calificacion-lugar',
            'Calificación de lugar para proyecto en el Área Metropolitana de San Salvador',
          ],
        ],
      },
      {
        titulo: 'Obtener la línea de construcción',
        queHacer: 'Conozca los derechos de vía y retiros que debe respetar.',
        espera: [1],
        modalidades: [['opamss-linea-construccion', 'Línea de construcción']],
      },
      {
        titulo: 'Pedir la autorización de tala',
        queHacer: 'Depende del caso: si debe cortar árboles del terreno.',
        obligatorio: false,
        modalidades: [['marn-tala', 'Autorización de tala o poda de árboles']],
      },
      {
        titulo: 'Obtener el permiso de construcción de su municipio',
        queHacer: 'Presente los planos firmados por un arquitecto o ingeniero.',
        municipal: true,
        espera: [2, 3],
        modalidades: [
          ['opamss-permiso-construccion', 'Permiso de construcción de vivienda unifamiliar'],
          ['amsac-permiso-construccion', 'Permiso de construcción de vivienda en Santa Ana Centro'],
        ],
      },
      {
        titulo: 'Conectar el servicio de agua potable',
        queHacer: 'Solicite a ANDA la acometida de agua para la vivienda.',
        espera: [5],
        modalidades: [['anda-conexion', 'Nueva conexión domiciliar']],
      },
      {
        titulo: 'Pedir la recepción de la obra',
        queHacer: 'Al terminar, la recepción final permite habitar la vivienda.',
        espera: [5],
        modalidades: [['opamss-recepcion-obra', 'Recepción final de obra']],
      },
    ],
  },
  {
    slug: 'contratar-al-primer-empleado',
    nombre: 'Contratar al primer empleado',
    descripcion:
      'Inscribirse como patrono en el ISSS, afiliar al trabajador e inscribir el centro de trabajo en el Ministerio de Trabajo; según el tamaño de la empresa, aprobar el reglamento interno y el comité de seguridad y salud ocupacional.',
    frases: ['contratar un empleado', 'contratar personal', 'tener trabajadores', 'inscribir a mi empleado'],
    fuentes: [
      FUENTE_EMPRESA_GUIA,
      'Instituto Nacional Francisco Gavidia, trámites en el Ministerio de Trabajo (inscripción, contratos, reglamento interno) — https://deploy.studylib.es/doc/9440617/resumen-omar-iglesia-3a',
    ],
    pasos: [
      {
        titulo: 'Inscribirse como patrono en el ISSS',
        queHacer: 'Obtenga el número patronal como persona natural o como sociedad.',
        modalidades: [
          ['isss-inscripcion-patrono', 'Inscripción de patrono persona natural'],
          ['isss-inscripcion-patrono', 'Inscripción de patrono persona jurídica'],
        ],
      },
      {
        titulo: 'Afiliar al trabajador al ISSS',
        queHacer: 'Afilie al empleado desde su primer día de trabajo.',
        espera: [1],
        modalidades: [['isss-afiliacion', 'Afiliación por primera vez']],
      },
      {
        titulo: 'Inscribir el centro de trabajo',
        queHacer: 'Registre el local en el Ministerio de Trabajo y Previsión Social.',
        modalidades: [['mtps-establecimiento', 'Inscripción de centro de trabajo']],
      },
      {
        titulo: 'Aprobar el reglamento interno de trabajo',
        queHacer: 'Depende del caso: obligatorio con diez o más trabajadores.',
        obligatorio: false,
        espera: [3],
        modalidades: [['mtps-reglamento-interno', 'Aprobación de reglamento interno']],
      },
      {
        titulo: 'Acreditar el comité de seguridad y salud ocupacional',
        queHacer: 'Depende del caso: obligatorio con quince o más trabajadores.',
        obligatorio: false,
        espera: [3],
        modalidades: [['mtps-comite-seguridad', 'Acreditación de comité']],
      },
    ],
  },
  {
    slug: 'importar-o-exportar',
    nombre: 'Importar o exportar',
    descripcion:
      'Estar inscrito en el IVA y, según el producto, obtener los certificados fitosanitario, de origen o de libre venta para exportar, el permiso de importación de productos vegetales y la declaración de mercancías en la aduana.',
    frases: ['exportar', 'importar mercadería', 'vender al extranjero', 'traer productos de afuera'],
    fuentes: [
      'CIEX El Salvador (BCR), preguntas frecuentes: registro de exportador, certificados de origen y fitosanitarios — https://www.ciexelsalvador.gob.sv/ciexelsalvador/preguntas-frecuentes/',
      'CENTREX, modelos de documentos de exportación (FAUCA, declaración de mercancías, certificados fito y zoosanitarios) — https://www.centrex.gob.sv/scx_html/modelos_documentos_exportacion_autorizados.html',
    ],
    pasos: [
      {
        titulo: 'Inscribirse en el registro del IVA',
        queHacer: 'Importadores y exportadores necesitan su Número de Registro de Contribuyente.',
        modalidades: [
          ['mh-registro-iva', 'Inscripción de persona natural en el registro del IVA'],
          ['mh-registro-iva', 'Inscripción de sociedad en el registro del IVA'],
        ],
      },
      {
        titulo: 'Obtener el certificado fitosanitario de exportación',
        queHacer: 'Depende del caso: para productos vegetales.',
        obligatorio: false,
        espera: [1],
        modalidades: [['mag-fitosanitario-exportacion', 'Certificado fitosanitario de exportación']],
      },
      {
        titulo: 'Obtener el certificado de origen',
        queHacer: 'Depende del caso: para gozar de las preferencias de un tratado de libre comercio.',
        obligatorio: false,
        espera: [1],
        modalidades: [['minec-certificado-origen', 'Certificado de origen para tratados de libre comercio']],
      },
      {
        titulo: 'Obtener el certificado de libre venta',
        queHacer: 'Depende del caso: alimentos que el país de destino lo exige.',
        obligatorio: false,
        modalidades: [['minsal-libre-venta', 'Certificado de libre venta para exportación']],
      },
      {
        titulo: 'Obtener el permiso fitosanitario de importación',
        queHacer: 'Depende del caso: para importar plantas, semillas o productos vegetales.',
        obligatorio: false,
        modalidades: [
          [
            'mag-permiso-importacion-vegetal',
            'Permiso fitosanitario de importación de plantas, semillas y productos vegetales',
          ],
        ],
      },
      {
        titulo: 'Declarar la mercancía importada en la aduana',
        queHacer: 'Depende del caso: al importar, declare la mercancía con un agente aduanero.',
        obligatorio: false,
        espera: [1, 5],
        modalidades: [['mh-declaracion-mercancias', 'Importación definitiva con agente aduanero']],
      },
    ],
  },
  {
    slug: 'estudiar-o-trabajar-en-el-extranjero',
    nombre: 'Estudiar o trabajar en el extranjero',
    descripcion:
      'Tener el pasaporte vigente, la constancia de antecedentes penales y los documentos apostillados que piden universidades y empleadores de otro país; según el caso, la solvencia policial, la autenticación del título de bachiller y, al volver, la incorporación del título obtenido afuera.',
    frases: ['estudiar afuera', 'trabajar en el extranjero', 'beca en el extranjero', 'irme a estudiar'],
    fuentes: [
      FUENTE_PASAPORTE_DGME,
      'Requisitos y aranceles del registro y autenticación de documentos para el extranjero — https://mail.elsalvadorlex.org/index.php/foro/11-derecho-de-familia/2906-menor-nacida-en-usa',
    ],
    pasos: [
      {
        titulo: 'Sacar o renovar el pasaporte',
        queHacer: 'Debe tener al menos seis meses de vigencia al viajar.',
        modalidades: PASAPORTE,
      },
      {
        titulo: 'Pedir la constancia de antecedentes penales',
        queHacer: 'La piden las visas de estudio y de trabajo.',
        modalidades: [
          ['dgcp-antecedentes', 'Constancia de antecedentes penales en línea'],
          [
            'dgcp-antecedentes',
            'Constancia de antecedentes penales con cita, para trámites judiciales o migratorios',
          ],
        ],
      },
      {
        titulo: 'Pedir la solvencia policial',
        queHacer: 'Depende del caso: algunos países la piden además de los antecedentes penales.',
        obligatorio: false,
        modalidades: [['pnc-solvencia', 'Solvencia policial para salvadoreños']],
      },
      {
        titulo: 'Autenticar el título de bachiller',
        queHacer: 'Depende del caso: para inscribirse en una universidad extranjera.',
        obligatorio: false,
        modalidades: [
          [
            'mineducyt-autenticacion-titulo',
            'Autenticación de título de bachiller para uso en el extranjero',
          ],
        ],
      },
      {
        titulo: 'Apostillar los documentos',
        queHacer: 'Apostille en Relaciones Exteriores los documentos que usará en el otro país.',
        espera: [2],
        modalidades: [
          ['rree-apostilla', 'Apostilla en línea'],
          ['rree-apostilla', 'Apostilla en ventanilla'],
        ],
      },
      {
        titulo: 'Incorporar el título obtenido en el extranjero',
        queHacer: 'Depende del caso: al volver, para ejercer con su título en El Salvador.',
        obligatorio: false,
        modalidades: [['mineducyt-incorporacion', 'Incorporación de título de grado o posgrado']],
      },
    ],
  },
  {
    slug: 'mudarse-de-municipio',
    nombre: 'Mudarse de municipio',
    descripcion:
      'Cambiar el domicilio en el DUI y quedar solvente con la alcaldía que deja; según el caso, pedir la constancia de residencia del nuevo municipio y la conexión de agua.',
    frases: ['me voy a mudar', 'cambio de domicilio', 'mudarme de casa', 'cambiar dirección del DUI'],
    fuentes: [
      'Registro Nacional de las Personas Naturales: la Ley Orgánica del RNPN y la actualización de datos del DUI — https://www.oas.org/es/sap/dgpe/gemgpe/Elsalvador/registro.asp',
      FUENTE_REF_SAN_SALVADOR,
    ],
    pasos: [
      {
        titulo: 'Cambiar el domicilio en el DUI',
        queHacer: 'Actualice su dirección en un Duicentro con un recibo de servicio del nuevo domicilio.',
        modalidades: [['rnpn-dui-modificacion', 'Cambio de domicilio, profesión u oficio']],
      },
      {
        titulo: 'Pedir la solvencia municipal',
        queHacer: 'Quede al día con los tributos de la alcaldía del municipio que deja.',
        municipal: true,
        modalidades: [
          ['amssc-solvencia-municipal', 'Solvencia municipal de persona o inmueble en San Salvador Centro'],
          ['amsac-solvencia-municipal', 'Solvencia municipal de persona o inmueble en Santa Ana Centro'],
        ],
      },
      {
        titulo: 'Pedir la constancia de residencia',
        queHacer: 'Depende del caso: si un trámite le pide probar que vive en el nuevo municipio.',
        obligatorio: false,
        espera: [1],
        modalidades: [['amlls-constancia-residencia', 'Constancia de residencia en el municipio']],
      },
      {
        titulo: 'Conectar el agua en la nueva vivienda',
        queHacer: 'Depende del caso: si la vivienda no tiene servicio de ANDA.',
        obligatorio: false,
        modalidades: [['anda-conexion', 'Nueva conexión domiciliar']],
      },
    ],
  },
];

const KEY_SEPARATOR = ' / ';

/** The modality id of each [procedure key, modality name] the events name, as the seed wrote them. */
async function modalityIds(db: Db): Promise<Map<string, number>> {
  const byKey = new Map(CURATED_PROCEDURES.map((p) => [p.key, p]));
  const wanted = [
    ...new Set(
      LIFE_EVENTS.flatMap((e) => e.pasos.flatMap((p) => p.modalidades.map((m) => m.join(KEY_SEPARATOR)))),
    ),
  ];
  const rows = await queryRows(
    db,
    z.object({ clave: z.string(), id: z.number().int() }),
    sql`SELECT w.clave, min(m.id)::int AS id
        FROM (VALUES ${sql.join(
          wanted.map((k) => {
            const [key, modalidad] = k.split(KEY_SEPARATOR) as [string, string];
            const proc = byKey.get(key);
            if (!proc) throw new Error(`Situación de vida: trámite curado desconocido ${key}`);
            return sql`(${k}, ${proc.inst}, ${proc.nombre}, ${modalidad})`;
          }),
          sql`, `,
        )}) AS w(clave, siglas, tramite, modalidad)
        JOIN instituciones i ON i.siglas = w.siglas
        JOIN unidades u ON u.institucion_id = i.id
        JOIN tramites t ON t.unidad_id = u.id AND t.nombre = w.tramite
        JOIN modalidades m ON m.tramite_id = t.id AND m.nombre = w.modalidad
        GROUP BY w.clave`,
  );
  const ids = new Map(rows.map((r) => [r.clave, r.id]));
  const missing = wanted.filter((k) => !ids.has(k));
  if (missing.length) throw new Error(`Situación de vida: modalidad no encontrada ${missing.join(', ')}`);
  return ids;
}

/** Writes the life events after the registry (their steps name its modalities). */
export async function seedSituacionesVida(db: Db): Promise<void> {
  const ids = await modalityIds(db);
  for (const [i, event] of LIFE_EVENTS.entries()) {
    const [row] = await queryRows(
      db,
      z.object({ id: z.number().int() }),
      sql`INSERT INTO situaciones_vida (slug, nombre, descripcion, orden, frases, fuentes)
          VALUES (${event.slug}, ${event.nombre}, ${event.descripcion}, ${i + 1},
            ${sqlArray(event.frases, 'text')}, ${sqlArray(event.fuentes, 'text')})
          RETURNING id`,
    );
    for (const [s, paso] of event.pasos.entries()) {
      const [step] = await queryRows(
        db,
        z.object({ id: z.number().int() }),
        sql`INSERT INTO situacion_vida_pasos (situacion_vida_id, orden, titulo, que_hacer, obligatorio, municipal, espera)
            VALUES (${row!.id}, ${s + 1}, ${paso.titulo}, ${paso.queHacer}, ${paso.obligatorio ?? true},
              ${paso.municipal ?? false}, ${sqlArray(paso.espera ?? [], 'integer')})
            RETURNING id`,
      );
      for (const [k, m] of paso.modalidades.entries())
        await execute(
          db,
          sql`INSERT INTO situacion_vida_paso_modalidades (paso_id, modalidad_id, orden)
              VALUES (${step!.id}, ${ids.get(m.join(KEY_SEPARATOR))!}, ${k + 1})`,
        );
    }
  }
}
