// Form fields and form state: their own entry ('@storefront/ui/forms'), so pages without a
// form (and the host's first paint) do not download them.
export { FieldRow, TextField, MobileField, TextAreaField, SelectField, FileField } from './Field';
export type {
  TextFieldProps,
  MobileFieldProps,
  TextAreaFieldProps,
  SelectFieldProps,
  FileFieldProps,
  SelectOption,
} from './Field';
// The honeypot is also an entry of its own, '@storefront/ui/honeypot', not shared: the footer takes
// it without this entry, and a remote bundles its own copy, so it works inside a host built before
// it (a shared entry is the host's copy: docs/decisions/0004-contract-versions.md).
export { HoneypotField } from './Honeypot';
export type { HoneypotFieldProps } from './Honeypot';
export { useForm, focusFirstInvalid } from './useForm';
export type { FieldBinding, FormApi, SubmitOutcome } from './useForm';
export { FormStatus } from './FormStatus';
export type { FormStatusProps } from './FormStatus';
export { SentWithReference, SubmitButton, SubmissionStatus } from './Submit';
export type { SubmitButtonProps, SubmissionStatusProps } from './Submit';
