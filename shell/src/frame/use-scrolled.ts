import { useEffect, useState } from 'react';

/** True once the page has scrolled past `threshold` px; a passive listener, state set only on change. */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // The first reading waits for the frame after this one: reading scrollY right after React inserted the
    // page (the first render's commit) would force the page's whole layout inside that task.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update, 0);
    });
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}
