import { Text } from '@mantine/core';
import classes from './auto-carousel.module.css';

export interface CarouselSlideContent {
  src: string;
  /** Describes the image; the caption below is read as text. */
  alt: string;
  title: string;
  text: string;
}

/**
 * One slide of the auto carousel: the image and its caption. Kept apart from the carousel so that a page
 * can paint its first slide before the carousel's code (embla) has loaded.
 */
export function CarouselSlideView({ slide, eager }: { slide: CarouselSlideContent; eager: boolean }) {
  return (
    <div className={classes.slide}>
      <img
        src={slide.src}
        alt={slide.alt}
        className={classes.image}
        width={1200}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
      <div className={classes.caption}>
        <Text className={classes.captionTitle}>{slide.title}</Text>
        <Text className={classes.captionText}>{slide.text}</Text>
      </div>
    </div>
  );
}

/** The first slide alone, in the carousel's frame: what shows while the carousel loads. */
export function CarouselPlaceholder({ label, slide }: { label: string; slide: CarouselSlideContent }) {
  return (
    <section aria-label={label} className={classes.root}>
      <CarouselSlideView slide={slide} eager />
    </section>
  );
}
