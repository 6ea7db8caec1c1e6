import { attachFieldSink, type FieldReport, resetFieldQueue } from '../field/field-queue';
import fieldReportPlugin from './field-report-plugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof fieldReportPlugin>['errorLoadRemote']>>[0];

describe('field report plugin', () => {
  it("reports a remote's load failure once, with its container, and lets the failure go on", async () => {
    resetFieldQueue();
    const reports: FieldReport[] = [];
    attachFieldSink((report) => reports.push(report));
    const plugin = fieldReportPlugin();
    const error = new Error('Loading script failed: https://wallet.example/remoteEntry.js');
    const args = (lifecycle: ErrorArgs['lifecycle']) =>
      ({
        id: 'remote_wallet/DepositPage',
        error,
        from: 'runtime',
        lifecycle,
        remote: { name: 'remote_wallet' },
      }) as ErrorArgs;
    expect(await plugin.errorLoadRemote?.(args('afterResolve'))).toBeUndefined();
    expect(await plugin.errorLoadRemote?.(args('onLoad'))).toBeUndefined();
    expect(reports).toEqual([
      {
        kind: 'load-failure',
        container: 'remote_wallet',
        detail: 'Error: Loading script failed: https://wallet.example/remoteEntry.js',
        path: window.location.pathname,
      },
    ]);
  });
});
