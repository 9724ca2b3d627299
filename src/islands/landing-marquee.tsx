import type { ComponentProps } from "react";
import { MarqueeGroup } from "~/components/ui/marquee";
import { InScope, type IslandScope } from "./scope";

/** Island: a marquee's group and its pause/play button (WCAG 2.2.2); the rows arrive as static children. */
export default function LandingMarqueeIsland({ scope, ...props }: { scope: IslandScope } & ComponentProps<typeof MarqueeGroup>) {
  return (
    <InScope scope={scope}>
      <MarqueeGroup {...props} />
    </InScope>
  );
}
