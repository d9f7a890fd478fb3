import { DurableObject, WorkerEntrypoint } from "cloudflare:workers";

/**
 * Works around a bug of `@cloudflare/vitest-pool-workers` 0.23.0, the newest release: the class it wraps each entry
 * point and Durable Object in installs a new Proxy over its own prototype at every construction
 * (https://github.com/cloudflare/workers-sdk/issues/15092, fixed by #15106 but in no published release yet). Each
 * request through `exports.default` then reads its handler through one more Proxy than the last, until a runtime that
 * serves thousands of requests overflows the stack (RangeError). The wrapper constructs its instance with
 * `Reflect.construct(superClass, args, Wrapper)` right after installing the Proxy; here that call puts back the first
 * Proxy the wrapper installed, so every instance reads through exactly one, as with the fix. Remove this file when a
 * release carries the fix.
 */
export function keepPoolWrapperPrototypesFlat(): void {
  const runtime = globalThis as { poolWrapperPrototypesKeptFlat?: boolean };
  if (runtime.poolWrapperPrototypesKeptFlat) return;
  runtime.poolWrapperPrototypesKeptFlat = true;
  const wrappedClasses = new Set<unknown>([WorkerEntrypoint, DurableObject]);
  const firstPrototype = new WeakMap<object, unknown>();
  const construct = Reflect.construct;
  type Constructor = (new (...args: never[]) => unknown) & { prototype: unknown };
  const keepFlat = (target: Constructor, args: ArrayLike<unknown>, newTarget: Constructor = target) => {
    if (newTarget !== target && wrappedClasses.has(target)) {
      const first = firstPrototype.get(newTarget);
      if (first === undefined) firstPrototype.set(newTarget, newTarget.prototype);
      else newTarget.prototype = first;
    }
    return construct(target, args, newTarget);
  };
  Reflect.construct = keepFlat as typeof Reflect.construct;
}
