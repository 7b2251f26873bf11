import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES, SERVER_HTTP, SERVER_KERNEL, SERVER_ROOT, type ModuleDef } from '@/lib/modules';
import { buildImportGraph, cycles, reachable, type ImportGraph } from './import-graph';

/**
 * Issue 31: the server's floors, held by a test. Floors are declared once, in lib/modules.ts: the kernel
 * (SERVER_KERNEL), each module's `floor` (1–5, with server/http on floor 1), and the root (SERVER_ROOT), which
 * imports anything and is imported only by entry points (pages, route handlers, instrumentation, scripts).
 */
const ROOT_DIR = path.resolve(import.meta.dirname, '../..');

/**
 * The one schema pair whose tables reference each other lazily (`() => table.id`): a department's lead is an
 * employee and an employee sits in a department. (The other pair, users ↔ consultancies, went when each table
 * moved to its owner's file: identity.ts, organization.ts.)
 */
const ALLOWED_FILE_CYCLES = [['server/db/schema/departments.ts', 'server/db/schema/employees.ts']];

const KERNEL = 0;
const ROOT = 90;
const ENTRY = 100;

const moduleFloors = new Map(
  (MODULES as readonly ModuleDef[]).filter((m) => m.floor !== undefined).map((m) => [m.name, m.floor!]),
);
const under = (file: string, prefix: string) =>
  prefix.endsWith('/') ? file.startsWith(prefix) : file === prefix;
const moduleOf = (file: string) => /^server\/modules\/([^/]+)\//.exec(file)?.[1];
/** A module's route files register it with the HTTP layer; the rest of the module never sees server/http. */
const isRegistrar = (file: string) => /\.(routes|http)\.ts$/.test(file);

type Place = { unit: string; floor: number };

function place(file: string): Place {
  const mod = moduleOf(file);
  if (mod) {
    const floor = moduleFloors.get(mod);
    if (floor === undefined) throw new Error(`server/modules/${mod} has no floor in lib/modules.ts`);
    return { unit: isRegistrar(file) ? `${mod} (routes)` : mod, floor };
  }
  if (under(file, SERVER_HTTP)) return { unit: 'server/http', floor: 1 };
  if (SERVER_KERNEL.some((p) => under(file, p))) return { unit: `kernel:${file}`, floor: KERNEL };
  if (SERVER_ROOT.some((p) => under(file, p))) return { unit: 'root', floor: ROOT };
  if (file.startsWith('server/')) throw new Error(`${file} is on no floor: declare it in lib/modules.ts`);
  return { unit: 'entry', floor: ENTRY };
}

let graph: ImportGraph;
const edges = () =>
  [...graph].flatMap(([from, list]) => list.map((e) => ({ from, ...e }))).filter((e) => e.from !== e.to);

describe('[ARCHITECTURE] the server floors', () => {
  it('builds the import graph of server/, app/, components/, lib/ and middleware.ts, type imports included', () => {
    graph = buildImportGraph();
    expect(graph.size).toBeGreaterThan(500);
    const typeEdges = edges().filter((e) => e.kind === 'type');
    expect(typeEdges.length).toBeGreaterThan(50);
  });

  it('puts every server file on a floor, and every server module has its floor', () => {
    const modules = fs.readdirSync(path.join(ROOT_DIR, 'server/modules'));
    expect(modules.filter((m) => !moduleFloors.has(m))).toEqual([]);
    const misplaced = [...graph.keys()].filter((f) => {
      try {
        place(f);
        return false;
      } catch {
        return true;
      }
    });
    expect(misplaced).toEqual([]);
  });

  it('has no file cycle (but the lazy departments ↔ employees schema pair)', () => {
    const found = cycles(graph.keys(), (f) => (graph.get(f) ?? []).map((e) => e.to));
    const allowed = (c: string[]) =>
      ALLOWED_FILE_CYCLES.some((pair) => pair.length === c.length && pair.every((f) => c.includes(f)));
    expect(found.filter((c) => !allowed(c))).toEqual([]);
  });

  it('has no cycle between modules (a module, its route files, server/http and the root are units)', () => {
    const units = new Map<string, Set<string>>();
    for (const { from, to } of edges()) {
      const a = place(from).unit;
      const b = place(to).unit;
      if (a === b || a.startsWith('kernel:') || b.startsWith('kernel:') || a === 'entry' || b === 'entry')
        continue;
      if (!units.has(a)) units.set(a, new Set());
      units.get(a)!.add(b);
    }
    expect(cycles(units.keys(), (u) => units.get(u) ?? [])).toEqual([]);
  });

  it('never imports from a higher floor', () => {
    const upward = edges()
      .filter(({ from, to }) => place(to).floor > place(from).floor && place(from).floor !== ENTRY)
      .map(({ from, to }) => `${from} (${place(from).floor}) → ${to} (${place(to).floor})`);
    expect(upward).toEqual([]);
  });

  it('reaches another module only through its *.service.ts or *.queries.ts', () => {
    const through = edges()
      .filter(({ from, to }) => {
        const a = moduleOf(from);
        const b = moduleOf(to);
        return a && b && a !== b && !/\.(service|queries)\.ts$/.test(to);
      })
      .map(({ from, to }) => `${from} → ${to}`);
    expect(through).toEqual([]);
  });

  it('keeps server/http out of the modules but for their route files', () => {
    const leaks = edges()
      .filter(({ from, to }) => moduleOf(from) && !isRegistrar(from) && under(to, SERVER_HTTP))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(leaks).toEqual([]);
  });

  it('imports the root (boot, seed, wiring) only from entry points', () => {
    const leaks = edges()
      .filter(({ from, to }) => place(to).floor === ROOT && place(from).floor < ROOT)
      .map(({ from, to }) => `${from} → ${to}`);
    expect(leaks).toEqual([]);
  });

  it('middleware.ts and the session gate load no seed, boot, wiring or queue code', () => {
    for (const entry of ['middleware.ts', 'server/http/session-gate.ts']) {
      const loaded = [...reachable(graph, entry)];
      const heavy = loaded.filter(
        (f) => SERVER_ROOT.some((p) => under(f, p)) || under(f, 'server/queue/') || /\/seed\//.test(f),
      );
      expect(heavy, entry).toEqual([]);
    }
  });
});
