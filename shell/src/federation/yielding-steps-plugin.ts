import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../app/yield-to-main';

/**
 * A federation runtime plugin: loading a remote's module runs as separate tasks, not one. Without it, the
 * remote entry's `load` event ran the container's set-up (share scope), the expose's chunk requests and,
 * once those had arrived, its module code back to back in microtasks: one task of 14-20 ms on this
 * machine, 4 times that on a phone (Total Blocking Time). Each step now begins in a task of its own; the
 * cost is one task hop per step (well under a millisecond).
 */
export default function yieldingStepsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'yielding-steps',
    async beforeInitContainer(args) {
      await yieldToMain();
      return args;
    },
    async beforeGetExpose() {
      await yieldToMain();
    },
    async beforeExecuteFactory() {
      await yieldToMain();
    },
  };
}
