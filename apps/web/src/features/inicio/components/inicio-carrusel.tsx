import { lazy, Suspense } from 'react';
import { CarouselPlaceholder, type CarouselSlideContent } from '../../../components/ui/carousel-slide';

// The carousel's code (embla, autoplay) is not needed to paint the first slide: it loads after it.
const AutoCarousel = lazy(async () => ({
  default: (await import('../../../components/ui/auto-carousel')).AutoCarousel,
}));
const LABEL = 'Presentación del Registro Nacional de Trámites';

/** The six images of the home carousel (spec §2, §9), drawn for the portal (public/imagenes/inicio). */
const SLIDES: CarouselSlideContent[] = [
  {
    src: '/imagenes/inicio/carrusel-1.svg',
    alt: 'Ilustración de un expediente con una marca de verificación',
    title: 'Registro Nacional de Trámites',
    text: 'Consulte en un solo lugar los requisitos, costos y plazos de los trámites del Estado.',
  },
  {
    src: '/imagenes/inicio/carrusel-2.svg',
    alt: 'Ilustración de una computadora portátil con un formulario en línea',
    title: 'Trámites más simples',
    text: 'Conozca qué trámites puede iniciar en línea y qué documentos necesita.',
  },
  {
    src: '/imagenes/inicio/carrusel-3.svg',
    alt: 'Ilustración de un gráfico de barras que crece',
    title: 'Mejora regulatoria',
    text: 'Menos requisitos innecesarios y respuestas en plazos conocidos.',
  },
  {
    src: '/imagenes/inicio/carrusel-4.svg',
    alt: 'Ilustración de una lupa sobre un documento',
    title: 'Transparencia',
    text: 'Solo es exigible lo que está inscrito en el Registro Nacional de Trámites.',
  },
  {
    src: '/imagenes/inicio/carrusel-5.svg',
    alt: 'Ilustración de dos personas conversando',
    title: 'Su opinión cuenta',
    text: 'Comente o denuncie un trámite que no cumple lo inscrito.',
  },
  {
    src: '/imagenes/inicio/carrusel-6.svg',
    alt: 'Ilustración de libros y una balanza',
    title: 'Catálogo de regulaciones',
    text: 'Leyes, reglamentos y acuerdos que dan base a cada trámite.',
  },
];

export function InicioCarrusel() {
  return (
    <Suspense fallback={<CarouselPlaceholder label={LABEL} slide={SLIDES[0]!} />}>
      <AutoCarousel label={LABEL} slides={SLIDES} />
    </Suspense>
  );
}
