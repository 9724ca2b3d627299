import type { ComponentProps } from "react";
import { CounterFigure } from "~/sections/landing/counters-section";
import { InScope, type IslandScope } from "./scope";

/** Island: one counter's figure, counting up once it scrolls into view (SPEC §4, §9); its card stays static. */
export default function LandingCounterIsland({ scope, ...props }: { scope: IslandScope } & ComponentProps<typeof CounterFigure>) {
  return (
    <InScope scope={scope}>
      <CounterFigure {...props} />
    </InScope>
  );
}
