import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// middleware.ts verifies session tokens with AUTH_SECRET. In development one is generated once and kept in
// .data/auth-secret (the API reads the same file); production must set AUTH_SECRET itself.
if (!process.env.AUTH_SECRET && process.env.NODE_ENV !== 'production') {
  const file = path.join(process.cwd(), '.data/auth-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { mode: 0o600 });
  }
  process.env.AUTH_SECRET = fs.readFileSync(file, 'utf8').trim();
}

// Pages get their messages compiled ahead of time (lib/i18n/catalog.ts loadCompiledMessages), so use-intl's
// formatter is swapped for its format-only build everywhere Next bundles: the ICU parser never ships. A file
// path, not the package name, so the alias cannot match its own target.
const formatOnly = path.relative(process.cwd(), require.resolve('use-intl/format-message/format-only'));

// OpenTelemetry (server/telemetry, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set) runs from node_modules:
// its exporters pull protobuf and gRPC code that gains nothing from bundling.
const OTEL_PACKAGES = [
  '@opentelemetry/api',
  '@opentelemetry/sdk-node',
  '@opentelemetry/sdk-metrics',
  '@opentelemetry/exporter-trace-otlp-http',
  '@opentelemetry/exporter-trace-otlp-proto',
  '@opentelemetry/exporter-metrics-otlp-http',
  '@opentelemetry/exporter-metrics-otlp-proto',
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Several dev servers side by side (one per checkout task) each need their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  turbopack: { resolveAlias: { 'use-intl/format-message': `./${formatOnly}` } },
  poweredByHeader: false,
  // PGlite and pg are loaded at runtime by the API route, never bundled. exceljs (import sheets) is a large
  // CommonJS tree with optional dependencies; loaded from node_modules it needs no bundling at all.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'nodemailer', 'exceljs', ...OTEL_PACKAGES],
  // Page headers (issue 10, hole 7); the Content-Security-Policy with its per-request nonce is set by
  // middleware.ts. HSTS only in production: browsers would pin http://localhost to https otherwise.
  async headers() {
    const security = [
      { key: 'X-Frame-Options', value: 'DENY' },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
      ...(process.env.NODE_ENV === 'production'
        ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
        : []),
    ];
    return [{ source: '/:path*', headers: security }];
  },
};

export default withNextIntl(nextConfig);
