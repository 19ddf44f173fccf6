/**
 * The home carousel: six images drawn for the portal (public/imagenes/inicio), for the classic home and the
 * light one alike.
 */
import type { CarouselSlide } from '../../../components/ui/carousel-slide';

export const CARRUSEL_INICIO_LABEL = 'Presentación del Registro Nacional de Trámites';

export const CARRUSEL_INICIO: CarouselSlide[] = [
  {
    width: 1200,
    height: 400,
    src: '/imagenes/inicio/carrusel-1.svg',
    alt: 'Ilustración de un expediente con una marca de verificación',
    titulo: 'Registro Nacional de Trámites',
    texto: 'Consulte en un solo lugar los requisitos, costos y plazos de los trámites del Estado.',
  },
  {
    width: 1200,
    height: 400,
    src: '/imagenes/inicio/carrusel-2.svg',
    alt: 'Ilustración de una computadora portátil con un formulario en línea',
    titulo: 'Trámites más simples',
    texto: 'Conozca qué trámites puede iniciar en línea y qué documentos necesita.',
  },
  {
    width: 1200,
    height: 400,
    src: '/imagenes/inicio/carrusel-3.svg',
    alt: 'Ilustración de un gráfico de barras que crece',
    titulo: 'Mejora regulatoria',
    texto: 'Menos requisitos innecesarios y respuestas en plazos conocidos.',
  },
  {
    width: 1200,
    height: 400,
    src: '/imagenes/inicio/carrusel-4.svg',
    alt: 'Ilustración de una lupa sobre un documento',
    titulo: 'Transparencia',
    texto: 'Solo es exigible lo que está inscrito en el Registro Nacional de Trámites.',
  },
  {
    width: 1200,
    height: 400,
    src: '/imagenes/inicio/carrusel-5.svg',
    alt: 'Ilustración de dos personas conversando',
    titulo: 'Su opinión cuenta',
    texto: 'Comente o denuncie un trámite que no cumple lo inscrito.',
  },
  {
    width: 1200,
    height: 400,
    src: '/imagenes/inicio/carrusel-6.svg',
    alt: 'Ilustración de libros y una balanza',
    titulo: 'Catálogo de regulaciones',
    texto: 'Leyes, reglamentos y acuerdos que dan base a cada trámite.',
  },
];
