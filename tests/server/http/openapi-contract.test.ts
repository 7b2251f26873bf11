import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALENDAR_DATE_RE, CALENDAR_MONTH_RE } from '@/lib/contracts/calendar';
import { seedDemoComms } from '@/server/seed/demo-comms';
import { seedDemoHiring } from '@/server/seed/demo-hiring';
import { seedDemoLeave } from '@/server/seed/demo-leave';
import { seedDemoShifts } from '@/server/seed/demo-shifts';
import { seedDemoWorkforce } from '@/server/seed/demo-workforce';
import { api, getHarness } from '../helpers/app';
import { employerSession } from '../helpers/accounts';
import { computeRun, createRun } from '../payroll/fixtures';

/**
 * Issue 29 §10: the OpenAPI document tells the truth. Every operation is called with a request built from its
 * own documentation (examples, enums, formats, patterns; ids of the demo's records where a parameter names
 * one), as a signed-in admin of an organisation holding the demo's data; the answer's status must be one the
 * operation documents, its content type one documented for that status, and a JSON body must match the
 * documented schema. Counts are printed for the issue notes.
 */

type Schema = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }>; required?: boolean };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  'x-paygrid'?: { access: string };
};
type Route = { method: string; path: string; op: Operation };

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';
// Calls that end the caller's own session or cancel what the rest need: called last.
const LAST = new Set(['POST /account/logout', 'POST /billings/subscription/cancel']);
const ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };

/** `employee_id`, `employeeIds`, `payrollId` → `employee`, `employee`, `payroll`: the record a name points at. */
const recordOf = (name: string) => name.toLowerCase().replace(/[_-]/g, '').replace(/ids?$/, '');

/** Where a record's ids are listed. */
const LISTS: Record<string, string> = {
  employee: '/employees',
  department: '/departments',
  group: '/payroll-groups',
  payrollgroup: '/payroll-groups',
  payroll: '/payroll',
  leavetype: '/leaves/leave-types',
  leave: '/leaves/requests',
  location: '/shifts/locations',
  job: '/jobs',
  role: '/departments/roles',
  jobrole: '/departments/roles',
  poll: '/comms',
  suggestion: '/suggestions',
  wallet: '/organizations/wallets',
};
/** Records with no list of their own: ids found in beforeAll. */
const found = new Map<string, string>();

/** Strings a documented pattern may want, tried in order. */
const PATTERN_CANDIDATES = [
  '2026-11-30',
  '2026-11',
  '2026-11-30T09:00:00Z',
  '09:00',
  'NGN',
  'NG',
  '0123456789',
  '+2348012345678',
  '123456',
  '1234',
  '12345678901',
  'ABC12345',
  'sample',
  'Sample',
  '11-30',
];

let routes: Route[] = [];
let token = '';
const pools = new Map<string, string[]>();

const dataIds = (body: unknown): string[] => {
  const data = (body as { data?: unknown })?.data;
  const rows = Array.isArray(data)
    ? data
    : Array.isArray((data as { rows?: unknown })?.rows)
      ? (data as { rows: unknown[] }).rows
      : [];
  return rows.map((r) => (r as { id?: unknown })?.id).filter((id): id is string => typeof id === 'string');
};

async function idsFor(list: string): Promise<string[]> {
  if (!pools.has(list)) pools.set(list, dataIds((await api(`${list}?perPage=5`, { token })).body));
  return pools.get(list)!;
}

/** The id of a record the parameter or field `name` points at, if the organisation has one. */
async function idOf(name: string): Promise<string | undefined> {
  const record = recordOf(name);
  if (found.has(record)) return found.get(record);
  const list = LISTS[record];
  return list ? (await idsFor(list))[0] : undefined;
}

/** A value the schema allows, preferring what the document itself gives (example, enum, default). */
async function sample(schema: Schema | undefined, name = ''): Promise<unknown> {
  if (!schema || typeof schema !== 'object') return undefined;
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((v: unknown) => v !== null);
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) {
    const pick = alternatives.find((s: Schema) => s.type !== 'null') ?? alternatives[0];
    return sample(pick, name);
  }
  if (Array.isArray(schema.allOf)) {
    const parts = await Promise.all(schema.allOf.map((s: Schema) => sample(s, name)));
    return Object.assign({}, ...parts.filter((p) => p && typeof p === 'object'));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = await sample(schema.properties?.[key], key);
      return out;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 1);
      const items = [];
      for (let i = 0; i < count; i++) items.push(await sample(schema.items, name));
      return items;
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return schema.maximum !== undefined ? Math.min(min, schema.maximum) : min;
    }
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, name);
    default:
      return undefined;
  }
}

async function sampleString(schema: Schema, name: string): Promise<string> {
  switch (schema.format) {
    case 'uuid':
      return (await idOf(name)) ?? SAMPLE_UUID;
    case 'email':
      return `contract-${crypto.randomUUID().slice(0, 8)}@example.test`;
    case 'date':
      return '2026-11-30';
    case 'date-time':
      return '2026-11-30T09:00:00Z';
    case 'uri':
    case 'url':
      return 'https://example.test/';
  }
  if (/email/i.test(name)) return `contract-${crypto.randomUUID().slice(0, 8)}@example.test`;
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    const id = await idOf(name);
    const match = [...(id ? [id] : []), ...PATTERN_CANDIDATES, SAMPLE_UUID].find((c) => re.test(c));
    if (match) return match;
  }
  const min = schema.minLength ?? 1;
  const text = 'Contract sample'.padEnd(min, 'x');
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, min)) : text;
}

const enums = new Map<string, unknown>();
/**
 * The value of an enum path parameter (`{type}`) that applies to the organisation: the first that a GET with
 * only that parameter answers 2xx for (a Kenyan remittance type does not apply to a Nigerian organisation).
 */
async function enumIn(name: string, values: unknown[]): Promise<unknown> {
  const key = `${name}:${JSON.stringify(values)}`;
  if (!enums.has(key)) {
    const probe = routes.find(
      (x) =>
        x.method === 'GET' &&
        (x.op.parameters ?? []).filter((p) => p.in === 'path').length === 1 &&
        x.op.parameters!.some(
          (p) => p.name === name && JSON.stringify(p.schema?.enum) === JSON.stringify(values),
        ),
    );
    let pick = values[0];
    for (const v of probe ? values : []) {
      if ((await api(probe!.path.replace(`{${name}}`, String(v)), { token })).status < 300) {
        pick = v;
        break;
      }
    }
    enums.set(key, pick);
  }
  return enums.get(key);
}

/** Path, query and body for an operation, from its documentation. */
async function requestFor(r: Route) {
  let path = r.path;
  for (const p of (r.op.parameters ?? []).filter((x) => x.in === 'path')) {
    const stem = r.path.slice(0, r.path.indexOf(`/{${p.name}}`));
    const fromStem = routes.some((x) => x.method === 'GET' && x.path === stem) ? await idsFor(stem) : [];
    const value = p.schema?.enum
      ? await enumIn(p.name, p.schema.enum)
      : p.schema?.example
        ? await sample(p.schema, p.name)
        : (fromStem[0] ?? (await idOf(p.name)) ?? (await sample(p.schema, p.name)) ?? 'sample');
    path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
  }
  const query = new URLSearchParams();
  for (const p of (r.op.parameters ?? []).filter((x) => x.in === 'query' && x.required))
    query.set(p.name, String(await sample(p.schema, p.name)));
  const content = r.op.requestBody?.content ?? {};
  const json = content['application/json'];
  const form = content['multipart/form-data'];
  const body = json ? await sample(json.schema) : undefined;
  return {
    path: query.size ? `${path}?${query}` : path,
    body,
    form: !json && form ? form.schema : undefined,
  };
}

/** A one-pixel PNG: an upload every file route takes. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

const pngFile = () => new File([PNG], 'sample.png', { type: 'image/png' });

function formOf(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

async function call(r: Route, req: Awaited<ReturnType<typeof requestFor>>) {
  if (!req.form) return api(req.path, { method: r.method, token, body: req.body });
  const fields: Record<string, string | File> = {};
  for (const [key, prop] of Object.entries<Schema>(req.form.properties ?? {})) {
    if (prop.format === 'binary') fields[key] = pngFile();
    else if (req.form.required?.includes(key)) fields[key] = String(await sample(prop, key));
  }
  return send(r.method, req.path, formOf(fields));
}

/** A multipart request (the `api` helper sends JSON). */
async function send(method: string, path: string, form: FormData) {
  const { app } = await getHarness();
  const res = await app.request(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: checked by its content type
  }
  return { status: res.status, body, headers: res.headers };
}

const validators = new Map<Schema, z.ZodType>();
const validatorOf = (schema: Schema) => {
  if (!validators.has(schema)) validators.set(schema, z.fromJSONSchema(schema as never));
  return validators.get(schema)!;
};

/** Values a date or month field of the shared rule (lib/contracts/calendar.ts) must refuse; none for others. */
function impossibleFor(schema: Schema | undefined): string[] {
  const patterns = [schema, ...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].map((x) => x?.pattern);
  if (patterns.includes(CALENDAR_DATE_RE.source)) return ['0000-00-00', '9999-99-99', '2026-02-30'];
  if (patterns.includes(CALENDAR_MONTH_RE.source)) return ['0000-01', '2026-13'];
  return [];
}

/** What is wrong with an answer against the document, or null. */
function disagreement(r: Route, res: { status: number; body: unknown; headers: Headers }): string | null {
  const documented = r.op.responses[String(res.status)] ?? r.op.responses.default;
  if (!documented)
    return `answered ${res.status}, documents ${Object.keys(r.op.responses).join(',')} (${JSON.stringify(res.body)?.slice(0, 200)})`;
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const content = documented.content ?? {};
  if (!type) return Object.keys(content).length ? `${res.status} without a content type` : null;
  const media = content[type];
  if (!media)
    return `${res.status} answered ${type}, documents ${Object.keys(content).join(',') || 'no body'}`;
  if (type !== 'application/json') return null;
  const parsed = validatorOf(media.schema).safeParse(res.body);
  if (parsed.success) return null;
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.')}: ${i.message}`)
    .join('; ');
  return `${res.status} body does not match the documented schema: ${issues}`;
}

beforeAll(async () => {
  const { deps } = await getHarness();
  const a = await employerSession();
  token = a.token;
  const org = a.organization.id;
  await seedDemoWorkforce(deps.db, org, a.organization.currency);
  await seedDemoShifts(deps.db, org);
  await seedDemoHiring(deps.db, org);
  await seedDemoLeave(deps.db, org);
  await seedDemoComms(deps.db, org, a.user.id, new Date(), `contract-${org}`);
  await api('/organizations/create-wallet', { method: 'POST', token, body: {} });
  const run = await createRun(token, { period: '2026-11', fxRates: { USD: 1500 } });
  await computeRun(token, run.id);
  found.set(
    'payrollemployee',
    (await api(`/payroll/${run.id}?perPage=1`, { token })).body.data.employees[0].id,
  );
  found.set(
    'file',
    ((await send('POST', '/file', formOf({ file: pngFile() }))).body as { data: { id: string } }).data.id,
  );
  const job = (await idsFor('/jobs'))[0]!;
  found.set('application', dataIds((await api(`/jobs/${job}/applications?perPage=1`, { token })).body)[0]!);
  const employee = (await idsFor('/employees'))[0]!;
  const addon = await api(`/employees/add-ons/${employee}`, {
    method: 'POST',
    token,
    body: {
      kind: 'bonus',
      name: 'Contract bonus',
      amount: 10_000,
      frequency: 'one_off',
      startPeriod: '2026-11',
    },
  });
  found.set('addon', addon.body.data.id);

  const doc = (await api('/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path: path.replace(/^\/api\/v1/, ''), op })),
  );
}, 120_000);

describe('[CONTRACT] the OpenAPI document tells the truth', () => {
  it('gives every operation a unique operationId', () => {
    const ids = routes.map((r) => r.op.operationId);
    expect(routes.length).toBeGreaterThan(200);
    expect(routes.filter((r) => !r.op.operationId).map((r) => `${r.method} ${r.path}`)).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('documents 400 (unreadable JSON) on every route that takes a JSON body, and answers it', async () => {
    const takesJson = routes.filter((r) => r.op.requestBody?.content['application/json']);
    const undocumented = takesJson.filter((r) => !r.op.responses['400']).map((r) => `${r.method} ${r.path}`);
    expect(takesJson.length).toBeGreaterThan(80);
    expect(undocumented).toEqual([]);
    const r = routes.find((x) => x.method === 'POST' && x.path === '/departments')!;
    const res = await api(r.path, { method: 'POST', token, body: '{"name":' });
    expect(res.status).toBe(400);
    expect(disagreement(r, res)).toBeNull();
  });

  it('refuses an impossible date in every documented date or month field, query or body, with 422', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const r of routes.filter((x) => x.method === 'GET')) {
      for (const p of (r.op.parameters ?? []).filter((x) => x.in === 'query')) {
        for (const value of impossibleFor(p.schema)) {
          tried++;
          const url = new URL((await requestFor(r)).path, 'http://x');
          url.searchParams.set(p.name, value);
          const res = await api(`${url.pathname}${url.search}`, { token });
          if (res.status !== 422 || !res.body?.errors?.[p.name])
            wrong.push(`${r.path}?${p.name}=${value} → ${res.status}`);
        }
      }
    }
    for (const r of routes.filter((x) => x.op.requestBody?.content['application/json'])) {
      const schema = r.op.requestBody!.content['application/json']!.schema;
      for (const [field, prop] of Object.entries<Schema>(schema.properties ?? {})) {
        for (const value of impossibleFor(prop)) {
          tried++;
          const base = await requestFor(r);
          const body = { ...(base.body as object), [field]: value };
          const res = await api(base.path, { method: r.method, token, body });
          if (res.status !== 422 || !res.body?.errors?.[field])
            wrong.push(`${r.method} ${r.path} { ${field}: ${value} } → ${res.status}`);
        }
      }
    }
    console.info(`[CONTRACT] ${tried} impossible dates sent, ${wrong.length} not refused with 422`);
    expect(tried).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  }, 120_000);

  it('takes every query parameter a GET documents, with a value the document allows (never 422)', async () => {
    const refused: string[] = [];
    let tried = 0;
    for (const r of routes.filter((x) => x.method === 'GET')) {
      const optional = (r.op.parameters ?? []).filter((p) => p.in === 'query' && !p.required);
      if (!optional.length) continue;
      const base = await requestFor(r);
      const url = new URL(base.path, 'http://x');
      for (const p of optional) url.searchParams.set(p.name, String(await sample(p.schema, p.name)));
      tried++;
      const res = await api(`${url.pathname}${url.search}`, { token });
      const problem = disagreement(r, res);
      if (res.status === 422 || problem)
        refused.push(`${r.path}${url.search} → ${res.status} ${problem ?? JSON.stringify(res.body?.errors)}`);
    }
    console.info(`[CONTRACT] ${tried} GETs with every documented query parameter, ${refused.length} refused`);
    expect(tried).toBeGreaterThan(30);
    expect(refused).toEqual([]);
  }, 120_000);

  it('answers every operation, called as documented, with a documented status, content type and body', async () => {
    const ordered = [...routes].sort(
      (x, y) =>
        Number(LAST.has(`${x.method} ${x.path}`)) - Number(LAST.has(`${y.method} ${y.path}`)) ||
        ORDER[x.method]! - ORDER[y.method]!,
    );
    const wrong: string[] = [];
    const byStatus: Record<string, number> = {};
    for (const r of ordered) {
      const req = await requestFor(r);
      // Also as a client sends it wrong: an empty object or form where a body is taken; on every write,
      // unreadable JSON and a JSON array. The answers to these are documented too.
      const wrongly: [string, () => ReturnType<typeof api>][] = [];
      if (r.op.requestBody)
        wrongly.push([
          'empty body',
          () =>
            req.form
              ? send(r.method, req.path, new FormData())
              : api(req.path, { method: r.method, token, body: {} }),
        ]);
      if (r.method !== 'GET' && !LAST.has(`${r.method} ${r.path}`))
        for (const body of ['{"name":', '[]'])
          wrongly.push([body, () => api(req.path, { method: r.method, token, body })]);
      for (const [label, sendWrongly] of wrongly) {
        const problem = disagreement(r, await sendWrongly());
        if (problem) wrong.push(`${r.method} ${r.path} (${label}): ${problem}`);
      }
      const res = await call(r, req);
      byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
      const problem = disagreement(r, res);
      if (problem) wrong.push(`${r.method} ${r.path}: ${problem}`);
    }
    console.info(
      `[CONTRACT] ${ordered.length} operations called from the document; answers by status ${JSON.stringify(byStatus)}; ${wrong.length} disagree with it`,
    );
    expect(wrong).toEqual([]);
  }, 300_000);
});
