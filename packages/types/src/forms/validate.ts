import * as z from 'zod/mini';

/** One message per field, keyed by field name; '' holds a message about the form as a whole. */
export type FieldErrors = Record<string, string>;

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Checks values against a form schema and gives either the clean data or the first message for
 * each field that is wrong: what a form shows beside its fields and what the api sends back.
 */
export function validateForm<S extends z.ZodMiniType>(schema: S, values: unknown): FormResult<z.output<S>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
