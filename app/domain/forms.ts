import { z } from "zod";

/** Form schemas and the spec's validation texts (shared by the server action and the browser). */
export const MSG = {
  both: "Please enter both email and password",
  validEmail: "Please enter a valid email address",
  mismatch: "Passwords do not match",
  newPassword: "Please enter a new password",
  current: "Please enter your temporary password",
} as const;

const text = z.string().optional();

export const loginSchema = z
  .object({ intent: z.literal("login"), email: text, password: text })
  .superRefine((v, ctx) => {
    if (!v.email?.trim() || !v.password) ctx.addIssue({ code: "custom", message: MSG.both, path: [] });
    else if (!v.email.includes("@")) ctx.addIssue({ code: "custom", message: MSG.validEmail, path: ["email"] });
  });

const passwordPair = {
  newPassword: text,
  confirmPassword: text,
};

function checkPair(v: { newPassword?: string; confirmPassword?: string }, ctx: z.RefinementCtx) {
  if (!v.newPassword) ctx.addIssue({ code: "custom", message: MSG.newPassword, path: ["newPassword"] });
  else if (v.newPassword !== v.confirmPassword) ctx.addIssue({ code: "custom", message: MSG.mismatch, path: ["confirmPassword"] });
}

/** Set-password through an invitation token (no temporary password). */
export const inviteSchema = z
  .object({ intent: z.literal("set-password"), token: z.string().min(1), ...passwordPair })
  .superRefine(checkPair);

/** Replace a temporary password: the current one is required. */
export const changeSchema = z
  .object({ intent: z.literal("change-password"), email: text, currentPassword: text, ...passwordPair })
  .superRefine((v, ctx) => {
    if (!v.email?.includes("@")) ctx.addIssue({ code: "custom", message: MSG.validEmail, path: ["email"] });
    if (!v.currentPassword) ctx.addIssue({ code: "custom", message: MSG.current, path: ["currentPassword"] });
    checkPair(v, ctx);
  });
