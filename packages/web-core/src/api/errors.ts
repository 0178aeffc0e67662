// One error shape for every failed call (spec §8), so toasts and tests read the same fields.
import type { SerializedError } from '@reduxjs/toolkit';

export interface ApiError {
  /** HTTP status, or 'FETCH_ERROR' when the request never got an answer. */
  status: number | 'FETCH_ERROR';
  /** Spec §8: '{status}: {body text}', or '{status}: {status text}' when the body is empty. */
  message: string;
  /** The `detail` field of a JSON error body, when there is one. */
  detail?: string;
  /** The HTTP status text (empty over HTTP/2), for messages that name it (spec §8 downloads). */
  statusText?: string;
}

export function isApiError(err: unknown): err is ApiError {
  return typeof err === 'object' && err !== null && 'status' in err && 'message' in err;
}

/** The server's `detail`, for toasts that fall back to a fixed text when there is none. */
export function errorDetail(err: unknown): string | undefined {
  if (isApiError(err)) return err.detail;
  const nested = (err as { data?: unknown } | null)?.data;
  if (isApiError(nested)) return nested.detail;
  return undefined;
}

/** The error's message ('{status}: {body}' for HTTP failures). */
export function errorMessage(err: unknown): string | undefined {
  if (isApiError(err)) return err.message;
  if (err instanceof Error) return err.message;
  const serialized = err as SerializedError | null;
  return typeof serialized?.message === 'string' ? serialized.message : undefined;
}
