import { FaqFilterList } from "~/sections/faq/faq-filter";
import { InScope, type IslandScope } from "./scope";

/** Island: /faq-2's question filter with the list it narrows and its empty state. */
export default function FaqFilterIsland({ scope, ...props }: { scope: IslandScope } & Parameters<typeof FaqFilterList>[0]) {
  return (
    <InScope scope={scope}>
      <FaqFilterList {...props} />
    </InScope>
  );
}
