import { SchedulingWidget } from "~/components/embeds/scheduling-widget";
import { InScope, type IslandScope } from "./scope";

/** Island: the consent-gated scheduling widget on /contact (SPEC §2 "Contact", §7). */
export default function SchedulingWidgetIsland({ scope, ...props }: { scope: IslandScope } & Parameters<typeof SchedulingWidget>[0]) {
  return (
    <InScope scope={scope}>
      <SchedulingWidget {...props} />
    </InScope>
  );
}
