// The processes bench/scale-out.ts runs on one PostgreSQL: `next start` servers (production build, jobs off)
// and `npm run worker` processes, each in its own process group, with the secrets every process shares.
import { spawn, type ChildProcess } from 'node:child_process';

export type Proc = { name: string; child: ChildProcess; exited: Promise<number | null> };

/**
 * The four secrets every process shares (README "Running several servers"), the bench's own process included:
 * the account numbers it seeds are encrypted with FIELD_ENCRYPTION_KEY and the workers must read them.
 */
export const SHARED_SECRETS = {
  AUTH_SECRET: 'bench-only-secret-bench-only-secret-0123456789',
  FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  PAYMENTS_WEBHOOK_SECRET: 'bench-only-webhook-secret-bench-only-0123',
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
};

/** What every process of the deployment gets: one database and the same four secrets. */
export function sharedEnv(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    ...SHARED_SECRETS,
    DEV_OUTBOX_TOKEN: 'bench-only-outbox-token-bench-only-0123456',
    PAYMENTS_PROVIDER: 'sandbox',
    MAIL_TRANSPORT: 'outbox',
    SEED_DEMO: 'false',
    // each scenario names its own client address, as a load balancer in front would
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_SECONDS: '25',
  };
}

function track(name: string, child: ChildProcess): Proc {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, exited };
}

/** `next start` on `port` with JOBS_DISABLED=true, draining on SIGTERM as `npm start` does. */
export function startServer(databaseUrl: string, port: number): Proc {
  const child = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...sharedEnv(databaseUrl),
      JOBS_DISABLED: 'true',
      NEXT_MANUAL_SIG_HANDLE: 'true',
      APP_URL: `http://localhost:${port}`,
    },
  });
  return track(`server:${port}`, child);
}

/**
 * What `npm run worker` runs (tsx scripts/worker.ts) without npm's wrapper, which dies on SIGTERM without passing
 * it on; tsx relays it to the worker and exits with its code. Its own process group: SIGKILL to the group ends
 * tsx and node together, as a crash would.
 */
export function startWorker(databaseUrl: string, n: number): Proc {
  const child = spawn('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/worker.ts'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...sharedEnv(databaseUrl), APP_URL: 'http://localhost:3610' },
  });
  return track(`worker:${n}`, child);
}

/** Sends `sig` to `p`, or with `group` to its whole process group. */
export function signal(p: Proc, sig: NodeJS.Signals, group = false) {
  try {
    process.kill(group ? -p.child.pid! : p.child.pid!, sig);
  } catch {
    // already gone
  }
}

/** Resolves once `base`/api/v1/ready answers 200 (three minutes at most). */
export async function waitForReady(base: string) {
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${base}/api/v1/ready`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base} did not become ready`);
}

/**
 * A load balancer in miniature: round robin over the servers whose `GET /ready` answered 200 at its last
 * check (every 100 ms), as a real one health-checks its pool.
 */
export class Balancer {
  private ready: boolean[];
  private next = 0;
  private timer: NodeJS.Timeout;
  constructor(private readonly bases: string[]) {
    this.ready = bases.map(() => true);
    this.timer = setInterval(() => void this.check(), 100);
  }
  private async check() {
    await Promise.all(
      this.bases.map(async (base, i) => {
        this.ready[i] = await fetch(`${base}/api/v1/ready`).then(
          (r) => r.ok,
          () => false,
        );
      }),
    );
  }
  pick(): string {
    for (let k = 0; k < this.bases.length; k++) {
      const i = (this.next + k) % this.bases.length;
      if (this.ready[i]) {
        this.next = i + 1;
        return this.bases[i]!;
      }
    }
    throw new Error('no server is ready');
  }
  stop() {
    clearInterval(this.timer);
  }
}

export type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One API call; a network failure answers status 0. */
export async function call(
  base: string,
  method: string,
  path: string,
  { body, token, ip }: { body?: unknown; token?: string; ip?: string } = {},
): Promise<Answer> {
  try {
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...(ip && { 'x-forwarded-for': ip }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    try {
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    } catch {
      return { status: res.status, body: text };
    }
  } catch {
    return { status: 0, body: undefined };
  }
}
