/**
 * Everything demo-only: seed data, the demo payment gateway and game vendor, bench metrics and the
 * loopback-only dev port. Loaded only by `config/demo-module.ts` under SITE_PROFILE=demo.
 */
export { registerDemoRoutes } from './demo-routes';
export { rememberCaptcha } from './dev-captcha';
export { startDevPort } from './dev-port';
export { demoPartnerPages } from './partner-pages';
export { seedAll, seedFieldSamplingFromEnv, seedScryptFromEnv } from './seed';
export { seedSocialIssuerFromEnv } from './seed/social';
