import Link from 'next/link';

type Props = {
  kind: 'not-found' | 'error';
  title: string;
  description: string;
  homeLabel: string;
  onRetry?: () => void;
  retryLabel?: string;
};

/** The error page of spec §2/§8: an illustration, a title, a description and a button home (/app). */
export function ErrorView({ kind, title, description, homeLabel, onRetry, retryLabel }: Props) {
  return (
    <div className="mx-auto flex min-h-[70dvh] max-w-lg flex-col items-center justify-center gap-6 px-6 text-center">
      <svg aria-hidden viewBox="0 0 200 120" className="w-56 text-brand-500">
        {kind === 'not-found' ? (
          <>
            <text
              x="100"
              y="78"
              textAnchor="middle"
              fontSize="64"
              fontWeight="700"
              fill="currentColor"
              opacity="0.15"
            >
              404
            </text>
            <circle cx="88" cy="56" r="22" fill="none" stroke="currentColor" strokeWidth="6" />
            <path d="M104 72l24 24" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
          </>
        ) : (
          <>
            <path
              d="M100 14l78 92H22z"
              fill="none"
              stroke="currentColor"
              strokeWidth="6"
              strokeLinejoin="round"
            />
            <path d="M100 48v30" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
            <circle cx="100" cy="92" r="5" fill="currentColor" />
          </>
        )}
      </svg>
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        <p className="text-muted">{description}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-lg border border-line bg-surface px-4 py-2 text-sm font-medium hover:bg-canvas"
          >
            {retryLabel}
          </button>
        )}
        <Link
          href="/app"
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          {homeLabel}
        </Link>
      </div>
    </div>
  );
}
