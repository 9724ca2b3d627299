import { FaqFilterList } from "~/sections/faq/faq-filter";
import { island } from "./scope";

/** Island: /faq-2's question filter with the list it narrows and its empty state. */
export default island(FaqFilterList);
