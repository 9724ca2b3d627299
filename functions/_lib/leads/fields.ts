/**
 * The field checks of decision 0028 (step 5), one zod schema per field, and the refusal each
 * failure gets (`fields` of the `invalid` answer, keyed by the form's own field names).
 */
import { z } from "zod";
import { fill, messages, type FieldLabel, type FieldProblem } from "./messages";
import type { Lang } from "./types";

export type FormKind = "newsletter" | "demo" | "comment";

/** Longest values, in characters. */
export const maxLength = { email: 254, name: 100, company: 150, demoMessage: 4000, comment: 2000, times: 300, page: 300 } as const;

/** A post's slug as the blog names its files. */
export const postSlugPattern = /^[a-z0-9-]{1,120}$/;

const required = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => z.string().trim().max(max);
const email = z.string().trim().min(1).max(maxLength.email).pipe(z.email());

type Field = { name: string; label: FieldLabel; schema: z.ZodType<string>; problem?: FieldProblem };

/** The fields of each form; the newsletter's address arrives under the footer's or the sidebar's name. */
function fieldsOf(kind: FormKind, has: (name: string) => boolean): Record<string, Field> {
  const page: Field = { name: "page", label: "page", schema: optional(maxLength.page) };
  if (kind === "newsletter") {
    const name = has("sidebar-newsletter") && !has("newsletter-email") ? "sidebar-newsletter" : "newsletter-email";
    return { email: { name, label: "email", schema: email }, page };
  }
  if (kind === "demo") {
    return {
      name: { name: "demo-name", label: "name", schema: required(maxLength.name) },
      email: { name: "demo-email", label: "email", schema: email },
      company: { name: "demo-company", label: "company", schema: required(maxLength.company) },
      message: { name: "demo-message", label: "message", schema: required(maxLength.demoMessage) },
      times: { name: "demo-times", label: "times", schema: optional(maxLength.times) },
      page,
    };
  }
  return {
    name: { name: "comment-name", label: "name", schema: required(maxLength.name) },
    email: { name: "comment-email", label: "email", schema: email },
    message: { name: "comment-message", label: "comment", schema: required(maxLength.comment) },
    // A hidden field the visitor cannot correct: any problem with it is the same one.
    post: { name: "post", label: "post", schema: z.string().regex(postSlugPattern), problem: "post" },
    page,
  };
}

export type NewsletterFields = { email: string; page: string; lang: Lang };
export type DemoFields = { name: string; email: string; company: string; message: string; times: string; page: string; lang: Lang };
export type CommentFields = { name: string; email: string; message: string; post: string; page: string; lang: Lang };
export type FieldsOf<Kind extends FormKind> = Kind extends "newsletter" ? NewsletterFields : Kind extends "demo" ? DemoFields : CommentFields;

/** A refused field: its label and what is wrong, in the visitor's language. */
export type FieldError = { label: string; message: string };

/** The visitor's language: `lang` when it is one of ours, else English. */
export const langOf = (value: string | null | undefined): Lang => (value === "sv" ? "sv" : "en");

/** A form's text value: missing or a file is empty; line breaks as the browser showed them (LF). */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
}

function problemOf(field: Field, issue: z.core.$ZodIssue | undefined): { problem: FieldProblem; max?: number } {
  if (field.problem) return { problem: field.problem };
  if (issue?.code === "too_big") return { problem: "tooLong", max: Number(issue.maximum) };
  if (issue?.code === "invalid_format") return { problem: "email" };
  return { problem: "required" };
}

/** The form's fields checked: its values (trimmed; the newsletter's address in lower case) or the refused fields by name. */
export function checkFields<Kind extends FormKind>(kind: Kind, form: FormData, lang: Lang): { ok: true; data: FieldsOf<Kind> } | { ok: false; fields: Record<string, FieldError> } {
  const data: Record<string, string> = { lang };
  const fields: Record<string, FieldError> = {};
  for (const [key, field] of Object.entries(fieldsOf(kind, (name) => form.has(name)))) {
    const result = field.schema.safeParse(textOf(form, field.name));
    if (result.success) {
      data[key] = result.data;
      continue;
    }
    const { problem, max } = problemOf(field, result.error.issues[0]);
    const words = messages[lang];
    fields[field.name] = { label: words.labels[field.label], message: fill(words.fields[problem], { max: max ?? "" }) };
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  if (kind === "newsletter") data.email = (data.email ?? "").toLowerCase();
  return { ok: true, data: data as FieldsOf<Kind> };
}
