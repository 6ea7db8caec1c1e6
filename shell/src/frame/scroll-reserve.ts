/**
 * The document height Back must hold to show a page scrolled to `y` in a viewport `viewportHeight` tall, when
 * the page drawn again is `documentHeight` tall: null when it already is tall enough. A page is drawn again
 * before all of it is (home's widgets mount, its footer waits for idle): without the reserve the scroll is
 * clamped to what is there (home came back at 634 of 700 px).
 */
export function heightToReserve(y: number, viewportHeight: number, documentHeight: number): number | null {
  const needed = Math.ceil(y + viewportHeight);
  return documentHeight >= needed ? null : needed;
}
