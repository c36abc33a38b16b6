import { useEffect, useState } from 'react';
import type { FormResult } from '@storefront/types';
import type * as FormsModule from '@storefront/types/forms';
import type { SubmitOutcome } from './useForm';

/** A form's checks: its values, checked and tidied, or a message per field. */
export type Checks<V, Out> = (values: V) => FormResult<Out>;

/**
 * A form's checks whose code comes after the form works. Their code (the schemas, and zod) is the
 * largest part of a form page's code, and neither the first paint nor hydration needs it: a page
 * that loaded it with the rest had its form working about 0.1 s later on a slow phone
 * (docs/product.md#forms).
 */
export interface LazyChecks<V, Out> {
  /**
   * useForm's `validate`: the checks once their code is here. Until then every value passes here,
   * and `beforeSend` checks it.
   */
  validate: Checks<V, Out>;
  /**
   * Wraps the form's send (useForm's `onValid`): values that passed unchecked are checked first,
   * once the checks' code has arrived, and their messages go beside their fields (as useForm shows
   * the api's); where that code cannot be had (the connection is down), they are sent as typed, and
   * the api checks them with the same schemas and messages.
   */
  beforeSend: (send: (data: Out) => SubmitOutcome | Promise<SubmitOutcome>) => (data: Out) => Promise<SubmitOutcome>;
  /** Asks for the checks' code (once; again after a failure): what it loaded, or undefined. */
  load: () => Promise<Checks<V, Out> | undefined>;
}

/** Checks loaded by `load` when first asked for (see LazyChecks). */
export function lazyChecks<V extends object, Out>(load: () => Promise<Checks<V, Out>>): LazyChecks<V, Out> {
  let checks: Checks<V, Out> | undefined;
  let loading: Promise<Checks<V, Out> | undefined> | undefined;
  // The values useForm was given back unchecked, by identity: useForm passes them on to onValid.
  const unchecked = new WeakSet<object>();
  const ensure = () => {
    loading ??= load().then(
      (loaded) => (checks = loaded),
      () => {
        loading = undefined;
        return undefined;
      },
    );
    return loading;
  };
  return {
    load: ensure,
    validate: (values) => {
      if (checks) return checks(values);
      unchecked.add(values);
      // Passed on to beforeSend, which checks them before anything is sent.
      return { ok: true, data: values as unknown as Out };
    },
    beforeSend: (send) => async (data) => {
      if (!unchecked.has(data as object)) return send(data);
      const loaded = await ensure();
      if (!loaded) return send(data);
      const result = loaded(data as unknown as V);
      return result.ok ? send(result.data) : { ok: false, fields: result.errors };
    },
  };
}

/**
 * A form component's lazy checks: their code is asked for once the form works and the browser is
 * idle (nothing of the page's start waits on it), or at once when the form is sent before then.
 * @param load  the checks, from a dynamic import: `() => import('@storefront/types/forms').then(...)`
 */
export function useLazyChecks<V extends object, Out>(load: () => Promise<Checks<V, Out>>): LazyChecks<V, Out> {
  const [checks] = useState(() => lazyChecks(load));
  // (Safari has no requestIdleCallback.) Asked for once: a form gone by then loses nothing by it.
  useEffect(() => void (window.requestIdleCallback ?? setTimeout)(() => void checks.load()), [checks]);
  return checks;
}

type Forms = typeof FormsModule;
/** A form schema's name in '@storefront/types/forms' ('helpQuerySchema', 'enquirySchema', …). */
export type FormSchemaName = { [K in keyof Forms]: K extends `${string}Schema` ? K : never }[keyof Forms];
/** What a schema gives once its checks pass (zod's output type). */
type OutputOf<S> = S extends { _zod: { output: infer O } } ? O : never;

/**
 * A visitor's form's lazy checks, by its schema's name: '@storefront/types/forms' (the schemas and
 * zod) is imported when they are asked for, never with the page's first code.
 */
export function useFormChecks<K extends FormSchemaName>(schema: K): LazyChecks<object, OutputOf<Forms[K]>> {
  return useLazyChecks(() =>
    import('@storefront/types/forms').then(
      (forms) => (input: object) => forms.validateForm(forms[schema], input) as FormResult<OutputOf<Forms[K]>>,
    ),
  );
}
