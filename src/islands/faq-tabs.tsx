import { FaqTopicTabs } from "~/sections/faq/faq-tabs";
import { island } from "./scope";

/** Island: /faq-1's topic tabs, each an accordion of its questions (SPEC §4). */
export default island(FaqTopicTabs);
