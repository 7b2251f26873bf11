import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite and pg are loaded at runtime by the API route, never bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'nodemailer'],
};

export default withNextIntl(nextConfig);
