/**
 * The home carousel island (light design, `rsc/islands/carrusel.tsx`; specification: six images, 3 s
 * apart): one image shown at a time, advancing by itself; paused while the pointer or the keyboard focus
 * is on it and by its own button; arrows; one indicator per image (aria-current); paused from the start with the
 * system's "reduce motion". Time is the test's (fake timers).
 */
import { CAROUSEL_INTERVAL_MS } from '@rnt/contract/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARRUSEL_INICIO, CARRUSEL_INICIO_LABEL } from '../src/features/inicio/content/carrusel-inicio';
import { Carrusel } from '../src/rsc/islands/carrusel';

const device = () =>
  (window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }).happyDOM
    .settings.device;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  device().prefersReducedMotion = 'no-preference';
});

const renderCarrusel = () =>
  render(
    <>
      <Carrusel label={CARRUSEL_INICIO_LABEL} slides={CARRUSEL_INICIO} />
      <button type="button">Fuera del carrusel</button>
    </>,
  );
const carrusel = () => screen.getByRole('region', { name: CARRUSEL_INICIO_LABEL });
/** The number (1-based) of the image shown; exactly one is. */
function shown(): number {
  const figures = screen.getAllByRole('figure', { hidden: true });
  const visible = figures.flatMap((f, i) => (f.hidden ? [] : [i + 1]));
  expect(visible).toHaveLength(1);
  return visible[0]!;
}
const dot = (n: number) => screen.getByRole('button', { name: `Ir a la imagen ${n}` });
const current = () =>
  CARRUSEL_INICIO.flatMap((_, i) => (dot(i + 1).getAttribute('aria-current') === 'true' ? [i + 1] : []));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('home carousel', () => {
  it('holds the six images, shows the first, and offers one indicator per image', () => {
    renderCarrusel();
    expect(carrusel().getAttribute('aria-roledescription')).toBe('carrusel');
    const figures = screen.getAllByRole('figure', { hidden: true });
    expect(figures).toHaveLength(6);
    expect(figures.map((f) => f.getAttribute('aria-label'))).toEqual(
      CARRUSEL_INICIO.map((_, i) => `${i + 1} de 6`),
    );
    const imgs = figures.map((f) => f.querySelector('img')!);
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', ...Array(5).fill('lazy')]);
    expect(imgs.map((i) => i.alt)).toEqual(CARRUSEL_INICIO.map((s) => s.alt ?? ''));
    expect(shown()).toBe(1);
    expect(current()).toEqual([1]);
  });

  it(`advances every ${CAROUSEL_INTERVAL_MS} ms and starts again after the last image`, () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(3000);
    renderCarrusel();
    wait(CAROUSEL_INTERVAL_MS - 1);
    expect(shown()).toBe(1);
    wait(1);
    expect(shown()).toBe(2);
    expect(current()).toEqual([2]);
    wait(CAROUSEL_INTERVAL_MS * 4);
    expect(shown()).toBe(6);
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe(1);
    expect(current()).toEqual([1]);
  });

  it('an indicator shows its image and marks itself current', () => {
    renderCarrusel();
    fireEvent.click(dot(4));
    expect(shown()).toBe(4);
    expect(current()).toEqual([4]);
  });

  it('its arrows show the previous and next images, round the ends', () => {
    renderCarrusel();
    fireEvent.click(screen.getByRole('button', { name: 'Imagen anterior' }));
    expect(shown()).toBe(6);
    expect(current()).toEqual([6]);
    fireEvent.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(shown()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    expect(shown()).toBe(2);
    expect(current()).toEqual([2]);
  });

  it('its button pauses and resumes the rotation, and says which it will do', () => {
    renderCarrusel();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar carrusel' }));
    wait(CAROUSEL_INTERVAL_MS * 5);
    expect(shown()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar carrusel' }));
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe(2);
    expect(screen.getByRole('button', { name: 'Pausar carrusel' })).toBeTruthy();
  });

  it('pauses while the pointer is on it', () => {
    renderCarrusel();
    fireEvent.mouseEnter(carrusel());
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(shown()).toBe(1);
    fireEvent.mouseLeave(carrusel());
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe(2);
  });

  it('pauses while the keyboard focus is in it, moving between its buttons included', () => {
    renderCarrusel();
    act(() => dot(1).focus());
    wait(CAROUSEL_INTERVAL_MS * 2);
    act(() => dot(2).focus());
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(shown()).toBe(1);
    act(() => screen.getByRole('button', { name: 'Fuera del carrusel' }).focus());
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe(2);
  });

  it('stays paused while the focus is in it even when the pointer leaves it', () => {
    renderCarrusel();
    fireEvent.mouseEnter(carrusel());
    act(() => dot(3).focus());
    fireEvent.click(dot(3));
    fireEvent.mouseLeave(carrusel());
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(shown()).toBe(3);
    // …and stays paused while the pointer is on it after the focus left.
    fireEvent.mouseEnter(carrusel());
    act(() => screen.getByRole('button', { name: 'Fuera del carrusel' }).focus());
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(shown()).toBe(3);
    fireEvent.mouseLeave(carrusel());
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe(4);
  });

  it('resumed with its button, it rotates with the focus still on the button; the focus moving in holds it again', () => {
    renderCarrusel();
    const boton = () => screen.getByRole('button', { name: /^(Pausar|Reanudar) carrusel$/ });
    act(() => boton().focus());
    fireEvent.click(boton());
    expect(boton().getAttribute('aria-label')).toBe('Reanudar carrusel');
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(shown()).toBe(1);
    fireEvent.click(boton());
    expect(document.activeElement).toBe(boton());
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe(2);
    act(() => dot(2).focus());
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(shown()).toBe(2);
  });

  it('starts paused when the system asks to reduce motion, until the citizen resumes it', () => {
    device().prefersReducedMotion = 'reduce';
    renderCarrusel();
    const boton = screen.getByRole('button', { name: 'Reanudar carrusel' });
    wait(CAROUSEL_INTERVAL_MS * 3);
    expect(shown()).toBe(1);
    fireEvent.click(boton);
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe(2);
  });

  it('pauses when the system starts asking to reduce motion', () => {
    renderCarrusel();
    wait(CAROUSEL_INTERVAL_MS);
    expect(shown()).toBe(2);
    device().prefersReducedMotion = 'reduce';
    // happy-dom re-evaluates media queries on a resize.
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('button', { name: 'Reanudar carrusel' })).toBeTruthy();
    wait(CAROUSEL_INTERVAL_MS * 2);
    expect(shown()).toBe(2);
  });
});
