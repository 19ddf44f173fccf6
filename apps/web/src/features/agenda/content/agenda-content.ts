/** Fixed content of the regulatory-agenda page (carousel, objectives, benefits and process). */
import type { CarouselSlide } from '../../../components/ui/carousel-slide';
import planificacion from '../assets/agenda-1-planificacion.svg';
import consulta from '../assets/agenda-2-consulta-publica.svg';
import analisis from '../assets/agenda-3-analisis-impacto.svg';
import simplificacion from '../assets/agenda-4-simplificacion.svg';
import transparencia from '../assets/agenda-5-transparencia.svg';
import publicacion from '../assets/agenda-6-publicacion.svg';

export const AGENDA_SLIDES: CarouselSlide[] = [
  {
    src: planificacion,
    titulo: 'Planificación regulatoria',
    texto: 'Cada institución anuncia con anticipación las regulaciones que prevé emitir o reformar.',
  },
  {
    src: consulta,
    titulo: 'Consulta pública',
    texto: 'Ciudadanos y empresas opinan sobre los proyectos antes de que se aprueben.',
  },
  {
    src: analisis,
    titulo: 'Análisis de impacto',
    texto: 'Se estiman los costos y beneficios de cada propuesta para la sociedad.',
  },
  {
    src: simplificacion,
    titulo: 'Trámites más simples',
    texto: 'Las nuevas regulaciones buscan menos requisitos, menos plazos y más servicios en línea.',
  },
  {
    src: transparencia,
    titulo: 'Transparencia',
    texto: 'La agenda es pública: cualquier persona puede conocer qué se regulará y cuándo.',
  },
  {
    src: publicacion,
    titulo: 'Aprobación y publicación',
    texto: 'Las regulaciones aprobadas se publican en el Diario Oficial y en el catálogo del portal.',
  },
];

export const AGENDA_OBJETIVOS = [
  'Dar a conocer con anticipación las regulaciones que las instituciones públicas planean emitir, reformar o derogar.',
  'Permitir que ciudadanos, empresas y gremios participen a tiempo en su elaboración.',
  'Asegurar que cada nueva regulación responda a un problema real y que sus beneficios superen sus costos.',
  'Evitar regulaciones duplicadas o contradictorias entre instituciones.',
];

export const AGENDA_BENEFICIOS = [
  {
    titulo: 'Certeza jurídica',
    texto: 'Las personas y empresas pueden prepararse para los cambios regulatorios que vienen.',
  },
  {
    titulo: 'Participación ciudadana',
    texto: 'Las opiniones se reciben cuando todavía pueden mejorar el proyecto.',
  },
  {
    titulo: 'Mejores regulaciones',
    texto: 'El análisis de impacto y la consulta reducen cargas innecesarias y trámites duplicados.',
  },
  {
    titulo: 'Rendición de cuentas',
    texto: 'Se puede dar seguimiento público a lo que cada institución se comprometió a regular.',
  },
];

/** The process, named after the stages (`etapa`) that the agenda items carry. */
export const AGENDA_PROCESO = [
  {
    etapa: 'Planificada',
    texto: 'La institución incluye la regulación en su agenda anual y la publica en este portal.',
  },
  {
    etapa: 'En elaboración',
    texto: 'Se redacta el proyecto y se identifican los trámites y requisitos que afectará.',
  },
  {
    etapa: 'En consulta pública',
    texto:
      'El proyecto se somete a consulta para recibir comentarios de la ciudadanía y los sectores interesados.',
  },
  {
    etapa: 'En análisis de impacto',
    texto:
      'El Organismo de Mejora Regulatoria revisa el análisis de costos y beneficios y emite sus observaciones.',
  },
  {
    etapa: 'Aprobada',
    texto:
      'La regulación se aprueba, se publica en el Diario Oficial y sus trámites se actualizan en el Registro.',
  },
];
