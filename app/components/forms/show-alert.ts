import type { AlertDialogResult } from "~/components/ui/alert-dialog";
import { site } from "~/config/site";

// The dialog code is fetched only when a form is first used, so pages do not pay for it up front.
const loadDialog = () => import("~/components/ui/alert-dialog");

/** Warm the dialog chunk (call on first focus in a form). */
export function preloadAlertDialog(): void {
  void loadDialog();
}

let opening = false;

/**
 * SPEC §5 error alert: titled with the product's short name, one OK button. Resolves with the
 * dialog's result, or null if an alert is already on its way (a double submit shows one alert).
 */
export async function showFormAlert(message: string, okLabel: string): Promise<AlertDialogResult | null> {
  if (opening) return null;
  opening = true;
  // Remember the trigger now: the import may take a moment.
  const trigger = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  try {
    const { openAlertDialog } = await loadDialog();
    return await openAlertDialog({
      title: site.productShortName,
      message,
      tone: "error",
      buttons: [{ value: "confirm", label: okLabel }],
      returnFocusTo: trigger,
    });
  } finally {
    opening = false;
  }
}
