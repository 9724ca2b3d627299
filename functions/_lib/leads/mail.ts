/**
 * The mail service (Brevo's API, decision 0028): the newsletter's confirmation mail, the contact
 * list, and the demo request to the sales team. Each function throws a DeliveryError on failure.
 */
import company from "../../../content/company.json" with { type: "json" };
import { escapeHtml } from "../oauth";
import { call, DeliveryError, notConfigured, serviceOrigin } from "./deliver";
import type { DemoFields } from "./fields";
import { messages } from "./messages";
import type { Lang, LeadsEnv } from "./types";

const service = "the mail service";

type Person = { email: string; name?: string };

function settingsOf(env: LeadsEnv, { needsSender }: { needsSender: boolean }) {
  const key = env.MAIL_API_KEY?.trim();
  const sender = env.MAIL_SENDER?.trim();
  const missing = [!key && "MAIL_API_KEY", needsSender && !sender && "MAIL_SENDER"].filter((name): name is string => Boolean(name));
  if (missing.length > 0) throw notConfigured(...missing);
  const name = env.MAIL_SENDER_NAME?.trim();
  return {
    key: key as string,
    origin: serviceOrigin("MAIL_API_ORIGIN", env.MAIL_API_ORIGIN, "https://api.brevo.com"),
    sender: sender ? ({ email: sender, ...(name ? { name } : {}) } satisfies Person) : undefined,
  };
}

/**
 * Posts to one of Brevo's endpoints the body `bodyFor` makes with the configured sender; `done` may
 * count an answer other than 2xx as success (nothing left to do).
 */
async function brevo(env: LeadsEnv, path: string, bodyFor: (sender: Person | undefined) => unknown, options: { needsSender: boolean; done?: (status: number, text: string) => boolean }): Promise<void> {
  const settings = settingsOf(env, options);
  const response = await call(service, `${settings.origin}${path}`, {
    method: "POST",
    headers: { "api-key": settings.key, Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(bodyFor(settings.sender)),
  });
  // The answer's text is only compared, never stored or logged: it may quote an address.
  const text = await response.text().catch(() => "");
  if (response.ok || options.done?.(response.status, text)) return;
  throw new DeliveryError(`${service} answered ${response.status}`);
}


/** The opt-in mail: a built-in text, or the language's Brevo template when one is configured. */
export async function sendConfirmMail(env: LeadsEnv, to: string, lang: Lang, confirmUrl: string, unsubscribeUrl: string): Promise<void> {
  const template = Number((lang === "sv" ? env.MAIL_TEMPLATE_CONFIRM_SV : env.MAIL_TEMPLATE_CONFIRM_EN)?.trim() || Number.NaN);
  const templated = Number.isInteger(template) && template > 0;
  const headers = { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  const words = messages[lang].confirmMail;
  const content = (sender: Person | undefined) =>
    templated
      ? { ...(sender ? { sender } : {}), to: [{ email: to }], templateId: template, params: { confirmUrl, unsubscribeUrl }, headers }
      : {
          sender,
          to: [{ email: to }],
          subject: words.subject,
          textContent: `${words.intro}\n${confirmUrl}\n\n${words.validity}\n\n${words.unsubscribe} ${unsubscribeUrl}\n`,
          htmlContent: `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head>
<body>
<p>${escapeHtml(words.intro)}</p>
<p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(words.button)}</a></p>
<p>${escapeHtml(words.validity)}</p>
<p>${escapeHtml(words.unsubscribe)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(words.unsubscribeLink)}</a></p>
</body>
</html>
`,
          headers,
        };
  await brevo(env, "/v3/smtp/email", content, { needsSender: !templated });
}

function listIdOf(env: LeadsEnv): number {
  const id = Number(env.MAIL_LIST_ID?.trim() || Number.NaN);
  if (!Number.isInteger(id) || id <= 0) throw notConfigured("MAIL_LIST_ID");
  return id;
}

/** A confirmed subscriber onto the newsletter's list (created, or updated if Brevo knows the address). */
export async function addContact(env: LeadsEnv, contact: { email: string; lang: Lang; optInAt: string; page: string }): Promise<void> {
  const listId = listIdOf(env);
  await brevo(env, "/v3/contacts", () => ({ email: contact.email, listIds: [listId], updateEnabled: true, attributes: { LANGUAGE: contact.lang, OPT_IN_AT: contact.optInAt, SIGNUP_PAGE: contact.page } }), { needsSender: false });
}

/** An unsubscribed address off the list; an address that is not on it any more is done too. */
export async function removeContact(env: LeadsEnv, email: string): Promise<void> {
  const listId = listIdOf(env);
  await brevo(env, `/v3/contacts/lists/${listId}/contacts/remove`, () => ({ emails: [email] }), { needsSender: false, done: (status, text) => status === 400 && /already removed/i.test(text) });
}

/** Where demo requests go: SALES_EMAIL, else the company's address (content/company.json). */
export const salesAddress = (env: LeadsEnv) => env.SALES_EMAIL?.trim() || company.email;

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The sales team's mail about a demo request, to answer by replying. */
export async function sendDemoMail(env: LeadsEnv, demo: DemoFields & { sentAt: string }): Promise<void> {
  const to = salesAddress(env);
  const language = demo.lang === "sv" ? "Swedish" : "English";
  const text = [
    "A demo request from the website. Reply to this e-mail to answer the visitor.",
    "",
    `Name: ${demo.name}`,
    `E-mail: ${demo.email}`,
    `Company: ${demo.company}`,
    `Times that suit them: ${demo.times || "(not given)"}`,
    "",
    "Message:",
    demo.message,
    "",
    `Sent from ${demo.page || "(unknown page)"} in ${language} at ${demo.sentAt}.`,
    "",
  ].join("\n");
  const body = (sender: Person | undefined) => ({
    sender,
    to: [{ email: to }],
    replyTo: { email: demo.email, name: oneLine(demo.name) },
    subject: `Demo request: ${oneLine(demo.company)}`,
    textContent: text,
    htmlContent: `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"></head>\n<body>\n<pre style="font-family: inherit; white-space: pre-wrap">${escapeHtml(text)}</pre>\n</body>\n</html>\n`,
  });
  await brevo(env, "/v3/smtp/email", body, { needsSender: true });
}
