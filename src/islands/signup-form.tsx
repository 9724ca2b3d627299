import { SignupForm } from "~/components/forms/signup-form";
import { island } from "./scope";

/** Island: the sign-up form (SPEC §2/§5), the sign-up page's main content; reads the "forms" messages. */
export default island(SignupForm);
