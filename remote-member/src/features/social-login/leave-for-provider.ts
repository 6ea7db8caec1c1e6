/** Leaves the site for the provider's sign-in page (its own module, so tests can watch it). */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}
