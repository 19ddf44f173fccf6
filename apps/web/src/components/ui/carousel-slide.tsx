/** A slide of the carousels (the home's and the catalogue's, rsc/islands/carousel.tsx). */
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
