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
export { useForm, focusFirstInvalid } from './useForm';
export type { FieldBinding, FormApi, SubmitOutcome } from './useForm';
export { FormStatus } from './FormStatus';
export type { FormStatusProps } from './FormStatus';
export { SentWithReference, SubmitButton, SubmissionStatus } from './Submit';
export type { SubmitButtonProps, SubmissionStatusProps } from './Submit';
