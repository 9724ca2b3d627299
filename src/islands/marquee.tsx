import type { ComponentProps } from "react";
import { MarqueeGroup } from "~/components/ui/marquee";
import { InScope, type IslandScope } from "./scope";

/**
 * Island: scrolling rows' pause/play control (WCAG 2.2.2) and the group it pauses. The rows are
 * static markup (`MarqueeRows`), given as children. Reads the "home" messages.
 */
export default function MarqueeIsland({ scope, ...props }: { scope: IslandScope } & ComponentProps<typeof MarqueeGroup>) {
  return (
    <InScope scope={scope}>
      <MarqueeGroup {...props} />
    </InScope>
  );
}
