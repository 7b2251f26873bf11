/**
 * The outcomes a test scripts per reference at a fake rail, each consumed by the request it matches (`left`
 * times). Shared by the fakes; what an outcome means is each fake's own.
 */
export type ScriptOf<O extends string, Options> = { outcome: O; options: Options; left: number };

export function createScripts<O extends string, Options extends { times?: number }>() {
  const scripts = new Map<string, ScriptOf<O, Options>[]>();
  return {
    scripts,
    /** Queues an outcome for the reference's next matching request(s). */
    add(reference: string, outcome: O, options: Options) {
      scripts.set(reference, [
        ...(scripts.get(reference) ?? []),
        { outcome, options, left: options.times ?? 1 },
      ]);
    },
    /** The next scripted outcome of these kinds for a reference, consumed. */
    take(reference: string, kinds: readonly O[]): ScriptOf<O, Options> | null {
      const script = (scripts.get(reference) ?? []).find((s) => kinds.includes(s.outcome) && s.left > 0);
      if (!script) return null;
      script.left -= 1;
      return script;
    },
  };
}
