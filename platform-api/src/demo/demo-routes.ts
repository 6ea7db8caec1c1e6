import type { FastifyInstance } from 'fastify';
import { registerDemoGatewayRoutes } from './demo-gateway-routes';
import { registerDemoLiveRoomRoutes } from './demo-live-room-routes';
import { registerDemoTaskRoutes } from './demo-task-routes';
import { registerDemoVendorRoutes } from './demo-vendor-routes';
import { registerDevMetricsRoute } from './dev-metrics-route';
import { registerLotteryDemoRoutes } from './lottery-demo-routes';

/** The demo profile's routes on the API's own port: payment gateway, game vendor, lottery, task page, live room video, bench metrics. */
export function registerDemoRoutes(app: FastifyInstance): void {
  registerDemoGatewayRoutes(app);
  registerDemoVendorRoutes(app);
  registerDemoTaskRoutes(app);
  registerDemoLiveRoomRoutes(app);
  registerLotteryDemoRoutes(app);
  registerDevMetricsRoute(app);
}
