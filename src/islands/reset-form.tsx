import { ResetForm } from "~/components/forms/reset-form";
import { island } from "./scope";

/**
 * Island: the reset form (SPEC §2/§5) with its password toggle; reads the "forms" messages. The note
 * under the button is static, handed in as the `footer` slot.
 */
export default island(ResetForm);
