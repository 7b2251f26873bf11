// Apart from ./client so the root error page can recognise an API failure without loading the API client.
/** A failed call: `message` is the server's (already localised) text; branch on `code`, never on text. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
