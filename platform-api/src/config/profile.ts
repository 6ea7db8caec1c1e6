/**
 * SITE_PROFILE: `production` (the default, and what the Dockerfiles and docker-compose run) or `demo`
 * (`npm start`, the e2e test site and jest). Only the demo profile loads `src/demo/` (seed data, demo
 * payment gateway and game vendor, the loopback-only dev port), through `config/demo-module.ts`.
 */
export type SiteProfile = 'demo' | 'production';

export const SITE_PROFILES: readonly SiteProfile[] = ['demo', 'production'];

/** Settings only the demo profile reads: production refuses to start when one of them is given. */
export const DEMO_ONLY_SETTINGS = ['SEED', 'SEED_SCRYPT_LOG2N', 'DEMO_DEV_PORT', 'BENCH_METRICS'] as const;

/** Settings that no longer exist, with what replaced them: refused in every profile. */
export const REMOVED_SETTINGS: Record<string, string> = {
  DEMO_OUTBOX:
    'DEMO_OUTBOX was removed: the demo profile serves codes on the loopback-only DEMO_DEV_PORT, and `pnpm operator outbox --to …` reads them in any profile',
};

export class ProfileError extends Error {}

/** The profile named by SITE_PROFILE, after refusing demo-only settings in production. */
export function profileFrom(env: NodeJS.ProcessEnv): SiteProfile {
  for (const [name, why] of Object.entries(REMOVED_SETTINGS)) {
    if (env[name] !== undefined) throw new ProfileError(why);
  }
  const raw = env.SITE_PROFILE || 'production';
  if (!(SITE_PROFILES as readonly string[]).includes(raw)) {
    throw new ProfileError(`SITE_PROFILE must be ${SITE_PROFILES.join(' or ')}`);
  }
  const profile = raw as SiteProfile;
  if (profile === 'production') {
    const given = DEMO_ONLY_SETTINGS.filter((name) => env[name] !== undefined && env[name] !== '');
    if (given.length > 0) {
      throw new ProfileError(
        `${given.join(', ')} ${given.length === 1 ? 'is a demo-only setting' : 'are demo-only settings'}: SITE_PROFILE=production refuses to start with ${given.length === 1 ? 'it' : 'them'} (set SITE_PROFILE=demo for a demo)`,
      );
    }
  }
  return profile;
}
