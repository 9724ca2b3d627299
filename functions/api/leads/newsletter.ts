// POST /api/leads/newsletter: the newsletter sign-up (footer and blog sidebar) (functions/_lib/leads, decision 0028).
import { newsletter, type LeadsFunction } from "../../_lib/leads";

export const onRequestPost: LeadsFunction = (context) => newsletter(context);
