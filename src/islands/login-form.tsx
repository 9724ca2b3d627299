import { LoginForm } from "~/components/forms/login-form";
import { island } from "./scope";

/** Island: the sign-in form (SPEC §2/§5), the login page's main content; reads the "forms" messages. */
export default island(LoginForm);
