import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, FormResult } from '@storefront/types';

/** Moves focus to the first field, in the form's order, that has a message. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): boolean {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && name in errors && element instanceof HTMLElement) {
      element.focus();
      return true;
    }
  }
  return false;
}

/** What an async submit may resolve with: the server's messages per field (an api result fits). */
export type SubmitOutcome = void | { ok: boolean; fields?: FieldErrors | undefined };

/** What a Field component needs to show and change one form field. */
export interface FieldBinding<T> {
  id: string;
  /** The form's field key: the first field in error is found by it. */
  name: string;
  value: T;
  error: string | undefined;
  onValueChange: (value: T) => void;
}

export interface FormApi<V, Out> {
  values: V;
  /** The form's own messages, and the server's for fields not changed since. */
  errors: FieldErrors;
  /** Sets one field; once the form has been submitted, the messages follow what is typed. */
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /** One field wired to the form: `<TextField label="Email" {...form.field('email')} />`. */
  field: <K extends keyof V & string>(name: K) => FieldBinding<V[K]>;
  /**
   * The form's onSubmit: checks everything, shows every message and focuses the first field in
   * error, or calls onValid. When onValid resolves with `fields` (the server's messages), they
   * are shown beside the fields and the first is focused.
   */
  handleSubmit: (
    onValid: (data: Out) => SubmitOutcome | Promise<SubmitOutcome>,
  ) => (event: FormEvent<HTMLFormElement>) => void;
  /** Back to the given (or initial) values, without messages: after a successful send. */
  reset: (values?: V) => void;
}

/**
 * A form's values and messages, checked by `validate` (usually validateForm with a schema from
 * @storefront/types). Nothing typed is cleared by a failed check or a failed send.
 */
export function useForm<V extends object, Out>(
  initial: V | (() => V),
  validate: (values: V) => FormResult<Out>,
  /**
   * What the form kept in the outbox on an earlier visit (useSubmission's `saved`: still waiting,
   * or refused by the api): put back, its own fields only, unless the visitor has started typing
   * again, so they see what is saved or can correct it and send it again (docs/product.md#forms).
   * An argument, not a hook of its own: a remote built with it still runs on a host without it.
   */
  saved?: object | null,
): FormApi<V, Out> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [first] = useState(values);
  const idBase = useId();
  const submitted = useRef(false);
  // The latest values, so that two fields set in one event both count.
  const latest = useRef(values);
  latest.current = values;
  const validateRef = useRef(validate);
  validateRef.current = validate;

  const setValue = <K extends keyof V>(name: K, value: V[K]) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    // The server's message about a field holds until the field is changed.
    setServerErrors((s) => {
      if (!(name in s)) return s;
      const { [name as string]: _changed, ...rest } = s;
      return rest;
    });
    if (submitted.current) {
      const result = validateRef.current(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const handleSubmit =
    (onValid: (data: Out) => SubmitOutcome | Promise<SubmitOutcome>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      submitted.current = true;
      const result = validateRef.current(latest.current);
      if (!result.ok) {
        setErrors(result.errors);
        focusFirstInvalid(form, result.errors);
        return;
      }
      setErrors({});
      setServerErrors({});
      void Promise.resolve(onValid(result.data)).then((outcome) => {
        const fields = outcome?.fields;
        if (!fields) return;
        setServerErrors(fields);
        focusFirstInvalid(form, fields);
      });
    };

  const reset = (next: V = first) => {
    submitted.current = false;
    latest.current = next;
    setValues(next);
    setErrors({});
    setServerErrors({});
  };

  // What was kept on an earlier visit, back in the form.
  useEffect(() => {
    const values = latest.current;
    if (!saved || JSON.stringify(values) !== JSON.stringify(first)) return;
    const known = Object.entries(saved).filter(([name, value]) => name in values && value !== undefined);
    reset({ ...values, ...Object.fromEntries(known) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when something saved arrives
  }, [saved]);

  const shown = { ...serverErrors, ...errors };
  const field = <K extends keyof V & string>(name: K): FieldBinding<V[K]> => ({
    id: `${idBase}${name}`,
    name,
    value: values[name],
    error: shown[name],
    onValueChange: (value) => setValue(name, value),
  });

  return { values, errors: shown, setValue, field, handleSubmit, reset };
}
