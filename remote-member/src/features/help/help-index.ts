/**
 * SPEC help centre: `?i=` selects the topic shown first; missing, malformed or out of range means the
 * first topic (0).
 */
export function helpIndexFrom(search: string, topicCount: number): number {
  const raw = new URLSearchParams(search).get('i');
  if (raw === null || !/^\d{1,4}$/.test(raw)) return 0;
  const index = Number(raw);
  return index < topicCount ? index : 0;
}
