import { createContext, useContext } from 'react';
import { DEFAULT_API_ORIGIN, ENDPOINT_ROUTES } from '@storefront/types';

/**
 * The api's origin as known right now, synchronously: the render step's `$api`, or in the browser the
 * page's own setting (the default origin until it is known). A form's action is drawn from it, so
 * the rendered HTML carries the absolute URL; on hydration React keeps the server's attribute.
 */
export const FormOriginContext = createContext<string>(DEFAULT_API_ORIGIN);

/** An api endpoint by name (ENDPOINT_ROUTES), or an api path ('/api/staff/roles'). */
export type FormActionTarget = keyof typeof ENDPOINT_ROUTES | `/api/${string}`;

/**
 * Where a form posts when the browser sends it itself (before the page's script runs, or without
 * it): the endpoint's absolute URL on the api, for `<form method="post" action={...}>`. Once the
 * page works the form is sent by script as before; the public forms' native post is accepted by
 * the api (docs/product.md#forms), any other form's is refused there, never sent to the page.
 */
export function useFormAction(target: FormActionTarget): string {
  const origin = useContext(FormOriginContext);
  return `${origin}${target.startsWith('/') ? target : ENDPOINT_ROUTES[target as keyof typeof ENDPOINT_ROUTES].path}`;
}
