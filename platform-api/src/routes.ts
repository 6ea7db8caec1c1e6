import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './accounts/account-routes';
import { registerTeamKpiRoute } from './agent/team-kpi-route';
import { registerAnnouncementRoutes } from './content/announcement-routes';
import { registerInboxRoutes } from './content/inbox-routes';
import { registerGameActivityRoutes } from './games/activity-routes';
import { registerGameRoutes } from './games/game-routes';
import { registerLaunchRoute } from './games/launch-route';
import { registerLotteryRoutes } from './lottery/lottery-routes';
import { registerMemberRoutes } from './members/member-routes';
import { registerProfileRoutes } from './members/profile-routes';
import { registerProtectionRoutes } from './protection/protection-routes';
import { registerStaticRoutes } from './static/static-routes';
import { registerManifestRoute } from './system/manifest-route';
import { registerSettingsRoutes } from './system/settings-routes';
import { registerStatusRoute } from './system/status-route';
import { registerDemoVendorRoutes } from './vendor/demo-vendor-routes';
import { registerLotteryDemoRoutes } from './vendor/lottery-demo-routes';
import { registerTransactionRoutes } from './wallet/transaction-routes';

/** Every call the server implements, by area. */
export function registerRoutes(app: FastifyInstance): void {
  registerStatusRoute(app);
  registerSettingsRoutes(app);
  registerManifestRoute(app);
  registerAnnouncementRoutes(app);
  registerInboxRoutes(app);
  registerMemberRoutes(app);
  registerProfileRoutes(app);
  registerGameRoutes(app);
  registerTransactionRoutes(app);
  registerTeamKpiRoute(app);
  registerStaticRoutes(app);
  registerGameActivityRoutes(app);
  registerLotteryRoutes(app);
  registerLaunchRoute(app);
  registerDemoVendorRoutes(app);
  registerLotteryDemoRoutes(app);
  registerAccountRoutes(app);
  registerProtectionRoutes(app);
}
