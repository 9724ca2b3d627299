// POST /api/leads/comment: a comment on a blog post (functions/_lib/leads, decision 0028).
import { comment, type LeadsFunction } from "../../_lib/leads";

export const onRequestPost: LeadsFunction = (context) => comment(context);
