import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { LoginForm } from "../../components/LoginForm";
import { loginSchema } from "../../domain/forms";
import { AuthError, authenticate, getSuperAdmin, startSession } from "../../server/auth.server";
import { clientAddressContext } from "../../server/context.server";
import type { LoginActionData } from "../../server/login.server";

export const meta: Route.MetaFunction = () => [{ title: "System Administration – Sign In" }];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getSuperAdmin(request)) throw redirect("/super-admin/dashboard");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.clone().formData(), { schema: loginSchema });
  if (submission.status !== "success") {
    return data<LoginActionData>({ result: submission.reply({ hideFields: ["password"] }), mode: "login" }, { status: 400 });
  }
  try {
    const signIn = await authenticate("super_admin", request, null, context.get(clientAddressContext));
    if (signIn.kind !== "signed-in") throw new AuthError("Login failed", 401);
    return redirect("/super-admin/dashboard", { headers: await startSession(request, signIn.user) });
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    return data<LoginActionData>(
      { result: submission.reply({ hideFields: ["password"] }), mode: "login", failure: { heading: "Authentication Failed", message: e.message } },
      { status: e.status },
    );
  }
}

export default function SuperAdminLogin({ actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="page narrow super">
      <h1>System Administration</h1>
      <p>Sign in with your super administrator account.</p>
      <LoginForm who="super_admin" actionData={actionData} />
      <p className="center"><Link to="/">← Back to home</Link></p>
    </main>
  );
}
