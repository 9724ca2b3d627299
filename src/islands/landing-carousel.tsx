import { CarouselShell } from "~/components/ui/carousel";
import { island } from "./scope";

/** Island: the testimonial carousel's track and buttons (SPEC §4); its slides arrive as static children. */
export default island(CarouselShell);
