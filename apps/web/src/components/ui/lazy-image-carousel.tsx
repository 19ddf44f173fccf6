import { lazy, Suspense } from 'react';
import { CarouselPlaceholder, type CarouselSlide } from './carousel-slide';

// The carousel's code (embla) is not needed to paint the first slide: it loads after it.
const ImageCarousel = lazy(async () => ({ default: (await import('./image-carousel')).ImageCarousel }));

/** The carousel as pages use it: its first slide paints at once, its code loads after the first paint. */
export function LazyImageCarousel({ label, slides }: { label: string; slides: CarouselSlide[] }) {
  return (
    <Suspense fallback={<CarouselPlaceholder label={label} slide={slides[0]!} />}>
      <ImageCarousel label={label} slides={slides} />
    </Suspense>
  );
}
