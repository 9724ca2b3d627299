import type { ComponentProps } from "react";
import { CarouselShell } from "~/components/ui/carousel";
import { InScope, type IslandScope } from "./scope";

/** Island: the testimonial carousel's track and buttons (SPEC §4); its slides arrive as static children. */
export default function LandingCarouselIsland({ scope, ...props }: { scope: IslandScope } & ComponentProps<typeof CarouselShell>) {
  return (
    <InScope scope={scope}>
      <CarouselShell {...props} />
    </InScope>
  );
}
