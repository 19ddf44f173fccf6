import { useCallback, useState } from 'react';

/**
 * `[ref, near]`: `near` turns true, for good, once the element comes within `margin` of the screen. The
 * server and the first browser render see `false`, so a part shown only when near (a chart's code) stays
 * out of hydration and of the work a page does while it becomes interactive.
 */
export function useNearScreen<T extends Element>(margin = '300px'): [(node: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin: margin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [margin],
  );
  return [ref, near];
}
