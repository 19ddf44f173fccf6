import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { CAROUSEL_INTERVAL_MS } from '@rnt/contract/constants';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useState } from 'react';
import classes from './caption-carousel.module.css';

export interface CarouselSlide {
  src: string;
  titulo: string;
  texto: string;
}

/**
 * An auto-rotating carousel (spec §9: one slide every 3 s) following the WAI-ARIA carousel pattern:
 * Spanish labels, a pause/resume button, previous/next and per-slide buttons, no announcements while
 * it rotates by itself, and no rotation while the pointer is over a slide or the visitor prefers
 * reduced motion. The images are decorative; each slide's text is real text.
 */
export function CaptionCarousel({
  slides,
  label,
  intervalMs = CAROUSEL_INTERVAL_MS,
}: {
  slides: CarouselSlide[];
  label: string;
  intervalMs?: number;
}) {
  const id = useId();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);
  const reducedMotion = useReducedMotion();
  // null: the visitor has not chosen; reduced motion then means paused.
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const paused = pausedByUser ?? reducedMotion;
  const rotating = !paused && !hovered;

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

  const scrollTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  return (
    <section aria-roledescription="carrusel" aria-label={label} className={classes.root}>
      <div
        ref={viewportRef}
        className={classes.viewport}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <div id={id} className={classes.container} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.src}
              className={classes.slide}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} de ${slides.length}`}
              aria-hidden={index !== selected}
            >
              <img src={slide.src} alt="" className={classes.image} width={1200} height={400} />
              <div className={classes.caption}>
                <Text fw={700} fz={{ base: 'sm', sm: 'lg' }}>
                  {slide.titulo}
                </Text>
                <Text fz={{ base: 'xs', sm: 'sm' }}>{slide.texto}</Text>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={classes.controls}>
        <Button
          variant="light"
          size="xs"
          leftSection={paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
          onClick={() => setPausedByUser(!paused)}
          aria-controls={id}
        >
          {paused ? 'Reanudar carrusel' : 'Pausar carrusel'}
        </Button>
        <Group gap={2} role="group" aria-label="Elegir imagen">
          {slides.map((slide, index) => (
            <button
              key={slide.src}
              type="button"
              className={classes.indicator}
              aria-label={`Imagen ${index + 1}: ${slide.titulo}`}
              aria-current={index === selected}
              aria-controls={id}
              onClick={() => scrollTo(index)}
            />
          ))}
        </Group>
        <Group gap={4}>
          <ActionIcon
            variant="light"
            aria-label="Imagen anterior"
            aria-controls={id}
            onClick={() => embla?.scrollPrev()}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon
            variant="light"
            aria-label="Imagen siguiente"
            aria-controls={id}
            onClick={() => embla?.scrollNext()}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      </div>
    </section>
  );
}
