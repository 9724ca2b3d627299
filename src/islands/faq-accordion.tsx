import { FaqAccordion } from "~/sections/blocks/faq-section";
import { island } from "./scope";

/** Island: an FAQ's questions (SPEC §4 accordion), hydrated as it nears the viewport. */
export default island(FaqAccordion);
