import { type DefaultValue, type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

type Fields<S extends z.ZodType> = z.input<S> extends Record<string, unknown> ? z.input<S> : Record<string, unknown>;

/**
 * A form of the academy: checked in the browser with the zod schema its action checks with, first
 * on submit and then as the person types, showing the action's last answer (field errors of a
 * post without JavaScript included). `defaultValue` is the stored record the form edits, in its
 * own types (a switch as a boolean): conform writes each value into its field as text.
 */
export function useSchemaForm<S extends z.ZodType>(options: {
  id: string;
  schema: S;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, unknown>;
}) {
  const { id, schema, lastResult, defaultValue } = options;
  return useForm<Fields<S>>({
    id,
    lastResult,
    defaultValue: defaultValue as DefaultValue<Fields<S>> | undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // parseWithZod answers the submission of the schema's input; Fields<S> is that input
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as Submission<Fields<S>>,
  });
}
