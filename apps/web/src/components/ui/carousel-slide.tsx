/**
 * A slide of the carousel (image-carousel.tsx) and the placeholder a page paints while the carousel's
 * code (embla) loads. Kept apart from the carousel so the first slide needs none of its code.
 */
import { Text } from '@mantine/core';
import classes from './image-carousel.module.css';

export interface CarouselSlide {
  src: string;
  /** Text alternative of the image; leave it out when a caption says what matters (decorative image). */
  alt?: string;
  /** Optional caption, read as real text over the bottom of the slide (under it on a phone). */
  titulo?: string;
  texto?: string;
  /** The image's own size, so the page reserves its space before it loads. */
  width?: number;
  height?: number;
}

/** The image, eager and high priority for the first slide (what paints first), lazy for the rest; the caption. */
export function CarouselSlideView({ slide, first }: { slide: CarouselSlide; first: boolean }) {
  return (
    <>
      <img
        src={slide.src}
        alt={slide.alt ?? ''}
        width={slide.width}
        height={slide.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
      />
      {slide.titulo && (
        <div className={classes.caption}>
          <Text fw={700} fz={{ base: 'sm', sm: 'lg' }}>
            {slide.titulo}
          </Text>
          {slide.texto && <Text fz={{ base: 'xs', sm: 'sm' }}>{slide.texto}</Text>}
        </div>
      )}
    </>
  );
}

/** The first slide alone, in the carousel's frame, with the controls' row reserved so nothing moves. */
export function CarouselPlaceholder({ label, slide }: { label: string; slide: CarouselSlide }) {
  return (
    <section aria-roledescription="carrusel" aria-label={label}>
      <div className={classes.viewport}>
        <div className={classes.slide}>
          <CarouselSlideView slide={slide} first />
        </div>
      </div>
      <div className={classes.controlsPlaceholder} />
    </section>
  );
}
