'use client';
import { CAROUSEL_INTERVAL_MS } from '@rnt/contract/constants';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CarouselSlide } from '../../components/ui/carousel-slide';
import s from './carousel.module.css';

const REDUCE = '(prefers-reduced-motion: reduce)';
const reducedMotion = () => window.matchMedia(REDUCE).matches;
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The home's six images (specification: 3 s apart). Every slide is in the HTML (the first eager, the others
 * lazy); this island shows one at a time, advances by itself, pauses while the pointer or focus is on it,
 * and has a pause button and one button per image. With the system's "reduce motion" it starts paused.
 * Without JavaScript the first slide shows.
 */
export function Carrusel({ label, slides }: { label: string; slides: CarouselSlide[] }) {
  const [active, setActive] = useState(0);
  // Paused by the citizen's button, or by the system's "reduce motion" until she chooses.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const reduce = useSyncExternalStore(subscribeReducedMotion, reducedMotion, () => false);
  const paused = chosen ?? reduce;
  // Held while the pointer is on it, and from when the focus comes into it: two reasons, either holds it
  // (the pointer leaving does not resume a carousel whose button has the focus). "Reanudar" releases the
  // focus's hold: the rotation resumes with the focus still on the button (WAI-ARIA carousel pattern).
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  useEffect(() => {
    if (paused || held) return;
    const timer = setInterval(() => setActive((a) => (a + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, held, slides.length]);
  return (
    <section
      aria-roledescription="carrusel"
      aria-label={label}
      className={s.carrusel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className={s.slides}>
        {slides.map((slide, i) => (
          <figure
            key={slide.src}
            className={s.slide}
            hidden={i !== active}
            aria-roledescription="diapositiva"
            aria-label={`${i + 1} de ${slides.length}`}
          >
            <img
              src={slide.src}
              alt={slide.alt ?? ''}
              width={slide.width}
              height={slide.height}
              // The image's own proportions (the frame's default is 3:1).
              style={
                slide.width && slide.height ? { aspectRatio: `${slide.width} / ${slide.height}` } : undefined
              }
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding="async"
            />
            {(slide.titulo || slide.texto) && (
              <figcaption className={s.caption}>
                {slide.titulo && <strong>{slide.titulo}</strong>}
                {slide.texto && <span>{slide.texto}</span>}
              </figcaption>
            )}
          </figure>
        ))}
      </div>
      <div className={s.controls}>
        <button
          type="button"
          className={s.pause}
          onClick={() => {
            if (paused) setFocused(false);
            setChosen(!paused);
          }}
          aria-label={paused ? 'Reanudar carrusel' : 'Pausar carrusel'}
        >
          {paused ? '▶' : '❚❚'}
        </button>
        <button
          type="button"
          className={s.pause}
          aria-label="Imagen anterior"
          onClick={() => setActive((a) => (a + slides.length - 1) % slides.length)}
        >
          ‹
        </button>
        <button
          type="button"
          className={s.pause}
          aria-label="Imagen siguiente"
          onClick={() => setActive((a) => (a + 1) % slides.length)}
        >
          ›
        </button>
        <ul className={s.dots}>
          {slides.map((slide, i) => (
            <li key={slide.src}>
              <button
                type="button"
                className={s.dot}
                aria-label={`Ir a la imagen ${i + 1}`}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => setActive(i)}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
