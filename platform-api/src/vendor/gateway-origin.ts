import { loadConfig } from '../config/env';

/**
 * config.publicOrigin: the origin players reach the API at. Read from the environment when routes
 * are registered, because the app's deps do not carry it (PUBLIC_ORIGIN, else http://HOST:PORT).
 */
export function gatewayOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return loadConfig(env).publicOrigin;
}
