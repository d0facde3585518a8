/**
 * Form fields on conform's field metadata: label, input, optional hint and the error beside it,
 * wired with ids and aria attributes. Plain server-rendered inputs: they work without JavaScript.
 */
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { FieldError } from "./chrome";

export function TextField({
  field,
  label,
  max,
  hint,
  required,
  type = "text",
  autoComplete = "off",
}: {
  field: FieldMetadata<string | null>;
  label: string;
  max: number;
  hint?: string;
  required?: boolean;
  type?: "text" | "url" | "email" | "password";
  autoComplete?: string;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input
        {...getInputProps(field, { type, ariaDescribedBy: hint ? hintId : undefined })}
        key={field.key}
        maxLength={max}
        required={required}
        autoComplete={autoComplete}
      />
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function NumberField({ field, label, min, max }: { field: FieldMetadata<string | null>; label: string; min: number; max: number }) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input {...getInputProps(field, { type: "number" })} key={field.key} min={min} max={max} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function ColorField({ field, label }: { field: FieldMetadata<string>; label: string }) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input {...getInputProps(field, { type: "color" })} key={field.key} className="color-input" />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function SelectField<T extends number>({
  field,
  label,
  options,
  labels,
  hint,
}: {
  field: FieldMetadata<number>;
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  hint?: string;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select {...getSelectProps(field, { ariaDescribedBy: hint ? hintId : undefined })} key={field.key}>
        {options.map((o) => (
          <option key={o} value={String(o)}>
            {labels[o]}
          </option>
        ))}
      </select>
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function CheckboxField({ field, label, hint }: { field: FieldMetadata<boolean>; label: string; hint?: string }) {
  const hintId = `${field.id}-hint`;
  return (
    <div className="field checkbox-field">
      <label>
        <input {...getInputProps(field, { type: "checkbox", ariaDescribedBy: hint ? hintId : undefined })} key={field.key} />
        <span>{label}</span>
      </label>
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function TextAreaField({
  field,
  label,
  max,
  rows = 4,
  hint,
}: {
  field: FieldMetadata<string | null | undefined>;
  label: string;
  max: number;
  rows?: number;
  hint?: string;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <textarea {...getTextareaProps(field, { ariaDescribedBy: hint ? hintId : undefined })} key={field.key} rows={rows} maxLength={max} />
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
