/**
 * A drawn page's preloads held until its first frame (decision 0591). The page's HTML carries them in an
 * inert `<template>` (no browser fetches what a template holds); the shell's frame-start script
 * (tools/build/frame-start.cjs) moves them into the head when it starts main.js, after the drawn frame's
 * first frame. So nothing but the HTML shares the link before the first paint, and no file the first paint
 * does not need has arrived before it (Lighthouse counts each one that has as holding up the largest paint).
 */
export const LATE_PRELOADS_ATTRIBUTE = 'data-late-preloads';

const OPEN = `<template ${LATE_PRELOADS_ATTRIBUTE}>`;
const CLOSE = '</template>';

/** The template holding `tags` for frame-start. */
export const latePreloads = (tags: readonly string[]): string => `${OPEN}${tags.join('')}${CLOSE}`;

/** `html` with `tags` added to its held preloads, or null when it holds none (frame-start will not look). */
export function withLatePreloads(html: string, tags: readonly string[]): string | null {
  const start = html.indexOf(OPEN);
  const end = start < 0 ? -1 : html.indexOf(CLOSE, start);
  return end < 0 ? null : `${html.slice(0, end)}${tags.join('')}${html.slice(end)}`;
}
