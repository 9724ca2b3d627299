// GET /api/leads/outbox: what is still undelivered; POST: deliver what is due, then the same (functions/_lib/leads, decision 0028).
import { outbox, type LeadsFunction } from "../../_lib/leads";

export const onRequestGet: LeadsFunction = (context) => outbox(context);
export const onRequestPost: LeadsFunction = (context) => outbox(context);
