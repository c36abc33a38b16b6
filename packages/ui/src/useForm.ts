import { useRef, useState, type FormEvent } from 'react';
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

export interface FormApi<V, Out> {
  values: V;
  errors: FieldErrors;
  /** Sets one field; once the form has been submitted, the messages follow what is typed. */
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  /** The form's onSubmit: checks everything, shows every message and focuses the first field in error, or calls onValid. */
  handleSubmit: (onValid: (data: Out) => void) => (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A form's values and messages, checked by `validate` (usually validateForm with a schema from
 * @storefront/types). Nothing typed is ever cleared by a failed or successful check.
 */
export function useForm<V extends object, Out>(initial: V | (() => V), validate: (values: V) => FormResult<Out>): FormApi<V, Out> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
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
    if (submitted.current) {
      const result = validateRef.current(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const handleSubmit = (onValid: (data: Out) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const result = validateRef.current(latest.current);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(event.currentTarget, result.errors);
      return;
    }
    setErrors({});
    onValid(result.data);
  };

  return { values, errors, setValue, handleSubmit };
}
