import { FaqAccordion } from "~/sections/blocks/faq-section";
import { InScope, type IslandScope } from "./scope";

/** Island: an FAQ's questions (SPEC §4 accordion), hydrated as it nears the viewport. */
export default function FaqAccordionIsland({ scope, ...props }: { scope: IslandScope } & Parameters<typeof FaqAccordion>[0]) {
  return (
    <InScope scope={scope}>
      <FaqAccordion {...props} />
    </InScope>
  );
}
