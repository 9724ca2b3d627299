import { LoginForm } from "~/components/forms/login-form";
import { InScope, type IslandScope } from "./scope";

/** Island: the sign-in form (SPEC §2/§5), the login page's main content; reads the "forms" messages. */
export default function LoginFormIsland({ scope }: { scope: IslandScope }) {
  return (
    <InScope scope={scope}>
      <LoginForm />
    </InScope>
  );
}
