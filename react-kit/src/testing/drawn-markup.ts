/** A drawing's markup as the browser parses it from the frame's HTML (attribute names lower-cased). */
export function parsedMarkup(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

/**
 * A tree's markup with each element's attributes in name order (React's client sets an image's `src`
 * last, its server first; the order means nothing) and `useId`'s ids (a server's differ from a client's)
 * as the same placeholder: a drawing and the parcel's commit compared node for node (decisions 0621, 0631).
 */
export function canonicalMarkup(tree: HTMLElement): string {
  const copy = tree.cloneNode(true) as HTMLElement;
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    const attributes = [...element.attributes].map((a) => [a.name, a.value] as const);
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b)))
      element.setAttribute(name, /^_r_\w+_$/i.test(value) ? 'ID' : value);
  }
  return copy.innerHTML;
}
