import type { FastifyInstance } from 'fastify';

/** Past this, connections still open are cut: an orchestrator kills the process soon after anyway. */
export const STOP_DEADLINE_MS = 20_000;
const IDLE_SWEEP_MS = 100;

/**
 * Stops taking requests (new ones get 503, /readyz too) and waits for those in flight to finish.
 * A keep-alive connection becomes idle once its answer is sent; Node closes only the connections
 * idle at the moment `close` is called, so the idle ones are swept until every request is done.
 */
export async function stopGracefully(app: FastifyInstance, deadlineMs = STOP_DEADLINE_MS): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const deadline = setTimeout(() => {
    app.log.warn('requests still open at the stop deadline: closing their connections');
    app.server.closeAllConnections();
  }, deadlineMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}
