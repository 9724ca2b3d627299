import type { ReactNode } from "react";
import { ResetForm } from "~/components/forms/reset-form";
import { InScope, type IslandScope } from "./scope";

/**
 * Island: the reset form (SPEC §2/§5) with its password toggle; reads the "forms" messages. The note
 * under the button is static, handed in as the `footer` slot.
 */
export default function ResetFormIsland({ scope, footer }: { scope: IslandScope; footer?: ReactNode }) {
  return (
    <InScope scope={scope}>
      <ResetForm footer={footer} />
    </InScope>
  );
}
