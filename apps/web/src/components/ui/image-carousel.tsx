import { ActionIcon, Button, Group, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { CAROUSEL_INTERVAL_MS } from '@rnt/contract/constants';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState } from 'react';
import { CarouselSlideView, type CarouselSlide } from './carousel-slide';
import classes from './image-carousel.module.css';

export type { CarouselSlide };

/**
 * The portal's one carousel (home, catalogue, agenda): six images that advance by themselves every 3 s
 * built on the WAI-ARIA carousel pattern and in Spanish throughout: a pause control first
 * (WCAG 2.2.2), rotation suspended while the pointer or the keyboard focus is inside, slide changes
 * announced only when not rotating, and it starts paused for visitors who ask for reduced motion. It reads
 * no browser API while rendering (server rendering, issue 21). The first image loads at once, the others
 * lazily.
 */
export function ImageCarousel({
  label,
  slides,
  intervalMs = CAROUSEL_INTERVAL_MS,
}: {
  label: string;
  slides: CarouselSlide[];
  intervalMs?: number;
}) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  // The visitor's own choice wins over the reduced-motion preference.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const reducedMotion = useReducedMotion();
  const playing = choice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !rotating) return;
    const timer = window.setInterval(() => embla.scrollNext(), intervalMs);
    return () => window.clearInterval(timer);
  }, [embla, rotating, intervalMs]);

  return (
    <section
      aria-roledescription="carrusel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Focus on the other controls suspends the rotation; on the rotation control itself it does not.
      onFocus={(e) => setFocused(e.target !== rotationButton.current)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div ref={viewportRef} className={classes.viewport} aria-live={rotating ? 'off' : 'polite'}>
        <div className={classes.container}>
          {slides.map((slide, index) => (
            <div
              key={slide.src}
              className={classes.slide}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} de ${slides.length}`}
            >
              <CarouselSlideView slide={slide} first={index === 0} />
            </div>
          ))}
        </div>
      </div>
      <Group justify="space-between" mt={6} gap="xs">
        <Button
          ref={rotationButton}
          variant="subtle"
          size="xs"
          onClick={() => setChoice(!playing)}
          leftSection={
            playing ? (
              <IconPlayerPauseFilled size={14} aria-hidden />
            ) : (
              <IconPlayerPlayFilled size={14} aria-hidden />
            )
          }
        >
          {playing ? 'Pausar carrusel' : 'Reanudar carrusel'}
        </Button>
        <Group gap={6} wrap="nowrap">
          {slides.map((slide, index) => (
            <UnstyledButton
              key={slide.src}
              className={classes.dot}
              aria-label={`Ir a la imagen ${index + 1}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="default" aria-label="Imagen anterior" onClick={() => embla?.scrollPrev()}>
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon variant="default" aria-label="Imagen siguiente" onClick={() => embla?.scrollNext()}>
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </section>
  );
}
