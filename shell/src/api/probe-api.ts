import { ENDPOINTS } from '@mobile/shared-contracts';

/** The part of `fetch` the probe uses. */
export type Fetcher = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;

/**
 * One question to the API, outside the API client (no toast, no session handling): does the status call
 * get the platform's answer? A gateway's 502-504 page, a 503 while the database is away or no answer at
 * all is 'not yet'.
 */
export async function probeApi(merchantCode: string, fetcher: Fetcher = fetch): Promise<boolean> {
  try {
    const response = await fetcher(ENDPOINTS.status.path, {
      cache: 'no-store',
      headers: { 'X-Merchant-Code': merchantCode },
    });
    if (!response.ok) return false;
    const envelope = (await response.json()) as { success?: unknown };
    return envelope.success === true;
  } catch {
    return false;
  }
}
