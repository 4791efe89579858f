import type { ErrorBody } from '#domain/http.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

interface Options {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Same-origin JSON over fetch; non-2xx answers become ApiError with the server's message. */
export async function api<T>(
  path: string,
  { method = 'GET', body, signal, headers = {} }: Options = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        ...(body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'No internet connection. Please try again.');
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data as Partial<ErrorBody> | null)?.error;
    if (error && typeof error.message === 'string') {
      throw new ApiError(response.status, String(error.code), error.message, error.fields ?? {});
    }
    throw new ApiError(response.status, 'unknown', 'An error occurred');
  }
  return data as T;
}
