type Operation = {
  tags?: string[];
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { name: string; in: string; required?: boolean }[];
  responses?: Record<string, { description?: string }>;
  security?: unknown[];
};
export type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
};

const METHOD_COLOURS: Record<string, string> = {
  get: 'bg-emerald-100 text-emerald-800',
  post: 'bg-blue-100 text-blue-800',
  put: 'bg-amber-100 text-amber-800',
  patch: 'bg-violet-100 text-violet-800',
  delete: 'bg-red-100 text-red-800',
};

/**
 * A readable reference of /api/v1/openapi.json, grouped by module. A server component: the page hands it the
 * document, so it renders in the first HTML with no client code and no React Query provider.
 */
export function ApiReference({ doc }: { doc: OpenApiDocument }) {
  const groups = new Map<string, { method: string; path: string; op: Operation }[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'Other';
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, op }]);
    }
  }

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold">
          {doc.info.title} <span className="text-muted">v{doc.info.version}</span>
        </h1>
        <p className="text-muted">{doc.info.description}</p>
        <a className="text-sm text-brand-600 underline" href="/api/v1/openapi.json">
          openapi.json
        </a>
      </header>
      {[...groups.entries()].map(([tag, ops]) => (
        <section key={tag} className="space-y-2">
          <h2 className="text-lg font-semibold">{tag}</h2>
          <ul className="divide-y divide-line rounded-card border border-line bg-surface">
            {ops.map(({ method, path, op }) => (
              <li key={method + path}>
                <details className="px-4 py-3">
                  <summary className="flex cursor-pointer flex-wrap items-center gap-3">
                    <span
                      className={`w-16 rounded px-2 py-0.5 text-center font-mono text-xs uppercase ${METHOD_COLOURS[method] ?? ''}`}
                    >
                      {method}
                    </span>
                    <code className="text-sm">{path}</code>
                    {op.security && <span className="text-xs text-muted">🔒 bearer</span>}
                  </summary>
                  <div className="mt-3 space-y-2 text-sm">
                    {op.parameters?.length ? (
                      <p>
                        Parameters:{' '}
                        {op.parameters
                          .map((p) => `${p.name} (${p.in}${p.required ? ', required' : ''})`)
                          .join(', ')}
                      </p>
                    ) : null}
                    {op.requestBody?.content?.['application/json']?.schema ? (
                      <pre className="overflow-x-auto rounded bg-canvas p-3 text-xs">
                        {JSON.stringify(op.requestBody.content['application/json'].schema, null, 2)}
                      </pre>
                    ) : null}
                    <p className="text-muted">
                      Responses:{' '}
                      {Object.entries(op.responses ?? {})
                        .map(([code, r]) => `${code} ${r.description ?? ''}`)
                        .join(' · ')}
                    </p>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
