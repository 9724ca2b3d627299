// GET /api/leads/unsubscribe?token=U: the unsubscribe link; POST: its one-click form (RFC 8058) (functions/_lib/leads, decision 0028).
import { unsubscribe, unsubscribeOneClick, type LeadsFunction } from "../../_lib/leads";

export const onRequestGet: LeadsFunction = (context) => unsubscribe(context);
export const onRequestPost: LeadsFunction = (context) => unsubscribeOneClick(context);
