import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { ActionIcon, Box } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { CAROUSEL_INTERVAL_MS } from '@rnt/contract/constants';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useMemo, useState } from 'react';
import classes from './auto-carousel.module.css';
import { CarouselSlideView, type CarouselSlideContent } from './carousel-slide';

/**
 * A carousel that advances every 3 s (spec §9) with a pause button (WCAG 2.2.2: moving content can be
 * stopped), previous/next controls and one indicator per slide. It does not start by itself when the
 * visitor asks the system for reduced motion, and stops when the visitor drags or moves focus into it.
 */
export function AutoCarousel({
  label,
  slides,
  interval = CAROUSEL_INTERVAL_MS,
}: {
  label: string;
  slides: CarouselSlideContent[];
  interval?: number;
}) {
  // It starts once in the browser (the server cannot know the visitor's motion preference).
  const [autoplay] = useState(() => Autoplay({ delay: interval, playOnInit: false }));
  const plugins = useMemo(() => [autoplay], [autoplay]);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (!embla) return;
    // The button mirrors the plugin, which also stops on its own (interaction, hidden tab).
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    embla.on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    // Started here, once the button listens (it does not start for a visitor who asks for reduced motion).
    if (!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) autoplay.play();
    return () => {
      embla.off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla, autoplay]);

  return (
    <Box component="section" aria-roledescription="carrusel" aria-label={label} className={classes.root}>
      <Carousel
        withIndicators
        emblaOptions={{ loop: true }}
        plugins={plugins}
        getEmblaApi={setEmbla}
        onSlideChange={setCurrent}
        previousControlProps={{ 'aria-label': 'Imagen anterior' }}
        nextControlProps={{ 'aria-label': 'Imagen siguiente' }}
        getIndicatorProps={(index) => ({ 'aria-label': `Ir a la imagen ${index + 1} de ${slides.length}` })}
      >
        {slides.map((slide, index) => (
          <Carousel.Slide
            key={slide.src}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${index + 1} de ${slides.length}`}
            aria-hidden={index === current ? undefined : true}
          >
            <CarouselSlideView slide={slide} eager={index === 0} />
          </Carousel.Slide>
        ))}
      </Carousel>
      <ActionIcon
        className={classes.pause}
        variant="white"
        size="lg"
        radius="xl"
        onClick={() => (playing ? autoplay.stop() : autoplay.play())}
        aria-label={playing ? 'Pausar el carrusel' : 'Reanudar el carrusel'}
      >
        {playing ? <IconPlayerPauseFilled size={18} /> : <IconPlayerPlayFilled size={18} />}
      </ActionIcon>
    </Box>
  );
}
