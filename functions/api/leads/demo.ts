// POST /api/leads/demo: a demo request (functions/_lib/leads, decision 0028).
import { demo, type LeadsFunction } from "../../_lib/leads";

export const onRequestPost: LeadsFunction = (context) => demo(context);
