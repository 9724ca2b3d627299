// GET /api/leads/confirm?token=T: the link in the newsletter's opt-in mail (functions/_lib/leads, decision 0028).
import { confirm, type LeadsFunction } from "../../_lib/leads";

export const onRequestGet: LeadsFunction = (context) => confirm(context);
