/** `/m/activity?id=<n>` opens one promotion; anything else is the list. */
export function promotionIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
