import { api, ApiError } from '#web/lib/api-client.ts';
import { pinLock } from '../stores/pin-lock.ts';

type Options = Parameters<typeof api>[1];

/** The courier API: a 423 means this session must enter the PIN again, so the app locks itself. */
export async function courierRequest<T>(path: string, options?: Options): Promise<T> {
  try {
    return await api<T>(path, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 423) pinLock.lock();
    throw error;
  }
}
