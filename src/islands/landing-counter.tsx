import { CounterFigure } from "~/sections/landing/counters-section";
import { island } from "./scope";

/** Island: one counter's figure, counting up once it scrolls into view (SPEC §4, §9); its card stays static. */
export default island(CounterFigure);
