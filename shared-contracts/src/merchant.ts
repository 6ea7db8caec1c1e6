/** Host name the spec forces to a fixed test merchant. */
export const FORCED_TEST_HOST = 'm-test.localhost';
export const FORCED_TEST_MERCHANT = 'TEST';
export const DEFAULT_MERCHANT = 'demo';

/** Host-name table: which merchant a host serves. Subdomains match their parent entry. */
export const MERCHANT_HOSTS: Readonly<Record<string, string>> = {
  localhost: 'demo',
  '127.0.0.1': 'demo',
  'm.demo.example': 'demo',
  'm.lite.example': 'lite',
  'lite.localhost': 'lite',
};

const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

export interface MerchantInputs {
  hostname: string;
  /** Value of the local-storage test override, if any. */
  override: string | null;
}

/**
 * Order: the forced test host always wins; then a well-formed local-storage override;
 * then the host table (exact, then parent domains); then the default merchant.
 */
export function resolveMerchant({ hostname, override }: MerchantInputs): string {
  const host = hostname.toLowerCase();
  if (host === FORCED_TEST_HOST) return FORCED_TEST_MERCHANT;
  const trimmed = override?.trim();
  if (trimmed && MERCHANT_CODE.test(trimmed)) return trimmed;
  const labels = host.split('.');
  for (let i = 0; i < labels.length; i++) {
    const candidate = MERCHANT_HOSTS[labels.slice(i).join('.')];
    if (candidate) return candidate;
  }
  return DEFAULT_MERCHANT;
}
