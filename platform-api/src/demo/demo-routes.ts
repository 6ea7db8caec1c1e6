import type { FastifyInstance } from 'fastify';
import { registerDemoGatewayRoutes } from './demo-gateway-routes';
import { registerDemoVendorRoutes } from './demo-vendor-routes';
import { registerDevMetricsRoute } from './dev-metrics-route';
import { registerLotteryDemoRoutes } from './lottery-demo-routes';

/** The demo profile's routes on the API's own port: payment gateway, game vendor, lottery, bench metrics. */
export function registerDemoRoutes(app: FastifyInstance): void {
  registerDemoGatewayRoutes(app);
  registerDemoVendorRoutes(app);
  registerLotteryDemoRoutes(app);
  registerDevMetricsRoute(app);
}
