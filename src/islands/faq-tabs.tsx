import { FaqTopicTabs } from "~/sections/faq/faq-tabs";
import { InScope, type IslandScope } from "./scope";

/** Island: /faq-1's topic tabs, each an accordion of its questions (SPEC §4). */
export default function FaqTabsIsland({ scope, ...props }: { scope: IslandScope } & Parameters<typeof FaqTopicTabs>[0]) {
  return (
    <InScope scope={scope}>
      <FaqTopicTabs {...props} />
    </InScope>
  );
}
