import {
  useEffect,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './Field.module.css';

/**
 * Form fields with a real <label>, the error in words beside the field (sf-field__error),
 * aria-invalid and aria-describedby pointing at the hint and the error. Forms using them set
 * noValidate and check with a schema from @storefront/types, so every message is the site's own.
 */
interface FieldFrame {
  /** The control's id; also the base of the hint and error ids. */
  id: string;
  /** The control's name: the form's field key, used to find the first invalid field. */
  name: string;
  label: ReactNode;
  /** The message for what is wrong, if anything. */
  error?: string | undefined;
  /** A short help text under the label. */
  hint?: ReactNode;
  /** Shows "(optional)" after the label; fields are required otherwise. */
  optional?: boolean;
  className?: string;
}

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Frame({
  id,
  label,
  error,
  hint,
  optional,
  className,
  children,
}: Omit<FieldFrame, 'name'> & { children: ReactNode }) {
  return (
    <div className={`sf-field ${styles.field} ${className ?? ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={`sf-field__error ${styles.error}`}>
          <span aria-hidden="true">! </span>
          {error}
        </p>
      )}
    </div>
  );
}

function controlProps(props: FieldFrame) {
  return {
    id: props.id,
    name: props.name,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(props.id, props.hint, props.error),
    'aria-required': props.optional ? undefined : true,
  } as const;
}

/**
 * Fields side by side that belong together (first and last name), spaced as the form spaces its
 * fields; one under the other on a phone (up to 480 px). A form that stacks them on wider screens
 * too says so with two classes (`.form .row`), which outweigh the one here.
 */
export function FieldRow({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `${styles.row} ${className}` : styles.row}>{children}</div>;
}

export type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'prefix' | 'className'> & {
    value: string;
    onValueChange: (value: string) => void;
    /** Fixed text shown before the input, such as +91. */
    prefix?: string;
  };

export function TextField(props: TextFieldProps) {
  const {
    id,
    name,
    label,
    error,
    hint,
    optional,
    className,
    value,
    onValueChange,
    prefix,
    type = 'text',
    ...rest
  } = props;
  const input = (
    <input
      {...rest}
      {...controlProps({ id, name, label, error, hint, optional })}
      type={type}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      {prefix ? (
        <div className={styles.prefixed}>
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </Frame>
  );
}

export type MobileFieldProps = Omit<TextFieldProps, 'type' | 'prefix'>;

/** An Indian mobile number: +91 shown before the box, a phone keypad, the ten-digit hint. */
export function MobileField(props: MobileFieldProps) {
  return (
    <TextField
      inputMode="tel"
      autoComplete="tel-national"
      hint="Your ten-digit mobile number"
      {...props}
      type="tel"
      prefix="+91"
    />
  );
}

export type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'value' | 'onChange' | 'className'> & {
    value: string;
    onValueChange: (value: string) => void;
  };

export function TextAreaField(props: TextAreaFieldProps) {
  const { id, name, label, error, hint, optional, className, value, onValueChange, rows = 4, ...rest } = props;
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <textarea
        {...rest}
        {...controlProps({ id, name, label, error, hint, optional })}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </Frame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'value' | 'onChange' | 'className'> & {
    value: string;
    onValueChange: (value: string) => void;
    options: readonly (SelectOption | string)[];
    /** The first, empty choice, e.g. "Select a topic". */
    placeholder?: string;
  };

export function SelectField(props: SelectFieldProps) {
  const { id, name, label, error, hint, optional, className, value, onValueChange, options, placeholder, ...rest } =
    props;
  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <select
        {...rest}
        {...controlProps({ id, name, label, error, hint, optional })}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value: v, label: l } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={v} value={v}>
              {l}
            </option>
          );
        })}
      </select>
    </Frame>
  );
}

export type FileFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'type' | 'className'> & {
    /** The chosen file, shown by name and size under the picker. */
    value: File | null;
    onValueChange: (file: File | null) => void;
  };

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function FileField(props: FileFieldProps) {
  const { id, name, label, error, hint, optional, className, value: file, onValueChange, ...rest } = props;
  const chosenId = useId();
  const input = useRef<HTMLInputElement>(null);
  const base = controlProps({ id, name, label, error, hint, optional });

  // A file kept from before (the form was closed and opened again) is put back into the picker,
  // so the picker and the "Chosen" line agree.
  useEffect(() => {
    const element = input.current;
    if (!element || element.files?.[0] === (file ?? undefined)) return;
    try {
      const transfer = new DataTransfer();
      if (file) transfer.items.add(file);
      element.files = transfer.files;
    } catch {
      // Browsers without a DataTransfer constructor keep the "Chosen" line only.
    }
  }, [file]);

  return (
    <Frame id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <input
        {...rest}
        {...base}
        ref={input}
        aria-describedby={[base['aria-describedby'], file ? chosenId : ''].filter(Boolean).join(' ') || undefined}
        type="file"
        className={styles.file}
        onChange={(event) => onValueChange(event.target.files?.[0] ?? null)}
      />
      {file && (
        <p id={chosenId} className={styles.chosen}>
          Chosen: {file.name} ({sizeText(file.size)})
        </p>
      )}
    </Frame>
  );
}
