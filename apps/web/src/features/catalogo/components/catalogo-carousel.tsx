import type { CarouselSlide } from '../../../components/ui/carousel-slide';
import { LazyImageCarousel } from '../../../components/ui/lazy-image-carousel';
import imagen1 from '../assets/catalogo-1.svg';
import imagen2 from '../assets/catalogo-2.svg';
import imagen3 from '../assets/catalogo-3.svg';
import imagen4 from '../assets/catalogo-4.svg';
import imagen5 from '../assets/catalogo-5.svg';
import imagen6 from '../assets/catalogo-6.svg';

/** Six images, 3 s apart. The texts drawn in each image are its alternative text. */
const SLIDES: CarouselSlide[] = [
  { src: imagen1, alt: 'Catálogo nacional de regulaciones: leyes, reglamentos y normas en un solo lugar' },
  { src: imagen2, alt: 'Regulaciones vigentes: consulte el estado de cada ley y reglamento' },
  { src: imagen3, alt: 'Publicadas en el Diario Oficial: busque por tomo, número y fecha de publicación' },
  { src: imagen4, alt: 'Mejora regulatoria: normas más claras y trámites más simples' },
  { src: imagen5, alt: 'Regulaciones por sector: filtre por actividad económica o categoría' },
  { src: imagen6, alt: 'Documentos disponibles: descargue el texto íntegro de cada regulación' },
];

export function CatalogoCarrusel() {
  return <LazyImageCarousel label="Presentación del catálogo de regulaciones" slides={SLIDES} />;
}
