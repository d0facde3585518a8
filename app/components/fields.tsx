/**
 * Form fields on conform's field metadata: label, input, optional hint and the error beside it,
 * wired with ids and aria attributes. Plain server-rendered inputs: they work without JavaScript.
 */
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { Link } from "react-router";
import { useT } from "../i18n/react";
import { FieldError } from "./chrome";

type AnyField = Pick<FieldMetadata<unknown>, "id" | "errorId" | "errors">;

/** The id of a field's hint, which the input names in aria-describedby; none without a hint. */
const hintIdOf = (field: AnyField, hint?: string) => (hint ? `${field.id}-hint` : undefined);

/** What follows every input: its hint, when it has one, and the error beside it. */
function HintAndError({ field, hint }: { field: AnyField; hint?: string }) {
  return (
    <>
      {hint ? (
        <p className="hint" id={hintIdOf(field, hint)}>
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </>
  );
}

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
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input
        {...getInputProps(field, { type, ariaDescribedBy: hintIdOf(field, hint) })}
        key={field.key}
        maxLength={max}
        required={required}
        autoComplete={autoComplete}
      />
      <HintAndError field={field} hint={hint} />
    </div>
  );
}

export function NumberField({ field, label, min, max }: { field: FieldMetadata<string | null>; label: string; min: number; max: number }) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input {...getInputProps(field, { type: "number" })} key={field.key} min={min} max={max} />
      <HintAndError field={field} />
    </div>
  );
}

export function ColorField({ field, label }: { field: FieldMetadata<string>; label: string }) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input {...getInputProps(field, { type: "color" })} key={field.key} className="color-input" />
      <HintAndError field={field} />
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
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select {...getSelectProps(field, { ariaDescribedBy: hintIdOf(field, hint) })} key={field.key}>
        {options.map((o) => (
          <option key={o} value={String(o)}>
            {labels[o]}
          </option>
        ))}
      </select>
      <HintAndError field={field} hint={hint} />
    </div>
  );
}

export function CheckboxField({ field, label, hint }: { field: FieldMetadata<boolean>; label: string; hint?: string }) {
  return (
    <div className="field checkbox-field">
      <label>
        <input {...getInputProps(field, { type: "checkbox", ariaDescribedBy: hintIdOf(field, hint) })} key={field.key} />
        <span>{label}</span>
      </label>
      <HintAndError field={field} hint={hint} />
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
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <textarea {...getTextareaProps(field, { ariaDescribedBy: hintIdOf(field, hint) })} key={field.key} rows={rows} maxLength={max} />
      <HintAndError field={field} hint={hint} />
    </div>
  );
}

/** A form's buttons: its submit and, on a step of a page (add, edit), Cancel: a link back that posts nothing. */
export function FormActions({ submit, cancelTo }: { submit: string; cancelTo?: string }) {
  const t = useT();
  return (
    <div className="actions">
      <button type="submit" className="btn btn-primary">
        {submit}
      </button>
      {cancelTo ? (
        <Link className="btn" to={cancelTo}>
          {t("Cancel")}
        </Link>
      ) : null}
    </div>
  );
}
