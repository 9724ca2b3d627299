import type { ComponentProps } from "react";
import { CountUp } from "~/components/ui/count-up";
import type { IslandScope } from "./scope";

/**
 * Island: one figure that counts up the first time it scrolls into view (SPEC §4, §9). It reads no
 * messages and draws no links, so it takes only the language from its scope (no `InScope`).
 */
export default function CountUpIsland({ scope, ...props }: { scope: IslandScope } & Omit<ComponentProps<typeof CountUp>, "locale">) {
  return <CountUp locale={scope.locale} {...props} />;
}
