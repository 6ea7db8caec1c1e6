export { DEMO_USERS, type DemoUser } from './demo-users';
export type { LocalClient } from './provider';
export { type SpawnedProvider, spawnLocalProvider } from './spawn-provider';
