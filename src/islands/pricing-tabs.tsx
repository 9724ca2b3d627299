import { PricingTabs } from "~/sections/pricing/pricing-tabs";
import { island } from "./scope";

/**
 * Island: the billing toggle of a pricing section (SPEC §4, first tab by default). Each period's plan
 * list is static markup, given as the slot named by its period (`monthly`, `quarterly`, `yearly`).
 */
export default island(PricingTabs);
