import { ensureTemplate } from './postgres-template';

/**
 * jest globalSetup: on PostgreSQL, migrates and seeds the template database once before the workers
 * start (about 5 s), so no test file's `beforeAll` waits for it past its time-out.
 */
export default async function globalSetup(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) await ensureTemplate(adminUrl);
}
