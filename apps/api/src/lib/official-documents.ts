/**
 * The text of the published documents, written from their rows so that the first page reads like the
 * document it stands for: issuing body, title, number, place and date, Diario Oficial data, body.
 */
import type { DocumentKind, DocumentRow } from '../repositories/documents';

export interface OfficialDocument {
  /** File name offered to the browser. */
  fileName: string;
  /** Issuing body, first line under "República de El Salvador". */
  emisor: string;
  titulo: string;
  /** Number or kind of instrument ("Resolución No. OMR-RNT-I-2025-0012"). */
  referencia?: string;
  /** "San Salvador, 13 de febrero de 2018". */
  lugarFecha?: string;
  /** "Diario Oficial No. 30, Tomo No. 418, del 13 de febrero de 2018". */
  diarioOficial?: string;
  parrafos: string[];
  campos: [string, string | number | null][];
  /** Signature block (name of the office that signs). */
  firma?: string;
}

const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** '2018-02-13' → '13 de febrero de 2018'. */
export function fechaLarga(iso: string | null | undefined): string {
  if (!iso) return 'fecha no registrada';
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${d} de ${MESES[m! - 1]} de ${y}`;
}

const OMR = 'Organismo de Mejora Regulatoria';
const OMR_RNT = `${OMR} · Registro Nacional de Trámites`;
const str = (v: DocumentRow[string]) => (v == null ? '' : String(v));

/** The municipality an ordinance's name ends with ("… del municipio de Santa Ana Centro"). */
const municipioDe = (nombre: string) => /(?:municipio|municipales) de (.+)$/i.exec(nombre)?.[1];

/** Who issues a regulation of this type; an ordinance names its municipality. */
export function emisorDeNormativa(tipo: string, nombre: string): string {
  switch (tipo) {
    case 'Ley':
      return 'Asamblea Legislativa de la República de El Salvador';
    case 'Reglamento':
    case 'Decreto Ejecutivo':
      return 'Presidencia de la República · Órgano Ejecutivo';
    case 'Acuerdo Ejecutivo':
      return 'Órgano Ejecutivo · Consejo de Ministros';
    case 'Norma Técnica':
      return 'Organismo Salvadoreño de Reglamentación Técnica';
    case 'Ordenanza Municipal': {
      const municipio = municipioDe(nombre);
      return municipio ? `Concejo Municipal de ${municipio}` : 'Concejo Municipal';
    }
    default:
      return OMR;
  }
}

function regulacion(r: DocumentRow): OfficialDocument {
  const tipo = str(r.tipo);
  const nombre = str(r.regulacion);
  const reforma = Number(r.reforma ?? 0);
  const emisor = emisorDeNormativa(tipo, nombre);
  const instrumento =
    tipo === 'Ley'
      ? 'DECRETO LEGISLATIVO'
      : tipo === 'Ordenanza Municipal'
        ? 'DECRETO MUNICIPAL'
        : tipo.toUpperCase();
  const parrafos =
    reforma > 0
      ? [
          `${emisor.toUpperCase()}, CONSIDERANDO: que es necesario actualizar la ${nombre} a las condiciones actuales y simplificar los procedimientos que de ella derivan;`,
          `POR TANTO, en uso de sus facultades, DECRETA la siguiente reforma número ${reforma} a la ${nombre}.`,
          'Art. 1.- Refórmanse las disposiciones indicadas en el presente decreto en los términos que se expresan a continuación.',
          'Art. 2.- El presente decreto entrará en vigencia ocho días después de su publicación en el Diario Oficial.',
        ]
      : [
          `${emisor.toUpperCase()}, CONSIDERANDO: que corresponde al Estado regular la materia de la presente normativa con reglas claras, sencillas y accesibles para las personas y las empresas;`,
          `POR TANTO, en uso de sus facultades, DECRETA la siguiente: ${nombre.toUpperCase()}.`,
          'Art. 1.- Objeto. La presente normativa tiene por objeto establecer el régimen jurídico de la materia que regula y los procedimientos administrativos que de ella derivan.',
          `Art. 2.- Vigencia. La presente normativa entrará en vigencia el ${fechaLarga(str(r.fecha_vigencia))}.`,
        ];
  return {
    fileName: str(r.nombre),
    emisor,
    titulo: reforma > 0 ? `Reforma ${reforma} a la ${nombre}` : nombre,
    referencia: `${instrumento} · ${tipo} ${str(r.estado).toLowerCase()}`,
    lugarFecha: `Dado en ${(tipo === 'Ordenanza Municipal' && municipioDe(nombre)) || 'San Salvador'}, el ${fechaLarga(str(r.fecha_emision))}.`,
    diarioOficial: `Publicado en el Diario Oficial No. ${str(r.numero_do)}, Tomo No. ${str(r.tomo_do)}, del ${fechaLarga(str(r.fecha_publicacion))}.`,
    parrafos,
    campos: [
      ['Tipo de normativa', tipo],
      ['Estado', str(r.estado)],
      ['Número de reformas', str(r.numero_reforma)],
    ],
  };
}

const RESUELVE: Record<string, string> = {
  I: 'INSCRÍBASE la modalidad en el Registro Nacional de Trámites; a partir de su publicación solo podrá exigirse en la forma en que ha sido inscrita.',
  M: 'INSCRÍBASE la modalidad con las modificaciones señaladas en el dictamen de evaluación, que la institución aplicará en sus oficinas y canales.',
  O: 'OBSÉRVESE la solicitud y devuélvase a la institución para que subsane las observaciones del dictamen en el plazo de diez días hábiles.',
  D: 'TÉNGASE POR DESISTIDA la solicitud de inscripción, por no haberse subsanado las observaciones en el plazo concedido.',
  R: 'RECHÁCESE la solicitud de inscripción, por carecer la modalidad o sus requisitos de base legal suficiente.',
};

function resolucion(r: DocumentRow): OfficialDocument {
  const anexo = Number(r.anexo ?? 0) > 0;
  const numero = str(r.numero);
  return {
    fileName: str(r.nombre),
    emisor: OMR_RNT,
    titulo: anexo ? `Anexo de la resolución ${numero}` : `Resolución de ${str(r.tipo).toLowerCase()}`,
    referencia: `Resolución No. ${numero}`,
    lugarFecha: `San Salvador, ${fechaLarga(str(r.fecha))}.`,
    parrafos: anexo
      ? [
          `Detalle de la modalidad evaluada en la resolución ${numero}, con los requisitos, plazos y costos tal como fueron presentados por ${str(r.institucion)}.`,
        ]
      : [
          `El ${OMR}, CONSIDERANDO: que la institución ${str(r.institucion)} presentó la solicitud de inscripción de la modalidad «${str(r.modalidad)}» del trámite «${str(r.tramite)}», y que el equipo evaluador emitió el dictamen correspondiente conforme a los artículos 17 a 20 de la Ley de Mejora Regulatoria;`,
          `POR TANTO, RESUELVE: ${RESUELVE[str(r.tipo_codigo)] ?? 'Emítase la presente resolución.'}`,
          'Notifíquese a la institución solicitante y publíquese en el portal del Registro Nacional de Trámites.',
        ],
    campos: [
      ['Institución', str(r.institucion)],
      ['Trámite', str(r.tramite)],
      ['Modalidad', str(r.modalidad)],
      ['Tipo de resolución', str(r.tipo)],
    ],
    firma: 'Dirección Ejecutiva del Organismo de Mejora Regulatoria',
  };
}

function modalidad(r: DocumentRow): OfficialDocument {
  const base = {
    fileName: str(r.nombre),
    campos: [
      ['Institución', str(r.institucion)],
      ['Trámite', str(r.tramite)],
      ['Modalidad', str(r.modalidad)],
    ] as [string, string | number | null][],
  };
  const numero = `RNT-${String(r.modalidad_id).padStart(6, '0')}`;
  switch (str(r.tipo)) {
    case 'certificado':
      return {
        ...base,
        emisor: OMR_RNT,
        titulo: 'Certificado de inscripción',
        referencia: `Certificado No. ${numero}`,
        lugarFecha: `San Salvador, ${fechaLarga(str(r.fecha_inscripcion))}.`,
        parrafos: [
          `El ${OMR} CERTIFICA que la modalidad «${str(r.modalidad)}» del trámite «${str(r.tramite)}», a cargo de ${str(r.institucion)}, está inscrita en el Registro Nacional de Trámites con el número ${numero}.`,
          'De conformidad con la Ley de Mejora Regulatoria, la modalidad solo puede exigirse en la forma en que ha sido inscrita: con los requisitos, plazos, costos y medios de presentación publicados en el portal.',
        ],
        firma: 'Registrador del Registro Nacional de Trámites',
      };
    case 'resolucion':
      return {
        ...base,
        emisor: OMR_RNT,
        titulo: 'Resolución de inscripción',
        referencia: `Expediente ${numero}`,
        lugarFecha: `San Salvador, ${fechaLarga(str(r.fecha_inscripcion))}.`,
        parrafos: [
          `El ${OMR}, vista la solicitud de ${str(r.institucion)} y el dictamen favorable del equipo evaluador, RESUELVE: INSCRÍBASE la modalidad «${str(r.modalidad)}» del trámite «${str(r.tramite)}» en el Registro Nacional de Trámites.`,
        ],
        firma: 'Dirección Ejecutiva del Organismo de Mejora Regulatoria',
      };
    case 'propuesta':
      return {
        ...base,
        emisor: str(r.institucion),
        titulo: 'Propuesta de simplificación',
        referencia: `Modalidad ${numero}`,
        lugarFecha: `San Salvador, ${fechaLarga(str(r.creado))}.`,
        parrafos: [
          `${str(r.institucion)} propone simplificar la modalidad «${str(r.modalidad)}»: eliminar los requisitos que la institución puede consultar en sus propios registros o en los de otras instituciones, habilitar la presentación y el pago en línea y reducir el plazo de respuesta.`,
        ],
        firma: str(r.unidad),
      };
    case 'costo_tarifa':
      return {
        ...base,
        emisor: str(r.institucion),
        titulo: `Arancel de ${str(r.siglas)}`,
        referencia: 'Tabla de derechos y tasas vigente',
        parrafos: [
          str(r.detalle_tarifa_variable) ||
            (r.monto ? `Derechos de la modalidad: US$ ${str(r.monto)}.` : 'La modalidad es gratuita.'),
          'Los pagos se realizan en los bancos autorizados, en las colecturías de la institución o en línea.',
        ],
      };
    default:
      return formulario(
        base.fileName,
        str(r.institucion),
        str(r.nombre).replace(/^Anexo - |\.pdf$/g, ''),
        base.campos,
      );
  }
}

/** A blank form of the institution, with the lines the applicant fills in. */
function formulario(
  fileName: string,
  institucion: string,
  titulo: string,
  campos: [string, string | number | null][],
): OfficialDocument {
  return {
    fileName,
    emisor: institucion,
    titulo,
    referencia: 'Formulario para completar y presentar con la solicitud',
    parrafos: [
      'Nombre completo del solicitante: ____________________________________________',
      'Número de DUI o pasaporte: ______________________   Teléfono: ________________',
      'Correo electrónico: ______________________________________________________',
      'Dirección para notificaciones: _____________________________________________',
      'Firma del solicitante: ____________________________   Fecha: ________________',
    ],
    campos,
  };
}

function requisito(r: DocumentRow): OfficialDocument {
  const campos: [string, string | number | null][] = [
    ['Institución', str(r.institucion)],
    ['Modalidad', str(r.modalidad)],
    ['Requisito', str(r.requisito)],
  ];
  if (r.es_certificado)
    return {
      fileName: str(r.nombre),
      emisor: str(r.institucion_emisora) || str(r.institucion),
      titulo: str(r.requisito),
      referencia: 'Certificación que acredita el requisito',
      parrafos: [
        `${str(r.institucion_emisora) || str(r.institucion)} CERTIFICA que el solicitante cumple el requisito «${str(r.requisito)}» exigido en la modalidad «${str(r.modalidad)}».`,
      ],
      campos,
      firma: str(r.institucion_emisora) || str(r.institucion),
    };
  return formulario(str(r.nombre), str(r.institucion), str(r.requisito), campos);
}

export function officialDocument(kind: DocumentKind, row: DocumentRow): OfficialDocument {
  switch (kind) {
    case 'regulacion':
      return regulacion(row);
    case 'resolucion':
      return resolucion(row);
    case 'modalidad':
      return modalidad(row);
    case 'requisito':
      return requisito(row);
  }
}
