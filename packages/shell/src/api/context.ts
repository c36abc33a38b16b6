import { createContext, useContext } from 'react';
import type { ApiResult, CallOptions } from './client';

export interface ApiClient {
  /** POST when options.body is given, GET otherwise; never throws. */
  call<T>(path: string, options: CallOptions<T>): Promise<ApiResult<T>>;
  /** The api's full URL of a path, once its origin is known (a form kept for later is sent there). */
  url(path: string): Promise<string>;
}

export const ApiContext = createContext<ApiClient | null>(null);

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used within an ApiProvider');
  return api;
}
