import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True once the element has come within `margin` of the viewport (false while prerendering and hydrating), and
 * for printing: for what is costly to draw and need not be drawn before the reader gets near it (charts).
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    // A printed page shows everything: drawn before the browser lays the page out for print
    const print = () => flushSync(() => setNear(true));
    window.addEventListener('beforeprint', print);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', print);
    };
  }, [near, margin]);
  return [ref, near] as const;
}
