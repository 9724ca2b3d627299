import { StepsAccordion } from "~/sections/landing/landing-sections";
import { island } from "./scope";

/** Island: the dark page's three steps as an accordion (SPEC §4), none open. */
export default island(StepsAccordion);
