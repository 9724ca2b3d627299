import { SchedulingWidget } from "~/components/embeds/scheduling-widget";
import { island } from "./scope";

/** Island: the consent-gated scheduling widget on /contact (SPEC §2 "Contact", §7). */
export default island(SchedulingWidget);
