import type { Shape } from "../shape";
import type { breadcrumb as en } from "../en/breadcrumb";

export const breadcrumb = {
  breadcrumb: {
    label: "Du är här",
  },
} as const satisfies Shape<typeof en>;
